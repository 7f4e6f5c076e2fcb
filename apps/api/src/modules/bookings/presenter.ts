import type { Booking, TravelInfoBody } from '@tourmarket/contracts'
import {
  bookingMessages,
  costLineLabelKey,
  costLines,
  restDueDate,
  outstandingAmountMinor,
  paidAmountMinor,
  refundDue,
  refundTimeline,
  touristPermissions,
  viewerActions,
} from '@tourmarket/domain/booking'
import {
  bookingRequestStatus,
  invoiceStatus,
  isBookingRequestStatus,
  isDiscountKind,
  isInvoiceStatus,
} from '@tourmarket/domain/enums'
import { calendarDateText, createTranslator } from '@tourmarket/domain/i18n'
import { addDays } from '@tourmarket/domain/inputs'
import { calendarDateInTimeZone, startOfDayInTimeZone } from '@tourmarket/domain/pricing'
import type {
  AgreedPrice,
  CancellationPolicy,
  BookingMoment,
  BookingViewer,
  CostLine,
} from '@tourmarket/domain/booking'
import type { BrandConfig } from '@tourmarket/domain/brand'
import type { BookingRequestStatus, InvoiceStatus } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { cancellationPolicyBody } from '../../platform/presenters/cancellation-policy.ts'
import { presentDepartureGuarantee } from '../../platform/presenters/departure-guarantee.ts'
import { localize } from '../../platform/i18n/localize.ts'
import { imageTemplate } from '../../platform/media-item/media-item.ts'
import { describeUpload } from '../../platform/forms/described-file.ts'
import { bookingPagePath } from './notifications.ts'
import type {
  BookableDate,
  BookingRecord,
  BookingRow,
  InvoiceRow,
  TourDateRow,
  TouristRow,
} from './repository.ts'

// How a booking reads: its state for the status machine, and its JSON for one viewer.

/** Calendar dates in a cost line (the rest's due date) read as words in the reader's language. */
function readableParams(
  params: CostLine['params'],
  language: Locale,
): Readonly<Record<string, string | number>> {
  const date = params.date
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return params
  return { ...params, date: calendarDateText(date, language, { month: 'long', year: true }) }
}

export function brokenData(what: string): Error {
  return new Error(`Booking data is inconsistent: ${what}`)
}

export function statusOf(booking: BookingRow): BookingRequestStatus {
  if (!isBookingRequestStatus(booking.status)) throw brokenData(`status ${booking.status}`)
  return booking.status
}

export function invoiceStatusOf(invoice: InvoiceRow): InvoiceStatus {
  if (!isInvoiceStatus(invoice.status)) throw brokenData(`invoice status ${invoice.status}`)
  return invoice.status
}

/** The price a booking was made at, so a change of its group keeps it. */
export function agreedPriceOf(booking: BookingRow): AgreedPrice {
  const { discountKind, discountPercent } = booking
  return {
    perTouristMinor: booking.pricePerTouristMinor,
    perTouristWithoutDiscountMinor: booking.pricePerTouristWithoutDiscountMinor,
    discount:
      discountKind !== null && isDiscountKind(discountKind) && discountPercent !== null
        ? { kind: discountKind, percent: discountPercent }
        : null,
  }
}

/** The policy the booking agreed to; one made before policies existed follows the tour's now. */
export function cancellationPolicyOf(record: BookingRecord): CancellationPolicy {
  return record.booking.cancellationPolicy ?? record.tour.cancellationPolicy
}

/** "a***@example.com": enough for the owner to recognise, too little to contact them. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '***'
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

function maskOptional(value: string | null, mask: (value: string) => string): string | null {
  return value === null ? null : mask(value)
}

/** "+1******67". */
function maskPhone(phone: string): string {
  if (phone.length <= 4) return '*'.repeat(phone.length)
  return `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`
}

export type BookingPresenterOptions = {
  readonly brand: BrandConfig
  readonly bookingBasePath: string
  /** BOOKING_HOLD_MINUTES: how long a booking awaiting its prepayment holds its seats. */
  readonly holdMinutes?: number
  readonly now: () => Date
}

export function createBookingPresenter(options: BookingPresenterOptions) {
  const { brand, bookingBasePath: basePath, now } = options
  /** The tourist fields the brand collects, for forms that add or edit tourists. */
  const form = {
    collect_passport: brand.touristsForm.collectPassport,
    collect_weight: brand.touristsForm.collectWeight,
    tickets_request_enabled: brand.booking.enableTicketsRequest,
    max_tourists: brand.booking.maxTouristsPerBooking,
  }

  function todayAt(place: Pick<BookableDate, 'timezone'>): string {
    return calendarDateInTimeZone(now(), place.timezone)
  }

  function momentOf(record: BookableDate & { booking?: BookingRow }): BookingMoment {
    return {
      now: now().getTime(),
      tourStartsAt: startOfDayInTimeZone(record.date.startDate, record.timezone),
      tourEndsAt: startOfDayInTimeZone(addDays(record.date.endDate, 1), record.timezone),
      confirmationDeadline: record.booking?.confirmationDeadline?.getTime() ?? null,
      // The prepayment is due at booking and nothing expires it automatically yet.
      prepaymentDeadline: null,
    }
  }

  function presentLines(lines: readonly CostLine[], language: Locale) {
    const translate = createTranslator(language, bookingMessages)
    return lines.map((line) => ({
      key: line.key,
      emoji: line.emoji,
      label: translate(costLineLabelKey(line.key), readableParams(line.params, language)),
      amount: line.amountMinor,
    }))
  }

  function tourSummary(place: BookableDate, language: Locale) {
    return {
      id: place.tour.id,
      name: localize(language, place.tour.title, place.tour.titleRu),
      slug: place.tour.slug,
      image: imageTemplate(place.tour.coverKey),
      program_id: place.tour.defaultProgramId,
    }
  }

  function dateSummary(date: TourDateRow, tour: BookableDate['tour']) {
    return {
      id: date.id,
      start: date.startDate,
      end: date.endDate,
      duration: date.durationDays,
      not_guaranteed: date.notGuaranteed,
      departure_guarantee: presentDepartureGuarantee({
        ...date,
        travellersNeeded: date.minTravellers ?? tour.minGroupSize,
      }),
    }
  }

  function stateOf(record: BookingRecord) {
    return {
      status: statusOf(record.booking),
      moment: momentOf(record),
      touristsCount: record.booking.touristsCount,
      paidMinor: paidAmountMinor(record.invoices.map(invoiceState)),
    }
  }

  /**
   * What a cancellation today by `canceller` sends back of what was paid: the tourist's own
   * follows the booking's policy; the organizer's, the system's or an admin's returns everything,
   * since the tourist did not choose it.
   */
  function cancellationRefund(
    record: BookingRecord,
    canceller: 'tourist' | 'organizer' | 'system' | 'admin',
  ): { amountMinor: number; refundPercent: number } {
    const paidMinor = stateOf(record).paidMinor
    if (canceller !== 'tourist') return { amountMinor: paidMinor, refundPercent: 100 }
    const due = refundDue(cancellationPolicyOf(record), {
      paidMinor,
      startDate: record.date.startDate,
      today: todayAt(record),
    })
    return { amountMinor: due.amountMinor, refundPercent: due.refundPercent }
  }

  /**
   * What the tourist's own cancellation would send back from today on (issue 44 item 4), step by
   * step: the same policy, paid amount and day in the tour's zone as cancellationRefund, so its
   * first step is what cancelling today refunds.
   */
  function cancellationTimeline(record: BookingRecord) {
    return refundTimeline(cancellationPolicyOf(record), {
      paidMinor: stateOf(record).paidMinor,
      startDate: record.date.startDate,
      today: todayAt(record),
    }).map((step) => ({
      from: step.from,
      amount: step.amountMinor,
      refund_percent: step.refundPercent,
    }))
  }

  function invoiceState(invoice: InvoiceRow) {
    return { status: invoiceStatusOf(invoice), amountMinor: invoice.amountMinor }
  }

  /** When an unpaid booking's seats go back on sale (expire-holds); null when nothing is held. */
  function holdExpiresAt(record: BookingRecord): string | null {
    if (options.holdMinutes === undefined || record.heldSince === null) return null
    if (statusOf(record.booking) !== bookingRequestStatus.pendingPrepayment) return null
    return new Date(record.heldSince.getTime() + options.holdMinutes * 60_000).toISOString()
  }

  function present(record: BookingRecord, viewer: BookingViewer, language: Locale): Booking {
    const { booking } = record
    const state = stateOf(record)
    const invoices = record.invoices.map(invoiceState)
    const nextInvoice = record.invoices.find((invoice) => invoice.status === invoiceStatus.new)
    const permissions = touristPermissions(state)
    const actions = viewerActions(viewer, {
      ...state,
      hasNewInvoice: nextInvoice !== undefined,
      freeSeats: record.date.numberOfFreeSeats,
    })
    const agreed = agreedPriceOf(booking)
    const lines = costLines(
      {
        touristsCount: booking.touristsCount,
        pricePerTouristMinor: booking.pricePerTouristMinor,
        pricePerTouristWithoutDiscountMinor: booking.pricePerTouristWithoutDiscountMinor,
        totalMinor: booking.totalMinor,
        totalWithoutDiscountMinor:
          booking.pricePerTouristWithoutDiscountMinor * booking.touristsCount,
        discount: agreed.discount,
        prepaymentMinor: booking.prepaymentMinor,
        fullPaymentDate: restDueDate(booking.fullPaymentDate, {
          status: state.status,
          paidMinor: state.paidMinor,
          totalMinor: booking.totalMinor,
        }),
        cashbackMinor: booking.cashbackMinor,
      },
      brand,
    )
    const masked = viewer === 'link'
    const refundIfCancelledNow = () => {
      if (!actions.canCancel || state.paidMinor === 0) return null
      const refund = cancellationRefund(
        record,
        viewer === 'organizer' || viewer === 'admin' ? viewer : 'tourist',
      )
      return {
        amount: refund.amountMinor,
        currency: booking.currency,
        refund_percent: refund.refundPercent,
      }
    }
    return {
      id: booking.id,
      uuid: booking.uuid,
      status: state.status,
      created_at: booking.createdAt.toISOString(),
      updated_at: booking.updatedAt.toISOString(),
      tour: tourSummary(record, language),
      organizer: { id: record.organizer.id, name: record.organizer.name },
      tour_date: dateSummary(record.date, record.tour),
      tourists_count: booking.touristsCount,
      currency: booking.currency,
      price: {
        per_tourist: booking.pricePerTouristMinor,
        per_tourist_without_discount: booking.pricePerTouristWithoutDiscountMinor,
        total: booking.totalMinor,
        discount: agreed.discount,
        prepayment: booking.prepaymentMinor,
        paid: state.paidMinor,
        outstanding: outstandingAmountMinor(booking.totalMinor, invoices),
        cashback: booking.cashbackMinor,
        full_payment_date: booking.fullPaymentDate,
        lines: presentLines(lines, language),
      },
      invoices: record.invoices.map((invoice) => ({
        id: invoice.id,
        kind: invoice.kind,
        status: invoiceStatusOf(invoice),
        amount: invoice.amountMinor,
        currency: invoice.currency,
        due_date: invoice.dueDate,
        paid_at: invoice.paidAt?.toISOString() ?? null,
      })),
      refunds: record.refunds.map((refund) => ({
        id: refund.id,
        reason: refund.reason,
        amount: refund.amountMinor,
        currency: refund.currency,
        status: refund.status,
        created_at: refund.createdAt.toISOString(),
        refunded_at: refund.refundedAt?.toISOString() ?? null,
      })),
      cancellation_policy: cancellationPolicyBody(cancellationPolicyOf(record)),
      refund_if_cancelled_now: refundIfCancelledNow(),
      refund_timeline:
        actions.canCancel && (viewer === 'owner' || viewer === 'link')
          ? cancellationTimeline(record)
          : [],
      next_invoice:
        nextInvoice === undefined
          ? null
          : {
              id: nextInvoice.id,
              kind: nextInvoice.kind,
              amount: nextInvoice.amountMinor,
              currency: nextInvoice.currency,
            },
      tourists: record.tourists.map((tourist) => presentTourist(tourist, permissions, masked)),
      contact: {
        first_name: booking.contactFirstName,
        last_name: booking.contactLastName,
        email: masked ? maskEmail(booking.contactEmail) : booking.contactEmail,
        phone: masked ? maskPhone(booking.contactPhone) : booking.contactPhone,
      },
      comment: booking.comment,
      tickets_request: booking.ticketsRequest,
      cancel_reason: booking.cancelReason,
      canceled_at: booking.canceledAt?.toISOString() ?? null,
      confirmation_deadline: booking.confirmationDeadline?.toISOString() ?? null,
      hold_expires_at: holdExpiresAt(record),
      form,
      actions: {
        can_cancel: actions.canCancel,
        can_pay: actions.canPay,
        can_add_tourists: actions.canAddTourists,
        can_change_date: actions.canChangeDate,
        can_edit_tourists: actions.canEditTourists,
      },
      links: {
        page: bookingPagePath(basePath, booking.uuid),
        pay: `/${basePath}/pay/uuid/${booking.uuid}`,
        qr: `/${basePath}/qr/uuid/${booking.uuid}`,
        add_tourists: `/order/${booking.uuid}/add-tourists`,
      },
      is_owner: viewer === 'owner',
      // The meeting info is for the tourists: the owner and whoever holds the booking's link.
      meet:
        record.meet !== null && (viewer === 'owner' || viewer === 'link')
          ? {
              text: record.meet.text,
              saved_at: record.meet.savedAt.toISOString(),
              files: record.meet.files.map(describeUpload),
            }
          : null,
    }
  }

  function presentTourist(
    tourist: TouristRow,
    permissions: { canEdit: boolean; canDelete: boolean },
    masked: boolean,
  ) {
    const details = touristDetails(tourist)
    return {
      ...details,
      // A link may travel further than the booking's owner meant: documents stay hidden.
      passport: masked ? null : details.passport,
      email: masked ? maskOptional(details.email, maskEmail) : details.email,
      phone: masked ? maskOptional(details.phone, maskPhone) : details.phone,
      can_edit: permissions.canEdit,
      can_delete: permissions.canDelete,
    }
  }

  return {
    todayAt,
    momentOf,
    stateOf,
    cancellationRefund,
    invoiceState,
    presentLines,
    tourSummary,
    dateSummary,
    present,
    form,
  }
}

export type BookingPresenter = ReturnType<typeof createBookingPresenter>

/** A tourist's fields as the booking's organizer and owner see them (unmasked). */
export function touristDetails(tourist: TouristRow) {
  return {
    id: tourist.id,
    full_name: [tourist.lastName, tourist.firstName, tourist.middleName]
      .filter((part) => part !== null && part !== '')
      .join(' '),
    first_name: tourist.firstName,
    last_name: tourist.lastName,
    middle_name: tourist.middleName,
    birthday: tourist.birthday,
    passport: tourist.passport,
    email: tourist.email,
    phone: tourist.phone,
    food_restriction: tourist.foodRestriction,
    weight_kg: tourist.weightKg,
    is_touched: tourist.isTouched,
    arrival: (tourist.arrival as TravelInfoBody | null) ?? null,
    departure: (tourist.departure as TravelInfoBody | null) ?? null,
  }
}
