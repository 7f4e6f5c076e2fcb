import { captchaRequiredBodySchema } from '@tourmarket/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { limitRules } from '../src/modules/abuse/rate-limit.ts'
import { AUTH_CODE_MAX_ATTEMPTS } from '../src/modules/accounts/tokens.ts'
import { testPassword, uniqueEmail, useAccountsHarness } from './accounts-harness.ts'
import { solveCaptcha } from './captcha-solutions.ts'
import { testDatabases } from './databases.ts'

let ipCounter = 0
const freshIp = () => {
  ipCounter += 1
  return `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
}

describe.each(testDatabases)('§8 rate limits and captcha on $name', (target) => {
  const harness = useAccountsHarness(target)

  const wrongLogin = (login: string, options: { ip?: string; captcha?: string } = {}) =>
    harness.post('/crm/api/user/auth', {
      body: { login, password: 'Wrong-password-guess-1' },
      ip: options.ip ?? freshIp(),
      ...(options.captcha === undefined ? {} : { headers: { 'x-captcha': options.captcha } }),
    })

  it('password guessing on one account hits 429 type captcha past the limit, from any address', async () => {
    const { email } = await harness.register()
    for (let attempt = 1; attempt <= limitRules.loginPerAccount.limit; attempt += 1) {
      expect((await wrongLogin(email)).statusCode).toBe(400)
    }
    const refused = await wrongLogin(email)
    expect(refused.statusCode).toBe(429)
    const body = captchaRequiredBodySchema.parse(refused.json())
    expect(body).toMatchObject({
      type: 'captcha',
      code: 'captcha_required',
      challenge: { algorithm: 'SHA-256', maxnumber: 100_000 },
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // The right password is refused too until the captcha is solved: the limit does not tell.
    const right = await harness.post('/crm/api/user/auth', {
      body: { login: email, password: testPassword },
      ip: freshIp(),
    })
    expect(right.statusCode).toBe(429)
  })

  it('a solved challenge lets one request through; replayed or forged it does not', async () => {
    const { email } = await harness.register()
    let last = await wrongLogin(email)
    while (last.statusCode !== 429) last = await wrongLogin(email)
    const solution = solveCaptcha(captchaRequiredBodySchema.parse(last.json()).challenge)

    const solved = await harness.post('/crm/api/user/auth', {
      body: { login: email, password: testPassword },
      ip: freshIp(),
      headers: { 'x-captcha': solution },
    })
    expect(solved.statusCode).toBe(200)
    expect((await wrongLogin(email, { captcha: solution })).statusCode).toBe(429)

    const challenge = captchaRequiredBodySchema.parse((await wrongLogin(email)).json()).challenge
    const payload = JSON.parse(Buffer.from(solveCaptcha(challenge), 'base64').toString()) as Record<
      string,
      unknown
    >
    const forgeries = [
      { ...payload, number: Number(payload.number) + 1 },
      { ...payload, signature: '0'.repeat(64) },
      { ...payload, salt: String(payload.salt).replace(/expires=\d+/, 'expires=99999999999') },
    ]
    for (const forged of forgeries) {
      const header = Buffer.from(JSON.stringify(forged)).toString('base64')
      expect((await wrongLogin(email, { captcha: header })).statusCode).toBe(429)
    }
    expect((await wrongLogin(email, { captcha: 'not base64 json' })).statusCode).toBe(429)
  })

  it('§8 far past the limit it asks for the hard captcha, which a plain solution does not answer', async () => {
    const { email } = await harness.register()
    const plain = await (async () => {
      let response = await wrongLogin(email)
      while (response.statusCode !== 429) response = await wrongLogin(email)
      return captchaRequiredBodySchema.parse(response.json()).challenge
    })()
    let response = await wrongLogin(email)
    for (
      let attempt = 0;
      attempt < limitRules.loginPerAccount.limit * 3 && response.json().type !== 'hard_captcha';
      attempt += 1
    ) {
      response = await wrongLogin(email)
    }
    const hard = captchaRequiredBodySchema.parse(response.json())
    expect(hard).toMatchObject({ type: 'hard_captcha', challenge: { maxnumber: 1_000_000 } })
    expect((await wrongLogin(email, { captcha: solveCaptcha(plain) })).json().type).toBe(
      'hard_captcha',
    )
  })

  it('limits sign-in attempts per IP address across accounts', async () => {
    const ip = freshIp()
    for (let attempt = 1; attempt <= limitRules.loginPerIp.limit; attempt += 1) {
      expect((await wrongLogin(uniqueEmail(), { ip })).statusCode).toBe(400)
    }
    expect((await wrongLogin(uniqueEmail(), { ip })).statusCode).toBe(429)
    expect((await wrongLogin(uniqueEmail())).statusCode).toBe(400)
  })

  it('code guessing hits 429 past the limit per login', async () => {
    const { email } = await harness.register()
    for (let attempt = 1; attempt <= limitRules.codeCheckPerDestination.limit; attempt += 1) {
      const response = await harness.post('/crm/api/user/auth-via-code', {
        body: { login: email, code: String(attempt).padStart(5, '0') },
        ip: freshIp(),
      })
      expect(response.statusCode).toBe(400)
    }
    const refused = await harness.post('/crm/api/user/auth-via-code', {
      body: { login: email, code: '99999' },
      ip: freshIp(),
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().type).toBe('captcha')
  })

  describe('finding 10: wrong codes lock their address for the day', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    /** A call that solves any captcha it is asked for, as the storefront does. */
    async function solvingCaptchas(url: string, body: object, token?: string) {
      const ip = freshIp()
      const signedIn = token === undefined ? {} : { token }
      const first = await harness.post(url, { body, ip, ...signedIn })
      if (first.statusCode !== 429 || first.json().type === undefined) return first
      const solution = solveCaptcha(captchaRequiredBodySchema.parse(first.json()).challenge)
      return harness.post(url, { body, ip, ...signedIn, headers: { 'x-captcha': solution } })
    }

    const codeSignIn = (login: string, code: string) =>
      solvingCaptchas('/crm/api/user/auth-via-code', { login, code })

    async function sendCode(login: string): Promise<string> {
      const sent = await harness.post('/crm/api/user/send-auth-code', {
        body: { login, code_sender: 'email' },
        ip: freshIp(),
      })
      expect(sent.statusCode).toBe(200)
      return harness.latestCode(login)
    }

    const otherThan = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0')

    it('refuses even the right code with a solved captcha, tells the owner once, and lifts after the day', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
      const email = uniqueEmail()
      const lockAt = limitRules.codeFailuresPerDestination.limit
      for (let guess = 0; guess < lockAt; guess += 1) {
        const code = guess % AUTH_CODE_MAX_ATTEMPTS === 0 ? await sendCode(email) : undefined
        const wrong = await codeSignIn(email, otherThan(code ?? (await harness.latestCode(email))))
        expect(wrong.statusCode).toBe(400)
      }

      const locked = await codeSignIn(email, await sendCode(email))
      expect(locked.statusCode).toBe(429)
      const body = locked.json()
      expect(body).toMatchObject({ code: 'code_attempts_locked', errors: { code: [body.message] } })
      expect(body.type).toBeUndefined()
      expect(body.message).toMatch(/Try again after \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)
      const retryAfter = Number(locked.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60)
      expect((await codeSignIn(email, '00000')).statusCode).toBe(429)

      const notices = (await harness.outbox(email)).filter((message) =>
        message.body.includes('Someone tried many wrong sign-in codes'),
      )
      expect(notices).toHaveLength(1)
      expect(notices[0]!.body).toContain('If it was not you, nothing else is needed.')

      vi.setSystemTime(Date.now() + retryAfter * 1000)
      const signedIn = await codeSignIn(email, await sendCode(email))
      expect(signedIn.statusCode).toBe(200)
    })

    it('locks e-mail confirmation codes the same way', async () => {
      const { email, token } = await harness.register()
      const confirm = (code: string) =>
        solvingCaptchas('/crm/api/user/confirm-email', { code }, token)
      const newCode = async () => {
        const sent = await harness.post('/crm/api/user/email-confirmation-request', {
          token,
          ip: freshIp(),
        })
        expect(sent.statusCode).toBe(200)
        return harness.latestCode(email)
      }
      for (let guess = 0; guess < limitRules.codeFailuresPerDestination.limit; guess += 1) {
        // Registration mailed the first code; each later one replaces a burnt one.
        const code = guess % AUTH_CODE_MAX_ATTEMPTS === 0 && guess > 0 ? await newCode() : undefined
        const wrong = await confirm(otherThan(code ?? (await harness.latestCode(email))))
        expect(wrong.statusCode).toBe(400)
      }
      const locked = await confirm(await newCode())
      expect(locked.statusCode).toBe(429)
      expect(locked.json()).toMatchObject({ code: 'code_attempts_locked' })
      expect(locked.json().type).toBeUndefined()
      const notices = (await harness.outbox(email)).filter((message) =>
        message.body.includes('Someone tried many wrong confirmation codes'),
      )
      expect(notices).toHaveLength(1)
      expect((await harness.profileOf(token)).is_email_confirmed).toBe(false)
    })
  })

  it('sending codes and password recovery are limited per destination', async () => {
    const email = uniqueEmail()
    for (let attempt = 1; attempt <= limitRules.codeSendPerDestination.limit; attempt += 1) {
      const response = await harness.post('/crm/api/user/send-auth-code', {
        body: { login: email, code_sender: 'email' },
        ip: freshIp(),
      })
      expect(response.statusCode).toBe(200)
    }
    const codes = await harness.post('/crm/api/user/send-auth-code', {
      body: { login: email, code_sender: 'email' },
    })
    expect(codes.statusCode).toBe(429)

    const { email: registered } = await harness.register()
    for (let attempt = 1; attempt <= limitRules.passwordRecoveryPerEmail.limit; attempt += 1) {
      const response = await harness.post('/crm/api/user/password-recovery', {
        body: { email: registered },
        ip: freshIp(),
      })
      expect(response.statusCode).toBe(200)
    }
    expect(
      (await harness.post('/crm/api/user/password-recovery', { body: { email: registered } }))
        .statusCode,
    ).toBe(429)
  })

  it('current-password checks (change-password) are limited per account', async () => {
    const { token } = await harness.register()
    const attempt = () =>
      harness.post('/crm/api/user/change-password', {
        token,
        ip: freshIp(),
        body: {
          old_password: 'Wrong-old-password-5',
          password: 'Brand-new-password-61',
          confirm_password: 'Brand-new-password-61',
        },
      })
    for (let count = 1; count <= limitRules.passwordCheckPerUser.limit; count += 1) {
      expect((await attempt()).statusCode).toBe(400)
    }
    expect((await attempt()).statusCode).toBe(429)
  })
})
