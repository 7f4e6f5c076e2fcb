// Issue 43 item 2 on both databases: the commission per sales model. Every endpoint for every
// caller (finance and admins read the rates; only admins set a rate or an organizer's own); a
// booking keeps the percent in force when it was made (a later rate or override moves only new
// bookings); the migration's rates; bad input named; audit rows.
import type { AdminCommissionRates } from '@tourmarket/contracts'
import type { StaffRole } from '@tourmarket/domain/console'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, bookingRequests, organizers, users } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import {
  bookingBody,
  createBookableTour,
  createSignedInUser,
  type SignedInUser,
} from './factories-bookings.ts'
import { createOrganizer } from './factories.ts'

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

describe.each(testDatabases)('operator console commission on $name (issue 43)', (target) => {
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

  const post = (url: string, user: SignedInUser | null, body: Record<string, unknown>) =>
    harness.post(url, user === null ? { body } : { token: user.token, body })

  /** A booking of the tour made through the booking flow; answers its stored percent. */
  async function book(tourDateId: number): Promise<number | null> {
    const tourist = await signedInAs('tourist')
    const booked = await post('/crm/api/request/create', tourist, bookingBody(tourDateId, 1))
    expect(booked.statusCode, booked.body).toBe(200)
    const [row] = await harness.db
      .select({ percent: bookingRequests.commissionPercent })
      .from(bookingRequests)
      .where(eq(bookingRequests.userId, tourist.id))
    return row?.percent ?? null
  }

  it.each([
    ['admin/commission/rates', ['admin', 'finance']],
    ['admin/commission/rate', ['admin']],
    ['admin/organizer/commission', ['admin']],
  ] as const)('%s: allowed for %j, refused for everyone else', async (name, allowed) => {
    const organizer = await createOrganizer(harness.db, { salesModel: 5 })
    for (const caller of callers) {
      const user = caller === 'visitor' ? null : await signedInAs(caller)
      const response =
        name === 'admin/commission/rates'
          ? await harness.get(
              '/crm/api/admin/commission/rates',
              user === null ? {} : { token: user.token },
            )
          : name === 'admin/commission/rate'
            ? await post('/crm/api/admin/commission/rate', user, { sales_model: 5, percent: 15 })
            : await post('/crm/api/admin/organizer/commission', user, {
                id: organizer.id,
                percent: null,
              })
      const expected =
        caller === 'visitor' ? 401 : (allowed as readonly string[]).includes(caller) ? 200 : 403
      expect(response.statusCode, `${name} as ${caller}: ${response.body}`).toBe(expected)
      if (expected === 403) expect(response.json()).toMatchObject({ code: 'forbidden' })
    }
  })

  it('starts from what was kept before: 15 where the marketplace or an agent sells, 0 otherwise', async () => {
    const finance = await signedInAs('finance')
    const response = await harness.get('/crm/api/admin/commission/rates', { token: finance.token })
    expect(
      response
        .json<AdminCommissionRates>()
        .data.map(({ sales_model, percent }) => [sales_model, percent]),
    ).toEqual([
      [1, 15],
      [2, 0],
      [3, 15],
      [4, 0],
      [5, 15],
    ])
  })

  it('makes a booking at the percent in force: a new rate or override moves only later bookings', async () => {
    const admin = await signedInAs('admin')
    // Agent sales (model 3): no other test here changes its rate.
    const organizer = await createOrganizer(harness.db, { salesModel: 3 })
    const tour = await createBookableTour(harness.db, { organizerId: organizer.id })
    const dateId = tour.dates[0]!.id
    expect(await book(dateId)).toBe(15)

    const set = await post('/crm/api/admin/commission/rate', admin, {
      sales_model: 3,
      percent: 12.5,
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(
      set.json<AdminCommissionRates>().data.find((rate) => rate.sales_model === 3),
    ).toMatchObject({ percent: 12.5 })
    expect(await book(dateId)).toBe(12.5)

    const own = await post('/crm/api/admin/organizer/commission', admin, {
      id: organizer.id,
      percent: 9,
    })
    expect(own.json()).toEqual({
      id: organizer.id,
      sales_model: 3,
      override_percent: 9,
      percent: 9,
    })
    expect(await book(dateId)).toBe(9)
    const view = await harness.get(`/crm/api/admin/organizer/view?id=${organizer.id}`, {
      token: admin.token,
    })
    expect(view.json<{ commission: unknown }>().commission).toEqual({
      sales_model: 3,
      percent: 9,
      override_percent: 9,
    })
    const [stored] = await harness.db
      .select({ percent: organizers.commissionPercent })
      .from(organizers)
      .where(eq(organizers.id, organizer.id))
    expect(stored?.percent).toBe(9)

    const follow = await post('/crm/api/admin/organizer/commission', admin, {
      id: organizer.id,
      percent: null,
    })
    expect(follow.json()).toMatchObject({ override_percent: null, percent: 12.5 })
    expect(await book(dateId)).toBe(12.5)

    // The bookings made before keep theirs.
    const percents = await harness.db
      .select({ percent: bookingRequests.commissionPercent })
      .from(bookingRequests)
      .where(eq(bookingRequests.organizerId, organizer.id))
      .orderBy(bookingRequests.id)
    expect(percents.map((row) => row.percent)).toEqual([15, 12.5, 9, 12.5])

    const audit = await harness.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.id)))
      .orderBy(auditLog.id)
    expect(audit).toEqual([
      { action: 'commission.rate-set', before: { percent: 15 }, after: { percent: 12.5 } },
      {
        action: 'organizer.commission-by-admin',
        before: { commission_override_percent: null },
        after: { commission_override_percent: 9, commission_percent: 9 },
      },
      {
        action: 'organizer.commission-by-admin',
        before: { commission_override_percent: 9 },
        after: { commission_override_percent: null, commission_percent: 12.5 },
      },
    ])
    // Back as the migration left it.
    await post('/crm/api/admin/commission/rate', admin, { sales_model: 3, percent: 15 })
  })

  it('names the field of bad input, and 404s an unknown organizer', async () => {
    const admin = await signedInAs('admin')
    for (const [body, field] of [
      [{ sales_model: 1, percent: 101 }, 'percent'],
      [{ sales_model: 1, percent: 1.234 }, 'percent'],
      [{ sales_model: 7, percent: 10 }, 'sales_model'],
      [{ sales_model: 1 }, 'percent'],
    ] as const) {
      const response = await post('/crm/api/admin/commission/rate', admin, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json()).toMatchObject({ errors: { [field]: expect.any(Array) } })
    }
    const bad = await post('/crm/api/admin/organizer/commission', admin, { id: 5, percent: -1 })
    expect(bad.json()).toMatchObject({ errors: { percent: expect.any(Array) } })
    const missing = await post('/crm/api/admin/organizer/commission', admin, {
      id: 999_999,
      percent: 5,
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'organizer_not_found' })
  })
})
