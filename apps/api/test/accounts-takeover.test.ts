// Account pre-hijacking (issue 14 finding 1, decision 0018): someone registers a login they do not
// own; when its owner later proves it, nothing the registrant set up may reach the owner's account.
import { describe, expect, it } from 'vitest'
import { testPassword, uniqueEmail, uniquePhone, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createTour } from './factories.ts'

describe.each(testDatabases)('account ownership proven by codes on $name', (target) => {
  const harness = useAccountsHarness(target)

  async function signInByCode(login: string, codeSender: 'email' | 'sms') {
    const sent = await harness.post('/crm/api/user/send-auth-code', {
      body: { login, code_sender: codeSender },
    })
    expect(sent.statusCode).toBe(200)
    const code = await harness.latestCode(login)
    const response = await harness.post('/crm/api/user/auth-via-code', {
      body: { login, code },
    })
    expect(response.statusCode).toBe(200)
    return response.json<{ token: string }>().token
  }

  async function confirmEmail(email: string, token: string) {
    await harness.post('/crm/api/user/email-confirmation-request', { token })
    const code = await harness.latestCode(email)
    const response = await harness.post('/crm/api/user/confirm-email', { token, body: { code } })
    expect(response.json()).toEqual({ success: true })
  }

  async function confirmPhone(phone: string, token: string) {
    await harness.post('/crm/api/user/send-confirmation-code', {
      token,
      body: { code_sender: 'sms' },
    })
    const code = await harness.latestCode(phone)
    const response = await harness.post('/crm/api/user/confirm-phone', { token, body: { code } })
    expect(response.json()).toEqual({ success: true })
  }

  const passwordSignIn = (login: string, password = testPassword) =>
    harness.post('/crm/api/user/auth', { body: { login, password } })

  async function favouriteIds(token: string): Promise<number[]> {
    const response = await harness.get('/crm/api/user/favourite-tours', { token })
    expect(response.statusCode).toBe(200)
    return response.json<number[]>()
  }

  describe("the victim's phone, registered by an attacker", () => {
    it("with the attacker's unconfirmed e-mail: the phone code takes the account over and drops the password, the e-mail and the sessions", async () => {
      const victimPhone = uniquePhone()
      const attacker = await harness.register({ phone: victimPhone })
      const attackerProfile = await harness.profileOf(attacker.token)

      const victimToken = await signInByCode(victimPhone, 'sms')
      const victimProfile = await harness.profileOf(victimToken)
      expect(victimProfile).toMatchObject({
        id: attackerProfile.id,
        phone: victimPhone,
        is_phone_confirmed: true,
        email: null,
        has_password: false,
      })
      expect(
        (await harness.get('/crm/api/user/profile', { token: attacker.token })).statusCode,
      ).toBe(401)
      expect((await passwordSignIn(victimPhone)).statusCode).toBe(400)
      expect((await passwordSignIn(attacker.email)).statusCode).toBe(400)
    })

    it("with the attacker's confirmed e-mail: the phone leaves for an account of its own that the attacker cannot open", async () => {
      const victimPhone = uniquePhone()
      const attacker = await harness.register({ phone: victimPhone })
      await confirmEmail(attacker.email, attacker.token)
      const attackerProfile = await harness.profileOf(attacker.token)

      const victimToken = await signInByCode(victimPhone, 'sms')
      const victimProfile = await harness.profileOf(victimToken)
      expect(victimProfile.id).not.toBe(attackerProfile.id)
      expect(victimProfile).toMatchObject({ phone: victimPhone, email: null, has_password: false })

      // The attacker keeps their own e-mail and password, and nothing of the victim's.
      const attackerAgain = await passwordSignIn(attacker.email)
      expect(attackerAgain.statusCode).toBe(200)
      const attackerToken = attackerAgain.json<{ token: string }>().token
      expect(await harness.profileOf(attackerToken)).toMatchObject({
        id: attackerProfile.id,
        phone: null,
      })
      expect((await passwordSignIn(victimPhone)).statusCode).toBe(400)
      const tour = await createTour(harness.db)
      const added = await harness.post('/crm/api/favourite-tour/create', {
        token: victimToken,
        body: { tour_id: tour.id },
      })
      expect(added.statusCode).toBe(200)
      expect(await favouriteIds(victimToken)).toEqual([tour.id])
      expect(await favouriteIds(attackerToken)).toEqual([])
    })
  })

  describe("the victim's e-mail, registered by an attacker", () => {
    it("with the attacker's phone confirmed: the e-mail code opens a fresh account; the attacker's phone and password open only the attacker's", async () => {
      const attackerPhone = uniquePhone()
      const attacker = await harness.register({ phone: attackerPhone })
      await confirmPhone(attackerPhone, attacker.token)
      const attackerProfile = await harness.profileOf(attacker.token)

      const victimToken = await signInByCode(attacker.email, 'email')
      const victimProfile = await harness.profileOf(victimToken)
      expect(victimProfile.id).not.toBe(attackerProfile.id)
      expect(victimProfile).toMatchObject({
        email: attacker.email,
        is_email_confirmed: true,
        phone: null,
        has_password: false,
      })

      const byAttackerPhoneCode = await signInByCode(attackerPhone, 'sms')
      expect(await harness.profileOf(byAttackerPhoneCode)).toMatchObject({
        id: attackerProfile.id,
        email: null,
      })
      expect((await passwordSignIn(attackerPhone)).statusCode).toBe(200)
      expect((await passwordSignIn(attacker.email)).statusCode).toBe(400)
    })

    it("with the attacker's phone unconfirmed: the e-mail code takes the account over and drops the phone, the password and the sessions", async () => {
      const attackerPhone = uniquePhone()
      const attacker = await harness.register({ phone: attackerPhone })
      const attackerProfile = await harness.profileOf(attacker.token)

      const victimToken = await signInByCode(attacker.email, 'email')
      expect(await harness.profileOf(victimToken)).toMatchObject({
        id: attackerProfile.id,
        phone: null,
        has_password: false,
      })
      expect(
        (await harness.get('/crm/api/user/profile', { token: attacker.token })).statusCode,
      ).toBe(401)
      expect((await passwordSignIn(attackerPhone)).statusCode).toBe(400)
      const byAttackerPhoneCode = await signInByCode(attackerPhone, 'sms')
      expect((await harness.profileOf(byAttackerPhoneCode)).id).not.toBe(attackerProfile.id)
    })

    it("a password reset proves the e-mail the same way: the new password opens a fresh account, not the attacker's", async () => {
      const attackerPhone = uniquePhone()
      const attacker = await harness.register({ phone: attackerPhone })
      await confirmPhone(attackerPhone, attacker.token)
      const attackerProfile = await harness.profileOf(attacker.token)

      await harness.post('/crm/api/user/password-recovery', { body: { email: attacker.email } })
      const [message] = await harness.outbox(attacker.email)
      const resetToken = decodeURIComponent(
        /password-reset\?token=([\w%-]+)/.exec(message?.body ?? '')?.[1] ?? '',
      )
      const victimPassword = 'Quiet-heron-wades-83'
      const reset = await harness.post('/crm/api/user/password-reset', {
        body: { token: resetToken, password: victimPassword, confirm_password: victimPassword },
      })
      expect(reset.json()).toEqual({ success: true })

      const victim = await passwordSignIn(attacker.email, victimPassword)
      expect(victim.statusCode).toBe(200)
      const victimProfile = await harness.profileOf(victim.json<{ token: string }>().token)
      expect(victimProfile.id).not.toBe(attackerProfile.id)
      expect(victimProfile).toMatchObject({ is_email_confirmed: true, phone: null })
      expect((await passwordSignIn(attackerPhone)).statusCode).toBe(200)
      expect((await passwordSignIn(attackerPhone, victimPassword)).statusCode).toBe(400)
    })
  })

  describe('owners keep what they proved', () => {
    it('confirming the e-mail while signed in keeps the password and the phone', async () => {
      const phone = uniquePhone()
      const user = await harness.register({ phone })
      await confirmEmail(user.email, user.token)
      expect(await harness.profileOf(user.token)).toMatchObject({ phone, has_password: true })
      expect((await passwordSignIn(user.email)).statusCode).toBe(200)
    })

    it('a code for an e-mail proven before signs into the same account, password and all', async () => {
      const phone = uniquePhone()
      const user = await harness.register({ phone })
      await confirmEmail(user.email, user.token)
      await confirmPhone(phone, user.token)
      const id = (await harness.profileOf(user.token)).id

      const byEmail = await signInByCode(user.email, 'email')
      const byPhone = await signInByCode(phone, 'sms')
      expect(await harness.profileOf(byEmail)).toMatchObject({ id, phone, has_password: true })
      expect((await harness.profileOf(byPhone)).id).toBe(id)
      expect((await harness.get('/crm/api/user/profile', { token: user.token })).statusCode).toBe(
        200,
      )
    })

    it('a code for a new login makes a new account with only that login', async () => {
      const email = uniqueEmail()
      const token = await signInByCode(email, 'email')
      expect(await harness.profileOf(token)).toMatchObject({
        email,
        is_email_confirmed: true,
        phone: null,
        has_password: false,
      })
    })
  })
})
