import { eq } from 'drizzle-orm'
import { profileSchema } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { oneTimeTokens, users } from '../src/db/schema/index.ts'
import { testPassword, uniqueEmail, uniquePhone, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createCountry } from './factories.ts'

const newPassword = 'Quiet-harbour-lanterns-82'

describe.each(testDatabases)('§7 profile and settings on $name', (target) => {
  const harness = useAccountsHarness(target)

  /** The reset token in the newest password-reset e-mail to an address. */
  async function resetTokenFor(email: string): Promise<string> {
    const [message] = await harness.outbox(email)
    const token = /password-reset\?token=([\w%-]+)/.exec(message?.body ?? '')?.[1]
    if (token === undefined) throw new Error('no reset link in the outbox')
    return decodeURIComponent(token)
  }

  describe('profile changes', () => {
    it('update-profile sets, keeps and clears fields', async () => {
      const { token } = await harness.register()
      const updated = await harness.post('/crm/api/user/update-profile', {
        token,
        body: { first_name: '  Maria ', timezone: 'Asia/Tokyo' },
      })
      expect(profileSchema.parse(updated.json())).toMatchObject({
        first_name: 'Maria',
        last_name: 'Traveller',
        timezone: 'Asia/Tokyo',
      })
      const cleared = await harness.post('/crm/api/user/update-profile', {
        token,
        body: { last_name: null },
      })
      expect(cleared.json()).toMatchObject({ first_name: 'Maria', last_name: null })
      const tooLong = await harness.post('/crm/api/user/update-profile', {
        token,
        body: { first_name: 'x'.repeat(101) },
      })
      expect(tooLong.json().errors).toEqual({ first_name: ['Maximum 100 characters.'] })
    })

    it('update-profile-photo, set-language, set-currency and change-country', async () => {
      const { token } = await harness.register()
      // Only an image the user uploaded is taken (uploads-profile-photo.test.ts has the rest).
      expect(
        (
          await harness.post('/crm/api/user/update-profile-photo', {
            token,
            body: { avatar_id: 7 },
          })
        ).statusCode,
      ).toBe(422)
      expect(
        (
          await harness.post('/crm/api/user/update-profile-photo', {
            token,
            body: { avatar_id: null },
          })
        ).json().avatar_id,
      ).toBeNull()
      expect(
        (
          await harness.post('/crm/api/user/set-language', { token, body: { language_code: 'ru' } })
        ).json().language_code,
      ).toBe('ru')
      expect(
        (
          await harness.post('/crm/api/user/set-currency', {
            token,
            body: { currency_code: 'EUR' },
          })
        ).json().currency_code,
      ).toBe('EUR')
      expect(
        (await harness.post('/crm/api/user/set-language', { token, body: { language_code: 'de' } }))
          .statusCode,
      ).toBe(400)
      expect(
        (
          await harness.post('/crm/api/user/set-currency', {
            token,
            body: { currency_code: 'XYZ' },
          })
        ).statusCode,
      ).toBe(400)
      const country = await createCountry(harness.db)
      const changed = await harness.post('/crm/api/user/change-country', {
        token,
        body: { country_id: country.id },
      })
      expect(changed.json().country).toEqual({ id: country.id, name: country.name })
      const unknown = await harness.post('/crm/api/user/change-country', {
        token,
        body: { country_id: 999_999 },
      })
      expect(unknown.json().errors).toEqual({ country_id: ['Incorrect value'] })
    })

    it('every settings call needs a session, and 401 comes before a bad body', async () => {
      for (const path of [
        'update-profile',
        'update-profile-photo',
        'set-language',
        'set-currency',
        'change-country',
        'change-email',
        'change-phone',
        'change-password',
        'send-confirmation-code',
        'confirm-phone',
      ]) {
        const response = await harness.post(`/crm/api/user/${path}`, { body: { nonsense: true } })
        expect(response.statusCode, path).toBe(401)
      }
    })
  })

  describe('change-email', () => {
    it('needs the current password, then the new address is unconfirmed and gets a code', async () => {
      const { token } = await harness.register()
      const email = uniqueEmail('new')
      const wrong = await harness.post('/crm/api/user/change-email', {
        token,
        body: { email, password: 'Wrong-password-00' },
      })
      expect(wrong.json()).toMatchObject({
        code: 'wrong_password',
        errors: { password: ['Incorrect password.'] },
      })
      const missing = await harness.post('/crm/api/user/change-email', { token, body: { email } })
      expect(missing.json().errors).toEqual({ password: ['Required field.'] })
      const changed = await harness.post('/crm/api/user/change-email', {
        token,
        body: { email, password: testPassword },
      })
      expect(changed.json()).toMatchObject({ email, is_email_confirmed: false })
      const code = await harness.latestCode(email)
      expect(
        (await harness.post('/crm/api/user/confirm-email', { token, body: { code } })).statusCode,
      ).toBe(200)
    })

    it('refuses an address another account has', async () => {
      const taken = await harness.register()
      const { token } = await harness.register()
      const response = await harness.post('/crm/api/user/change-email', {
        token,
        body: { email: taken.email, password: testPassword },
      })
      expect(response.json()).toMatchObject({ code: 'email_taken' })
    })
  })

  describe('change-phone', () => {
    it('refuses a malformed phone and one another account has', async () => {
      const phone = uniquePhone()
      await harness.register({ phone })
      const { token } = await harness.register()
      const malformed = await harness.post('/crm/api/user/change-phone', {
        token,
        body: { phone: '12345', password: testPassword },
      })
      expect(malformed.json().errors).toEqual({ phone: ['Please enter a valid phone number'] })
      const taken = await harness.post('/crm/api/user/change-phone', {
        token,
        body: { phone, password: testPassword },
      })
      expect(taken.json()).toMatchObject({ code: 'phone_taken' })
    })
  })

  describe('change-password', () => {
    it('checks the old password and the rules, then ends other sessions but this one', async () => {
      const { email, token } = await harness.register()
      const other = (
        await harness.post('/crm/api/user/auth', { body: { login: email, password: testPassword } })
      ).json<{ token: string }>()
      const common = await harness.post('/crm/api/user/change-password', {
        token,
        body: {
          old_password: testPassword,
          password: 'password123',
          confirm_password: 'password123',
        },
      })
      expect(common.json().errors).toHaveProperty('password')
      const mismatch = await harness.post('/crm/api/user/change-password', {
        token,
        body: {
          old_password: testPassword,
          password: newPassword,
          confirm_password: `${newPassword}!`,
        },
      })
      expect(mismatch.json().errors).toEqual({ confirm_password: ['Do not match.'] })
      const changed = await harness.post('/crm/api/user/change-password', {
        token,
        body: { old_password: testPassword, password: newPassword, confirm_password: newPassword },
      })
      expect(changed.json()).toEqual({ success: true })
      expect((await harness.get('/crm/api/user/profile', { token })).statusCode).toBe(200)
      expect((await harness.get('/crm/api/user/profile', { token: other.token })).statusCode).toBe(
        401,
      )
      expect(
        (
          await harness.post('/crm/api/user/auth', {
            body: { login: email, password: newPassword },
          })
        ).statusCode,
      ).toBe(200)
      expect(
        (
          await harness.post('/crm/api/user/auth', {
            body: { login: email, password: testPassword },
          })
        ).statusCode,
      ).toBe(400)
    })
  })

  describe('password recovery', () => {
    it('mails a reset link; the link sets the password once and ends every session', async () => {
      const { email, token } = await harness.register()
      expect(
        (await harness.post('/crm/api/user/password-recovery', { body: { email } })).json(),
      ).toEqual({ success: true })
      const [message] = await harness.outbox(email)
      expect(message?.body).toContain('http://127.0.0.1:3000/password-reset?token=')
      const resetToken = await resetTokenFor(email)
      expect(
        (
          await harness.post('/crm/api/user/check-password-reset-token', {
            body: { token: resetToken },
          })
        ).json(),
      ).toEqual({ valid: true })

      const weak = await harness.post('/crm/api/user/password-reset', {
        body: { token: resetToken, password: 'short' },
      })
      expect(weak.json().errors).toEqual({ password: ['Minimum 8 characters.'] })
      const reset = await harness.post('/crm/api/user/password-reset', {
        body: { token: resetToken, password: newPassword, confirm_password: newPassword },
      })
      expect(reset.json()).toEqual({ success: true })
      expect((await harness.get('/crm/api/user/profile', { token })).statusCode).toBe(401)
      expect(
        (
          await harness.post('/crm/api/user/auth', {
            body: { login: email, password: newPassword },
          })
        ).statusCode,
      ).toBe(200)

      expect(
        (
          await harness.post('/crm/api/user/check-password-reset-token', {
            body: { token: resetToken },
          })
        ).json(),
      ).toEqual({ valid: false })
      const reused = await harness.post('/crm/api/user/password-reset', {
        body: { token: resetToken, password: 'Yet-another-phrase-31' },
      })
      expect(reused.json()).toMatchObject({ code: 'invalid_token' })
    })

    it('answers the same for an unknown address and sends nothing', async () => {
      const email = uniqueEmail()
      expect(
        (await harness.post('/crm/api/user/password-recovery', { body: { email } })).json(),
      ).toEqual({ success: true })
      expect(await harness.outbox(email)).toEqual([])
    })

    it('an expired or superseded link is refused', async () => {
      const { email } = await harness.register()
      await harness.post('/crm/api/user/password-recovery', { body: { email } })
      const first = await resetTokenFor(email)
      await harness.post('/crm/api/user/password-recovery', { body: { email } })
      const second = await resetTokenFor(email)
      expect(
        (
          await harness.post('/crm/api/user/check-password-reset-token', { body: { token: first } })
        ).json(),
      ).toEqual({ valid: false })
      await harness.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      expect(
        (
          await harness.post('/crm/api/user/check-password-reset-token', {
            body: { token: second },
          })
        ).json(),
      ).toEqual({ valid: false })
    })
  })

  describe('set-activity', () => {
    it('§4 records activity with the profile’s hash_for_activity; another hash is 403', async () => {
      const { token, email } = await harness.register()
      const profile = await harness.profileOf(token)
      const body = { crm_user_id: profile.id, token: String(profile.hash_for_activity) }
      expect((await harness.post('/crm/api/user/set-activity', { body })).json()).toEqual({
        success: true,
      })
      const [user] = await harness.db.select().from(users).where(eq(users.email, email))
      expect(user?.lastActivityAt).toBeInstanceOf(Date)
      const other = await harness.profileOf((await harness.register()).token)
      const forged = await harness.post('/crm/api/user/set-activity', {
        body: { crm_user_id: profile.id, token: String(other.hash_for_activity) },
      })
      expect(forged.statusCode).toBe(403)
    })
  })
})
