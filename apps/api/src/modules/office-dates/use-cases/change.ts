import type { OfficeDate, OfficeDateUpdateBody } from '@tourmarket/contracts'
import { isBrandCurrency } from '@tourmarket/domain/enums'
import { createTranslator, type Locale } from '@tourmarket/domain/i18n'
import {
  canDeleteTourDate,
  canMoveTourDateStart,
  officeDateMessages,
  resizedSeats,
  soldSeats,
  startDateProblem,
  tourDateProblems,
  tripEndDate,
} from '@tourmarket/domain/office'
import { changedFields, recordAudit } from '../../../platform/audit/audit-log.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { OfficeMember } from '../../../platform/office/office-access.ts'
import { AppError } from '../../../errors.ts'
import { auditedDate, presentOfficeDate } from '../presenter.ts'
import type { DatesTour, OfficeDateRow } from '../repository.ts'
import { termsOf, type DateTermsBody } from './terms.ts'
import type { OfficeDatesDeps } from './deps.ts'

function seatsBelowSold(sold: number, language: Locale): AppError {
  const translate = createTranslator(language, officeDateMessages)
  return new AppError({
    code: 'seats_below_sold',
    message: translate('officeDates.seats.belowSold', { sold }),
    errors: { number_of_seats: [translate('officeDates.seats.belowSold', { sold })] },
  })
}

function hasBookings(language: Locale, key: 'start' | 'delete'): AppError {
  const translate = createTranslator(language, officeDateMessages)
  const message =
    key === 'start'
      ? translate('officeDates.start.hasBookings')
      : translate('officeDates.delete.hasBookings')
  return new AppError({
    code: 'tour_date_has_bookings',
    message,
    ...(key === 'start' ? { errors: { start: [message] } } : {}),
  })
}

/** The stored terms with the body's fields over them. */
function mergedTerms(date: OfficeDateRow, body: OfficeDateUpdateBody): DateTermsBody {
  return {
    base_price_minor: body.base_price_minor ?? date.basePriceMinor,
    discount_percent: body.discount_percent ?? date.ownDiscountPercent,
    number_of_seats: body.number_of_seats ?? date.numberOfSeats,
    not_guaranteed: body.not_guaranteed ?? date.notGuaranteed,
    min_travellers: body.min_travellers === undefined ? date.minTravellers : body.min_travellers,
    decision_days: body.decision_days ?? date.decisionDays,
    prepayment_type: body.prepayment_type ?? date.prepaymentType,
    prepayment_size: body.prepayment_size ?? date.prepaymentSize,
    full_payment_days: body.full_payment_days ?? date.fullPaymentDays,
  }
}

export function createChangeUseCases(deps: OfficeDatesDeps) {
  const { repository } = deps

  /** Records the change of one date in the audit log, inside the transaction that made it. */
  async function audit(
    tx: Parameters<typeof recordAudit>[0],
    member: OfficeMember,
    dateId: number,
    action: string,
    change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ): Promise<void> {
    await recordAudit(tx, {
      organizerId: member.organizerId,
      actorUserId: member.userId,
      actorKind: 'organizer',
      objectKind: 'tour_date',
      objectId: dateId,
      action,
      ...change,
    })
  }

  async function presented(tour: DatesTour, id: number): Promise<OfficeDate> {
    const row = await repository.date(id)
    if (row === undefined) throw new Error(`Tour date ${String(id)} vanished after a change`)
    return presentOfficeDate(row, tour)
  }

  /** Closes or reopens a date; a date already so is answered as it is. */
  async function setClosed(viewer: Viewer, id: number, isClosed: boolean): Promise<OfficeDate> {
    const { member, tour, date } = await deps.ownDate(viewer, id)
    if (date.isClosed !== isClosed) {
      await repository.transaction(async (store, tx) => {
        await store.setClosed(id, isClosed)
        await audit(tx, member, id, isClosed ? 'tour_date.close' : 'tour_date.reopen', {
          before: { is_closed: date.isClosed },
          after: { is_closed: isClosed },
        })
      })
      await deps.toursChanged([tour.id])
    }
    return presented(tour, id)
  }

  return {
    /**
     * POST office/date/update. The price and discount reprice the date for bookings made from
     * now on; a booking keeps the price it was made at (booking_requests stores its own).
     */
    async update(
      viewer: Viewer,
      body: OfficeDateUpdateBody,
      language: Locale,
    ): Promise<OfficeDate> {
      const { member, tour, date } = await deps.ownDate(viewer, body.id)
      const merged = mergedTerms(date, body)
      const terms = termsOf(merged)
      const start = body.start ?? date.startDate
      const moved = start !== date.startDate
      const startProblem = moved ? startDateProblem(start, deps.todayOf(tour)) : null
      const problems = [
        ...(startProblem === null ? [] : [startProblem]),
        ...tourDateProblems(terms),
      ]
      if (problems.length > 0) throw deps.refuse(problems, language)
      if (moved && !canMoveTourDateStart(date.bookingsCount)) throw hasBookings(language, 'start')
      const resized = resizedSeats(date, terms.numberOfSeats)
      if (!resized.ok) throw seatsBelowSold(resized.sold, language)

      if (!isBrandCurrency(date.currency)) {
        throw new Error(`Tour date ${String(date.id)} has an invalid currency ${date.currency}`)
      }
      const discountChanged = terms.discountPercent !== date.ownDiscountPercent
      // An unchanged own discount stays among the tour's; a changed one is replaced by a new row.
      const prices = await deps.pricesOf({
        dateId: date.id,
        startDate: start,
        currency: date.currency,
        basePriceMinor: terms.basePriceMinor,
        tourDiscounts: await repository.discountsBesides(tour.id, discountChanged ? date.id : null),
        ownPercent: discountChanged ? terms.discountPercent : 0,
        today: deps.todayOf(tour),
      })
      await repository.transaction(async (store, tx) => {
        const ownDiscounts = discountChanged
          ? await store.setOwnDiscounts(tour.id, [date.id], terms.discountPercent)
          : new Map<number, number>()
        const updated = await store.updateDate(
          date.id,
          {
            startDate: start,
            endDate: moved ? tripEndDate(start, date.durationDays) : date.endDate,
            basePriceMinor: terms.basePriceMinor,
            priceMinor: prices.priceMinor,
            priceUsdMinor: prices.priceUsdMinor,
            discountId:
              prices.discount === 'own' ? (ownDiscounts.get(date.id) ?? null) : prices.discount,
            notGuaranteed: terms.notGuaranteed,
            minTravellers: terms.notGuaranteed ? terms.minTravellers : null,
            // Kept on a guaranteed date too: unticking and ticking the box again loses nothing.
            decisionDays: terms.decisionDays,
            prepaymentType: terms.prepaymentType,
            prepaymentSize: terms.prepaymentSize,
            fullPaymentDays: terms.fullPaymentDays,
          },
          terms.numberOfSeats,
        )
        // Bookings took seats since the check above: refused on the row as it is now.
        if (updated === undefined) {
          const now = await store.date(date.id)
          throw seatsBelowSold(now === undefined ? soldSeats(date) : soldSeats(now), language)
        }
        const after = await store.date(date.id)
        if (after === undefined)
          throw new Error(`Tour date ${String(date.id)} vanished in its update`)
        await audit(
          tx,
          member,
          date.id,
          'tour_date.update',
          changedFields(auditedDate(date), auditedDate(after)),
        )
      })
      await deps.toursChanged([tour.id])
      return presented(tour, date.id)
    },

    /** POST office/date/close: no new bookings; those made stand. */
    close: (viewer: Viewer, id: number) => setClosed(viewer, id, true),

    /** POST office/date/reopen. */
    reopen: (viewer: Viewer, id: number) => setClosed(viewer, id, false),

    /** POST office/date/delete: only a date nobody ever booked. */
    async remove(viewer: Viewer, id: number, language: Locale): Promise<{ success: true }> {
      const { member, tour, date } = await deps.ownDate(viewer, id)
      if (!canDeleteTourDate(date.bookingsCount)) throw hasBookings(language, 'delete')
      await repository.transaction(async (store, tx) => {
        // A booking made since the check keeps the date.
        if (!(await store.deleteUnbooked(id))) throw hasBookings(language, 'delete')
        await audit(tx, member, id, 'tour_date.delete', { before: auditedDate(date) })
      })
      await deps.toursChanged([tour.id])
      return { success: true }
    },
  }
}
