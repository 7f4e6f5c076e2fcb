import { eq } from 'drizzle-orm'
import { codeSentSchema } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { authCodes, users } from '../src/db/schema/index.ts'
import { testPassword, uniqueEmail, uniquePhone, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'
import { createTour } from './factories.ts'

describe.each(testDatabases)('§7 codes and confirmations on $name', (target) => {
  const harness = useAccountsHarness(target)

  async function sendCode(login: string, codeSender = 'email') {
    return harness.post('/crm/api/user/send-auth-code', {
      body: { login, code_sender: codeSender },
    })
  }

  describe('send-auth-code and auth-via-code', () => {
    it('§9 sends a 5-digit code by e-mail (to the outbox) and signs in with it', async () => {
      const { email } = await harness.register()
      const response = await sendCode(email.toUpperCase())
      expect(response.statusCode).toBe(200)
      expect(codeSentSchema.parse(response.json())).toEqual({
        success: true,
        code_length: 5,
        expires_in: 600,
      })
      const code = await harness.latestCode(email)
      expect(code).toMatch(/^\d{5}$/)
      const signIn = await harness.post('/crm/api/user/auth-via-code', {
        body: { login: email, code, verify_method: 'email' },
      })
      expect(signIn.statusCode).toBe(200)
      expect(signIn.json()).toMatchObject({ type: 'token', token: expect.any(String) })
      expect((await harness.profileOf(signIn.json<{ token: string }>().token)).email).toBe(email)
    })

    it('the sign-in e-mail links to a storefront page that asks before it uses the code (redirect-auth-via-code)', async () => {
      const { email } = await harness.register()
      await sendCode(email)
      const [message] = await harness.outbox(email)
      const code = await harness.latestCode(email)
      const href = /(https?:\/\/\S+\/login\?\S+)/.exec(message?.body ?? '')?.[1]
      expect(href, message?.body).toBeDefined()
      const link = new URL(href ?? '')
      expect(link.pathname).toBe('/login')
      expect(link.searchParams.get('login')).toBe(email)
      expect(link.searchParams.get('code')).toBe(code)

      // What the page's button posts: the code is used there, once, for a one-time token.
      const redirect = await harness.post('/crm/api/user/redirect-auth-via-code', {
        body: { login: email, code, verify_method: 'email' },
      })
      expect(redirect.statusCode).toBe(200)
      expect(redirect.json()).toMatchObject({
        type: 'redirect',
        url: expect.stringMatching(/^\/login-via-token\?token=/),
      })
      const again = await harness.post('/crm/api/user/redirect-auth-via-code', {
        body: { login: email, code, verify_method: 'email' },
      })
      expect(again.statusCode).toBe(400)
    })

    it('a code sent by SMS carries no sign-in link', async () => {
      const phone = uniquePhone()
      await sendCode(phone, 'sms')
      const [message] = await harness.outbox(phone)
      expect(message?.body).toMatch(/\b\d{5}\b/)
      expect(message?.body).not.toContain('/login?')
    })

    it('§3 SMS and messenger codes land in the outbox under their sender', async () => {
      const phone = uniquePhone()
      for (const sender of ['sms', 'telegram', 'whatsapp']) {
        expect((await sendCode(phone, sender)).statusCode).toBe(200)
        const [message] = await harness.outbox(phone)
        expect(message?.channel).toBe(sender)
      }
    })

    it('a code works once, a new code replaces the last, and a wrong one is invalid_code', async () => {
      const { email } = await harness.register()
      await sendCode(email)
      const first = await harness.latestCode(email)
      await sendCode(email)
      const second = await harness.latestCode(email)
      if (first !== second) {
        const stale = await harness.post('/crm/api/user/auth-via-code', {
          body: { login: email, code: first },
        })
        expect(stale.json()).toMatchObject({
          code: 'invalid_code',
          errors: { code: ['The code is incorrect or has expired.'] },
        })
      }
      const wrong = String((Number(second) + 1) % 100_000).padStart(5, '0')
      expect(
        (await harness.post('/crm/api/user/auth-via-code', { body: { login: email, code: wrong } }))
          .statusCode,
      ).toBe(400)
      expect(
        (
          await harness.post('/crm/api/user/auth-via-code', {
            body: { login: email, code: second },
          })
        ).statusCode,
      ).toBe(200)
      expect(
        (
          await harness.post('/crm/api/user/auth-via-code', {
            body: { login: email, code: second },
          })
        ).statusCode,
      ).toBe(400)
    })

    it('§5 a code that is not 5 digits is refused', async () => {
      const { email } = await harness.register()
      await sendCode(email)
      const code = await harness.latestCode(email)
      for (const attempt of [`${code}0`, code.slice(1), ` ${code}`]) {
        const response = await harness.post('/crm/api/user/auth-via-code', {
          body: { login: email, code: attempt },
        })
        expect(response.statusCode).toBe(400)
      }
    })

    it('an expired code is refused', async () => {
      const { email } = await harness.register()
      await sendCode(email)
      const code = await harness.latestCode(email)
      await harness.db
        .update(authCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authCodes.destination, email))
      expect(
        (await harness.post('/crm/api/user/auth-via-code', { body: { login: email, code } }))
          .statusCode,
      ).toBe(400)
    })

    it('the fifth wrong guess burns the code, so the right one no longer works', async () => {
      const { email } = await harness.register()
      await sendCode(email)
      const code = await harness.latestCode(email)
      const wrongCodes = [1, 2, 3, 4, 5].map((step) =>
        String((Number(code) + step) % 100_000).padStart(5, '0'),
      )
      for (const wrong of wrongCodes) {
        expect(
          (
            await harness.post('/crm/api/user/auth-via-code', {
              body: { login: email, code: wrong },
            })
          ).statusCode,
        ).toBe(400)
      }
      expect(
        (await harness.post('/crm/api/user/auth-via-code', { body: { login: email, code } }))
          .statusCode,
      ).toBe(400)
    })

    it('the code sender must reach the login: email for e-mails, the others for phones', async () => {
      const mismatch = await sendCode(uniqueEmail(), 'sms')
      expect(mismatch.statusCode).toBe(400)
      expect(mismatch.json().errors).toEqual({
        code_sender: ['This way of sending codes cannot reach this login.'],
      })
      expect((await sendCode(uniquePhone(), 'email')).statusCode).toBe(400)
      expect((await sendCode(uniqueEmail(), 'pigeon')).statusCode).toBe(400)
    })

    it('an unknown login gets a code too, and the code creates a confirmed account', async () => {
      const phone = uniquePhone()
      expect((await sendCode(phone, 'sms')).statusCode).toBe(200)
      const code = await harness.latestCode(phone)
      const response = await harness.post('/crm/api/user/auth-via-code', {
        body: { login: phone, code },
      })
      const profile = await harness.profileOf(response.json<{ token: string }>().token)
      expect(profile).toMatchObject({
        phone,
        is_phone_confirmed: true,
        email: null,
        has_password: false,
      })
    })

    it('§4 merges the device’s favourites into the account’s, skipping unknown tours', async () => {
      const { email, token } = await harness.register()
      const kept = await createTour(harness.db)
      const fromDevice = await createTour(harness.db)
      await harness.post('/crm/api/favourite-tour/create', { token, body: { tour_id: kept.id } })
      await sendCode(email)
      const code = await harness.latestCode(email)
      const response = await harness.post('/crm/api/user/auth-via-code', {
        body: { login: email, code, favourites_tours_ids: [fromDevice.id, kept.id, 999_999] },
      })
      const favourites = await harness.get('/crm/api/user/favourite-tours', {
        token: response.json<{ token: string }>().token,
      })
      expect([...favourites.json<number[]>()].sort()).toEqual([kept.id, fromDevice.id].sort())
    })

    it('proving an unconfirmed e-mail by code ends what someone else set up on it (pre-hijacking)', async () => {
      const { email, token } = await harness.register()
      await sendCode(email)
      const code = await harness.latestCode(email)
      const response = await harness.post('/crm/api/user/auth-via-code', {
        body: { login: email, code },
      })
      expect((await harness.get('/crm/api/user/profile', { token })).statusCode).toBe(401)
      const profile = await harness.profileOf(response.json<{ token: string }>().token)
      expect(profile).toMatchObject({ is_email_confirmed: true, has_password: false })
      const withOldPassword = await harness.post('/crm/api/user/auth', {
        body: { login: email, password: testPassword },
      })
      expect(withOldPassword.statusCode).toBe(400)
    })
  })

  describe('register-without-password', () => {
    it('creates an account without a password and sends the first code', async () => {
      const email = uniqueEmail()
      const response = await harness.post('/crm/api/user/register-without-password', {
        body: { login: email, first_name: 'Boris' },
      })
      expect(response.statusCode).toBe(200)
      const code = await harness.latestCode(email)
      const signIn = await harness.post('/crm/api/user/auth-via-code', {
        body: { login: email, code },
      })
      expect(await harness.profileOf(signIn.json<{ token: string }>().token)).toMatchObject({
        email,
        first_name: 'Boris',
        has_password: false,
        is_email_confirmed: true,
      })
    })

    it('for a registered login only sends a code, leaving the account as it was', async () => {
      const { email, token } = await harness.register()
      const response = await harness.post('/crm/api/user/register-without-password', {
        body: { login: email, first_name: 'Mallory' },
      })
      expect(response.statusCode).toBe(200)
      expect((await harness.profileOf(token)).first_name).toBe('Anna')
    })

    it('refuses a login that is neither an e-mail nor a phone', async () => {
      const response = await harness.post('/crm/api/user/register-without-password', {
        body: { login: 'boris' },
      })
      expect(response.json().errors).toEqual({ login: ['Enter an e-mail or a phone number.'] })
    })
  })

  describe('e-mail confirmation', () => {
    it('the registration code (or a requested one) confirms the e-mail', async () => {
      const { email, token } = await harness.register()
      expect(
        (await harness.post('/crm/api/user/email-confirmation-request', { token })).statusCode,
      ).toBe(200)
      const code = await harness.latestCode(email)
      const response = await harness.post('/crm/api/user/confirm-email', { token, body: { code } })
      expect(response.json()).toEqual({ success: true })
      expect((await harness.profileOf(token)).is_email_confirmed).toBe(true)
      const again = await harness.post('/crm/api/user/email-confirmation-request', { token })
      expect(again.json()).toMatchObject({ code: 'already_confirmed' })
    })

    it('a wrong code is refused and the calls need a session', async () => {
      const { token } = await harness.register()
      expect(
        (await harness.post('/crm/api/user/confirm-email', { token, body: { code: '00000' } }))
          .statusCode,
      ).toBe(400)
      expect(
        (await harness.post('/crm/api/user/confirm-email', { body: { code: '00000' } })).statusCode,
      ).toBe(401)
      expect((await harness.post('/crm/api/user/email-confirmation-request')).statusCode).toBe(401)
    })
  })

  describe('phone confirmation', () => {
    it('lists the senders that reach a phone, never VK nor whatsapp_paid (decision 0054)', async () => {
      const response = await harness.get('/crm/api/user/phone-confirmation-methods')
      expect(response.json()).toEqual({
        methods: ['telegram', 'telegram_with_phone_request', 'whatsapp', 'sms'],
      })
      for (const sender of ['vk', 'vk_via_sms_service', 'whatsapp_paid']) {
        const refused = await harness.post('/crm/api/user/send-auth-code', {
          body: { login: uniquePhone(), code_sender: sender },
        })
        expect(refused.statusCode, sender).toBe(400)
        expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['code_sender'])
      }
    })

    it('change-phone, send-confirmation-code and confirm-phone confirm the new phone', async () => {
      const { token } = await harness.register()
      const phone = uniquePhone()
      const changed = await harness.post('/crm/api/user/change-phone', {
        token,
        body: { phone, password: testPassword },
      })
      expect(changed.json()).toMatchObject({ phone, is_phone_confirmed: false })
      const sent = await harness.post('/crm/api/user/send-confirmation-code', {
        token,
        body: { code_sender: 'whatsapp' },
      })
      expect(sent.statusCode).toBe(200)
      const [message] = await harness.outbox(phone)
      expect(message?.channel).toBe('whatsapp')
      const code = await harness.latestCode(phone)
      expect(
        (await harness.post('/crm/api/user/confirm-phone', { token, body: { code } })).json(),
      ).toEqual({ success: true })
      expect((await harness.profileOf(token)).is_phone_confirmed).toBe(true)
    })

    it('refuses e-mail as a phone sender and a profile without a phone', async () => {
      const { token } = await harness.register()
      const viaEmail = await harness.post('/crm/api/user/send-confirmation-code', {
        token,
        body: { code_sender: 'email' },
      })
      expect(viaEmail.json().errors).toHaveProperty('code_sender')
      const noPhone = await harness.post('/crm/api/user/send-confirmation-code', {
        token,
        body: { code_sender: 'sms' },
      })
      expect(noPhone.json().errors).toEqual({
        phone: ['Add a phone number to your profile first.'],
      })
    })
  })

  describe('outbox', () => {
    it('keeps e-mail when no SMTP server is configured, newest first', async () => {
      const { email, token } = await harness.register()
      await harness.post('/crm/api/user/email-confirmation-request', { token })
      const messages = await harness.outbox(email)
      expect(messages.length).toBe(2)
      expect(messages.every((message) => message.channel === 'email')).toBe(true)
    })
  })
})

describe.each(testDatabases)('developer outbox route on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)

  it('does not exist unless DEV_PAGES is on', async () => {
    const app = buildApp({ config: testDatabase.config, database: testDatabase.database })
    try {
      expect(testDatabase.config.devPages).toBe(false)
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404)
    } finally {
      await app.close()
    }
  })

  it('with SMTP_URL set, e-mail goes through SMTP and not into the outbox', async () => {
    const sent: Record<string, unknown>[] = []
    const app = buildApp({
      config: {
        ...testDatabase.config,
        devPages: true,
        mail: { smtpUrl: 'smtp://mail.test:25', from: 'T <t@test>' },
      },
      database: testDatabase.database,
      passwordHashCost: { N: 2 ** 10, r: 8, p: 1 },
      mailTransport: () => ({
        async sendMail(message) {
          sent.push(message)
        },
      }),
    })
    try {
      const email = uniqueEmail()
      await app.inject({
        method: 'POST',
        url: '/crm/api/user/send-auth-code',
        payload: { login: email, code_sender: 'email' },
      })
      expect(sent).toEqual([
        expect.objectContaining({
          from: 'T <t@test>',
          to: email,
          subject: expect.stringMatching(/\d{5}/),
        }),
      ])
      const outbox = await app.inject({ method: 'GET', url: `/dev/outbox?recipient=${email}` })
      expect(outbox.json()).toEqual({ data: [], jobs: [] })
      const [user] = await testDatabase.database.db
        .select()
        .from(users)
        .where(eq(users.email, email))
      expect(user).toBeUndefined()
    } finally {
      await app.close()
    }
  })
})
