import type { TouristInput } from '@tourmarket/contracts'
import {
  decideBookingTransition,
  isCanceledStatus,
  missingTouristFields,
  quoteBooking,
} from '@tourmarket/domain/booking'
import { getBrand } from '@tourmarket/domain/brand'
import { isBrandCurrency } from '@tourmarket/domain/enums'
import { isTourDateBusy } from '@tourmarket/domain/pricing'
import type {
  AgreedPrice,
  BookingQuoteFigures,
  BookingTransition,
  QuoteTourDate,
} from '@tourmarket/domain/booking'
import type { BrandConfig } from '@tourmarket/domain/brand'
import type { BookingRequestStatus } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { DiscountTerms } from '@tourmarket/domain/pricing'
import type { Config } from '../../../config.ts'
import { AppError } from '../../../errors.ts'
import { recordAudit } from '../../../platform/audit/audit-log.ts'
import { localize } from '../../../platform/i18n/localize.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { CurrencyService } from '../../../platform/currency/service.ts'
import type { BookingMails } from '../notifications.ts'
import { brokenData, createBookingPresenter, statusOf } from '../presenter.ts'
import type {
  BookableDate,
  BookingRecord,
  BookingsRepository,
  BookingsStore,
  DiscountRow,
  TourDateRow,
} from '../repository.ts'
import type { GiftCardWallet } from '../../gift-cards/service.ts'
import { noRefundIssuer } from './cancellation-refunds.ts'
import type { RefundIssuer } from './cancellation-refunds.ts'
import { forbidden, notFound, transitionRefused } from './errors.ts'
import { roleOf } from './shared.ts'

export type BookingsServiceOptions = {
  repository: BookingsRepository
  /** The booking mails' jobs, written in each change's transaction. */
  notifications: Pick<BookingMails, 'enqueue' | 'resend'>
  /** Sends a cancellation's refunds to the provider once it commits; without it none is sent. */
  refunds?: RefundIssuer
  /**
   * A trip was marked done (committed): the review module mails its link now rather than on its
   * next round. Never rejects; without it the periodic job sends the link.
   */
  onTripCompleted?: (bookingId: number) => Promise<void>
  config: Pick<Config, 'brand' | 'bookingBasePath' | 'bookingHoldMinutes'>
  /**
   * Gift cards (decision 0073; the gift cards module's wallet, given by the composition root):
   * a card pays an invoice, and a refund of what it paid goes back to it. Without it no card is
   * accepted.
   */
  giftCards?: GiftCardWallet
  /** Today's rates, for the '≈' of a quote in the visitor's currency; without it there is none. */
  currency?: Pick<CurrencyService, 'rates'>
  now?: () => Date
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

/** Without the gift cards module no code is a card; nothing was ever paid by one to refund. */
const noGiftCards: GiftCardWallet = {
  guarded: (_address, work) => work(),
  hold: () =>
    Promise.reject(
      new AppError({ code: 'gift_card_not_found', message: 'Gift cards are not accepted here.' }),
    ),
  redeem: () => Promise.reject(new Error('no gift cards here')),
  refund: () => Promise.reject(new Error('no gift cards here')),
}

/**
 * What the bookings use cases share, built once per service: its options, the brand, the
 * presenter, and the checks, loaders and status move that need them.
 */
export function createBookingsDeps(options: BookingsServiceOptions) {
  const { repository, notifications, config, now = () => new Date() } = options
  const refunds = options.refunds ?? noRefundIssuer
  const giftCards = options.giftCards ?? noGiftCards
  const onTripCompleted = options.onTripCompleted ?? (async () => {})
  const brand: BrandConfig = getBrand(config.brand)
  const presenter = createBookingPresenter({
    brand,
    bookingBasePath: config.bookingBasePath,
    holdMinutes: config.bookingHoldMinutes,
    now,
  })
  const { todayAt, momentOf } = presenter

  /**
   * 404 for an unknown date or one not on sale (its tour or organizer unpublished); 409
   * `tour_date_not_bookable` for a date that has started, is closed or full, with the tour's slug
   * and name so the client can lead back to it. `closedToo`: the date is the individual offer's
   * own, closed to public sale but open to the offer's link.
   */
  function assertBookable(
    place: BookableDate | undefined,
    language: Locale,
    { closedToo = false }: { closedToo?: boolean } = {},
  ): BookableDate {
    if (place === undefined || !place.tour.isPublished || !place.organizer.isPublished) {
      throw new AppError({
        code: 'tour_date_not_found',
        message: 'There is no such tour date.',
      })
    }
    const busy = isTourDateBusy(closedToo ? { ...place.date, isClosed: false } : place.date)
    if (place.date.startDate <= todayAt(place) || busy) {
      throw new AppError({
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

  /**
   * Whether a booking of `tourDateId` comes through an individual offer (§2
   * /order/{uuid}/individual-tour) that opens it: false without a uuid; 404 for an unknown offer;
   * 400 naming `individual_tour_uuid` when the offer books another date.
   */
  async function opensOfferDate(
    individualTourUuid: string | undefined,
    tourDateId: number,
  ): Promise<boolean> {
    if (individualTourUuid === undefined) return false
    const offer = await repository.individualOfferDate(individualTourUuid)
    if (offer === undefined) {
      throw new AppError({
        code: 'individual_tour_not_found',
        message: 'There is no such individual offer.',
      })
    }
    if (offer.tourDateId !== tourDateId) {
      throw new AppError({
        code: 'validation_failed',
        message: 'Validation failed.',
        errors: { individual_tour_uuid: ['This offer is not for this date.'] },
      })
    }
    return true
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

  /** 400 naming `tourists` past the brand's cap on one booking (issue 14 finding 6). */
  function assertWithinTouristCap(count: number): void {
    const cap = brand.booking.maxTouristsPerBooking
    if (count <= cap) return
    throw new AppError({
      code: 'validation_failed',
      message: 'Validation failed.',
      errors: {
        tourists: [
          `At most ${String(cap)} tourists in one booking. For a bigger group, write to the organizer.`,
        ],
      },
    })
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
    // Issue 40: what the organizer's side does to a booking is on its office audit trail.
    if (actor.kind === 'organizer' || actor.kind === 'admin') {
      const { kind, userId } = actor
      await store.include((db) =>
        recordAudit(db, {
          organizerId: locked.organizerId,
          actorUserId: userId,
          actorKind: kind,
          objectKind: 'booking',
          objectId: locked.id,
          action: `booking.${transition}`,
          before: { status: from },
          after: message === null ? { status: to } : { status: to, reason: message },
        }),
      )
    }
    return to
  }

  return {
    repository,
    notifications,
    refunds,
    giftCards,
    onTripCompleted,
    config,
    currency: options.currency,
    now,
    brand,
    ...presenter,
    assertBookable,
    opensOfferDate,
    assertTouristFields,
    assertWithinTouristCap,
    quoteFor,
    loadById,
    loadByUuid,
    loadFor,
    ownedBy,
    moveStatus,
  }
}

export type BookingsDeps = ReturnType<typeof createBookingsDeps>
