import { boolean, date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'
import { tours } from './tours.ts'

/**
 * §3 discount kinds. early_booking_dates: booked between booked_from and booked_to;
 * early_booking_days: booked at least days_before_start days ahead; seasonal: the trip starts
 * between date_from and date_to; on_tour_date: one date (tour_date_id).
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['early_booking_dates', 'early_booking_days', 'seasonal', 'on_tour_date'],
    }).notNull(),
    percent: smallint('percent').notNull(),
    bookedFrom: date('booked_from', { mode: 'string' }),
    bookedTo: date('booked_to', { mode: 'string' }),
    daysBeforeStart: smallint('days_before_start'),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    tourDateId: integer('tour_date_id'),
    /** Applied without a code when its conditions hold (§3 is_discount_auto). */
    isAuto: boolean('is_auto').notNull().default(true),
  },
  (table) => [index('discounts_tour_idx').on(table.tourId)],
)

/**
 * §3 tour date. Calendar dates in the tour's local time. Prices are integer minor units of the
 * date's own currency; price_usd_minor is the current price converted to USD at the stored rates,
 * kept so search can filter and sort across currencies in SQL.
 */
export const tourDates = pgTable(
  'tour_dates',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    durationDays: smallint('duration_days').notNull(),
    currency: text('currency').notNull(),
    /** The organizer's price before any discount (§3 price_without_discount / original_price). */
    basePriceMinor: integer('base_price_minor').notNull(),
    /** The price a tourist pays today, after the best applicable automatic discount (§3 price). */
    priceMinor: integer('price_minor').notNull(),
    priceUsdMinor: integer('price_usd_minor').notNull(),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    numberOfSeats: smallint('number_of_seats').notNull(),
    numberOfFreeSeats: smallint('number_of_free_seats').notNull(),
    flightIncluded: boolean('flight_included').notNull().default(false),
    /** The date runs only once enough tourists book (§3 not_guaranteed). */
    notGuaranteed: boolean('not_guaranteed').notNull().default(false),
    /** For a not-guaranteed date: the travellers it needs to run (null: the tour's minimum group). */
    minTravellers: smallint('min_travellers'),
    /**
     * For a not-guaranteed date: the organizer decides whether it runs this many days before the
     * start, and refunds in full by then if it does not (issue 44; guaranteeDecisionLimits).
     */
    decisionDays: smallint('decision_days').notNull().default(14),
    /** §3 prepayment_type: 1 percent of the price, 2 fixed amount per tourist, 3 no prepayment (pay in full). */
    prepaymentType: smallint('prepayment_type').notNull(),
    /** Percent for type 1, minor units for type 2. */
    prepaymentSize: integer('prepayment_size').notNull(),
    /** The rest is due this many days before the start (§3 full_payment_days). */
    fullPaymentDays: smallint('full_payment_days').notNull(),
    isCashbackAvailable: boolean('is_cashback_available').notNull().default(false),
    /** Closed by the organizer regardless of seats (§3 is_busy also holds when no seat is free). */
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (table) => [
    index('tour_dates_tour_start_idx').on(table.tourId, table.startDate),
    index('tour_dates_start_idx').on(table.startDate),
  ],
)
