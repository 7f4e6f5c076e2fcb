import type {
  Booking,
  BookingQuote,
  BookingTourDates,
  TouristInput,
  TouristsInfo,
  TravelInfoBody,
} from '@tourmarket/api-client'
import {
  applyInvoiceTransition,
  applyTransition,
  bookingActorOf,
  bookingRequestStatus,
  cancelTransitionFor,
  decideBookingTransition,
  getBrand,
  initialBookingStatus,
  invoiceStatus,
  invoiceTransitionOnBookingStatus,
  isBrandCurrency,
  isCanceledStatus,
  isTourDateBusy,
  missingTouristFields,
  paidAmountMinor,
  quoteBooking,
  touristPermissions,
  viewerActions,
} from '@tourmarket/domain'
import type {
  AgreedPrice,
  BookingQuoteFigures,
  BookingRequestStatus,
  BookingTransition,
  BookingViewer,
  BrandConfig,
  DiscountTerms,
  Locale,
  QuoteTourDate,
  TransitionRefusal,
  BookingTimingRefusal,
} from '@tourmarket/domain'
import type { Config } from '../../config.ts'
import { AppError } from '../../errors.ts'
import type { FieldErrors } from '../../errors.ts'
import { localize } from '../../lib/localize.ts'
import type { Viewer } from '../accounts/service.ts'
import { unclaimed } from '../idempotency/idempotency.ts'
import type { IdempotencyClaim } from '../idempotency/idempotency.ts'
import type { BookingNotifications } from './notifications.ts'
import {
  agreedPriceOf,
  brokenData,
  createBookingPresenter,
  invoiceStatusOf,
  statusOf,
} from './presenter.ts'
import type {
  BookableDate,
  BookingRecord,
  BookingsRepository,
  BookingsStore,
  DiscountRow,
  InvoiceRow,
  NewTourist,
  TourDateRow,
} from './repository.ts'

export type BookingsServiceOptions = {
  repository: BookingsRepository
  notifications: BookingNotifications
  config: Pick<Config, 'brand' | 'bookingBasePath' | 'bookingHoldMinutes'>
  now?: () => Date
}

/** A checkout opened this recently keeps an unpaid booking's seats: its owner is paying now. */
const CHECKOUT_GRACE_MS = 30 * 60 * 1000

/** Bounds one run of the hold expiry; the next run takes the rest. */
const EXPIRED_HOLDS_PER_RUN = 100

const holdExpiredMessage = 'The prepayment was not made in time, so the seats went back on sale.'

/** How long an organizer has to confirm a request on a date that is not guaranteed. */
const CONFIRMATION_WINDOW_MS = 48 * 60 * 60 * 1000

/**
 * Bookings one account may hold unpaid at once (awaiting confirmation or the prepayment): enough
 * for anyone planning several trips, too few to hoard a season's seats (issue 14 finding 6).
 */
export const MAX_UNPAID_BOOKINGS = 5

export type RecordInvoicePaidResult = {
  readonly outcome: 'paid' | 'already-paid' | 'invoice-canceled'
  readonly bookingId: number
  readonly bookingUuid: string
}

type TouristUpdate = TouristInput & { readonly id: number }
type QuestionnaireUpdate = {
  readonly id: number
  readonly arrival?: TravelInfoBody | null | undefined
  readonly departure?: TravelInfoBody | null | undefined
  readonly food_restriction: string | null
}

function notFound(): AppError {
  return new AppError({
    status: 404,
    code: 'booking_not_found',
    message: 'There is no such booking.',
  })
}

function forbidden(): AppError {
  return new AppError({
    status: 403,
    code: 'forbidden',
    message: 'This booking belongs to another account.',
  })
}

function seatsLeftMessage(free: number): string {
  if (free <= 0) return 'No seats are left on this date.'
  return free === 1
    ? 'Only 1 seat is left on this date.'
    : `Only ${free} seats are left on this date.`
}

function notEnoughSeats(free: number): AppError {
  return new AppError({
    status: 409,
    code: 'not_enough_seats',
    message: seatsLeftMessage(free),
    extra: { number_of_free_seats: Math.max(0, free) },
  })
}

const transitionVerb: Record<BookingTransition, string> = {
  confirm: 'confirmed',
  decline: 'declined',
  'record-prepayment': 'marked as prepaid',
  'record-full-payment': 'marked as paid',
  complete: 'completed',
  'cancel-by-tourist': 'canceled',
  'cancel-by-author': 'canceled',
  'expire-unconfirmed': 'expired',
  'expire-unpaid': 'expired',
  'cancel-by-admin': 'canceled',
}

/** 409 transition_not_allowed with the machine's reason and a sentence for people. */
function transitionRefused(
  transition: BookingTransition,
  reason: TransitionRefusal | BookingTimingRefusal,
): AppError {
  const verb = transitionVerb[transition]
  const message = {
    'not-allowed-from-state': `The booking cannot be ${verb} in its current status.`,
    'actor-not-allowed': `You may not have this booking ${verb}.`,
    'too-late': `The tour has started; the booking can no longer be ${verb}.`,
    'too-early': `It is too early for this booking to be ${verb}.`,
  }[reason]
  return new AppError({
    status: 409,
    code: 'transition_not_allowed',
    message,
    extra: { reason, transition },
  })
}

function discountTerms(rows: readonly DiscountRow[]): DiscountTerms[] {
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    percent: row.percent,
    isAuto: row.isAuto,
    bookedFrom: row.bookedFrom,
    bookedTo: row.bookedTo,
    daysBeforeStart: row.daysBeforeStart,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    tourDateId: row.tourDateId,
  }))
}

function quoteDate(date: TourDateRow): QuoteTourDate {
  if (!isBrandCurrency(date.currency)) throw brokenData(`currency ${date.currency}`)
  return {
    id: date.id,
    startDate: date.startDate,
    currency: date.currency,
    basePriceMinor: date.basePriceMinor,
    prepaymentType: date.prepaymentType,
    prepaymentSize: date.prepaymentSize,
    fullPaymentDays: date.fullPaymentDays,
    isCashbackAvailable: date.isCashbackAvailable,
  }
}

/** The stored figures of a booking: what the quote fixed when it was made or last changed. */
function pricedColumns(quote: BookingQuoteFigures) {
  return {
    touristsCount: quote.touristsCount,
    currency: quote.currency,
    pricePerTouristMinor: quote.pricePerTouristMinor,
    pricePerTouristWithoutDiscountMinor: quote.pricePerTouristWithoutDiscountMinor,
    totalMinor: quote.totalMinor,
    prepaymentMinor: quote.prepaymentMinor,
    cashbackMinor: quote.cashbackMinor,
    fullPaymentDate: quote.fullPaymentDate,
    discountKind: quote.discount?.kind ?? null,
    discountPercent: quote.discount?.percent ?? null,
  }
}

function touristColumns(tourist: TouristInput): Omit<NewTourist, 'position'> {
  return {
    firstName: tourist.first_name,
    lastName: tourist.last_name,
    middleName: tourist.middle_name ?? null,
    birthday: tourist.birthday,
    passport: tourist.passport ?? null,
    email: tourist.email ?? null,
    phone: tourist.phone ?? null,
    foodRestriction: tourist.food_restriction ?? null,
    weightKg: tourist.weight_kg ?? null,
  }
}

export function createBookingsService(options: BookingsServiceOptions) {
  const { repository, notifications, config, now = () => new Date() } = options
  const brand: BrandConfig = getBrand(config.brand)
  const {
    todayAt,
    momentOf,
    stateOf,
    invoiceState,
    presentLines,
    tourSummary,
    dateSummary,
    present,
    form,
  } = createBookingPresenter({ brand, bookingBasePath: config.bookingBasePath, now })

  /**
   * 404 for an unknown date or one not on sale (its tour or organizer unpublished); 409
   * `tour_date_not_bookable` for a date that has started, is closed or full, with the tour's slug
   * and name so the client can lead back to it.
   */
  function assertBookable(place: BookableDate | undefined, language: Locale): BookableDate {
    if (place === undefined || !place.tour.isPublished || !place.organizer.isPublished) {
      throw new AppError({
        status: 404,
        code: 'tour_date_not_found',
        message: 'There is no such tour date.',
      })
    }
    if (place.date.startDate <= todayAt(place) || isTourDateBusy(place.date)) {
      throw new AppError({
        status: 409,
        code: 'tour_date_not_bookable',
        message: 'This date can no longer be booked.',
        extra: {
          tour: {
            slug: place.tour.slug,
            name: localize(language, place.tour.title, place.tour.titleRu),
          },
        },
      })
    }
    return place
  }

  function assertTouristFields(tourists: readonly TouristInput[], field = 'tourists'): void {
    const errors: Record<string, string[]> = {}
    tourists.forEach((tourist, index) => {
      for (const missing of missingTouristFields(tourist, brand.touristsForm)) {
        errors[`${field}.${index}.${missing}`] = ['Required field.']
      }
    })
    if (Object.keys(errors).length > 0) {
      throw new AppError({
        status: 400,
        code: 'validation_failed',
        message: 'Validation failed.',
        errors,
      })
    }
  }

  async function quoteFor(
    place: BookableDate,
    touristsCount: number,
    agreedPrice?: AgreedPrice,
  ): Promise<BookingQuoteFigures> {
    const discountRows = agreedPrice === undefined ? await repository.discounts(place.tour.id) : []
    return quoteBooking({
      date: quoteDate(place.date),
      discounts: discountTerms(discountRows),
      touristsCount,
      today: todayAt(place),
      brand,
      ...(agreedPrice === undefined ? {} : { agreedPrice }),
    })
  }

  /** The viewer's relation to a booking; null when they have none (they hold no link either). */
  function roleOf(
    record: BookingRecord,
    viewer: Viewer | null,
  ): Exclude<BookingViewer, 'link'> | null {
    if (viewer === null) return null
    if (viewer.user.id === record.booking.userId) return 'owner'
    if (viewer.user.organizerId !== null && viewer.user.organizerId === record.booking.organizerId)
      return 'organizer'
    if (viewer.isAdminAuth) return 'admin'
    return null
  }

  async function loadById(id: number): Promise<BookingRecord> {
    const record = await repository.byId(id)
    if (record === undefined) throw notFound()
    return record
  }

  async function loadByUuid(uuid: string): Promise<BookingRecord> {
    const record = await repository.byUuid(uuid)
    if (record === undefined) throw notFound()
    return record
  }

  /** The booking by id for one of its people; 403 for anyone else. */
  async function loadFor(id: number, viewer: Viewer) {
    const record = await loadById(id)
    const role = roleOf(record, viewer)
    if (role === null) throw forbidden()
    return { record, role }
  }

  async function ownedBy(id: number, viewer: Viewer): Promise<BookingRecord> {
    const { record, role } = await loadFor(id, viewer)
    if (role !== 'owner') throw forbidden()
    return record
  }

  /** The first invoice(s) of an unpaid booking: everything now, or the prepayment. */
  function initialInvoices(bookingId: number, quote: BookingQuoteFigures, today: string) {
    const everything = quote.prepaymentMinor >= quote.totalMinor
    return {
      bookingId,
      kind: everything ? ('full' as const) : ('prepayment' as const),
      status: invoiceStatus.new,
      amountMinor: quote.prepaymentMinor,
      currency: quote.currency,
      dueDate: today,
    }
  }

  /** 400 naming `tourists` past the brand's cap on one booking (issue 14 finding 6). */
  function assertWithinTouristCap(count: number): void {
    const cap = brand.booking.maxTouristsPerBooking
    if (count <= cap) return
    throw new AppError({
      status: 400,
      code: 'validation_failed',
      message: 'Validation failed.',
      errors: {
        tourists: [
          `At most ${String(cap)} tourists in one booking. For a bigger group, write to the organizer.`,
        ],
      },
    })
  }

  /** Cancels a booking's new invoices by the invoice machine (their booking changed or ended). */
  async function cancelNewInvoices(store: BookingsStore, invoices: readonly InvoiceRow[]) {
    for (const invoice of invoices) {
      const from = invoiceStatusOf(invoice)
      const result = applyInvoiceTransition(from, 'cancel', 'system')
      if (result.ok) await store.setInvoiceStatus(invoice.id, from, result.to)
    }
  }

  /** 409 unless the owner may move the booking now: 1 or 2, nothing paid, before the start. */
  function assertDateChangeable(record: BookingRecord): void {
    const actions = viewerActions('owner', {
      ...stateOf(record),
      hasNewInvoice: false,
      freeSeats: record.date.numberOfFreeSeats,
    })
    if (!actions.canChangeDate) {
      throw new AppError({
        status: 409,
        code: 'date_change_not_allowed',
        message:
          'The date can be changed only before anything is paid, while the booking waits for confirmation or payment.',
      })
    }
  }

  /** The booking, locked and read afresh inside a transaction. */
  async function lockedRecord(store: BookingsStore, id: number): Promise<BookingRecord> {
    const record = await store.lockedRecord(id)
    if (record === undefined) throw notFound()
    return record
  }

  /**
   * An unpaid booking's invoices after a change of group or date: the open ones go, and the
   * first invoice is issued again for the new figures.
   */
  async function reissueUnpaidInvoices(
    store: BookingsStore,
    record: BookingRecord,
    quote: BookingQuoteFigures,
    today: string,
  ) {
    await cancelNewInvoices(store, record.invoices)
    await store.insertInvoice(initialInvoices(record.booking.id, quote, today))
  }

  /** A booking just cancelled gives its seats back and its open invoices follow its status. */
  async function releaseCanceled(store: BookingsStore, id: number, to: BookingRequestStatus) {
    const current = await lockedRecord(store, id)
    await store.returnSeats(current.date.id, current.booking.touristsCount)
    for (const invoice of current.invoices) {
      const from = invoiceStatusOf(invoice)
      const next = invoiceTransitionOnBookingStatus(to, from)
      if (next === null) continue
      const result = applyInvoiceTransition(from, next, 'system')
      if (result.ok) await store.setInvoiceStatus(invoice.id, from, result.to)
    }
  }

  async function moveStatus(
    store: BookingsStore,
    record: BookingRecord,
    transition: BookingTransition,
    actor: { kind: 'tourist' | 'organizer' | 'system' | 'admin'; userId: number | null },
    message: string | null,
    prepaymentDeadline: number | null = null,
  ): Promise<BookingRequestStatus> {
    const locked = await store.lockBooking(record.booking.id)
    if (locked === undefined) throw notFound()
    const from = statusOf(locked)
    const moment = { ...momentOf(record), prepaymentDeadline }
    const decision = decideBookingTransition(from, transition, actor.kind, moment)
    if (!decision.ok) throw transitionRefused(transition, decision.reason)
    const to = decision.to
    await store.updateBooking(locked.id, {
      status: to,
      ...(isCanceledStatus(to) ? { cancelReason: message, canceledAt: now() } : {}),
    })
    await store.recordStatusChange({
      bookingId: locked.id,
      fromStatus: from,
      toStatus: to,
      transition,
      actorKind: actor.kind,
      actorUserId: actor.userId,
      message,
    })
    return to
  }

  return {
    /** GET /spa/booking-quote. */
    async quote(
      tourDateId: number,
      touristsCount: number,
      language: Locale,
    ): Promise<BookingQuote> {
      const place = assertBookable(await repository.bookableDate(tourDateId), language)
      if (touristsCount > place.date.numberOfFreeSeats) {
        throw notEnoughSeats(place.date.numberOfFreeSeats)
      }
      const quote = await quoteFor(place, touristsCount)
      return {
        tour_date_id: place.date.id,
        tour: tourSummary(place, language),
        tour_date: dateSummary(place.date),
        tourists_count: touristsCount,
        currency: quote.currency,
        number_of_free_seats: place.date.numberOfFreeSeats,
        price_per_tourist: quote.pricePerTouristMinor,
        price_per_tourist_without_discount: quote.pricePerTouristWithoutDiscountMinor,
        total: quote.totalMinor,
        total_without_discount: quote.totalWithoutDiscountMinor,
        discount: quote.discount,
        prepayment: quote.prepaymentMinor,
        full_payment_date: quote.fullPaymentDate,
        cashback: quote.cashbackMinor,
        lines: presentLines(quote.lines, language),
        instant_booking: !place.date.notGuaranteed,
        form,
      }
    },

    /** POST request/create: seats, the booking, its tourists and first invoice in one transaction. */
    async create(
      viewer: Viewer,
      body: {
        tour_date_id: number
        tourists: readonly TouristInput[]
        contact: { first_name: string; last_name: string; email: string; phone: string }
        comment?: string | undefined
        tickets_request?: boolean | undefined
      },
      language: Locale,
      claim: IdempotencyClaim = unclaimed,
    ): Promise<Booking> {
      assertTouristFields(body.tourists)
      assertWithinTouristCap(body.tourists.length)
      const unpaid = await repository.unpaidBookingsCount(viewer.user.id)
      if (unpaid >= MAX_UNPAID_BOOKINGS) {
        throw new AppError({
          status: 409,
          code: 'too_many_unpaid_bookings',
          message: `You have ${String(unpaid)} bookings waiting for payment or confirmation. Pay or cancel one of them before booking again.`,
        })
      }
      const place = assertBookable(await repository.bookableDate(body.tour_date_id), language)
      const count = body.tourists.length
      const today = todayAt(place)
      // The catalogue has no per-tour instant flag: every guaranteed date books instantly.
      const status = initialBookingStatus({
        dateGuaranteed: !place.date.notGuaranteed,
        instantBooking: true,
      })
      const quote = await quoteFor(place, count)
      const bookingId = await repository.transaction(async (store) => {
        const left = await store.takeSeats(place.date.id, count)
        if (left === null) throw notEnoughSeats(await store.freeSeats(place.date.id))
        const booking = await store.insertBooking({
          userId: viewer.user.id,
          tourId: place.tour.id,
          tourDateId: place.date.id,
          organizerId: place.tour.organizerId,
          status,
          ...pricedColumns(quote),
          contactFirstName: body.contact.first_name,
          contactLastName: body.contact.last_name,
          contactEmail: body.contact.email,
          contactPhone: body.contact.phone,
          comment: body.comment ?? '',
          ticketsRequest: brand.booking.enableTicketsRequest && body.tickets_request === true,
          confirmationDeadline:
            status === bookingRequestStatus.pendingConfirm
              ? new Date(now().getTime() + CONFIRMATION_WINDOW_MS)
              : null,
        })
        await store.insertTourists(
          booking.id,
          body.tourists.map((tourist, position) => ({ ...touristColumns(tourist), position })),
        )
        await store.insertInvoice(initialInvoices(booking.id, quote, today))
        await store.recordStatusChange({
          bookingId: booking.id,
          fromStatus: null,
          toStatus: status,
          transition: 'create',
          actorKind: 'tourist',
          actorUserId: viewer.user.id,
          message: null,
        })
        await store.include(claim.settle(String(booking.id)))
        return booking.id
      })
      const record = await loadById(bookingId)
      await notifications.created(record)
      return present(record, 'owner', language)
    },

    /** GET request/get: for the owner, the booking's organizer and admins. */
    async get(viewer: Viewer, id: number, language: Locale): Promise<Booking> {
      const { record, role } = await loadFor(id, viewer)
      return present(record, role, language)
    },

    /** GET request/get-by-uuid: open; the link holder sees the contact masked. */
    async getByUuid(uuid: string, viewer: Viewer | null, language: Locale): Promise<Booking> {
      const record = await loadByUuid(uuid)
      return present(record, roleOf(record, viewer) ?? 'link', language)
    },

    /** GET request/list: the viewer's bookings, newest first. */
    async list(viewer: Viewer, language: Locale): Promise<Booking[]> {
      const records = await repository.ofUser(viewer.user.id)
      return records.map((record) => present(record, 'owner', language))
    },

    /** GET request/list-for-chat: the bookings a chat is about (its organizer's, or all for support). */
    async listForChat(viewer: Viewer, chatId: number, language: Locale): Promise<Booking[]> {
      const chat = await repository.chat(chatId)
      if (chat === undefined || chat.userId !== viewer.user.id) {
        throw new AppError({
          status: 404,
          code: 'chat_not_found',
          message: 'There is no such chat.',
        })
      }
      const records = await repository.ofUser(viewer.user.id, chat.organizerId ?? undefined)
      return records.map((record) => present(record, 'owner', language))
    },

    /** POST request/tour-dates: the booking's date and, with variants, the dates it could move to. */
    async tourDates(
      viewer: Viewer,
      requestId: number,
      withVariants: boolean,
    ): Promise<BookingTourDates> {
      const record = await ownedBy(requestId, viewer)
      const count = record.booking.touristsCount
      const option = async (date: TourDateRow, isCurrent: boolean) => {
        const quote = isCurrent
          ? {
              pricePerTouristMinor: record.booking.pricePerTouristMinor,
              totalMinor: record.booking.totalMinor,
            }
          : await quoteFor({ ...record, date }, count)
        return {
          id: date.id,
          start: date.startDate,
          end: date.endDate,
          duration: date.durationDays,
          not_guaranteed: date.notGuaranteed,
          number_of_free_seats: date.numberOfFreeSeats,
          currency: date.currency,
          price_per_tourist: quote.pricePerTouristMinor,
          total: quote.totalMinor,
          is_current: isCurrent,
        }
      }
      const current = await option(record.date, true)
      if (!withVariants) return { current, variants: [] }
      const others = await repository.otherDates(record.tour.id, record.date.id, todayAt(record))
      const variants = []
      for (const date of others.filter((candidate) => candidate.numberOfFreeSeats >= count)) {
        variants.push(await option(date, false))
      }
      return { current, variants }
    },

    /** POST request/change-tour-date: while unpaid and 1 or 2; seats move in one transaction. */
    async changeTourDate(
      viewer: Viewer,
      requestId: number,
      tourDateId: number,
      language: Locale,
    ): Promise<Booking> {
      const record = await ownedBy(requestId, viewer)
      assertDateChangeable(record)
      if (tourDateId === record.date.id) return present(record, 'owner', language)
      const target = await repository.bookableDate(tourDateId)
      if (target === undefined || target.tour.id !== record.tour.id) {
        throw new AppError({
          status: 400,
          code: 'validation_failed',
          message: 'Validation failed.',
          errors: { tour_date_id: ['Choose another date of the same tour.'] },
        })
      }
      const place = assertBookable(target, language)
      const count = record.booking.touristsCount
      // Priced before the transaction: the discounts are read from the pool, not the transaction.
      const quote = await quoteFor(place, count)
      await repository.transaction(async (store) => {
        const current = await lockedRecord(store, requestId)
        assertDateChangeable(current)
        if (current.date.id !== record.date.id || current.booking.touristsCount !== count) {
          throw changedMeanwhile()
        }
        const left = await store.takeSeats(place.date.id, count)
        if (left === null) throw notEnoughSeats(await store.freeSeats(place.date.id))
        await store.returnSeats(current.date.id, count)
        await store.updateBooking(requestId, { tourDateId: place.date.id, ...pricedColumns(quote) })
        await reissueUnpaidInvoices(store, current, quote, todayAt(place))
      })
      return present(await loadById(requestId), 'owner', language)
    },

    /**
     * POST request/cancel: the owner cancels as the tourist; the organizer declines an unconfirmed
     * request and cancels a confirmed one; an admin cancels as admin. Seats come back and the
     * booking's new invoices are canceled, in the same transaction.
     */
    async cancel(
      viewer: Viewer,
      input: { id: number; message: string; notifyClient: boolean },
      language: Locale,
    ): Promise<Booking> {
      const { record, role } = await loadFor(input.id, viewer)
      const transition = cancelTransitionFor(role, statusOf(record.booking))
      if (transition === null) throw forbidden()
      const actor = bookingActorOf(role)
      await repository.transaction(async (store) => {
        const to = await moveStatus(
          store,
          record,
          transition,
          { kind: actor, userId: viewer.user.id },
          input.message,
        )
        await releaseCanceled(store, input.id, to)
      })
      const updated = await loadById(input.id)
      if (input.notifyClient) await notifications.cancelled(updated, input.message)
      return present(updated, role, language)
    },

    /**
     * Cancels, as the system, bookings whose prepayment was not made within the hold
     * (BOOKING_HOLD_MINUTES) and whose owner opened no checkout in the last half hour: their seats
     * return to sale. Safe to run in several processes at once: each booking is locked and its
     * status read afresh, so a booking paid or expired meanwhile is left alone. Returns the ids.
     */
    async expireUnpaidHolds(): Promise<number[]> {
      const at = now().getTime()
      const holdMs = config.bookingHoldMinutes * 60_000
      const holds = await repository.expiredHolds(
        new Date(at - holdMs),
        new Date(at - CHECKOUT_GRACE_MS),
        EXPIRED_HOLDS_PER_RUN,
      )
      const expired: number[] = []
      for (const hold of holds) {
        try {
          await repository.transaction(async (store) => {
            const record = await lockedRecord(store, hold.id)
            const to = await moveStatus(
              store,
              record,
              'expire-unpaid',
              { kind: 'system', userId: null },
              holdExpiredMessage,
              hold.heldFrom.getTime() + holdMs,
            )
            await releaseCanceled(store, hold.id, to)
          })
        } catch (error) {
          // Paid, cancelled or already expired by another process since the query: nothing to do.
          if (error instanceof AppError && error.code === 'transition_not_allowed') continue
          throw error
        }
        expired.push(hold.id)
        await notifications.cancelled(await loadById(hold.id), holdExpiredMessage)
      }
      return expired
    },

    /** POST request/update-tourists: edit where can_edit; those left out are removed (can_delete). */
    async updateTourists(
      viewer: Viewer,
      id: number,
      tourists: readonly TouristUpdate[],
      language: Locale,
    ): Promise<Booking> {
      await ownedBy(id, viewer)
      assertTouristFields(tourists)
      await repository.transaction(async (store) => {
        const current = await lockedRecord(store, id)
        assertKnownTourists(current, tourists)
        const permissions = touristPermissions(stateOf(current))
        if (!permissions.canEdit) throw notEditable()
        const kept = new Set(tourists.map((tourist) => tourist.id))
        const removed = current.tourists.filter((tourist) => !kept.has(tourist.id))
        if (removed.length > 0 && !permissions.canDelete) {
          throw new AppError({
            status: 409,
            code: 'tourist_not_removable',
            message:
              'Tourists can be removed only before anything is paid, and one tourist always stays.',
          })
        }
        for (const tourist of tourists) {
          const existing = current.tourists.find((row) => row.id === tourist.id)!
          const columns = touristColumns(tourist)
          const changed = (Object.keys(columns) as (keyof typeof columns)[]).some(
            (key) => columns[key] !== existing[key],
          )
          if (changed) await store.updateTourist(tourist.id, { ...columns, isTouched: true })
        }
        if (removed.length > 0) {
          await store.deleteTourists(removed.map((tourist) => tourist.id))
          await store.returnSeats(current.date.id, removed.length)
          const quote = await quoteFor(current, tourists.length, agreedPriceOf(current.booking))
          await store.updateBooking(id, pricedColumns(quote))
          await reissueUnpaidInvoices(store, current, quote, todayAt(current))
        } else {
          await store.updateBooking(id, {})
        }
      })
      return present(await loadById(id), 'owner', language)
    },

    /** POST request/update-tourists-questionnaires: §3 travel info and food restriction. */
    async updateQuestionnaires(
      viewer: Viewer,
      id: number,
      tourists: readonly QuestionnaireUpdate[],
      language: Locale,
    ): Promise<Booking> {
      await ownedBy(id, viewer)
      await repository.transaction(async (store) => {
        const current = await lockedRecord(store, id)
        assertKnownTourists(current, tourists)
        if (!touristPermissions(stateOf(current)).canEdit) throw notEditable()
        for (const tourist of tourists) {
          await store.updateTourist(tourist.id, {
            ...(tourist.arrival === undefined ? {} : { arrival: tourist.arrival }),
            ...(tourist.departure === undefined ? {} : { departure: tourist.departure }),
            foodRestriction: tourist.food_restriction,
          })
        }
        await store.updateBooking(id, {})
      })
      return present(await loadById(id), 'owner', language)
    },

    /**
     * POST request/add-tourists, by the booking link: takes seats, keeps the agreed price per
     * tourist, and bills the extra — by reissuing the first invoice while nothing is paid, else as
     * a new invoice due now.
     */
    async addTourists(
      uuid: string,
      tourists: readonly TouristInput[],
      viewer: Viewer | null,
      language: Locale,
      claim: IdempotencyClaim = unclaimed,
    ): Promise<Booking> {
      assertTouristFields(tourists)
      const record = await loadByUuid(uuid)
      const id = record.booking.id
      await repository.transaction(async (store) => {
        const current = await lockedRecord(store, id)
        const state = stateOf(current)
        // Seats are checked by taking them; here only whether the booking still takes tourists.
        if (!touristPermissions(state).canEdit) {
          throw new AppError({
            status: 409,
            code: 'tourists_not_addable',
            message: 'Tourists can be added only to an active booking before the tour starts.',
          })
        }
        const added = tourists.length
        assertWithinTouristCap(current.booking.touristsCount + added)
        const left = await store.takeSeats(current.date.id, added)
        if (left === null) throw notEnoughSeats(await store.freeSeats(current.date.id))
        const lastPosition = Math.max(-1, ...current.tourists.map((tourist) => tourist.position))
        await store.insertTourists(
          id,
          tourists.map((tourist, index) => ({
            ...touristColumns(tourist),
            position: lastPosition + 1 + index,
          })),
        )
        const quote = await quoteFor(
          current,
          current.booking.touristsCount + added,
          agreedPriceOf(current.booking),
        )
        await store.updateBooking(id, pricedColumns(quote))
        const today = todayAt(current)
        if (state.paidMinor === 0) {
          await reissueUnpaidInvoices(store, current, quote, today)
        } else {
          await store.insertInvoice({
            bookingId: id,
            kind: 'payment',
            status: invoiceStatus.new,
            amountMinor: quote.totalMinor - current.booking.totalMinor,
            currency: quote.currency,
            dueDate: today,
          })
        }
        await store.include(claim.settle(uuid))
      })
      return present(await loadById(id), roleOf(record, viewer) ?? 'link', language)
    },

    /** GET /spa/tourists-info: names on the booking and the seats left, for the add-tourists page. */
    async touristsInfo(uuid: string, language: Locale): Promise<TouristsInfo> {
      const record = await loadByUuid(uuid)
      const actions = viewerActions('link', {
        ...stateOf(record),
        hasNewInvoice: false,
        freeSeats: record.date.numberOfFreeSeats,
      })
      return {
        uuid: record.booking.uuid,
        tour: {
          id: record.tour.id,
          name: localize(language, record.tour.title, record.tour.titleRu),
        },
        tour_date: { id: record.date.id, start: record.date.startDate, end: record.date.endDate },
        tourists: record.tourists.map((tourist) => ({
          first_name: tourist.firstName,
          last_name: tourist.lastName,
        })),
        number_of_free_seats: record.date.numberOfFreeSeats,
        can_add_tourists: actions.canAddTourists,
        form,
      }
    },

    /** POST organizer/request/confirm: 1 → 2 by the booking's organizer (or an admin for them). */
    async confirm(viewer: Viewer, id: number, language: Locale): Promise<Booking> {
      const { record, role } = await loadFor(id, viewer)
      if (role === 'owner') throw transitionRefused('confirm', 'actor-not-allowed')
      await repository.transaction(async (store) => {
        await moveStatus(
          store,
          record,
          'confirm',
          { kind: bookingActorOf(role), userId: viewer.user.id },
          null,
        )
      })
      const updated = await loadById(id)
      await notifications.confirmed(updated)
      return present(updated, role, language)
    },

    /** GET organizer/request/list: the bookings of the organizer this account acts for. */
    async organizerList(viewer: Viewer, language: Locale): Promise<Booking[]> {
      const { organizerId } = viewer.user
      if (organizerId === null) {
        throw new AppError({
          status: 403,
          code: 'forbidden',
          message: 'This account does not act for an organizer.',
        })
      }
      const records = await repository.ofOrganizer(organizerId)
      return records.map((record) => present(record, 'organizer', language))
    },

    /**
     * For the payments module: an invoice was paid at the provider. In one transaction the invoice
     * moves 1 → 2 by the invoice machine, the booking 2 → 3 (record-prepayment or
     * record-full-payment) on its first payment, and after a prepayment the `payment` invoice for
     * the rest is issued, due on the full-payment date; then the "paid" e-mail goes out. A repeat
     * ('already-paid') or an invoice canceled meanwhile ('invoice-canceled') changes nothing.
     */
    async recordInvoicePaid(input: {
      invoiceId: number
      paidAt: Date
      providerEventId: string
    }): Promise<RecordInvoicePaidResult> {
      const outcome = await repository.transaction(async (store) => {
        const found = await store.invoice(input.invoiceId)
        if (found === undefined) {
          throw new AppError({
            status: 404,
            code: 'invoice_not_found',
            message: 'There is no such invoice.',
          })
        }
        // The booking first, like every other change of a booking, so two never wait on each other.
        const booking = await store.lockBooking(found.bookingId)
        if (booking === undefined) throw brokenData(`invoice ${found.id} has no booking`)
        const invoice = await store.invoice(input.invoiceId)
        if (invoice === undefined) throw brokenData(`invoice ${found.id} vanished`)
        const identity = { bookingId: booking.id, bookingUuid: booking.uuid }
        const current = invoiceStatusOf(invoice)
        if (current === invoiceStatus.payed)
          return { outcome: 'already-paid' as const, ...identity }
        const result = applyInvoiceTransition(current, 'record-payment', 'system')
        if (!result.ok) return { outcome: 'invoice-canceled' as const, ...identity }
        await store.setInvoiceStatus(invoice.id, current, result.to, input.paidAt)
        const from = statusOf(booking)
        // A payment that lands while the booking is not awaiting one (e.g. a second invoice at 3)
        // is recorded on the invoice; the booking has no move to make.
        const transition =
          invoice.kind === 'prepayment' ? 'record-prepayment' : 'record-full-payment'
        const move = applyTransition(from, transition, 'system')
        if (move.ok) {
          await store.updateBooking(booking.id, { status: move.to })
          await store.recordStatusChange({
            bookingId: booking.id,
            fromStatus: from,
            toStatus: move.to,
            transition,
            actorKind: 'system',
            actorUserId: null,
            message: `Payment event ${input.providerEventId}`,
          })
        }
        if (invoice.kind === 'prepayment') {
          const record = await store.byId(booking.id)
          if (record === undefined) throw brokenData(`booking ${booking.id} vanished`)
          const states = record.invoices.map(invoiceState)
          const open = states
            .filter((state) => state.status === invoiceStatus.new)
            .reduce((sum, state) => sum + state.amountMinor, 0)
          const rest = booking.totalMinor - paidAmountMinor(states) - open
          if (rest > 0) {
            await store.insertInvoice({
              bookingId: booking.id,
              kind: 'payment',
              status: invoiceStatus.new,
              amountMinor: rest,
              currency: booking.currency,
              dueDate: booking.fullPaymentDate,
            })
          }
        }
        return { outcome: 'paid' as const, ...identity, amountMinor: invoice.amountMinor }
      })
      if (outcome.outcome === 'paid') {
        await notifications.paid(await loadById(outcome.bookingId), outcome.amountMinor)
      }
      return {
        outcome: outcome.outcome,
        bookingId: outcome.bookingId,
        bookingUuid: outcome.bookingUuid,
      }
    },
  }
}

function changedMeanwhile(): AppError {
  return new AppError({
    status: 409,
    code: 'booking_changed',
    message: 'The booking changed meanwhile. Reload it and try again.',
  })
}

function notEditable(): AppError {
  return new AppError({
    status: 409,
    code: 'booking_not_editable',
    message: 'Tourists can be changed only on an active booking before the tour starts.',
  })
}

/** Every id must be a tourist of this booking; otherwise 400 naming the entry. */
function assertKnownTourists(record: BookingRecord, tourists: readonly { id: number }[]): void {
  const known = new Set(record.tourists.map((tourist) => tourist.id))
  const errors: Record<string, string[]> = {}
  const seen = new Set<number>()
  tourists.forEach((tourist, index) => {
    if (!known.has(tourist.id)) errors[`tourists.${index}.id`] = ['Not a tourist of this booking.']
    else if (seen.has(tourist.id)) errors[`tourists.${index}.id`] = ['Listed twice.']
    seen.add(tourist.id)
  })
  if (Object.keys(errors).length > 0) {
    throw new AppError({
      status: 400,
      code: 'validation_failed',
      message: 'Validation failed.',
      errors: errors satisfies FieldErrors,
    })
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>
