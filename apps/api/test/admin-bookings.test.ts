// Issue 43: the operator console's bookings section. Every endpoint for every role, allowed and
// refused (visitor, tourist, organizer, staff without a console role, each staff role), on both
// databases; the search by number, link, e-mail, phone and name; a booking's history; and the
// cancel with the refund the rules give, the policy's or a manual amount, through the payment
// provider, once, into the refunds ledger and the audit log as the admin's.
import type {
  AdminBooking,
  AdminBookingHistory,
  AdminBookingSearch,
  Booking,
} from '@tourmarket/contracts'
import type { StaffRole } from '@tourmarket/domain/console'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, bookingRequests, paymentRefunds } from '../src/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { daysFromToday } from './factories.ts'
import type { SignedInUser } from './factories-bookings.ts'
import { usePaymentsHarness } from './payments-harness.ts'

const successCard = '4242 4242 4242 4242'

type Caller = 'visitor' | 'tourist' | 'organizer' | 'staff without a role' | StaffRole

describe.each(testDatabases)('operator console bookings on $name (issue 43)', (target) => {
  const harness = usePaymentsHarness(target)

  async function signedInAs(caller: Exclude<Caller, 'visitor'>): Promise<SignedInUser> {
    switch (caller) {
      case 'tourist':
        return harness.signedInUser()
      case 'organizer':
        return harness.signedInUser({ organizerId: 1 })
      case 'staff without a role':
        return harness.signedInUser({ isAdminAuth: true, staffRole: null })
      default:
        return harness.signedInUser({ staffRole: caller })
    }
  }

  function call(
    method: 'GET' | 'POST',
    url: string,
    user: SignedInUser | null,
    payload?: Record<string, unknown>,
  ) {
    return harness.app.inject({
      method,
      url,
      headers: user === null ? {} : { 'x-authorization': `Bearer ${user.token}` },
      ...(payload === undefined ? {} : { payload }),
    })
  }

  /** A booking 40 days ahead with its prepayment paid through the sandbox's hosted page. */
  async function prepaidBooking(owner: SignedInUser): Promise<Booking> {
    const booking = await harness.book(owner, {
      startDate: daysFromToday(40),
      endDate: daysFromToday(46),
    })
    const checkout = await harness.checkoutOf(booking)
    const page = await harness.submitCard(harness.checkoutPath(checkout), {
      card_number: successCard,
    })
    expect(page.statusCode).toBe(303)
    const paid = await harness.bookingByUuid(booking.uuid)
    expect(paid.status).toBe(3)
    expect(paid.price.paid).toBeGreaterThan(0)
    return paid
  }

  const endpointsByRole = [
    { name: 'admin/context', allowed: ['admin', 'support', 'content', 'finance'] },
    { name: 'admin/booking/search', allowed: ['admin', 'support'] },
    { name: 'admin/booking/history', allowed: ['admin', 'support'] },
    { name: 'admin/booking/view', allowed: ['admin', 'support'] },
    { name: 'admin/booking/cancel', allowed: ['admin', 'support'] },
  ] as const
  const callers: Caller[] = [
    'visitor',
    'tourist',
    'organizer',
    'staff without a role',
    'admin',
    'support',
    'content',
    'finance',
  ]

  it.each(endpointsByRole)(
    '$name: allowed for its roles, refused for everyone else',
    async (endpoint) => {
      // Every booking has an owner of its own (a tourist may hold five unpaid ones).
      const refusedBooking = await harness.book(await harness.signedInUser())
      for (const caller of callers) {
        const allowed = (endpoint.allowed as readonly string[]).includes(caller)
        // An allowed cancel really cancels: it gets a booking of its own.
        const booking =
          endpoint.name === 'admin/booking/cancel' && allowed
            ? await harness.book(await harness.signedInUser())
            : refusedBooking
        const id = String(booking.id)
        const user = caller === 'visitor' ? null : await signedInAs(caller)
        const response =
          endpoint.name === 'admin/context'
            ? await call('GET', '/crm/api/admin/context', user)
            : endpoint.name === 'admin/booking/search'
              ? await call('GET', `/crm/api/admin/booking/search?q=${id}`, user)
              : endpoint.name === 'admin/booking/history'
                ? await call('GET', `/crm/api/admin/booking/history?id=${id}`, user)
                : endpoint.name === 'admin/booking/view'
                  ? await call('GET', `/crm/api/admin/booking/view?id=${id}`, user)
                  : await call('POST', '/crm/api/admin/booking/cancel', user, {
                      id: booking.id,
                      message: 'Checked by the role test.',
                      refund: 'rules',
                    })
        const expected = caller === 'visitor' ? 401 : allowed ? 200 : 403
        expect(response.statusCode, `${endpoint.name} as ${caller}: ${response.body}`).toBe(
          expected,
        )
        const [stored] = await harness.db
          .select({ status: bookingRequests.status })
          .from(bookingRequests)
          .where(eq(bookingRequests.id, booking.id))
        expect(stored?.status, `${endpoint.name} as ${caller}`).toBe(
          endpoint.name === 'admin/booking/cancel' && allowed ? 8 : booking.status,
        )
        if (!allowed && caller !== 'visitor') {
          const refusal = response.json<{ code: string; message: string }>()
          expect(refusal.code).toBe('forbidden')
          // A staff role is told what it may not do and who may.
          if (caller === 'content' || caller === 'finance') {
            expect(refusal.message).toMatch(
              /^The (content|finance) role may not do this: bookings\.\w+ is for admin and support only\.$/,
            )
          }
        }
      }
    },
  )

  it('tells each role its sections, for the navigation', async () => {
    const sections = async (role: StaffRole) =>
      (await call('GET', '/crm/api/admin/context', await signedInAs(role))).json<{
        role: string
        sections: string[]
      }>()
    expect(await sections('support')).toMatchObject({
      role: 'support',
      sections: ['bookings', 'support'],
    })
    expect(await sections('content')).toMatchObject({ role: 'content', sections: ['content'] })
    expect((await sections('admin')).sections).toContain('bookings')
  })

  it('refuses a staff session made before the account became staff (no admin login)', async () => {
    const user = await harness.signedInUser({ staffRole: 'admin', isAdminAuth: false })
    const response = await call('GET', '/crm/api/admin/context', user)
    expect(response.statusCode).toBe(403)
  })

  it('finds a booking by number, link, the account’s e-mail, the contact’s e-mail, phone and a tourist’s name', async () => {
    const owner = await harness.signedInUser()
    const booking = await harness.book(owner)
    const marker = `${String(booking.id)}x${String(Date.now())}`
    await harness.db
      .update(bookingRequests)
      .set({
        contactEmail: `contact-${marker}@example.org`,
        contactPhone: '+7 (912) 345-67-89',
        contactLastName: `Zuckerhut${marker}`,
      })
      .where(eq(bookingRequests.id, booking.id))
    const support = await signedInAs('support')
    const found = async (q: string) => {
      const response = await call(
        'GET',
        `/crm/api/admin/booking/search?${new URLSearchParams({ q })}`,
        support,
      )
      expect(response.statusCode, response.body).toBe(200)
      return response.json<AdminBookingSearch>().data.map((row) => row.id)
    }
    expect(await found(`№${String(booking.id)}`)).toContain(booking.id)
    expect(await found(booking.uuid)).toEqual([booking.id])
    expect(await found(owner.email.toUpperCase())).toEqual([booking.id])
    expect(await found(`contact-${marker}@example.org`)).toEqual([booking.id])
    expect(await found(`Zuckerhut${marker}`)).toEqual([booking.id])
    expect(await found('Tourist1 Example')).toContain(booking.id)
    expect(await found('912 345 67 89')).toContain(booking.id)
    expect(await found('%')).toEqual([])
    const [row] = (
      await call('GET', `/crm/api/admin/booking/search?q=${booking.uuid}`, support)
    ).json<AdminBookingSearch>().data
    expect(row).toMatchObject({
      contact_email: `contact-${marker}@example.org`,
      contact_phone: '+7 (912) 345-67-89',
      tourists_count: 1,
      paid_minor: 0,
    })
  })

  it('answers 404 for a booking that does not exist', async () => {
    const support = await signedInAs('support')
    expect((await call('GET', '/crm/api/admin/booking/view?id=99999999', support)).statusCode).toBe(
      404,
    )
    expect(
      (await call('GET', '/crm/api/admin/booking/history?id=99999999', support)).statusCode,
    ).toBe(404)
  })

  it('support cancels a paid booking with everything back: refunded through the provider once, in the ledger, the history and the audit log', async () => {
    const owner = await harness.signedInUser()
    const booking = await prepaidBooking(owner)
    const support = await signedInAs('support')

    const view = await call('GET', `/crm/api/admin/booking/view?id=${String(booking.id)}`, support)
    expect(view.statusCode, view.body).toBe(200)
    const before = view.json<AdminBooking>()
    expect(before.can_cancel).toBe(true)
    expect(before.refund).toEqual({
      by_rules: booking.price.paid,
      by_policy: booking.price.paid,
      currency: booking.currency,
    })
    expect(before.booking.contact.email).toBe('anna.booker@example.com')

    const cancel = () =>
      call('POST', '/crm/api/admin/booking/cancel', support, {
        id: booking.id,
        message: 'The tourist asked support by phone.',
        refund: 'rules',
      })
    const cancelled = await cancel()
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const after = cancelled.json<AdminBooking>()
    expect(after.booking.status).toBe(8)
    expect(after.can_cancel).toBe(false)
    expect(after.booking.refunds).toEqual([
      expect.objectContaining({
        reason: 'cancellation',
        amount: booking.price.paid,
        status: 'refunded',
      }),
    ])

    // Again: refused, and nothing more is refunded.
    const again = await cancel()
    expect(again.statusCode).toBe(409)
    const ledger = await harness.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.bookingId, booking.id))
    expect(ledger.map((refund) => [refund.amountMinor, refund.status])).toEqual([
      [booking.price.paid, 'refunded'],
    ])

    const audit = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'booking'), eq(auditLog.objectId, String(booking.id))))
      .orderBy(auditLog.id)
    expect(audit.map((row) => [row.action, row.actorKind, row.actorUserId])).toEqual([
      ['booking.cancel-by-admin', 'admin', support.id],
      ['booking.refund', 'admin', support.id],
    ])
    expect(audit[1]!.after).toEqual({
      amount_minor: booking.price.paid,
      currency: booking.currency,
      chosen: false,
    })

    const history = await call(
      'GET',
      `/crm/api/admin/booking/history?id=${String(booking.id)}`,
      support,
    )
    expect(history.statusCode, history.body).toBe(200)
    const entries = history.json<AdminBookingHistory>().data
    const statusMoves = entries.filter((entry) => entry.kind === 'status')
    expect(statusMoves.map((entry) => [entry.action, entry.from_status, entry.to_status])).toEqual([
      ['create', null, 2],
      ['record-prepayment', 2, 3],
      ['cancel-by-admin', 3, 8],
    ])
    expect(statusMoves.at(-1)).toMatchObject({
      actor: { kind: 'admin', name: 'Booker Test' },
      message: 'The tourist asked support by phone.',
    })
    expect(entries.filter((entry) => entry.kind === 'audit').map((entry) => entry.action)).toEqual([
      'booking.cancel-by-admin',
      'booking.refund',
    ])
    const mails = entries.filter((entry) => entry.kind === 'mail').map((entry) => entry.action)
    expect(mails).toEqual(
      expect.arrayContaining(['booking-created', 'booking-paid', 'booking-cancelled']),
    )
  })

  it('an admin refunds a manual amount, never more than was paid', async () => {
    const owner = await harness.signedInUser()
    const booking = await prepaidBooking(owner)
    const admin = await signedInAs('admin')
    const cancel = (amount: number) =>
      call('POST', '/crm/api/admin/booking/cancel', admin, {
        id: booking.id,
        message: 'Goodwill: half back.',
        refund: 'manual',
        refund_amount: amount,
      })

    const tooMuch = await cancel(booking.price.paid + 1)
    expect(tooMuch.statusCode).toBe(400)
    expect(Object.keys(tooMuch.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'refund_amount',
    ])
    const withoutAmount = await call('POST', '/crm/api/admin/booking/cancel', admin, {
      id: booking.id,
      message: 'Goodwill.',
      refund: 'manual',
    })
    expect(withoutAmount.statusCode).toBe(400)

    const half = Math.floor(booking.price.paid / 2)
    const cancelled = await cancel(half)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json<AdminBooking>().booking.refunds.map((refund) => refund.amount)).toEqual([
      half,
    ])
    const [audit] = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, String(booking.id)), eq(auditLog.action, 'booking.refund')))
    expect(audit?.after).toEqual({ amount_minor: half, currency: booking.currency, chosen: true })
  })

  it('a manual refund of nothing cancels without a refund', async () => {
    const owner = await harness.signedInUser()
    const booking = await prepaidBooking(owner)
    const cancelled = await call(
      'POST',
      '/crm/api/admin/booking/cancel',
      await signedInAs('admin'),
      {
        id: booking.id,
        message: 'No-show agreed with the organizer.',
        refund: 'manual',
        refund_amount: 0,
      },
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json<AdminBooking>().booking.refunds).toEqual([])
  })
})
