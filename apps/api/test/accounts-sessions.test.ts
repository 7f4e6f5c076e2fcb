import { SignJWT } from 'jose'
import { eq } from 'drizzle-orm'
import { authResultSchema, profileSchema } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { users } from '../src/db/schema/index.ts'
import { deriveKey } from '../src/modules/accounts/tokens.ts'
import { cookiesOf, testPassword, uniqueEmail, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createCountry } from './factories.ts'
import { signInStaff } from './staff-sign-in.ts'

describe.each(testDatabases)('§7 accounts and sessions on $name', (target) => {
  const harness = useAccountsHarness(target)

  describe('register', () => {
    it('§3 creates the account, signs in with a token and a refresh cookie, and mails a confirmation code', async () => {
      const { email, token, response } = await harness.register({
        phone: '+1 (202) 555-0100',
        timezone: 'Europe/Rome',
      })
      const body = authResultSchema.parse(response.json())
      expect(body).toEqual({ type: 'token', token, expires_in: 900 })
      const profile = profileSchema.parse(await harness.profileOf(token))
      expect(profile).toMatchObject({
        first_name: 'Anna',
        last_name: 'Traveller',
        email,
        is_email_set: true,
        is_email_confirmed: false,
        phone: '+12025550100',
        has_password: true,
        timezone: 'Europe/Rome',
        language_code: 'en-US',
        currency_code: 'USD',
        is_admin_auth: false,
        country: null,
      })
      const [message] = await harness.outbox(email)
      expect(message).toMatchObject({
        channel: 'email',
        subject: expect.stringMatching(/confirmation code/),
      })
    })

    it('§5 names each failing field: required, e-mail, Minimum 8, Do not match', async () => {
      const response = await harness.post('/crm/api/user/register', {
        body: { email: 'not-an-email', password: 'short', confirm_password: 'other' },
      })
      expect(response.statusCode).toBe(400)
      // Every field at once: the schema's refusal of the e-mail does not hide the password rules.
      expect(response.json().errors).toEqual({
        email: ['Please enter a valid e-mail.'],
        password: ['Minimum 8 characters.'],
        confirm_password: ['Do not match.'],
      })

      const rules = await harness.post('/crm/api/user/register', {
        body: { email: uniqueEmail(), password: 'short', confirm_password: 'other' },
      })
      expect(rules.statusCode).toBe(400)
      expect(rules.json().errors).toEqual({
        password: ['Minimum 8 characters.'],
        confirm_password: ['Do not match.'],
      })

      const missing = await harness.post('/crm/api/user/register', {
        body: { email: uniqueEmail() },
      })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors).toEqual({
        password: ['Required field.'],
        confirm_password: ['Required field.'],
      })
    })

    it('§5 names every bad field of one body, the schema’s and the rules’, in the request language', async () => {
      const response = await harness.post('/crm/api/user/register', {
        headers: { 'x-language': 'ru' },
        body: {
          first_name: 'A'.repeat(300),
          phone: '12',
          password: 'short',
          confirm_password: 'other',
          timezone: 42,
        },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'validation_failed' })
      expect(response.json().errors).toEqual({
        first_name: ['Максимум 100 символов.'],
        email: ['Обязательное поле.'],
        phone: ['Введите корректный номер телефона'],
        password: ['Минимум 8 символов.'],
        confirm_password: ['Не совпадают.'],
        timezone: ['Некорректное значение'],
      })
    })

    it('accepts passwords of 8 and of 64 characters and more, up to 128', async () => {
      for (const password of [
        'Zq7#kLp2',
        'x'.repeat(40) + 'Y7!'.repeat(8),
        'p'.repeat(127) + 'Q',
      ]) {
        await expect(
          harness.register({ password, confirm_password: password }),
        ).resolves.toMatchObject({
          token: expect.any(String),
        })
      }
      const tooLong = 'a'.repeat(129)
      const response = await harness.post('/crm/api/user/register', {
        body: { email: uniqueEmail(), password: tooLong, confirm_password: tooLong },
      })
      expect(response.json().errors).toEqual({ password: ['Maximum 128 characters.'] })
    })

    it('refuses a password on the common-password list, whatever its case, in the request language', async () => {
      for (const password of ['password1', 'Qwertyuiop', 'iloveyou1']) {
        const response = await harness.post('/crm/api/user/register', {
          body: { email: uniqueEmail(), password, confirm_password: password },
        })
        expect(response.statusCode, password).toBe(400)
        expect(response.json().errors).toEqual({
          password: ['This password is too common. Choose a less predictable one.'],
        })
      }
      const russian = await harness.post('/crm/api/user/register', {
        body: { email: uniqueEmail(), password: 'password1', confirm_password: 'password1' },
        headers: { 'x-language': 'ru' },
      })
      expect(russian.json().errors.password).toEqual([
        'Этот пароль слишком распространён. Выберите менее предсказуемый.',
      ])
    })

    it('refuses an e-mail that is registered already, in any case', async () => {
      const { email } = await harness.register()
      const response = await harness.post('/crm/api/user/register', {
        body: {
          email: email.toUpperCase(),
          password: testPassword,
          confirm_password: testPassword,
        },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'email_taken',
        errors: { email: ['This e-mail is already registered.'] },
      })
    })
  })

  describe('auth (login, password)', () => {
    it('signs in by e-mail, in any case, and by phone', async () => {
      const { email } = await harness.register({ phone: '+12025550111' })
      for (const login of [email, email.toUpperCase(), '+1 202 555 0111']) {
        const response = await harness.post('/crm/api/user/auth', {
          body: { login, password: testPassword },
        })
        expect(response.statusCode, login).toBe(200)
        const { token } = authResultSchema.parse(response.json()) as { token: string }
        expect((await harness.profileOf(token)).email).toBe(email)
      }
    })

    it('answers a wrong password and an unknown login alike', async () => {
      const { email } = await harness.register()
      const wrong = await harness.post('/crm/api/user/auth', {
        body: { login: email, password: 'Not-the-password-1' },
      })
      const unknown = await harness.post('/crm/api/user/auth', {
        body: { login: uniqueEmail(), password: testPassword },
      })
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({
          message: 'Incorrect login or password.',
          code: 'invalid_credentials',
          errors: { password: ['Incorrect login or password.'] },
        })
        expect(response.headers['set-cookie']).toBeUndefined()
      }
    })

    it('refuses a login that is neither an e-mail nor a phone', async () => {
      const response = await harness.post('/crm/api/user/auth', {
        body: { login: 'anna', password: testPassword },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toEqual({ login: ['Enter an e-mail or a phone number.'] })
    })
  })

  describe('cookies', () => {
    it('the refresh token is HttpOnly, Secure, SameSite=Lax and sent only to the user calls', async () => {
      const { response } = await harness.register()
      const { refresh_token: refresh, adm_auth: admin } = cookiesOf(response)
      expect(refresh?.value).toMatch(/^[\w-]{43}$/)
      expect(refresh?.attributes).toEqual(
        expect.arrayContaining([
          'Path=/crm/api/user',
          'HttpOnly',
          'Secure',
          'SameSite=Lax',
          `Max-Age=${30 * 86400}`,
        ]),
      )
      // Not an admin: adm_auth is removed; it is readable by the client, still Secure and Lax.
      expect(admin?.attributes).toEqual(
        expect.arrayContaining(['Max-Age=0', 'Secure', 'SameSite=Lax']),
      )
      expect(admin?.attributes).not.toContain('HttpOnly')
    })

    it('sets the refresh token once per answer: register, sign-in, code sign-in and refresh', async () => {
      const refreshCookies = (response: { headers: Record<string, unknown> }) => {
        const header = response.headers['set-cookie']
        const lines = header === undefined ? [] : Array.isArray(header) ? header : [header]
        return lines.filter((line) => String(line).startsWith('refresh_token='))
      }
      const { email, password, response: registered } = await harness.register()
      const signedIn = await harness.post('/crm/api/user/auth', {
        body: { login: email, password },
      })
      await harness.post('/crm/api/user/send-auth-code', {
        body: { login: email, code_sender: 'email' },
      })
      const byCode = await harness.post('/crm/api/user/auth-via-code', {
        body: { login: email, code: await harness.latestCode(email) },
      })
      // The code proves the address, which ends the sessions before it (decision 0018): refresh
      // the code sign-in's own.
      const refreshed = await harness.post('/crm/api/user/refresh-token', {
        headers: { cookie: `refresh_token=${cookiesOf(byCode).refresh_token?.value}` },
      })
      for (const response of [registered, signedIn, byCode, refreshed]) {
        expect(response.statusCode).toBe(200)
        expect(refreshCookies(response)).toHaveLength(1)
      }
    })
  })

  describe('profile and access tokens', () => {
    it('401 without a token, with a malformed one, and with one for another scheme', async () => {
      const { token } = await harness.register()
      const headerSets: Record<string, string>[] = [
        {},
        { 'x-authorization': 'Bearer not.a.token' },
        { 'x-authorization': `Basic ${token}` },
      ]
      for (const headers of headerSets) {
        const response = await harness.get('/crm/api/user/profile', { headers })
        expect(response.statusCode).toBe(401)
        expect(response.json()).toMatchObject({ code: 'unauthorized', message: 'Please sign in.' })
      }
    })

    it('accepts the token in Authorization as well as §7 X-Authorization', async () => {
      const { token, email } = await harness.register()
      const response = await harness.get('/crm/api/user/profile', {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.json().email).toBe(email)
    })

    it('refuses a tampered token: changed claims, another key, alg none', async () => {
      const { token } = await harness.register()
      const [header, payload, signature] = token.split('.') as [string, string, string]
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
        string,
        unknown
      >
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...claims, sub: '1', adm: true }),
      ).toString('base64url')
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`
      const otherKey = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(deriveKey('another-secret-of-at-least-32-characters', 'access-token'))
      for (const forged of [`${header}.${forgedPayload}.${signature}`, unsigned, otherKey]) {
        expect((await harness.get('/crm/api/user/profile', { token: forged })).statusCode).toBe(401)
      }
    })

    it('refuses an expired token', async () => {
      const { token } = await harness.register()
      const claims = JSON.parse(
        Buffer.from(token.split('.')[1]!, 'base64url').toString(),
      ) as Record<string, unknown>
      const past = Math.floor(Date.now() / 1000) - 3600
      const expired = await new SignJWT({ ...claims, iat: past - 900, exp: past })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(deriveKey(harness.config.accounts.sessionSecret, 'access-token'))
      expect((await harness.get('/crm/api/user/profile', { token: expired })).statusCode).toBe(401)
      // The same claims with a live expiry pass: the refusal above is the expiry's.
      const live = await new SignJWT({
        ...claims,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 60,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(deriveKey(harness.config.accounts.sessionSecret, 'access-token'))
      expect((await harness.get('/crm/api/user/profile', { token: live })).statusCode).toBe(200)
    })

    it('never shows another user’s data: the profile is the token’s user, whatever the request says', async () => {
      const first = await harness.register()
      const second = await harness.register()
      const profile = await harness.profileOf(second.token)
      expect(profile.email).toBe(second.email)
      const asked = await harness.get(
        `/crm/api/user/profile?id=${(await harness.profileOf(first.token)).id}`,
        {
          token: second.token,
        },
      )
      expect(asked.json().email).toBe(second.email)
    })

    it('shows the country in the request language', async () => {
      const { token } = await harness.register()
      const country = await createCountry(harness.db, { name: 'Italy', nameRu: 'Италия' })
      await harness.post('/crm/api/user/change-country', {
        token,
        body: { country_id: country.id },
      })
      const russian = await harness.get('/crm/api/user/profile', {
        token,
        headers: { 'x-language': 'ru' },
      })
      expect(russian.json().country).toEqual({ id: country.id, name: 'Италия' })
    })
  })

  describe('refresh-token', () => {
    it('§4 gives a new access token in `token` and rotates the refresh cookie', async () => {
      const { refreshToken, email } = await harness.register()
      const response = await harness.post('/crm/api/user/refresh-token', {
        headers: { cookie: `refresh_token=${refreshToken}` },
      })
      expect(response.statusCode).toBe(200)
      const { token } = response.json<{ token: string }>()
      expect((await harness.profileOf(token)).email).toBe(email)
      const next = cookiesOf(response).refresh_token?.value
      expect(next).toBeDefined()
      expect(next).not.toBe(refreshToken)
      const again = await harness.post('/crm/api/user/refresh-token', {
        body: { refresh_token: next },
      })
      expect(again.statusCode).toBe(200)
    })

    it('reusing a rotated refresh token revokes the whole family, access tokens included', async () => {
      const { refreshToken, token } = await harness.register()
      const first = await harness.post('/crm/api/user/refresh-token', {
        body: { refresh_token: refreshToken },
      })
      const rotated = cookiesOf(first).refresh_token!.value
      const newAccess = first.json<{ token: string }>().token

      const replay = await harness.post('/crm/api/user/refresh-token', {
        body: { refresh_token: refreshToken },
      })
      expect(replay.statusCode).toBe(401)
      expect(replay.json()).toMatchObject({ code: 'invalid_refresh_token' })
      expect(cookiesOf(replay).refresh_token?.attributes).toContain('Max-Age=0')

      expect(
        (await harness.post('/crm/api/user/refresh-token', { body: { refresh_token: rotated } }))
          .statusCode,
      ).toBe(401)
      for (const access of [token, newAccess]) {
        expect((await harness.get('/crm/api/user/profile', { token: access })).statusCode).toBe(401)
      }
    })

    it('401 for an unknown, missing or expired refresh token', async () => {
      expect(
        (await harness.post('/crm/api/user/refresh-token', { body: { refresh_token: 'nope' } }))
          .statusCode,
      ).toBe(401)
      expect((await harness.post('/crm/api/user/refresh-token')).statusCode).toBe(401)
      const { refreshToken } = await harness.register()
      const { refreshTokens } = await import('../src/db/schema/index.ts')
      await harness.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      expect(
        (
          await harness.post('/crm/api/user/refresh-token', {
            body: { refresh_token: refreshToken },
          })
        ).statusCode,
      ).toBe(401)
    })
  })

  describe('logout', () => {
    it('ends the session: the access token and the refresh token stop working, cookies are cleared', async () => {
      const { token, refreshToken } = await harness.register()
      const response = await harness.post('/crm/api/user/logout', {
        token,
        headers: { cookie: `refresh_token=${refreshToken}` },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true })
      expect(cookiesOf(response).refresh_token?.attributes).toContain('Max-Age=0')
      expect((await harness.get('/crm/api/user/profile', { token })).statusCode).toBe(401)
      expect(
        (
          await harness.post('/crm/api/user/refresh-token', {
            body: { refresh_token: refreshToken },
          })
        ).statusCode,
      ).toBe(401)
    })

    it('ends only that session and answers 200 without one', async () => {
      const { email, token } = await harness.register()
      const other = await harness.post('/crm/api/user/auth', {
        body: { login: email, password: testPassword },
      })
      await harness.post('/crm/api/user/logout', { token: other.json<{ token: string }>().token })
      expect((await harness.get('/crm/api/user/profile', { token })).statusCode).toBe(200)
      expect((await harness.post('/crm/api/user/logout')).statusCode).toBe(200)
    })
  })

  describe('§6 admin login and private data', () => {
    it('a staff sign-in with its authenticator code is an admin login: is_admin_auth, the adm_auth cookie and the permissions', async () => {
      const { email } = await harness.register()
      await harness.db
        .update(users)
        .set({ isStaff: true, staffRole: 'admin', canViewCommission: true })
        .where(eq(users.email, email))
      // The password alone opens an ordinary session (issue 43 item 8).
      const ordinary = await harness.post('/crm/api/user/auth', {
        body: { login: email, password: testPassword },
      })
      expect(cookiesOf(ordinary).adm_auth).toMatchObject({ value: '' })
      const ordinaryToken = ordinary.json<{ token: string }>().token
      expect((await harness.profileOf(ordinaryToken)).is_admin_auth).toBe(false)
      const { token } = await signInStaff(harness, { email, password: testPassword })
      expect((await harness.profileOf(token)).is_admin_auth).toBe(true)
      const data = await harness.get('/spa/user-info-data', { token })
      expect(data.json()).toEqual({
        permissions: { can_use_knowledge: false, can_view_commission: true },
      })
    })

    it('§3 private data is the defaults (both false) for a tourist session and 401 without one', async () => {
      const { email, token } = await harness.register()
      // The rights count only in an admin session (decision 0032).
      await harness.db
        .update(users)
        .set({ canViewCommission: true, canUseKnowledge: true })
        .where(eq(users.email, email))
      const data = await harness.get('/spa/user-info-data', { token })
      expect(data.json()).toEqual({
        permissions: { can_use_knowledge: false, can_view_commission: false },
      })
      expect((await harness.get('/spa/user-info-data')).statusCode).toBe(401)
    })
  })

  describe('logs', () => {
    it('never contain a password, a token or a code', async () => {
      const secretPassword = 'Never-log-this-passphrase-93'
      const { email, token, refreshToken } = await harness.register({
        password: secretPassword,
        confirm_password: secretPassword,
      })
      await harness.post('/crm/api/user/auth', { body: { login: email, password: secretPassword } })
      await harness.post('/crm/api/user/auth', {
        body: { login: email, password: `${secretPassword}-wrong` },
      })
      await harness.post('/crm/api/user/change-password', {
        token,
        body: {
          old_password: secretPassword,
          password: 'Another-secret-phrase-58',
          confirm_password: 'Another-secret-phrase-58',
        },
      })
      await harness.post('/crm/api/user/refresh-token', {
        headers: { cookie: `refresh_token=${refreshToken}` },
      })
      const code = await harness.latestCode(email)
      // Without the logger's own numbers: a 5-digit code turns up inside a millisecond timestamp
      // by chance (a run failed on "81579" in "…3981579").
      const log = harness.logLines
        .map((line) => {
          const {
            time: _time,
            pid: _pid,
            responseTime: _responseTime,
            ...rest
          } = JSON.parse(line) as Record<string, unknown>
          return JSON.stringify(rest)
        })
        .join('\n')
      expect(harness.logLines.length).toBeGreaterThan(0)
      expect(log).toContain('/crm/api/user/auth')
      for (const secret of [secretPassword, 'Another-secret-phrase-58', token, refreshToken]) {
        expect(log).not.toContain(secret)
      }
      // The code as a number of its own: its five digits may turn up inside a request id or an
      // address's port by chance.
      expect(log).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`))
    })
  })

  describe('one-time tokens', () => {
    it('redirect-auth-via-code answers a redirect; its token signs in once', async () => {
      const { email } = await harness.register()
      await harness.post('/crm/api/user/send-auth-code', {
        body: { login: email, code_sender: 'email' },
      })
      const code = await harness.latestCode(email)
      const response = await harness.post('/crm/api/user/redirect-auth-via-code', {
        body: { login: email, code },
      })
      expect(response.statusCode).toBe(200)
      const result = response.json<{ type: string; url: string }>()
      expect(result.type).toBe('redirect')
      expect(result.url).toMatch(/^\/login-via-token\?token=[\w-]+$/)
      const oneTimeToken = new URL(result.url, 'http://x').searchParams.get('token')!

      const exchange = await harness.post('/crm/api/user/access-token-by-one-time-token', {
        body: { token: oneTimeToken },
      })
      expect(exchange.statusCode).toBe(200)
      expect((await harness.profileOf(exchange.json<{ token: string }>().token)).email).toBe(email)

      const again = await harness.post('/crm/api/user/access-token-by-one-time-token', {
        body: { token: oneTimeToken },
      })
      expect(again.statusCode).toBe(400)
      expect(again.json()).toMatchObject({ code: 'invalid_token' })
    })

    it('an expired one-time token is refused', async () => {
      const { email } = await harness.register()
      await harness.post('/crm/api/user/send-auth-code', {
        body: { login: email, code_sender: 'email' },
      })
      const code = await harness.latestCode(email)
      const { url } = (
        await harness.post('/crm/api/user/redirect-auth-via-code', { body: { login: email, code } })
      ).json<{
        url: string
      }>()
      const { oneTimeTokens } = await import('../src/db/schema/index.ts')
      await harness.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      const token = new URL(url, 'http://x').searchParams.get('token')!
      const response = await harness.post('/crm/api/user/access-token-by-one-time-token', {
        body: { token },
      })
      expect(response.statusCode).toBe(400)
    })
  })
})
