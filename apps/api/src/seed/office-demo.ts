import { randomBytes, randomUUID } from 'node:crypto'
import { quoteBooking, refundDue, splitRefund } from '@tourmarket/domain/booking'
import type { BookingQuoteFigures, CancellationPolicy } from '@tourmarket/domain/booking'
import { defaultBrandId, getBrand } from '@tourmarket/domain/brand'
import { bookingRequestStatus, invoiceStatus, isSalesModel } from '@tourmarket/domain/enums'
import type {
  BookingRequestStatus,
  BrandCurrency,
  DiscountKind,
  InvoiceStatus,
} from '@tourmarket/domain/enums'
import { addDays } from '@tourmarket/domain/inputs'
import type { CalendarDate } from '@tourmarket/domain/inputs'
import { bookingSales } from '@tourmarket/domain/office'
import { priceOnDay } from '@tourmarket/domain/pricing'
import type { SalesTerms } from '@tourmarket/domain/office'
import type { InvoiceKind } from '../db/schema/bookings.ts'
import { meetKeyExpiry, meetKeyHash, newMeetKey } from '../modules/meet/keys.ts'
import { invoiceKindLabels } from '../modules/payments/provider.ts'
import {
  newSandboxId,
  SANDBOX_SESSION_LIFETIME_MS,
  sandboxCheckoutPath,
} from '../modules/payments/sandbox-provider.ts'
import type { SqlExecutor } from './bulk-insert.ts'
import { demoOrganizerAccount, hashOnce } from './demo-accounts.ts'
import type { DemoBooking } from './demo-accounts.ts'
import {
  officeDemoBookings,
  officeDemoChats,
  officeDemoTourists,
  travelInfo,
} from './office-demo-data.ts'
import type { MadeAt, OfficeDemoBookingPlan, OfficeDemoOutcome } from './office-demo-data.ts'
import { toUsdMinor } from './pricing.ts'
import { deriveSeed, seededUuid } from './random.ts'
import { createRandom } from '../platform/random/seeded-random.ts'

/** The demo organizer's colleague (README): staff on the same profile, so the team has two. */
export const demoStaffAccount = {
  email: 'staff@tourmarket.test',
  password: 'staff-demo-2026',
} as const

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/** How long after a booking its prepayment is paid, as a tourist going straight to checkout. */
const payAfterBooking = 25 * minute
/** A checkout opens this long before it is paid. */
const checkoutBeforePayment = 3 * minute
/** Future bookings go on dates at least this far ahead, so refunds and payment dates make sense. */
const futureDatesFromDays = 21
/** As request/create gives an organizer (bookings/use-cases/create.ts). */
const confirmationWindow = 48 * hour
/** A month's payout is made on this day of the next month. */
const payoutDayOfMonth = 5
/** Payouts are seeded for the months this far back. */
const payoutMonthsBack = 4

/**
 * The instants the demo's history is placed at: days before the seed's `today`, and for what is
 * still in flight (a request awaiting confirmation, a seat hold) minutes before now, kept inside
 * `today` so a seed for another day stays coherent.
 */
function demoClock(today: CalendarDate) {
  const dayStart = Date.parse(`${today}T00:00:00Z`)
  const now = Math.min(Math.max(Date.now(), dayStart), dayStart + day - 1)
  return {
    now: new Date(now),
    at(made: MadeAt): Date {
      return 'minutesAgo' in made
        ? new Date(now - made.minutesAgo * minute)
        : new Date(dayStart - made.daysAgo * day + made.hour * hour)
    },
    dayOf: (instant: Date): CalendarDate => instant.toISOString().slice(0, 10),
    morningOf: (date: CalendarDate, hourOfDay: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + hourOfDay * hour),
  }
}
type DemoClock = ReturnType<typeof demoClock>

type OwnTour = {
  id: number
  title: string
  duration_days: number
  reviews_count: number
  commission_percent: string | null
  policy: CancellationPolicy
  city: string
}

type DemoDate = {
  id: number
  tour_id: number
  start_date: CalendarDate
  end_date: CalendarDate
  number_of_seats: number
  currency: string
  base_price_minor: number
  price_minor: number
  prepayment_type: number
  prepayment_size: number
  full_payment_days: number
  is_cashback_available: boolean
  discount_kind: DiscountKind | null
  discount_percent: number | null
}

/** What a written booking leaves for the chats, seats and payouts that follow it. */
type WrittenBooking = {
  readonly plan: OfficeDemoBookingPlan
  readonly id: number
  readonly status: BookingRequestStatus
  readonly userId: number
  readonly tour: OwnTour
  readonly date: DemoDate
  readonly madeAt: Date
  readonly touristsCount: number
  readonly paidMinor: number
  readonly refundedMinor: number
}

type Context = {
  readonly executor: SqlExecutor
  readonly clock: DemoClock
  readonly organizerId: number
  readonly organizerUserId: number
  readonly random: ReturnType<typeof createRandom>
}

async function rowsOf<T>(executor: SqlExecutor, text: string, params: unknown[]): Promise<T[]> {
  return (await executor.query(text, params)).rows as T[]
}

async function firstRow<T>(executor: SqlExecutor, text: string, params: unknown[]): Promise<T> {
  const [row] = await rowsOf<T>(executor, text, params)
  if (row === undefined) throw new Error(`The office demo expected a row from: ${text}`)
  return row
}

/** The status each way ends at. */
const finalStatus: Readonly<Record<OfficeDemoOutcome, BookingRequestStatus>> = {
  'awaiting-confirmation': bookingRequestStatus.pendingConfirm,
  'confirmed-awaiting-payment': bookingRequestStatus.pendingPrepayment,
  'awaiting-payment': bookingRequestStatus.pendingPrepayment,
  paid: bookingRequestStatus.madePrepayment,
  completed: bookingRequestStatus.tourComplete,
  'cancelled-by-tourist': bookingRequestStatus.canceledByTourist,
  declined: bookingRequestStatus.canceledByAuthor,
}

/** Ways that start with the organizer's confirmation, on a date that is not guaranteed. */
function waitsForOrganizer(outcome: OfficeDemoOutcome): boolean {
  return (
    outcome === 'awaiting-confirmation' ||
    outcome === 'confirmed-awaiting-payment' ||
    outcome === 'declined'
  )
}

function wasPaid(outcome: OfficeDemoOutcome): boolean {
  return outcome === 'paid' || outcome === 'completed' || outcome === 'cancelled-by-tourist'
}

/**
 * Issue 40: the demo organizer's office shows a business that runs. Made with the demo accounts
 * only (never in production) for the demo tour's organizer, on its other tours (the booking demo
 * tour's dates and seats stay as the end-to-end suite expects):
 * - bookings in every state the office shows, by tourist accounts without a password, each with
 *   its tourists, status history, invoices, the sandbox's payment records and refunds as a real
 *   payment leaves them, and the seats they hold taken off their dates;
 * - one draft and one hidden tour; the organizer's replies to reviews dated;
 * - a chat with a question the organizer has not read, and one answered;
 * - payouts for the months already settled, and a staff colleague (staff@tourmarket.test).
 * Runs inside the seed's transaction after the id sequences are set; --reset truncates what it
 * made with the catalogue (users stay, and are updated).
 */
export async function seedOfficeDemo(
  executor: SqlExecutor,
  options: { readonly today: CalendarDate; readonly seed: number },
  demo: DemoBooking,
): Promise<void> {
  const organizerUser = await firstRow<{ id: number }>(
    executor,
    `select id from users where email = $1`,
    [demoOrganizerAccount.email],
  )
  const context: Context = {
    executor,
    clock: demoClock(options.today),
    organizerId: demo.organizerId,
    organizerUserId: organizerUser.id,
    random: createRandom(deriveSeed(options.seed, 'office-demo')),
  }
  // The staff password's hash (scrypt, half a second) is worked out while the bookings are written.
  const [staffPasswordHash] = await Promise.all([
    hashOnce(demoStaffAccount.password),
    seedOfficeBusiness(context, options.today, demo),
  ])
  await upsertDemoStaffAccount(executor, demo.organizerId, staffPasswordHash)
}

/** The tours' states, the bookings and what follows them: seats, replies, chats and payouts. */
async function seedOfficeBusiness(
  context: Context,
  today: CalendarDate,
  demo: DemoBooking,
): Promise<void> {
  const { executor } = context
  const tours = await ownTours(executor, demo)
  const { draft, hidden, bookable } = chooseTours(tours)
  for (const [tour, status] of [
    [draft, 'draft'],
    [hidden, 'hidden'],
  ] as const) {
    if (tour !== undefined)
      await executor.query(`update tours set status = $2, is_published = false where id = $1`, [
        tour.id,
        status,
      ])
  }
  const touristIds = await upsertDemoTourists(executor)
  const futureDates = await upcomingDates(executor, bookable, addDays(today, futureDatesFromDays))
  const written = new Map<string, WrittenBooking>()
  let completedTrips = 0
  for (const plan of officeDemoBookings) {
    let placed: { tour: OwnTour; date: DemoDate } | undefined
    if (plan.endedDaysAgo !== undefined) {
      const tour = bookable[completedTrips % Math.max(bookable.length, 1)]
      completedTrips += 1
      if (tour !== undefined)
        placed = await insertPastDate(executor, tour, addDays(today, -plan.endedDaysAgo), today)
    } else if (plan.sameDateAs !== undefined) {
      const earlier = written.get(plan.sameDateAs)
      if (earlier !== undefined) placed = { tour: earlier.tour, date: earlier.date }
    } else {
      const next = futureDates.shift()
      if (next !== undefined) {
        placed = next
        await executor.query(`update tour_dates set not_guaranteed = $2 where id = $1`, [
          next.date.id,
          waitsForOrganizer(plan.outcome),
        ])
      }
    }
    const userId = touristIds.get(plan.account)
    if (placed === undefined || userId === undefined) continue
    written.set(plan.key, await writeBooking(context, plan, placed, userId))
  }
  await settleSeats(executor, [...new Set([...written.values()].map((booking) => booking.date.id))])
  await dateReviewReplies(executor, demo.organizerId, context.organizerUserId, today)
  await writeChats(context, written)
  await writePayouts(context, written)
}

async function upsertDemoStaffAccount(
  executor: SqlExecutor,
  organizerId: number,
  passwordHash: string,
): Promise<void> {
  const staff = await firstRow<{ id: number }>(
    executor,
    `insert into users (email, email_confirmed_at, password_hash, first_name, last_name, activity_hash, organizer_id)
     values ($1, now(), $2, 'Demo', 'Staff', $3, $4)
     on conflict (email) where email is not null
     do update set organizer_id = excluded.organizer_id, password_hash = excluded.password_hash
     returning id`,
    [demoStaffAccount.email, passwordHash, randomBytes(32).toString('base64url'), organizerId],
  )
  await executor.query(
    `insert into organizer_accounts (organizer_id, user_id, role) values ($1, $2, 'staff')
     on conflict (organizer_id, user_id) do update set role = 'staff'`,
    [organizerId, staff.id],
  )
}

async function upsertDemoTourists(executor: SqlExecutor): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const tourist of officeDemoTourists) {
    const row = await firstRow<{ id: number }>(
      executor,
      `insert into users (email, email_confirmed_at, first_name, last_name, phone, language_code, activity_hash)
       values ($1, now(), $2, $3, $4, $5, $6)
       on conflict (email) where email is not null
       do update set first_name = excluded.first_name, last_name = excluded.last_name
       returning id`,
      [
        tourist.email,
        tourist.firstName,
        tourist.lastName,
        tourist.phone,
        tourist.languageCode,
        randomBytes(32).toString('base64url'),
      ],
    )
    ids.set(tourist.email, row.id)
  }
  return ids
}

/** The organizer's published tours other than the booking demo's and any tour already booked. */
async function ownTours(executor: SqlExecutor, demo: DemoBooking): Promise<OwnTour[]> {
  return rowsOf<OwnTour>(
    executor,
    `select t.id, t.title, t.duration_days, t.reviews_count, t.commission_percent::text,
            coalesce(t.cancellation_policy, o.cancellation_policy) as policy, c.name as city
     from tours t
     join organizers o on o.id = t.organizer_id
     join cities c on c.id = t.start_city_id
     where t.organizer_id = $1 and t.is_published and t.id <> $2
       and not exists (select 1 from booking_requests b where b.tour_id = t.id)
     order by t.id`,
    [demo.organizerId, demo.tourId],
  )
}

/**
 * A draft and a hidden tour from the least reviewed (a draft was never shown, so has no reviews
 * when the organizer has such a tour), when at least one other tour is left; the bookings go on
 * up to four of the rest, the most reviewed first.
 */
function chooseTours(tours: readonly OwnTour[]): {
  draft: OwnTour | undefined
  hidden: OwnTour | undefined
  bookable: OwnTour[]
} {
  const leastReviewed = [...tours].sort((a, b) => a.reviews_count - b.reviews_count || b.id - a.id)
  const [draft, hidden] = tours.length >= 3 ? leastReviewed : []
  const bookable = tours
    .filter((tour) => tour !== draft && tour !== hidden)
    .sort((a, b) => b.reviews_count - a.reviews_count || a.id - b.id)
    .slice(0, 4)
  return { draft, hidden, bookable }
}

const dateColumns = `d.id, d.tour_id, d.start_date::text, d.end_date::text, d.number_of_seats,
  d.currency, d.base_price_minor, d.price_minor, d.prepayment_type, d.prepayment_size,
  d.full_payment_days, d.is_cashback_available, x.kind as discount_kind, x.percent as discount_percent`

/** Open dates of the tours from `from` on, taken in turn from each tour so several have bookings. */
async function upcomingDates(
  executor: SqlExecutor,
  tours: readonly OwnTour[],
  from: CalendarDate,
): Promise<{ tour: OwnTour; date: DemoDate }[]> {
  const dates = await rowsOf<DemoDate>(
    executor,
    `select ${dateColumns} from tour_dates d left join discounts x on x.id = d.discount_id
     where d.tour_id = any($1::int4[]) and d.start_date >= $2 and not d.is_closed
     order by d.start_date, d.id`,
    [tours.map((tour) => tour.id), from],
  )
  const perTour = tours.map((tour) => ({
    tour,
    dates: dates.filter((date) => date.tour_id === tour.id),
  }))
  const turns: { tour: OwnTour; date: DemoDate }[] = []
  for (let index = 0; perTour.some((entry) => index < entry.dates.length); index += 1) {
    for (const entry of perTour) {
      const date = entry.dates[index]
      if (date !== undefined) turns.push({ tour: entry.tour, date })
    }
  }
  return turns
}

type DiscountRow = {
  id: number
  kind: DiscountKind
  percent: number
  is_auto: boolean
  booked_from: CalendarDate | null
  booked_to: CalendarDate | null
  days_before_start: number | null
  date_from: CalendarDate | null
  date_to: CalendarDate | null
  tour_date_id: number | null
}

/**
 * A closed date of the tour that ended on `end`, with its first date's terms (as seedDemoPastTrips)
 * and priced as the catalogue prices every date: the base after the best automatic discount on
 * the seed's today, in USD at the seeded rate.
 */
async function insertPastDate(
  executor: SqlExecutor,
  tour: OwnTour,
  end: CalendarDate,
  today: CalendarDate,
): Promise<{ tour: OwnTour; date: DemoDate } | undefined> {
  const start = addDays(end, -(Math.max(tour.duration_days, 1) - 1))
  const [template] = await rowsOf<{ currency: string; base_price_minor: number; units: string }>(
    executor,
    `select d.currency, d.base_price_minor, r.units_per_usd_micros::text as units
     from tour_dates d join currency_rates r on r.currency = d.currency
     where d.tour_id = $1 order by d.start_date, d.id limit 1`,
    [tour.id],
  )
  if (template === undefined) return undefined
  const discounts = await rowsOf<DiscountRow>(
    executor,
    `select id, kind, percent, is_auto, booked_from::text, booked_to::text, days_before_start,
       date_from::text, date_to::text, tour_date_id
     from discounts where tour_id = $1`,
    [tour.id],
  )
  const price = priceOnDay(
    {
      id: 0,
      startDate: start,
      currency: template.currency as BrandCurrency,
      basePriceMinor: template.base_price_minor,
    },
    discounts.map((discount) => ({
      id: discount.id,
      kind: discount.kind,
      percent: discount.percent,
      isAuto: discount.is_auto,
      bookedFrom: discount.booked_from,
      bookedTo: discount.booked_to,
      daysBeforeStart: discount.days_before_start,
      dateFrom: discount.date_from,
      dateTo: discount.date_to,
      tourDateId: discount.tour_date_id,
    })),
    today,
  )
  const inserted = await firstRow<{ id: number }>(
    executor,
    `insert into tour_dates (tour_id, start_date, end_date, duration_days, currency, base_price_minor,
       price_minor, price_usd_minor, discount_id, number_of_seats, number_of_free_seats,
       prepayment_type, prepayment_size, full_payment_days, is_cashback_available, is_closed)
     select tour_id, $2, $3, duration_days, currency, base_price_minor, $4, $5, $6, number_of_seats,
       number_of_seats, prepayment_type, prepayment_size, full_payment_days, is_cashback_available, true
     from tour_dates where tour_id = $1 order by start_date, id limit 1
     returning id`,
    [
      tour.id,
      start,
      end,
      price.priceMinor,
      toUsdMinor(price.priceMinor, Number(template.units)),
      price.discount?.id ?? null,
    ],
  )
  const date = await firstRow<DemoDate>(
    executor,
    `select ${dateColumns} from tour_dates d left join discounts x on x.id = d.discount_id where d.id = $1`,
    [inserted.id],
  )
  return { tour, date }
}

/** What the booking cost when it was made: the date's price then, by the quote bookings use. */
function quoteOf(date: DemoDate, touristsCount: number, bookingDay: CalendarDate) {
  const discount =
    date.discount_kind !== null &&
    date.discount_percent !== null &&
    date.price_minor < date.base_price_minor
      ? { kind: date.discount_kind, percent: date.discount_percent }
      : null
  return quoteBooking({
    date: {
      id: date.id,
      startDate: date.start_date,
      currency: date.currency as BrandCurrency,
      basePriceMinor: date.base_price_minor,
      prepaymentType: date.prepayment_type,
      prepaymentSize: date.prepayment_size,
      fullPaymentDays: date.full_payment_days,
      isCashbackAvailable: date.is_cashback_available,
    },
    discounts: [],
    touristsCount,
    today: bookingDay,
    brand: getBrand(defaultBrandId),
    agreedPrice: {
      perTouristMinor: date.price_minor,
      perTouristWithoutDiscountMinor: date.base_price_minor,
      discount,
    },
  })
}

type StatusChange = {
  from: BookingRequestStatus | null
  to: BookingRequestStatus
  transition: string
  actor: 'tourist' | 'organizer' | 'system'
  message: string | null
  at: Date
}

type Payment = { attemptId: number; sessionId: string; amountMinor: number }

async function writeBooking(
  context: Context,
  plan: OfficeDemoBookingPlan,
  placed: { tour: OwnTour; date: DemoDate },
  userId: number,
): Promise<WrittenBooking> {
  const { executor, clock } = context
  const { tour, date } = placed
  const madeAt = clock.at(plan.madeAt)
  const bookingDay = clock.dayOf(madeAt)
  const quote = quoteOf(date, plan.travellers.length, bookingDay)
  const contact = officeDemoTourists.find((tourist) => tourist.email === plan.account)
  if (contact === undefined) throw new Error(`No demo tourist ${plan.account}`)
  const first = waitsForOrganizer(plan.outcome)
    ? bookingRequestStatus.pendingConfirm
    : bookingRequestStatus.pendingPrepayment
  const changes: StatusChange[] = [
    { from: null, to: first, transition: 'create', actor: 'tourist', message: null, at: madeAt },
  ]
  const endedAt =
    plan.ended === undefined
      ? null
      : new Date(madeAt.getTime() + plan.ended.daysLater * day + 2 * hour)
  if (plan.outcome === 'confirmed-awaiting-payment') {
    changes.push({
      from: first,
      to: bookingRequestStatus.pendingPrepayment,
      transition: 'confirm',
      actor: 'organizer',
      message: null,
      at: new Date(clock.now.getTime() - 20 * minute),
    })
  }
  if (plan.outcome === 'declined' && endedAt !== null) {
    changes.push({
      from: first,
      to: bookingRequestStatus.canceledByAuthor,
      transition: 'decline',
      actor: 'organizer',
      message: plan.ended?.reason ?? null,
      at: endedAt,
    })
  }
  const status = finalStatus[plan.outcome]
  const booking = await firstRow<{ id: number; uuid: string }>(
    executor,
    `insert into booking_requests (user_id, tour_id, tour_date_id, organizer_id, status,
       tourists_count, currency, price_per_tourist_minor, price_per_tourist_without_discount_minor,
       total_minor, prepayment_minor, cashback_minor, full_payment_date, discount_kind,
       discount_percent, contact_first_name, contact_last_name, contact_email, contact_phone,
       comment, cancellation_policy, cancel_reason, canceled_at, confirmation_deadline, created_at,
       updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $21, $22, $23, $24, $25, $25)
     returning id, uuid`,
    [
      userId,
      tour.id,
      date.id,
      context.organizerId,
      status,
      quote.touristsCount,
      quote.currency,
      quote.pricePerTouristMinor,
      quote.pricePerTouristWithoutDiscountMinor,
      quote.totalMinor,
      quote.prepaymentMinor,
      quote.cashbackMinor,
      quote.fullPaymentDate,
      quote.discount?.kind ?? null,
      quote.discount?.percent ?? null,
      contact.firstName,
      contact.lastName,
      contact.email,
      contact.phone,
      plan.comment,
      JSON.stringify(tour.policy),
      plan.ended?.reason ?? null,
      endedAt,
      first === bookingRequestStatus.pendingConfirm
        ? new Date(madeAt.getTime() + confirmationWindow)
        : null,
      madeAt,
    ],
  )
  await insertTravellers(executor, booking.id, plan, { city: tour.city, date })
  const firstInvoice = await insertInvoice(executor, {
    bookingId: booking.id,
    kind: quote.prepaymentMinor >= quote.totalMinor ? 'full' : 'prepayment',
    status: wasPaid(plan.outcome)
      ? invoiceStatus.payed
      : status === bookingRequestStatus.canceledByAuthor
        ? invoiceStatus.canceled
        : invoiceStatus.new,
    amountMinor: quote.prepaymentMinor,
    currency: quote.currency,
    dueDate: bookingDay,
    createdAt: madeAt,
  })
  const payments: Payment[] = []
  let refundedMinor = 0
  if (wasPaid(plan.outcome)) {
    const paidAt = new Date(madeAt.getTime() + payAfterBooking)
    const payment = await recordPayment(context, booking.uuid, tour, firstInvoice, paidAt)
    payments.push(payment.payment)
    changes.push({
      from: bookingRequestStatus.pendingPrepayment,
      to: bookingRequestStatus.madePrepayment,
      transition: firstInvoice.kind === 'prepayment' ? 'record-prepayment' : 'record-full-payment',
      actor: 'system',
      message: `Payment event ${payment.eventId}`,
      at: paidAt,
    })
    await insertMeet(executor, booking.id, date, paidAt, plan.meetingText)
    const rest = await issueRest(context, plan, booking, tour, quote, paidAt, payments, endedAt)
    if (plan.outcome === 'completed') {
      const completedAt = clock.morningOf(addDays(date.end_date, 1), 9)
      changes.push({
        from: bookingRequestStatus.madePrepayment,
        to: bookingRequestStatus.tourComplete,
        transition: 'complete',
        actor: 'organizer',
        message: null,
        at: completedAt,
      })
      await executor.query(
        `insert into review_invitations (booking_id, uuid, sent_at, created_at) values ($1, $2, $3, $3)`,
        [booking.id, seededUuid(context.random, booking.id), completedAt],
      )
    }
    if (plan.outcome === 'cancelled-by-tourist' && endedAt !== null) {
      changes.push({
        from: bookingRequestStatus.madePrepayment,
        to: bookingRequestStatus.canceledByTourist,
        transition: 'cancel-by-tourist',
        actor: 'tourist',
        message: plan.ended?.reason ?? null,
        at: endedAt,
      })
      if (rest !== null && rest.status === invoiceStatus.new)
        await executor.query(`update invoices set status = $2 where id = $1`, [
          rest.id,
          invoiceStatus.canceled,
        ])
      refundedMinor = await refundCancellation(context, booking.id, tour, date, payments, endedAt)
    }
  }
  await insertStatusChanges(context, { id: booking.id, userId }, changes)
  await executor.query(`update booking_requests set updated_at = $2 where id = $1`, [
    booking.id,
    changes.reduce((last, change) => (change.at > last ? change.at : last), madeAt),
  ])
  return {
    plan,
    id: booking.id,
    status,
    userId,
    tour,
    date,
    madeAt,
    touristsCount: quote.touristsCount,
    paidMinor: payments.reduce((sum, payment) => sum + payment.amountMinor, 0),
    refundedMinor,
  }
}

async function insertTravellers(
  executor: SqlExecutor,
  bookingId: number,
  plan: OfficeDemoBookingPlan,
  place: { city: string; date: DemoDate },
): Promise<void> {
  for (const [position, traveller] of plan.travellers.entries()) {
    await executor.query(
      `insert into booking_tourists (booking_id, position, first_name, last_name, birthday, passport,
         email, phone, food_restriction, arrival, departure)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        bookingId,
        position,
        traveller.firstName,
        traveller.lastName,
        traveller.birthday,
        traveller.passport ?? null,
        traveller.email ?? null,
        traveller.phone ?? null,
        traveller.foodRestriction ?? null,
        traveller.arrival === undefined
          ? null
          : JSON.stringify(
              travelInfo(traveller.arrival, { city: place.city, date: place.date.start_date }),
            ),
        traveller.departure === undefined
          ? null
          : JSON.stringify(
              travelInfo(traveller.departure, { city: place.city, date: place.date.end_date }),
            ),
      ],
    )
  }
}

type DemoInvoice = {
  id: number
  kind: InvoiceKind
  status: InvoiceStatus
  amountMinor: number
  currency: string
}

async function insertInvoice(
  executor: SqlExecutor,
  invoice: {
    bookingId: number
    kind: InvoiceKind
    status: InvoiceStatus
    amountMinor: number
    currency: string
    dueDate: CalendarDate | null
    createdAt: Date
  },
): Promise<DemoInvoice> {
  const row = await firstRow<{ id: number }>(
    executor,
    `insert into invoices (booking_id, kind, status, amount_minor, currency, due_date, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      invoice.bookingId,
      invoice.kind,
      invoice.status,
      invoice.amountMinor,
      invoice.currency,
      invoice.dueDate,
      invoice.createdAt,
    ],
  )
  return { id: row.id, ...invoice }
}

/**
 * An invoice paid through the sandbox as a real checkout leaves it: the provider's session (paid),
 * our checkout attempt (succeeded, its payment id the session's), the signed event received, and
 * the invoice paid at the event's time.
 */
async function recordPayment(
  context: Context,
  bookingUuid: string,
  tour: OwnTour,
  invoice: DemoInvoice,
  paidAt: Date,
): Promise<{ payment: Payment; eventId: string }> {
  const { executor } = context
  const sessionId = newSandboxId('cs_sandbox')
  const eventId = newSandboxId('evt_sandbox')
  const openedAt = new Date(paidAt.getTime() - checkoutBeforePayment)
  const query = `booking=${encodeURIComponent(bookingUuid)}`
  // The seed knows neither public origin: the paths are what a paid session never opens again.
  await executor.query(
    `insert into sandbox_checkout_sessions (id, invoice_id, amount_minor, currency, description,
       success_url, failure_url, status, idempotency_key, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'succeeded', $8, $9, $10)`,
    [
      sessionId,
      invoice.id,
      invoice.amountMinor,
      invoice.currency,
      `${invoiceKindLabels[invoice.kind]} · ${tour.title}`,
      `/success?${query}`,
      `/payment-failed?${query}`,
      `invoice-${String(invoice.id)}-${randomUUID()}`,
      openedAt,
      new Date(openedAt.getTime() + SANDBOX_SESSION_LIFETIME_MS),
    ],
  )
  const attempt = await firstRow<{ id: number }>(
    executor,
    `insert into payment_attempts (invoice_id, provider, provider_session_id, status, method,
       checkout_url, provider_payment_id, created_at, updated_at)
     values ($1, 'sandbox', $2, 'succeeded', 'card', $3, $2, $4, $5) returning id`,
    [invoice.id, sessionId, `${sandboxCheckoutPath}/${sessionId}`, openedAt, paidAt],
  )
  const event = {
    id: eventId,
    type: 'payment.succeeded',
    created: Math.floor(paidAt.getTime() / 1000),
    data: {
      session_id: sessionId,
      invoice_id: invoice.id,
      amount: invoice.amountMinor,
      currency: invoice.currency,
    },
  }
  await executor.query(
    `insert into payment_events (provider, event_id, type, payload, received_at)
     values ('sandbox', $1, 'payment.succeeded', $2, $3)`,
    [eventId, JSON.stringify(event), paidAt],
  )
  await executor.query(`update invoices set status = $2, paid_at = $3 where id = $1`, [
    invoice.id,
    invoiceStatus.payed,
    paidAt,
  ])
  return {
    payment: { attemptId: attempt.id, sessionId, amountMinor: invoice.amountMinor },
    eventId,
  }
}

/**
 * After a prepayment, the rest of the price as record-payment issues it (due on the full-payment
 * date), paid when the plan says so, or when that date is already behind (a paid booking is
 * never left overdue in the demo), or before a cancellation cancels it.
 */
async function issueRest(
  context: Context,
  plan: OfficeDemoBookingPlan,
  booking: { id: number; uuid: string },
  tour: OwnTour,
  quote: BookingQuoteFigures,
  prepaidAt: Date,
  payments: Payment[],
  cancelledAt: Date | null,
): Promise<DemoInvoice | null> {
  const restMinor = quote.totalMinor - quote.prepaymentMinor
  if (restMinor <= 0) return null
  const { clock } = context
  const rest = await insertInvoice(context.executor, {
    bookingId: booking.id,
    kind: 'payment',
    status: invoiceStatus.new,
    amountMinor: restMinor,
    currency: quote.currency,
    dueDate: quote.fullPaymentDate,
    createdAt: prepaidAt,
  })
  let paidAt: Date | null = null
  if (plan.restPaidDaysLater !== undefined) {
    paidAt = new Date(prepaidAt.getTime() + plan.restPaidDaysLater * day)
  } else if (quote.fullPaymentDate !== null && quote.fullPaymentDate <= clock.dayOf(clock.now)) {
    paidAt = new Date(
      Math.max(
        prepaidAt.getTime() + 2 * hour,
        clock.morningOf(addDays(quote.fullPaymentDate, -1), 10).getTime(),
      ),
    )
  }
  if (paidAt === null || (cancelledAt !== null && paidAt >= cancelledAt)) return rest
  const latest = new Date(clock.now.getTime() - hour)
  const payment = await recordPayment(
    context,
    booking.uuid,
    tour,
    rest,
    paidAt < latest ? paidAt : latest,
  )
  payments.push(payment.payment)
  return { ...rest, status: invoiceStatus.payed }
}

/**
 * The tourist's cancellation refund by the booking's policy on the day they cancelled, split over
 * the payments as request/cancel records it, and already sent back by the sandbox.
 */
async function refundCancellation(
  context: Context,
  bookingId: number,
  tour: OwnTour,
  date: DemoDate,
  payments: readonly Payment[],
  cancelledAt: Date,
): Promise<number> {
  const { executor, clock } = context
  const paidMinor = payments.reduce((sum, payment) => sum + payment.amountMinor, 0)
  const due = refundDue(tour.policy, {
    paidMinor,
    startDate: date.start_date,
    today: clock.dayOf(cancelledAt),
  })
  const refundedAt = new Date(cancelledAt.getTime() + minute)
  for (const part of splitRefund(
    due.amountMinor,
    payments.map((payment) => ({ id: payment.attemptId, amountMinor: payment.amountMinor })),
  )) {
    const payment = payments.find((candidate) => candidate.attemptId === part.paymentId)
    if (payment === undefined) continue
    const refundId = newSandboxId('re_sandbox')
    await executor.query(
      `insert into sandbox_refunds (id, session_id, amount_minor, currency, idempotency_key, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        refundId,
        payment.sessionId,
        part.amountMinor,
        date.currency,
        `refund-${String(payment.attemptId)}`,
        refundedAt,
      ],
    )
    if (part.amountMinor === payment.amountMinor)
      await executor.query(
        `update sandbox_checkout_sessions set status = 'refunded' where id = $1`,
        [payment.sessionId],
      )
    await executor.query(
      `insert into payment_refunds (attempt_id, booking_id, reason, amount_minor, currency, status,
         provider_refund_id, created_at, refunded_at)
       values ($1, $2, 'cancellation', $3, $4, 'refunded', $5, $6, $7)`,
      [
        payment.attemptId,
        bookingId,
        part.amountMinor,
        date.currency,
        refundId,
        cancelledAt,
        refundedAt,
      ],
    )
  }
  return due.amountMinor
}

/** The meet page a first payment gives (its key went to the organizer's mail, so nobody has it). */
async function insertMeet(
  executor: SqlExecutor,
  bookingId: number,
  date: DemoDate,
  paidAt: Date,
  meetingText: string | undefined,
): Promise<void> {
  await executor.query(
    `insert into booking_meets (booking_id, key_hash, key_expires_at, meeting_text, saved_at, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      bookingId,
      meetKeyHash(newMeetKey()),
      meetKeyExpiry(date.end_date),
      meetingText ?? '',
      meetingText === undefined ? null : new Date(paidAt.getTime() + 2 * day),
      paidAt,
    ],
  )
}

async function insertStatusChanges(
  context: Context,
  booking: { id: number; userId: number },
  changes: readonly StatusChange[],
): Promise<void> {
  const actorUserId = { tourist: booking.userId, organizer: context.organizerUserId, system: null }
  for (const change of [...changes].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    await context.executor.query(
      `insert into booking_status_changes (booking_id, from_status, to_status, transition, actor_kind,
         actor_user_id, message, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        booking.id,
        change.from,
        change.to,
        change.transition,
        change.actor,
        actorUserId[change.actor],
        change.message,
        change.at,
      ],
    )
  }
}

/** Every date with a demo booking has exactly its seats less those its bookings hold (1 to 4). */
async function settleSeats(executor: SqlExecutor, dateIds: readonly number[]): Promise<void> {
  await executor.query(
    `update tour_dates d
     set number_of_seats = greatest(d.number_of_seats, h.held),
         number_of_free_seats = greatest(d.number_of_seats, h.held) - h.held
     from (select tour_date_id, coalesce(sum(tourists_count) filter (where status between 1 and 4), 0)::int as held
           from booking_requests where tour_date_id = any($1::int4[]) group by tour_date_id) h
     where d.id = h.tour_date_id`,
    [dateIds],
  )
}

/**
 * The organizer's replies the catalogue wrote get the time and account of the reply (the office
 * lists them as answered): a few hours to two days after the review, never after today.
 */
async function dateReviewReplies(
  executor: SqlExecutor,
  organizerId: number,
  userId: number,
  today: CalendarDate,
): Promise<void> {
  await executor.query(
    `update reviews set organizer_reply_user_id = $2,
       organizer_replied_at = greatest(created_at, least(created_at + (5 + id % 7 * 7) * interval '1 hour', $3::date))
     where organizer_id = $1 and organizer_reply is not null and organizer_replied_at is null`,
    [organizerId, userId, today],
  )
}

/** The demo chats, their messages in time order across chats (message ids grow with time). */
async function writeChats(
  context: Context,
  written: ReadonlyMap<string, WrittenBooking>,
): Promise<void> {
  const { executor } = context
  const messages: {
    chat: number
    side: 'tourist' | 'organizer'
    author: number
    text: string
    at: Date
  }[] = []
  const chats: { id: number; unreadByOrganizer: boolean }[] = []
  for (const chat of officeDemoChats) {
    const booking = written.get(chat.booking)
    const firstMessage = chat.messages[0]
    if (booking === undefined || firstMessage === undefined) continue
    const at = (minutes: number) => new Date(booking.madeAt.getTime() + minutes * minute)
    const row = await firstRow<{ id: number }>(
      executor,
      `insert into chats (user_id, organizer_id, created_at) values ($1, $2, $3) returning id`,
      [booking.userId, context.organizerId, at(firstMessage.minutesAfterBooking)],
    )
    chats.push({ id: row.id, unreadByOrganizer: chat.unreadByOrganizer })
    for (const [index, message] of chat.messages.entries()) {
      messages.push({
        chat: row.id,
        side: message.side,
        author: message.side === 'tourist' ? booking.userId : context.organizerUserId,
        // The first question names the tour, as the tour page's "Ask the organizer" sends it.
        text: index === 0 ? `Tour: ${booking.tour.title}\n${message.text}` : message.text,
        at: at(message.minutesAfterBooking),
      })
    }
  }
  messages.sort((a, b) => a.at.getTime() - b.at.getTime())
  for (const message of messages) {
    await executor.query(
      `insert into chat_messages (chat_id, author_side, author_user_id, text, created_at)
       values ($1, $2, $3, $4, $5)`,
      [message.chat, message.side, message.author, message.text, message.at],
    )
  }
  // Both sides were mailed about everything (no unread-message mail waits at start-up); the
  // organizer's side has read up to its own last answer, or everything.
  for (const chat of chats) {
    await executor.query(
      `update chats c set last_message_id = m.last_id, last_message_at = m.last_at,
         tourist_read_message_id = m.last_id, tourist_mailed_message_id = m.last_id,
         counterpart_mailed_message_id = m.last_id,
         counterpart_read_message_id = case when $2 then m.organizer_last_id else m.last_id end
       from (select max(id) as last_id, max(created_at) as last_at,
                    coalesce(max(id) filter (where author_side = 'organizer'), 0) as organizer_last_id
             from chat_messages where chat_id = $1) m
       where c.id = $1`,
      [chat.id, chat.unreadByOrganizer],
    )
  }
}

/**
 * A payout for each month already settled (on the 5th of the next month), of what the office's
 * sales report gives as the month's net: the bookings made that month, paid less refunded, less
 * the commission by the profile's sales model. The month still open is due.
 */
async function writePayouts(
  context: Context,
  written: ReadonlyMap<string, WrittenBooking>,
): Promise<void> {
  const { executor, clock, organizerId } = context
  const terms = await firstRow<{ sales_model: number; commission_percent: string }>(
    executor,
    `select sales_model, commission_percent::text from organizers where id = $1`,
    [organizerId],
  )
  if (!isSalesModel(terms.sales_model)) return
  const salesTerms: SalesTerms = {
    salesModel: terms.sales_model,
    commissionPercent: Number(terms.commission_percent),
  }
  const netByMonth = new Map<string, Map<string, number>>()
  for (const booking of written.values()) {
    const month = booking.madeAt.toISOString().slice(0, 7)
    const { netMinor } = bookingSales(salesTerms, {
      status: booking.status,
      touristsCount: booking.touristsCount,
      currency: booking.date.currency,
      paidMinor: booking.paidMinor,
      refundedMinor: booking.refundedMinor,
      tourCommissionPercent:
        booking.tour.commission_percent === null ? null : Number(booking.tour.commission_percent),
    })
    const perCurrency = netByMonth.get(month) ?? new Map<string, number>()
    perCurrency.set(booking.date.currency, (perCurrency.get(booking.date.currency) ?? 0) + netMinor)
    netByMonth.set(month, perCurrency)
  }
  const now = clock.now
  for (let back = payoutMonthsBack; back >= 1; back -= 1) {
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    const month = monthStart.toISOString().slice(0, 7)
    const paidAt = new Date(
      Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, payoutDayOfMonth, 10),
    )
    if (paidAt > now) continue
    for (const [currency, amountMinor] of netByMonth.get(month) ?? []) {
      if (amountMinor <= 0) continue
      await executor.query(
        `insert into organizer_payouts (organizer_id, month, currency, amount_minor, paid_at, reference)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          organizerId,
          month,
          currency,
          amountMinor,
          paidAt,
          `TM-PO-${month}-${String(organizerId)}`,
        ],
      )
    }
  }
}
