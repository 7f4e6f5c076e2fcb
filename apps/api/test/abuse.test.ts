import { captchaRequiredBodySchema } from '@tourmarket/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CODE_FAILURES_BEFORE_SINGLE_GUESS,
  backoffSeconds,
  codeFailuresPerAddress,
  limitRules,
} from '../src/platform/abuse/rate-limit.ts'
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

  it('issue 37: IPv6 addresses of one /64 share a bucket, other /64s do not; IPv4-mapped is IPv4', async () => {
    const recover = (ip: string) =>
      harness.post('/crm/api/user/password-recovery', { body: { email: uniqueEmail() }, ip })
    const { limit } = limitRules.passwordRecoveryPerIp
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      const ip = `2001:db8:37:8::${attempt.toString(16)}`
      expect((await recover(ip)).statusCode, ip).toBe(200)
    }
    expect((await recover('2001:db8:37:8:ffff:ffff:ffff:ffff')).statusCode).toBe(429)
    expect((await recover('2001:db8:37:9::1')).statusCode).toBe(200)

    for (let attempt = 1; attempt <= limit; attempt += 1) {
      expect((await recover('::ffff:203.0.113.37')).statusCode).toBe(200)
    }
    expect((await recover('203.0.113.37')).statusCode).toBe(429)
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

  describe('findings 10 and 12: wrong codes back off their network, and lock their address only past many networks', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    /** A call that solves any captcha it is asked for, as the storefront does. */
    async function solvingCaptchas(
      url: string,
      body: object,
      options: { token?: string; ip?: string } = {},
    ) {
      const ip = options.ip ?? freshIp()
      const signedIn = options.token === undefined ? {} : { token: options.token }
      const first = await harness.post(url, { body, ip, ...signedIn })
      if (first.statusCode !== 429 || first.json().type === undefined) return first
      const solution = solveCaptcha(captchaRequiredBodySchema.parse(first.json()).challenge)
      return harness.post(url, { body, ip, ...signedIn, headers: { 'x-captcha': solution } })
    }

    const codeSignIn = (login: string, code: string, ip?: string) =>
      solvingCaptchas(
        '/crm/api/user/auth-via-code',
        { login, code },
        ip === undefined ? {} : { ip },
      )

    async function sendCode(login: string): Promise<string> {
      const sent = await solvingCaptchas('/crm/api/user/send-auth-code', {
        login,
        code_sender: 'email',
      })
      expect(sent.statusCode).toBe(200)
      return harness.latestCode(login)
    }

    const otherThan = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0')
    const retryAfterOf = (response: { headers: Record<string, unknown> }) =>
      Number(response.headers['retry-after'])

    /** Wrong guesses from one network until it is made to wait; the wait's answer. */
    async function guessUntilLocked(email: string, ip: string) {
      for (let guess = 0; ; guess += 1) {
        if (guess > codeFailuresPerAddress.freeFailures + 1) throw new Error('never locked')
        const code = guess % AUTH_CODE_MAX_ATTEMPTS === 0 ? await sendCode(email) : undefined
        const wrong = await codeSignIn(
          email,
          otherThan(code ?? (await harness.latestCode(email))),
          ip,
        )
        if (wrong.statusCode === 429) return wrong
        expect(wrong.statusCode).toBe(400)
      }
    }

    it('finding 12: a guessing network waits, the owner signing in from their own network does not', async () => {
      const email = uniqueEmail()
      const attacker = '2001:db8:bad:1::1'
      const locked = await guessUntilLocked(email, attacker)
      expect(locked.json()).toMatchObject({ code: 'code_attempts_locked' })
      expect(locked.json().type).toBeUndefined()
      // Another address of the attacker's /64 is the same network.
      const sameNetwork = await codeSignIn(email, await sendCode(email), '2001:db8:bad:1::beef')
      expect(sameNetwork.statusCode).toBe(429)

      const owner = await codeSignIn(email, await sendCode(email), '198.51.100.77')
      expect(owner.statusCode).toBe(200)
      const notices = (await harness.outbox(email)).filter((message) =>
        message.body.includes('Someone tried many wrong sign-in codes'),
      )
      expect(notices).toHaveLength(0)
    })

    it('finding 12: each further wrong code from the network doubles its wait', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
      const email = uniqueEmail()
      const attacker = '203.0.113.200'
      const first = await guessUntilLocked(email, attacker)
      const firstWait = retryAfterOf(first)
      expect(firstWait).toBeGreaterThan(0)
      expect(firstWait).toBeLessThanOrEqual(codeFailuresPerAddress.baseSeconds)

      vi.setSystemTime(Date.now() + firstWait * 1000)
      const again = await codeSignIn(email, otherThan(await sendCode(email)), attacker)
      expect(again.statusCode).toBe(400)
      const second = await codeSignIn(email, await harness.latestCode(email), attacker)
      expect(second.statusCode).toBe(429)
      expect(retryAfterOf(second)).toBeGreaterThan(codeFailuresPerAddress.baseSeconds)
      expect(retryAfterOf(second)).toBeLessThanOrEqual(2 * codeFailuresPerAddress.baseSeconds)
      expect(backoffSeconds(codeFailuresPerAddress, 12)).toBe(
        2 ** 6 * backoffSeconds(codeFailuresPerAddress, 6),
      )
    })

    it(
      'past the daily limit across networks even the right code is refused, the owner is told once, and it lifts after the day',
      { timeout: 240_000 },
      async () => {
        // Early in a UTC day, so the day's window holds every step; 15 minutes after each five
        // guesses keep the per-login request limits from asking for captchas on the way.
        const today = new Date()
        today.setUTCHours(0, 1, 0, 0)
        vi.useFakeTimers({ toFake: ['Date'], now: today })
        const email = uniqueEmail()
        const lockAt = limitRules.codeFailuresPerDestination.limit
        let code = await sendCode(email)
        for (let guess = 0; guess < lockAt; guess += 1) {
          // Past CODE_FAILURES_BEFORE_SINGLE_GUESS every wrong guess burns its code.
          const burnt =
            guess > 0 &&
            (guess % AUTH_CODE_MAX_ATTEMPTS === 0 || guess >= CODE_FAILURES_BEFORE_SINGLE_GUESS)
          if (burnt) code = await sendCode(email)
          const wrong = await codeSignIn(email, otherThan(code))
          expect(wrong.statusCode, `guess ${String(guess + 1)}`).toBe(400)
          if (guess >= CODE_FAILURES_BEFORE_SINGLE_GUESS && guess < lockAt - 1) {
            // The burnt code is gone: the right one no longer signs in.
            expect((await codeSignIn(email, code)).statusCode).toBe(400)
          }
          if (guess % 5 === 4) vi.setSystemTime(Date.now() + 15 * 60 * 1000)
        }

        const locked = await codeSignIn(email, await sendCode(email))
        expect(locked.statusCode).toBe(429)
        const body = locked.json()
        expect(body).toMatchObject({
          code: 'code_attempts_locked',
          errors: { code: [body.message] },
        })
        expect(body.type).toBeUndefined()
        expect(body.message).toMatch(/Try again after \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)
        const retryAfter = retryAfterOf(locked)
        expect(retryAfter).toBeGreaterThan(0)
        expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60)

        const notices = (await harness.outbox(email)).filter((message) =>
          message.body.includes('Someone tried many wrong sign-in codes'),
        )
        expect(notices).toHaveLength(1)
        expect(notices[0]!.body).toContain('If it was not you, nothing else is needed.')

        vi.setSystemTime(Date.now() + retryAfter * 1000)
        const signedIn = await codeSignIn(email, await sendCode(email))
        expect(signedIn.statusCode).toBe(200)
      },
    )

    it('e-mail confirmation codes back off the account that guesses them', async () => {
      const { email, token } = await harness.register()
      const confirm = (code: string) =>
        solvingCaptchas('/crm/api/user/confirm-email', { code }, { token })
      const newCode = async () => {
        const sent = await harness.post('/crm/api/user/email-confirmation-request', {
          token,
          ip: freshIp(),
        })
        expect(sent.statusCode).toBe(200)
        return harness.latestCode(email)
      }
      let locked
      for (let guess = 0; locked === undefined; guess += 1) {
        // Registration mailed the first code; each later one replaces a burnt one.
        const code = guess % AUTH_CODE_MAX_ATTEMPTS === 0 && guess > 0 ? await newCode() : undefined
        const answer = await confirm(otherThan(code ?? (await harness.latestCode(email))))
        if (answer.statusCode === 429) locked = answer
        else expect(answer.statusCode).toBe(400)
      }
      expect(locked.json()).toMatchObject({ code: 'code_attempts_locked' })
      expect((await confirm(await newCode())).statusCode).toBe(429)
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

describe.each(testDatabases)(
  'issue 37: hourly send budgets across all addresses on $name',
  (target) => {
    const budgets = { smsPerHour: 3, smsPerCountryPerHour: 2, mailPerHour: 3 }
    const harness = useAccountsHarness(target, { config: { sendBudgets: budgets } })

    const sendCode = (login: string, sender: 'email' | 'sms') =>
      harness.post('/crm/api/user/send-auth-code', {
        body: { login, code_sender: sender },
        ip: freshIp(),
      })

    const warnings = () =>
      harness.logLines
        .map((line) => JSON.parse(line) as { level: number; msg: string; budget?: string })
        .filter((entry) => entry.level === 40 && entry.budget !== undefined)

    it('mail: past the budget a code to any address answers 503 with Retry-After, and the trip is logged once', async () => {
      for (let sent = 1; sent <= budgets.mailPerHour; sent += 1) {
        expect((await sendCode(uniqueEmail(), 'email')).statusCode).toBe(200)
      }
      const refused = await sendCode(uniqueEmail(), 'email')
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toMatchObject({
        code: 'mail_unavailable',
        message: 'E-mail sending is currently unavailable due to technical reasons...',
      })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect((await sendCode(uniqueEmail(), 'email')).statusCode).toBe(503)
      expect(warnings().filter((entry) => entry.budget === 'send-budget:email')).toHaveLength(1)
    })

    it('SMS: a country’s share runs out before the whole, which then refuses every country, in §8’s words', async () => {
      const us = (n: number) => `+1202555010${String(n)}`
      const gb = (n: number) => `+44207946000${String(n)}`
      expect((await sendCode(us(1), 'sms')).statusCode).toBe(200)
      expect((await sendCode(us(2), 'sms')).statusCode).toBe(200)
      const usRefused = await sendCode(us(3), 'sms')
      expect(usRefused.statusCode).toBe(503)
      expect(usRefused.json()).toMatchObject({
        code: 'sms_unavailable',
        message: 'SMS sending is currently unavailable due to technical reasons...',
      })
      // The refused US code took nothing from the whole: the third code of the hour goes to Britain.
      expect((await sendCode(gb(1), 'sms')).statusCode).toBe(200)
      expect((await sendCode(gb(2), 'sms')).statusCode).toBe(503)
      expect((await harness.outbox(us(3))).length).toBe(0)
      const tripped = warnings().map((entry) => entry.budget)
      expect(tripped).toContain('send-budget:phone-country')
      expect(tripped).toContain('send-budget:phone')
    })
  },
)
