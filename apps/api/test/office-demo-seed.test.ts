// Issue 40: the demo organizer's office has believable data, and it holds together as the booking,
// payment and sales rules would have left it.
import { refundDue } from '@tourmarket/domain/booking'
import type { CancellationPolicy } from '@tourmarket/domain/booking'
import { bookingRequestStatus, invoiceStatus, isSalesModel } from '@tourmarket/domain/enums'
import type { BookingRequestStatus } from '@tourmarket/domain/enums'
import { monthSales } from '@tourmarket/domain/office'
import type { CalendarDate } from '@tourmarket/domain/inputs'
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPasswordHasher } from '../src/modules/accounts/passwords.ts'
import { demoOrganizerAccount } from '../src/seed/demo-accounts.ts'
import { demoStaffAccount } from '../src/seed/office-demo.ts'
import { officeDemoTourists } from '../src/seed/office-demo-data.ts'
import { seedCatalogue } from '../src/seed/seed.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'

const today: CalendarDate = '2025-06-01'
/** The seed's "now" for a day that is not the real today: the end of that day. */
const seedNow = new Date(`${today}T23:59:59.999Z`)
/** A catalogue in which the demo organizer has enough tours and dates for every office state. */
const options = { tours: 600, seed: 1, today, demoAccounts: true } as const
const touristEmails = officeDemoTourists.map((tourist) => tourist.email)

type OfficeBooking = {
  id: number
  status: BookingRequestStatus
  tourists_count: number
  total_minor: number
  prepayment_minor: number
  currency: string
  start_date: string
  created_at: Instant
  confirmation_deadline: Instant | null
  cancel_reason: string | null
  policy: CancellationPolicy
  tour_commission: string | null
}

/** A timestamp as raw SQL answers it: a Date from one driver, its text from another. */
type Instant = Date | string
const instant = (value: Instant): Date => new Date(value)

type InvoiceRow = { id: number; booking_id: number; kind: string; status: number; amount: number }

describe.each(testDatabases)('issue 40 demo office seed on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)
  let organizerId = 0
  let bookings: OfficeBooking[] = []
  let invoices: InvoiceRow[] = []

  async function rows<T>(query: SQL): Promise<T[]> {
    return (await testDatabase.database.db.execute(query)).rows as T[]
  }

  beforeAll(async () => {
    await seedCatalogue(testDatabase.database, options)
    const [organizer] = await rows<{ organizer_id: number }>(
      sql`select organizer_id from users where email = ${demoOrganizerAccount.email}`,
    )
    organizerId = organizer!.organizer_id
    bookings = await rows<OfficeBooking>(
      sql`select b.id, b.status, b.tourists_count, b.total_minor, b.prepayment_minor, b.currency,
                 d.start_date::text, b.created_at, b.confirmation_deadline, b.cancel_reason,
                 b.cancellation_policy as policy, t.commission_percent::text as tour_commission
          from booking_requests b join tour_dates d on d.id = b.tour_date_id join tours t on t.id = b.tour_id
          where b.organizer_id = ${organizerId}
            and b.contact_email in ${touristEmails}
          order by b.id`,
    )
    invoices = await rows<InvoiceRow>(
      sql`select i.id, i.booking_id, i.kind, i.status, i.amount_minor as amount from invoices i
          where i.booking_id in ${bookings.map((booking) => booking.id)} order by i.id`,
    )
  })

  const invoicesOf = (id: number) => invoices.filter((invoice) => invoice.booking_id === id)
  const sum = (list: readonly InvoiceRow[], status: number) =>
    list
      .filter((invoice) => invoice.status === status)
      .reduce((total, invoice) => total + invoice.amount, 0)

  it('gives the demo organizer bookings in every state the office shows', () => {
    const perStatus = new Map<number, number>()
    for (const booking of bookings)
      perStatus.set(booking.status, (perStatus.get(booking.status) ?? 0) + 1)
    expect(Object.fromEntries(perStatus)).toEqual({ 1: 3, 2: 2, 3: 4, 4: 2, 5: 1, 6: 1 })
    for (const booking of bookings.filter((b) => b.status === bookingRequestStatus.pendingConfirm))
      expect(instant(booking.confirmation_deadline!).getTime()).toBeGreaterThan(seedNow.getTime())
    const ended = bookings.filter((booking) => booking.status >= 5)
    expect(ended.every((booking) => (booking.cancel_reason ?? '').length > 10)).toBe(true)
  })

  it('takes the seats the bookings hold off their dates, and only those', async () => {
    const dates = await rows<{ id: number; seats: number; free: number; held: number }>(
      sql`select d.id, d.number_of_seats as seats, d.number_of_free_seats as free,
                 coalesce(sum(b.tourists_count) filter (where b.status between 1 and 4), 0)::int as held
          from tour_dates d join booking_requests b on b.tour_date_id = d.id
          where b.organizer_id = ${organizerId}
          group by d.id`,
    )
    expect(dates.length).toBeGreaterThanOrEqual(8)
    for (const date of dates) expect(date.free).toBe(date.seats - date.held)
    // Bookings awaiting the organizer are on dates that are not guaranteed.
    const [waiting] = await rows<{ guaranteed: number }>(
      sql`select count(*)::int as guaranteed from booking_requests b join tour_dates d on d.id = b.tour_date_id
          where b.organizer_id = ${organizerId} and b.status = 1 and not d.not_guaranteed`,
    )
    expect(waiting?.guaranteed).toBe(0)
  })

  it('keeps every booking’s invoices in step with its status', () => {
    for (const booking of bookings) {
      const own = invoicesOf(booking.id)
      const paid = sum(own, invoiceStatus.payed)
      const open = sum(own, invoiceStatus.new)
      const canceled = sum(own, invoiceStatus.canceled)
      const first = own[0]!
      expect(first.amount, `booking ${booking.id}`).toBe(booking.prepayment_minor)
      switch (booking.status) {
        case bookingRequestStatus.pendingConfirm:
        case bookingRequestStatus.pendingPrepayment:
          expect(own.map((invoice) => invoice.status)).toEqual([invoiceStatus.new])
          break
        case bookingRequestStatus.madePrepayment:
          expect(first.status).toBe(invoiceStatus.payed)
          expect({ total: paid + open, canceled }).toEqual({
            total: booking.total_minor,
            canceled: 0,
          })
          break
        case bookingRequestStatus.tourComplete:
          expect({ paid, open, canceled }).toEqual({
            paid: booking.total_minor,
            open: 0,
            canceled: 0,
          })
          break
        case bookingRequestStatus.canceledByTourist:
          expect({ paid, open }).toEqual({ paid: booking.prepayment_minor, open: 0 })
          break
        case bookingRequestStatus.canceledByAuthor:
          expect({ paid, open, canceled }).toEqual({
            paid: 0,
            open: 0,
            canceled: booking.prepayment_minor,
          })
          break
        default:
          throw new Error(`Unexpected status ${String(booking.status)} of booking ${booking.id}`)
      }
    }
  })

  it('records each payment as the sandbox leaves it, and the refund the policy gives', async () => {
    const payments = await rows<{
      invoice_id: number
      invoice_status: number
      attempts: number
      session_amount: number | null
      session_invoice: number | null
      amount: number
      events: number
    }>(
      sql`select i.id as invoice_id, i.status as invoice_status, i.amount_minor as amount,
                 count(a.id)::int as attempts, max(s.amount_minor) as session_amount, max(s.invoice_id) as session_invoice,
                 (select count(*)::int from payment_events e where e.provider = 'sandbox' and e.payload->'data'->>'session_id' = max(s.id)) as events
          from invoices i
          left join payment_attempts a on a.invoice_id = i.id and a.status = 'succeeded' and a.provider = 'sandbox'
            and a.provider_payment_id = a.provider_session_id
          left join sandbox_checkout_sessions s on s.id = a.provider_session_id
          where i.id in ${invoices.map((invoice) => invoice.id)}
          group by i.id order by i.id`,
    )
    for (const payment of payments) {
      const paid = payment.invoice_status === invoiceStatus.payed
      expect(payment, `invoice ${payment.invoice_id}`).toMatchObject(
        paid
          ? {
              attempts: 1,
              session_amount: payment.amount,
              session_invoice: payment.invoice_id,
              events: 1,
            }
          : { attempts: 0, events: 0 },
      )
    }
    const cancelled = bookings.find(
      (booking) => booking.status === bookingRequestStatus.canceledByTourist,
    )!
    const [change] = await rows<{ at: Instant }>(
      sql`select created_at as at from booking_status_changes where booking_id = ${cancelled.id} and to_status = 5`,
    )
    const due = refundDue(cancelled.policy, {
      paidMinor: sum(invoicesOf(cancelled.id), invoiceStatus.payed),
      startDate: cancelled.start_date,
      today: instant(change!.at).toISOString().slice(0, 10),
    })
    expect(due.amountMinor).toBeGreaterThan(0)
    const refunds = await rows<{ amount: number; status: string; reason: string; sandbox: number }>(
      sql`select r.amount_minor as amount, r.status, r.reason,
                 (select sum(x.amount_minor)::int from sandbox_refunds x where x.id = r.provider_refund_id) as sandbox
          from payment_refunds r where r.booking_id = ${cancelled.id}`,
    )
    expect(refunds.reduce((total, refund) => total + refund.amount, 0)).toBe(due.amountMinor)
    for (const refund of refunds)
      expect(refund).toMatchObject({
        status: 'refunded',
        reason: 'cancellation',
        sandbox: refund.amount,
      })
    const [others] = await rows<{ count: number }>(
      sql`select count(*)::int as count from payment_refunds
          where booking_id in ${bookings.map((booking) => booking.id)} and booking_id <> ${cancelled.id}`,
    )
    expect(others?.count).toBe(0)
  })

  it('writes a status history that leads, move by move, to each booking’s status', async () => {
    const changes = await rows<{
      booking_id: number
      from_status: number | null
      to_status: number
      transition: string
      actor_kind: string
      created_at: Instant
    }>(
      sql`select booking_id, from_status, to_status, transition, actor_kind, created_at from booking_status_changes
          where booking_id in ${bookings.map((booking) => booking.id)} order by booking_id, id`,
    )
    for (const booking of bookings) {
      const own = changes.filter((change) => change.booking_id === booking.id)
      expect(own[0]).toMatchObject({
        from_status: null,
        transition: 'create',
        actor_kind: 'tourist',
      })
      expect(instant(own[0]!.created_at)).toEqual(instant(booking.created_at))
      for (let index = 1; index < own.length; index += 1) {
        expect(own[index]!.from_status).toBe(own[index - 1]!.to_status)
        expect(instant(own[index]!.created_at) >= instant(own[index - 1]!.created_at)).toBe(true)
      }
      expect(own.at(-1)!.to_status, `booking ${booking.id}`).toBe(booking.status)
    }
  })

  it('pays out each settled month what its sales come to, and leaves the open months due', async () => {
    const [terms] = await rows<{ sales_model: number; commission: string }>(
      sql`select sales_model, commission_percent::text as commission from organizers where id = ${organizerId}`,
    )
    if (!isSalesModel(terms!.sales_model)) throw new Error('The demo organizer has no sales model')
    const payouts = await rows<{
      month: string
      currency: string
      amount: number
      paid_at: Instant
    }>(
      sql`select month, currency, amount_minor as amount, paid_at from organizer_payouts where organizer_id = ${organizerId}`,
    )
    expect(new Set(payouts.map((payout) => payout.month)).size).toBeGreaterThanOrEqual(2)
    const refunded = await rows<{ booking_id: number; amount: number }>(
      sql`select booking_id, sum(amount_minor)::int as amount from payment_refunds group by booking_id`,
    )
    expect(payouts.every((payout) => instant(payout.paid_at) <= seedNow)).toBe(true)
    for (const month of new Set(payouts.map((payout) => payout.month))) {
      const made = bookings.filter((booking) =>
        instant(booking.created_at).toISOString().startsWith(month),
      )
      const figures = monthSales(
        { salesModel: terms!.sales_model, commissionPercent: Number(terms!.commission) },
        made.map((booking) => ({
          status: booking.status,
          touristsCount: booking.tourists_count,
          currency: booking.currency,
          paidMinor: sum(invoicesOf(booking.id), invoiceStatus.payed),
          refundedMinor: refunded.find((refund) => refund.booking_id === booking.id)?.amount ?? 0,
          tourCommissionPercent:
            booking.tour_commission === null ? null : Number(booking.tour_commission),
        })),
        payouts
          .filter((payout) => payout.month === month)
          .map((payout) => ({
            currency: payout.currency,
            amountMinor: payout.amount,
          })),
      )
      for (const row of figures) expect(row, month).toMatchObject({ dueMinor: 0 })
    }
    expect(payouts.some((payout) => payout.month === today.slice(0, 7))).toBe(false)
  })

  it('leaves a draft and a hidden tour, dates the replies, and brings a colleague and an unread chat', async () => {
    const statuses = await rows<{ status: string; published: boolean; count: number }>(
      sql`select status, is_published as published, count(*)::int as count from tours
          where organizer_id = ${organizerId} group by status, is_published order by status`,
    )
    expect(statuses.filter((row) => row.status !== 'published')).toEqual([
      { status: 'draft', published: false, count: 1 },
      { status: 'hidden', published: false, count: 1 },
    ])
    const [replies] = await rows<{ replied: number; misdated: number; unanswered: number }>(
      sql`select count(organizer_reply)::int as replied,
                 count(*) filter (where organizer_reply is not null and (organizer_replied_at is null
                   or organizer_replied_at < created_at or organizer_replied_at > ${today}::date))::int as misdated,
                 count(*) filter (where organizer_reply is null)::int as unanswered
          from reviews where organizer_id = ${organizerId}`,
    )
    expect(replies!.replied).toBeGreaterThan(0)
    expect(replies!.misdated).toBe(0)
    expect(replies!.unanswered).toBeGreaterThan(0)
    const chats = await rows<{ unread: boolean; mailed: boolean }>(
      sql`select counterpart_read_message_id < last_message_id as unread,
                 counterpart_mailed_message_id = last_message_id as mailed
          from chats where organizer_id = ${organizerId}`,
    )
    expect(chats.map((chat) => chat.unread).sort()).toEqual([false, true])
    expect(chats.every((chat) => chat.mailed)).toBe(true)
    const [staff] = await rows<{ role: string; organizer_id: number; password_hash: string }>(
      sql`select a.role, u.organizer_id, u.password_hash from users u
          join organizer_accounts a on a.user_id = u.id and a.organizer_id = u.organizer_id
          where u.email = ${demoStaffAccount.email}`,
    )
    expect(staff).toMatchObject({ role: 'staff', organizer_id: organizerId })
    expect(
      await createPasswordHasher().verify(demoStaffAccount.password, staff!.password_hash),
    ).toBe(true)
    const [tourists] = await rows<{ passwords: number }>(
      sql`select count(password_hash)::int as passwords from users where email in ${touristEmails}`,
    )
    expect(tourists?.passwords).toBe(0)
  })

  it('seeds the same office again on --reset, with the sandbox provider’s records started afresh', async () => {
    const office = sql`select (select string_agg(status::text, ',' order by id) from booking_requests) as statuses,
        (select count(*)::int from organizer_payouts) as payouts,
        (select count(*)::int from chat_messages) as messages,
        (select count(*)::int from sandbox_refunds) as refunds,
        (select count(*)::int from users where email in ${[...touristEmails, demoStaffAccount.email]}) as accounts`
    const [before] = await rows<Record<string, unknown>>(office)
    await seedCatalogue(testDatabase.database, { ...options, reset: true })
    const [after] = await rows<Record<string, unknown>>(office)
    expect(after).toEqual(before)
  })
})
