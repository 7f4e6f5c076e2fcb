import type { Booking, BookingTourDates } from '@tourmarket/contracts'
import { viewerActions } from '@tourmarket/domain/booking'
import { bookingRequestStatus } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { BookingRecord, TourDateRow } from '../repository.ts'
import type { BookingsDeps } from './deps.ts'
import { notEnoughSeats } from './errors.ts'
import { lockedRecord, pricedColumns, reissueUnpaidInvoices } from './shared.ts'

export function changedMeanwhile(): AppError {
  return new AppError({
    code: 'booking_changed',
    message: 'The booking changed meanwhile. Reload it and try again.',
  })
}

export function createChangeDateUseCases(deps: BookingsDeps) {
  const {
    repository,
    notifications,
    todayAt,
    stateOf,
    present,
    assertBookable,
    quoteFor,
    loadById,
    ownedBy,
  } = deps

  /** 409 unless the owner may move the booking now: 1 or 2, nothing paid, before the start. */
  function assertDateChangeable(record: BookingRecord): void {
    const actions = viewerActions('owner', {
      ...stateOf(record),
      hasNewInvoice: false,
      freeSeats: record.date.numberOfFreeSeats,
    })
    if (!actions.canChangeDate) {
      throw new AppError({
        code: 'date_change_not_allowed',
        message:
          'The date can be changed only before anything is paid, while the booking waits for confirmation or payment.',
      })
    }
  }

  return {
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
        // The reminder follows the trip: today only an unpaid booking moves, and its reminder is
        // written when it is paid, so this writes one only for a mover of paid bookings.
        await store.include((db) =>
          notifications.enqueue(db, requestId, {
            event: 'date-changed',
            startDate: place.date.startDate,
            paid: current.booking.status === bookingRequestStatus.madePrepayment,
          }),
        )
      })
      return present(await loadById(requestId), 'owner', language)
    },
  }
}
