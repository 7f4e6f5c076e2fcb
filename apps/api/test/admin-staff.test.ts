// Issue 43 item 8 on both databases: the console's staff accounts and an admin resetting another
// staff account's second factor. Every endpoint for every caller, allowed (admin) and refused
// (visitor, tourist, staff without a role, support, content, finance); the reset account's
// sessions end and its next sign-in enrols a new authenticator; an admin's own is refused; audit.
import type { AdminStaffList, AdminStaffMember } from '@tourmarket/contracts'
import type { StaffRole } from '@tourmarket/domain/console'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, users } from '../src/db/schema/index.ts'
import { testPassword, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createSignedInUser, type SignedInUser } from './factories-bookings.ts'
import { authenticatorCode, signInStaff, storedSecondFactor } from './staff-sign-in.ts'

type Caller = 'visitor' | 'tourist' | 'staff without a role' | StaffRole

const callers: Caller[] = [
  'visitor',
  'tourist',
  'staff without a role',
  'admin',
  'support',
  'content',
  'finance',
]

describe.each(testDatabases)('operator console staff accounts on $name (issue 43)', (target) => {
  const harness = useAccountsHarness(target)

  async function signedInAs(caller: Exclude<Caller, 'visitor'>): Promise<SignedInUser> {
    if (caller === 'tourist') return createSignedInUser(harness.db, harness.config)
    if (caller === 'staff without a role') {
      const staff = await createSignedInUser(harness.db, harness.config, { isAdminAuth: true })
      await harness.db.update(users).set({ staffRole: null }).where(eq(users.id, staff.id))
      return staff
    }
    return createSignedInUser(harness.db, harness.config, { staffRole: caller })
  }

  /** A registered support account enrolled with its authenticator and signed in as staff. */
  async function enrolledStaff() {
    const { email } = await harness.register()
    await harness.db
      .update(users)
      .set({ isStaff: true, staffRole: 'support' })
      .where(eq(users.email, email))
    const { token, secret } = await signInStaff(harness, { email, password: testPassword })
    const { id } = await harness.profileOf(token)
    return { email, token, secret, id }
  }

  const reset = (user: SignedInUser | null, id: unknown) =>
    harness.post(
      '/crm/api/admin/staff/second-factor-reset',
      user === null ? { body: { id } } : { token: user.token, body: { id } },
    )

  it.each(['admin/staff/list', 'admin/staff/second-factor-reset'] as const)(
    '%s: allowed for admins, refused for everyone else',
    async (name) => {
      for (const caller of callers) {
        const target = await enrolledStaff()
        const user = caller === 'visitor' ? null : await signedInAs(caller)
        const response =
          name === 'admin/staff/list'
            ? await harness.get(
                '/crm/api/admin/staff/list',
                user === null ? {} : { token: user.token },
              )
            : await reset(user, target.id)
        const expected = caller === 'visitor' ? 401 : caller === 'admin' ? 200 : 403
        expect(response.statusCode, `${name} as ${caller}: ${response.body}`).toBe(expected)
        if (expected === 403) expect(response.json()).toMatchObject({ code: 'forbidden' })
        if (name === 'admin/staff/second-factor-reset' && expected !== 200) {
          // Refused: the account keeps its authenticator.
          expect((await storedSecondFactor(harness, target.id))?.confirmedAt).not.toBeNull()
        }
      }
    },
  )

  it('lists staff accounts with their role and second factor, the caller marked', async () => {
    const admin = await signedInAs('admin')
    const enrolled = await enrolledStaff()
    const tourist = await signedInAs('tourist')
    const response = await harness.get('/crm/api/admin/staff/list', { token: admin.token })
    const { data } = response.json<AdminStaffList>()
    const byId = new Map(data.map((member) => [member.id, member]))
    expect(byId.get(enrolled.id)).toMatchObject({
      email: enrolled.email,
      role: 'support',
      second_factor: 'enrolled',
      is_you: false,
    })
    expect(byId.get(enrolled.id)?.enrolled_at).not.toBeNull()
    expect(byId.get(admin.id)).toMatchObject({ role: 'admin', second_factor: 'none', is_you: true })
    expect(byId.has(tourist.id)).toBe(false)
  })

  it('resets another account’s factor: its sessions end and it enrols again at its next sign-in', async () => {
    const admin = await signedInAs('admin')
    const staff = await enrolledStaff()
    expect((await harness.profileOf(staff.token)).is_admin_auth).toBe(true)

    const response = await reset(admin, staff.id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<AdminStaffMember>()).toMatchObject({
      id: staff.id,
      second_factor: 'none',
      enrolled_at: null,
    })
    expect(await storedSecondFactor(harness, staff.id)).toBeUndefined()
    // The staff session ended at once.
    expect((await harness.get('/crm/api/user/profile', { token: staff.token })).statusCode).toBe(
      401,
    )

    // The next sign-in: the old authenticator's code is no longer the way in; a new secret is offered.
    const signIn = await harness.post('/crm/api/user/auth', {
      body: { login: staff.email, password: testPassword },
    })
    const ordinary = signIn.json<{ token: string }>().token
    const state = await harness.get('/crm/api/admin/second-factor', { token: ordinary })
    const offer = state.json<{ state: string; secret: string }>()
    expect(offer.state).toBe('enrol')
    expect(offer.secret).not.toBe(staff.secret)
    const oldCode = await harness.post('/crm/api/admin/second-factor/verify', {
      token: ordinary,
      body: { code: authenticatorCode(staff.secret, new Date(Date.now() + 60_000)) },
    })
    expect(oldCode.json()).toMatchObject({ code: 'invalid_code' })
    const enrolled = await harness.post('/crm/api/admin/second-factor/verify', {
      token: ordinary,
      body: { code: authenticatorCode(offer.secret) },
    })
    expect(enrolled.statusCode, enrolled.body).toBe(200)

    const [row] = await harness.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'account.second-factor-reset'),
          eq(auditLog.objectId, String(staff.id)),
        ),
      )
    expect(row).toMatchObject({
      actorUserId: admin.id,
      actorKind: 'admin',
      objectKind: 'account',
      before: { second_factor: 'enrolled' },
      // Every session it had: the registration's and the staff sign-in's.
      after: { second_factor: 'none', sessions_ended: 2 },
    })
  })

  it('refuses an admin’s own factor, an account that is not staff and a bad id', async () => {
    const admin = await signedInAs('admin')
    const own = await reset(admin, admin.id)
    expect(own.statusCode).toBe(409)
    expect(own.json()).toMatchObject({ code: 'own_second_factor' })
    // Still signed in: nothing was reset.
    expect((await harness.profileOf(admin.token)).is_admin_auth).toBe(true)

    const tourist = await signedInAs('tourist')
    const notStaff = await reset(admin, tourist.id)
    expect(notStaff.statusCode).toBe(404)
    expect(notStaff.json()).toMatchObject({ code: 'staff_not_found' })
    expect((await harness.get('/crm/api/user/profile', { token: tourist.token })).statusCode).toBe(
      200,
    )

    for (const id of ['7', 0, null]) {
      const bad = await reset(admin, id)
      expect(bad.statusCode, String(id)).toBe(400)
      expect(bad.json()).toMatchObject({
        code: 'validation_failed',
        errors: { id: expect.any(Array) },
      })
    }
  })
})
