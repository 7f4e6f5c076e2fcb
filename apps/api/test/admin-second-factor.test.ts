// Issue 43 items 7 and 8 on both databases: a staff sign-in's second factor (enrolment, the code,
// a wrong and a used code refused, the limit, the secret sealed at rest, the demo staff's fixed
// secret, shorter staff sessions); the staff paths from before the console behind their roles
// (open refunds and their retry, a tour's private data); and the console's audit log, admins only,
// searched by actor, object and action.
import type { AdminAudit } from '@tourmarket/contracts'
import type { StaffRole } from '@tourmarket/domain/console'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tours, users } from '../src/db/schema/index.ts'
import { DEMO_STAFF_TOTP_SECRET } from '../src/modules/accounts/staff-totp.ts'
import { cookiesOf, testPassword, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createTour } from './factories.ts'
import { createSignedInUser } from './factories-bookings.ts'
import { authenticatorCode, signInStaff, storedSecondFactor } from './staff-sign-in.ts'

const roles: readonly StaffRole[] = ['admin', 'support', 'content', 'finance']

describe.each(testDatabases)('operator console sign-in and audit on $name (issue 43)', (target) => {
  const harness = useAccountsHarness(target)

  /** A registered account made staff with a role (or none), signed in with its password only. */
  async function staffAccount(role: StaffRole | null = 'support') {
    const { email, token } = await harness.register()
    await harness.db
      .update(users)
      .set({ isStaff: true, staffRole: role })
      .where(eq(users.email, email))
    const signIn = await harness.post('/crm/api/user/auth', {
      body: { login: email, password: testPassword },
    })
    return { email, registeredToken: token, token: signIn.json<{ token: string }>().token }
  }

  const sessionUser = (overrides: Parameters<typeof createSignedInUser>[2]) =>
    createSignedInUser(harness.db, harness.config, overrides)

  describe('the second factor', () => {
    it('enrols once: the secret as an otpauth URI and text, sealed at rest, then only the code is asked', async () => {
      const staff = await staffAccount()
      const first = await harness.get('/crm/api/admin/second-factor', { token: staff.token })
      const offer = first.json<{ state: string; otpauth_uri: string; secret: string }>()
      expect(offer.state).toBe('enrol')
      expect(offer.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Tourmarket:.+secret=/)
      expect(offer.otpauth_uri).toContain(`secret=${offer.secret}`)
      // The same secret until it is confirmed.
      const again = await harness.get('/crm/api/admin/second-factor', { token: staff.token })
      expect(again.json<{ secret: string }>().secret).toBe(offer.secret)
      const { id } = await harness.profileOf(staff.token)
      const stored = await storedSecondFactor(harness, id)
      expect(stored?.secretCiphertext).not.toContain(offer.secret)
      expect(stored?.confirmedAt).toBeNull()

      const verify = await harness.post('/crm/api/admin/second-factor/verify', {
        token: staff.token,
        body: { code: authenticatorCode(offer.secret) },
      })
      expect(verify.statusCode).toBe(200)
      expect(verify.json<{ expires_in: number }>().expires_in).toBe(600)
      const cookies = cookiesOf(verify)
      expect(cookies.adm_auth?.value).toBe('1')
      expect(cookies.refresh_token?.attributes).toContain('Max-Age=28800')
      const admin = verify.json<{ token: string }>().token
      expect((await harness.profileOf(admin)).is_admin_auth).toBe(true)
      // The ordinary session the code was sent from has ended.
      expect((await harness.get('/crm/api/user/profile', { token: staff.token })).statusCode).toBe(
        401,
      )
      expect((await storedSecondFactor(harness, id))?.confirmedAt).not.toBeNull()
      const done = await harness.get('/crm/api/admin/second-factor', { token: admin })
      expect(done.json()).toEqual({ state: 'done', otpauth_uri: null, secret: null })

      const next = await harness.post('/crm/api/user/auth', {
        body: { login: staff.email, password: testPassword },
      })
      const asked = await harness.get('/crm/api/admin/second-factor', {
        token: next.json<{ token: string }>().token,
      })
      expect(asked.json()).toEqual({ state: 'code', otpauth_uri: null, secret: null })
    })

    it('refuses a wrong code and a used one with a clear message, and issues no admin session', async () => {
      const staff = await staffAccount()
      const { secret } = await signInStaff(harness, {
        email: staff.email,
        password: testPassword,
      })
      const signIn = await harness.post('/crm/api/user/auth', {
        body: { login: staff.email, password: testPassword },
      })
      const token = signIn.json<{ token: string }>().token
      const wrong = await harness.post('/crm/api/admin/second-factor/verify', {
        token,
        body: { code: authenticatorCode(secret, new Date(Date.now() - 10 * 60_000)) },
      })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json()).toMatchObject({
        code: 'invalid_code',
        errors: {
          code: [
            'This code is wrong or was already used. Enter the code your authenticator app shows now.',
          ],
        },
      })
      // The code signInStaff spent is refused a second time.
      const used = await harness.post('/crm/api/admin/second-factor/verify', {
        token,
        body: { code: authenticatorCode(secret) },
      })
      expect(used.json()).toMatchObject({ code: 'invalid_code' })
      expect((await harness.profileOf(token)).is_admin_auth).toBe(false)
      const malformed = await harness.post('/crm/api/admin/second-factor/verify', {
        token,
        body: { code: '12ab' },
      })
      expect(malformed.json()).toMatchObject({ code: 'validation_failed' })
    })

    it('limits the codes to ten in fifteen minutes per account', async () => {
      const staff = await staffAccount()
      const statuses: number[] = []
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await harness.post('/crm/api/admin/second-factor/verify', {
          token: staff.token,
          body: { code: '000000' },
          ip: `198.51.100.${String(attempt + 1)}`,
        })
        statuses.push(response.statusCode)
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
      expect(statuses[10]).toBe(429)
    })

    it('is for staff only: a tourist is refused', async () => {
      const tourist = await harness.register()
      const state = await harness.get('/crm/api/admin/second-factor', { token: tourist.token })
      expect(state.statusCode).toBe(403)
      const verify = await harness.post('/crm/api/admin/second-factor/verify', {
        token: tourist.token,
        body: { code: '123456' },
      })
      expect(verify.statusCode).toBe(403)
      expect((await harness.get('/crm/api/admin/second-factor')).statusCode).toBe(401)
    })

    it('enrols the demo staff (@tourmarket.test, outside production) with the documented secret', async () => {
      const email = `demo-staff-${String(Date.now())}@tourmarket.test`
      await harness.register({ email })
      await harness.db
        .update(users)
        .set({ isStaff: true, staffRole: 'admin' })
        .where(eq(users.email, email))
      const signIn = await harness.post('/crm/api/user/auth', {
        body: { login: email, password: testPassword },
      })
      const token = signIn.json<{ token: string }>().token
      const state = await harness.get('/crm/api/admin/second-factor', { token })
      expect(state.json()).toMatchObject({ state: 'code' })
      const verify = await harness.post('/crm/api/admin/second-factor/verify', {
        token,
        body: { code: authenticatorCode(DEMO_STAFF_TOTP_SECRET) },
      })
      expect(verify.statusCode).toBe(200)
    })
  })

  describe('the staff paths from before the console check the role', () => {
    it('open refunds and their retry: finance and admin only', async () => {
      for (const role of roles) {
        const staff = await sessionUser({ staffRole: role })
        const list = await harness.get('/crm/api/payments/open-refunds', { token: staff.token })
        expect(list.statusCode, role).toBe(['admin', 'finance'].includes(role) ? 200 : 403)
        const retry = await harness.post('/crm/api/payments/retry-refund', {
          token: staff.token,
          body: { refund_id: 2_000_000_000 },
        })
        expect(retry.statusCode, role).toBe(['admin', 'finance'].includes(role) ? 404 : 403)
      }
      const tourist = await sessionUser({})
      expect(
        (await harness.get('/crm/api/payments/open-refunds', { token: tourist.token })).statusCode,
      ).toBe(403)
      const roleless = await sessionUser({ isAdminAuth: true, staffRole: null })
      expect(
        (await harness.get('/crm/api/payments/open-refunds', { token: roleless.token })).statusCode,
      ).toBe(403)
    })

    it('a tour’s private data: commission for finance, staff notes for support, both for admins', async () => {
      const tour = await createTour(harness.db)
      await harness.db
        .update(tours)
        .set({ commissionPercent: 12.5, knowledge: 'Call after 18:00.' })
        .where(eq(tours.id, tour.id))
      const rightsOf = async (role: StaffRole | null) => {
        const staff = await sessionUser({ isAdminAuth: true, staffRole: role })
        await harness.db
          .update(users)
          .set({ canViewCommission: true, canUseKnowledge: true })
          .where(eq(users.id, staff.id))
        const response = await harness.get(`/spa/tour-private-data?id=${String(tour.id)}`, {
          token: staff.token,
        })
        if (response.statusCode !== 200) return response.statusCode
        const body = response.json<{ commission: unknown; knowledge: unknown }>()
        return { commission: body.commission !== null, knowledge: body.knowledge !== null }
      }
      expect(await rightsOf('admin')).toEqual({ commission: true, knowledge: true })
      expect(await rightsOf('finance')).toEqual({ commission: true, knowledge: false })
      expect(await rightsOf('support')).toEqual({ commission: false, knowledge: true })
      expect(await rightsOf('content')).toBe(404)
      expect(await rightsOf(null)).toBe(404)
    })
  })

  describe('the audit log', () => {
    it('is for admins only', async () => {
      expect((await harness.get('/crm/api/admin/audit')).statusCode).toBe(401)
      const tourist = await sessionUser({})
      expect((await harness.get('/crm/api/admin/audit', { token: tourist.token })).statusCode).toBe(
        403,
      )
      const organizer = await sessionUser({
        organizerId: (await createTour(harness.db)).organizerId,
      })
      expect(
        (await harness.get('/crm/api/admin/audit', { token: organizer.token })).statusCode,
      ).toBe(403)
      for (const role of roles) {
        const staff = await sessionUser({ staffRole: role })
        const response = await harness.get('/crm/api/admin/audit', { token: staff.token })
        expect(response.statusCode, role).toBe(role === 'admin' ? 200 : 403)
      }
      const unverified = await sessionUser({ staffRole: 'admin', isAdminAuth: false })
      expect(
        (await harness.get('/crm/api/admin/audit', { token: unverified.token })).statusCode,
      ).toBe(403)
    })

    it('lists console actions with who, when, what and the fields, searched by actor, object and action', async () => {
      const staff = await staffAccount('support')
      await signInStaff(harness, { email: staff.email, password: testPassword })
      const { id } = await harness.profileOf(staff.registeredToken)
      const admin = await sessionUser({ staffRole: 'admin' })
      const search = async (query: string) => {
        const response = await harness.get(`/crm/api/admin/audit?${query}`, { token: admin.token })
        expect(response.statusCode).toBe(200)
        return response.json<AdminAudit>()
      }
      const byActor = await search(`actor=${encodeURIComponent(staff.email)}`)
      expect(byActor.data).toHaveLength(1)
      const [row] = byActor.data
      expect(row).toMatchObject({
        action: 'account.staff-sign-in',
        object: { kind: 'account' },
        actor: { email: staff.email, name: 'Anna Traveller' },
        changes: [{ field: 'second_factor', before: null, after: 'totp' }],
      })
      expect(Date.parse(row!.at)).toBeGreaterThan(Date.now() - 60_000)
      const actorId = row!.actor!.id
      expect(actorId).toBe(id)
      expect((await search(`actor=${String(actorId)}`)).data.map((entry) => entry.id)).toEqual([
        row!.id,
      ])
      expect(
        (await search(`object=account:${String(actorId)}`)).data.map((entry) => entry.id),
      ).toEqual([row!.id])
      expect(
        (await search(`action=account.&actor=${encodeURIComponent(staff.email)}`)).meta.total,
      ).toBe(1)
      expect(
        (await search(`action=booking.&actor=${encodeURIComponent(staff.email)}`)).meta.total,
      ).toBe(0)
      // Read-only: nothing but GET answers at its path.
      const post = await harness.post('/crm/api/admin/audit', { token: admin.token, body: {} })
      expect(post.statusCode).toBe(404)
    })
  })
})
