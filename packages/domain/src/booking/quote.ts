import type { BrandConfig } from '../brand/brand-config.ts'
import { bookingRequestStatus } from '../enums/index.ts'
import type { BookingRequestStatus } from '../enums/index.ts'
import { addDays } from '../inputs/calendar.ts'
import type { CalendarDate } from '../inputs/calendar.ts'
import { money, percentOf } from '../money/index.ts'
import { priceOnDay } from '../pricing/discounts.ts'
import type { DiscountTerms, DiscountedDate } from '../pricing/discounts.ts'
import { prepaymentAmount, prepaymentType } from '../pricing/tour-date.ts'
import type { PrepaymentTerms, TourDateDiscount } from '../pricing/tour-date.ts'
import {
  decideBookingTransition,
  isCanceledStatus,
  isFinalBookingStatus,
} from './booking-process.ts'
import type { BookingActor, BookingMoment, BookingTransition } from './booking-process.ts'

/** What a quote reads of a tour date (§3 tour date fields). */
export type QuoteTourDate = DiscountedDate & {
  /** §3 prepayment_type: 1 percent, 2 fixed amount per tourist, 3 full payment. */
  readonly prepaymentType: number
  /** Percent for type 1, minor units for type 2. */
  readonly prepaymentSize: number
  readonly fullPaymentDays: number
  readonly isCashbackAvailable: boolean
}

export type QuoteBrand = Pick<BrandConfig, 'cashback' | 'booking' | 'tourEmojis'>

/** A per-tourist price agreed earlier, kept when a paid booking grows (its figures stand). */
export type AgreedPrice = {
  readonly perTouristMinor: number
  readonly perTouristWithoutDiscountMinor: number
  readonly discount: TourDateDiscount | null
}

export type QuoteInput = {
  readonly date: QuoteTourDate
  readonly discounts: readonly DiscountTerms[]
  readonly touristsCount: number
  /** The booking day, in the tour's time zone. */
  readonly today: CalendarDate
  readonly brand: QuoteBrand
  /** When set, the price per tourist is this one instead of today's. */
  readonly agreedPrice?: AgreedPrice
}

export const costLineKeys = ['tourists', 'discount', 'prepayment', 'rest', 'cashback'] as const
export type CostLineKey = (typeof costLineKeys)[number]

/**
 * One line of the cost breakdown. The label is a message key (`bookingCost.{key}`) with `params`,
 * so the API words it in the request's language.
 */
export type CostLine = {
  readonly key: CostLineKey
  readonly emoji: string | null
  readonly amountMinor: number
  readonly params: Readonly<Record<string, string | number>>
}

export type BookingQuoteFigures = {
  readonly currency: DiscountedDate['currency']
  readonly touristsCount: number
  readonly pricePerTouristMinor: number
  readonly pricePerTouristWithoutDiscountMinor: number
  readonly totalMinor: number
  readonly totalWithoutDiscountMinor: number
  readonly discount: TourDateDiscount | null
  /** Due at booking: the total when there is no deposit or the full-payment deadline has passed. */
  readonly prepaymentMinor: number
  /** When the rest is due; null when everything is due at booking. */
  readonly fullPaymentDate: CalendarDate | null
  readonly cashbackMinor: number | null
  readonly lines: readonly CostLine[]
}

/** §3 prepayment_type and prepayment_size as terms; an unknown type is broken data. */
export function prepaymentTermsOf(date: QuoteTourDate): PrepaymentTerms {
  switch (date.prepaymentType) {
    case prepaymentType.percent:
      return { type: prepaymentType.percent, percent: date.prepaymentSize }
    case prepaymentType.fixedAmount:
      return {
        type: prepaymentType.fixedAmount,
        amount: money(date.prepaymentSize, date.currency),
      }
    case prepaymentType.fullPayment:
      return { type: prepaymentType.fullPayment }
    default:
      throw new RangeError(`Unknown prepayment type ${String(date.prepaymentType)}`)
  }
}

function assertTouristsCount(count: number): void {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`A booking has at least one tourist, got ${String(count)}`)
  }
}

/**
 * What a booking of `date` for `touristsCount` tourists costs when made on `today` (decision
 * 0016): the price per tourist after the best automatic discount of that day, the total, the
 * prepayment by §3 prepayment_type, the full-payment deadline (start − full_payment_days; once it
 * has passed everything is due now), the brand's cashback when the date offers it, and the lines.
 */
export function quoteBooking(input: QuoteInput): BookingQuoteFigures {
  const { date, touristsCount, today, brand } = input
  assertTouristsCount(touristsCount)
  const price = input.agreedPrice ?? todaysPrice(date, input.discounts, today)
  const totalWithoutDiscountMinor = price.perTouristWithoutDiscountMinor * touristsCount
  const deposit = prepaymentAmount(
    prepaymentTermsOf(date),
    money(price.perTouristMinor, date.currency),
  )
  const { totalMinor, prepaymentMinor, fullPaymentDate } = paymentSchedule({
    perTouristMinor: price.perTouristMinor,
    depositPerTouristMinor: deposit.amountMinor,
    touristsCount,
    startDate: date.startDate,
    fullPaymentDays: date.fullPaymentDays,
    today,
  })
  const cashbackMinor =
    brand.cashback.isActive && date.isCashbackAvailable
      ? percentOf(money(totalMinor, date.currency), brand.cashback.percent).amountMinor
      : null
  const figures = {
    currency: date.currency,
    touristsCount,
    pricePerTouristMinor: price.perTouristMinor,
    pricePerTouristWithoutDiscountMinor: price.perTouristWithoutDiscountMinor,
    totalMinor,
    totalWithoutDiscountMinor,
    discount: price.discount,
    prepaymentMinor,
    fullPaymentDate,
    cashbackMinor,
  }
  return { ...figures, lines: costLines(figures, brand) }
}

export type PaymentSchedule = {
  readonly totalMinor: number
  /** Due at booking. */
  readonly prepaymentMinor: number
  /** When the rest is due; null when everything is due at booking. */
  readonly fullPaymentDate: CalendarDate | null
}

/**
 * What a group pays and when: the deposit per tourist now and the rest by start − full_payment_days,
 * or everything now when the deposit covers the price or that deadline has passed. The quote and
 * the tour page's booking box (its "due now" before the checkout) both read it.
 */
export function paymentSchedule(input: {
  readonly perTouristMinor: number
  readonly depositPerTouristMinor: number
  readonly touristsCount: number
  readonly startDate: CalendarDate
  readonly fullPaymentDays: number
  readonly today: CalendarDate
}): PaymentSchedule {
  assertTouristsCount(input.touristsCount)
  const totalMinor = input.perTouristMinor * input.touristsCount
  const depositOnly = input.depositPerTouristMinor * input.touristsCount
  const deadline = addDays(input.startDate, -input.fullPaymentDays)
  const everythingNow = depositOnly >= totalMinor || deadline < input.today
  return {
    totalMinor,
    prepaymentMinor: everythingNow ? totalMinor : depositOnly,
    fullPaymentDate: everythingNow ? null : deadline,
  }
}

/**
 * When the price of tourists added to a booking that has been paid for is due: by the booking's
 * full-payment day while that is still ahead (the group's rest is due then too), else today. An
 * unpaid booking bills them with its first invoice instead (null: no invoice of their own).
 */
export function addedTouristsDueDate(
  booking: { readonly paidMinor: number; readonly fullPaymentDate: CalendarDate | null },
  today: CalendarDate,
): CalendarDate | null {
  if (booking.paidMinor === 0) return null
  return booking.fullPaymentDate !== null && booking.fullPaymentDate > today
    ? booking.fullPaymentDate
    : today
}

function todaysPrice(
  date: QuoteTourDate,
  discounts: readonly DiscountTerms[],
  today: CalendarDate,
): AgreedPrice {
  const { priceMinor, discount } = priceOnDay(date, discounts, today)
  return {
    perTouristMinor: priceMinor,
    perTouristWithoutDiscountMinor: date.basePriceMinor,
    discount:
      discount === undefined || priceMinor >= date.basePriceMinor
        ? null
        : { kind: discount.kind, percent: discount.percent },
  }
}

/** The figures the lines are drawn from; a stored booking has them too. */
export type CostFigures = Omit<BookingQuoteFigures, 'lines' | 'currency'>

/**
 * The cost breakdown: the undiscounted price of the group, the discount (negative), what is due
 * at booking and what later, and the cashback. Each line carries the brand's emoji for its key
 * when the brand decorates the cost calculation (booking.isCostCalculationWithEmoji).
 */
export function costLines(figures: CostFigures, brand: QuoteBrand): CostLine[] {
  const emoji = (key: CostLineKey): string | null =>
    brand.booking.isCostCalculationWithEmoji && Object.hasOwn(brand.tourEmojis, key)
      ? (brand.tourEmojis[key] ?? null)
      : null
  const line = (
    key: CostLineKey,
    amountMinor: number,
    params: Readonly<Record<string, string | number>> = {},
  ): CostLine => ({ key, emoji: emoji(key), amountMinor, params })
  const lines: CostLine[] = [
    line('tourists', figures.totalWithoutDiscountMinor, {
      count: figures.touristsCount,
    }),
  ]
  if (figures.discount !== null && figures.totalMinor < figures.totalWithoutDiscountMinor) {
    lines.push(
      line('discount', figures.totalMinor - figures.totalWithoutDiscountMinor, {
        percent: figures.discount.percent,
      }),
    )
  }
  lines.push(line('prepayment', figures.prepaymentMinor))
  if (figures.fullPaymentDate !== null && figures.totalMinor > figures.prepaymentMinor) {
    lines.push(
      line('rest', figures.totalMinor - figures.prepaymentMinor, {
        date: figures.fullPaymentDate,
      }),
    )
  }
  if (figures.cashbackMinor !== null) {
    lines.push(line('cashback', figures.cashbackMinor, { percent: brand.cashback.percent }))
  }
  return lines
}

/**
 * The date the rest of the price is due, shown as the cost breakdown's 'rest' line; null when no
 * more is due: the booking is finished or cancelled, or has been paid in full.
 */
export function restDueDate(
  fullPaymentDate: string | null,
  booking: {
    readonly status: BookingRequestStatus
    readonly paidMinor: number
    readonly totalMinor: number
  },
): string | null {
  if (isFinalBookingStatus(booking.status) || booking.paidMinor >= booking.totalMinor) return null
  return fullPaymentDate
}

/** Tourist fields a brand collects on top of the names and birthday (its touristsForm). */
export type CollectedTouristField = 'passport' | 'weight_kg'

/** The collected fields a tourist left empty: passport iff collectPassport, weight iff collectWeight. */
export function missingTouristFields(
  tourist: { readonly passport?: string | null; readonly weight_kg?: number | null },
  form: BrandConfig['touristsForm'],
): CollectedTouristField[] {
  const missing: CollectedTouristField[] = []
  if (form.collectPassport && (tourist.passport ?? '').trim() === '') missing.push('passport')
  if (form.collectWeight && (tourist.weight_kg ?? null) === null) missing.push('weight_kg')
  return missing
}

/** Who looks at a booking: its owner, its organizer, an admin, or someone holding the uuid link. */
export type BookingViewer = 'owner' | 'organizer' | 'admin' | 'link'

/** The status machine's actor for a viewer: whoever holds the link acts as the tourist. */
export function bookingActorOf(viewer: BookingViewer): BookingActor {
  switch (viewer) {
    case 'owner':
    case 'link':
      return 'tourist'
    case 'organizer':
      return 'organizer'
    case 'admin':
      return 'admin'
    default: {
      const unhandled: never = viewer
      throw new Error(`Unknown booking viewer: ${String(unhandled)}`)
    }
  }
}

/**
 * The cancelling transition a viewer means (decision 0016 request/cancel): the owner cancels as
 * the tourist; the organizer declines an unconfirmed request and cancels a confirmed one; an
 * admin cancels as admin. A link holder may read and pay, not cancel.
 */
export function cancelTransitionFor(
  viewer: BookingViewer,
  status: BookingRequestStatus,
): BookingTransition | null {
  switch (viewer) {
    case 'owner':
      return 'cancel-by-tourist'
    case 'organizer':
      return status === bookingRequestStatus.pendingConfirm ? 'decline' : 'cancel-by-author'
    case 'admin':
      return 'cancel-by-admin'
    case 'link':
      return null
    default: {
      const unhandled: never = viewer
      throw new Error(`Unknown booking viewer: ${String(unhandled)}`)
    }
  }
}

export type BookingState = {
  readonly status: BookingRequestStatus
  readonly moment: BookingMoment
  readonly touristsCount: number
  readonly paidMinor: number
}

function isOpenBeforeStart(state: BookingState): boolean {
  return !isFinalBookingStatus(state.status) && state.moment.now < state.moment.tourStartsAt
}

/**
 * Decision 0016: a tourist's data can be edited while the booking is not final and the tour has
 * not started; a tourist can be removed on the same terms, when others remain and nothing is paid.
 */
export function touristPermissions(state: BookingState): {
  readonly canEdit: boolean
  readonly canDelete: boolean
} {
  const canEdit = isOpenBeforeStart(state)
  return { canEdit, canDelete: canEdit && state.touristsCount > 1 && state.paidMinor === 0 }
}

/** Why an operator may not move a booking to another date now; null when they may. */
export type OperatorDateChangeRefusal = 'canceled' | 'completed' | 'started'

/**
 * Issue 43: an operator (console) moves a booking to another date of its tour while it is neither
 * cancelled nor completed and its trip has not started, paid or not. The price stays what the
 * tourist agreed: a booking's figures are fixed when it is made and no date change reprices it.
 */
export function operatorDateChangeRefusal(
  state: Pick<BookingState, 'status' | 'moment'>,
): OperatorDateChangeRefusal | null {
  if (isCanceledStatus(state.status)) return 'canceled'
  if (isFinalBookingStatus(state.status)) return 'completed'
  if (state.moment.now >= state.moment.tourStartsAt) return 'started'
  return null
}

export type ViewerActions = {
  readonly canCancel: boolean
  readonly canPay: boolean
  readonly canAddTourists: boolean
  readonly canChangeDate: boolean
  readonly canEditTourists: boolean
}

/** What this viewer may do now, from the status machine and the booking's money and seats. */
export function viewerActions(
  viewer: BookingViewer,
  state: BookingState & { readonly hasNewInvoice: boolean; readonly freeSeats: number },
): ViewerActions {
  const cancel = cancelTransitionFor(viewer, state.status)
  const tourist = viewer === 'owner' || viewer === 'link'
  const open = isOpenBeforeStart(state)
  return {
    canCancel:
      cancel !== null &&
      decideBookingTransition(state.status, cancel, bookingActorOf(viewer), state.moment).ok,
    // Paying starts once the organizer has confirmed (2) and goes on for the rest (3).
    canPay:
      tourist &&
      state.hasNewInvoice &&
      (state.status === bookingRequestStatus.pendingPrepayment ||
        state.status === bookingRequestStatus.madePrepayment),
    canAddTourists: tourist && open && state.freeSeats > 0,
    canChangeDate:
      viewer === 'owner' &&
      open &&
      state.paidMinor === 0 &&
      (state.status === bookingRequestStatus.pendingConfirm ||
        state.status === bookingRequestStatus.pendingPrepayment),
    canEditTourists: viewer === 'owner' && touristPermissions(state).canEdit,
  }
}
