import type { Booking, TouristInput } from '@tourmarket/contracts'
import { initialBookingStatus } from '@tourmarket/domain/booking'
import { bookingRequestStatus } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { unclaimed } from '../../../platform/idempotency/idempotency.ts'
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotency.ts'
import type { BookingsDeps } from './deps.ts'
import { notEnoughSeats } from './errors.ts'
import { initialInvoices, pricedColumns, touristColumns } from './shared.ts'

/** How long an organizer has to confirm a request on a date that is not guaranteed. */
const CONFIRMATION_WINDOW_MS = 48 * 60 * 60 * 1000

/**
 * Bookings one account may hold unpaid at once (awaiting confirmation or the prepayment): enough
 * for anyone planning several trips, too few to hoard a season's seats (issue 14 finding 6).
 */
export const MAX_UNPAID_BOOKINGS = 5

export function createNewBookingUseCase(deps: BookingsDeps) {
  const {
    repository,
    notifications,
    now,
    brand,
    todayAt,
    present,
    assertBookable,
    opensOfferDate,
    assertTouristFields,
    assertWithinTouristCap,
    quoteFor,
    loadById,
  } = deps

  return {
    /** POST request/create: seats, the booking, its tourists and first invoice in one transaction. */
    async create(
      viewer: Viewer,
      body: {
        tour_date_id: number
        tourists: readonly TouristInput[]
        contact: { first_name: string; last_name: string; email: string; phone: string }
        comment?: string | undefined
        tickets_request?: boolean | undefined
        individual_tour_uuid?: string | undefined
      },
      language: Locale,
      claim: IdempotencyClaim = unclaimed,
    ): Promise<Booking> {
      assertTouristFields(body.tourists)
      assertWithinTouristCap(body.tourists.length)
      const unpaid = await repository.unpaidBookingsCount(viewer.user.id)
      if (unpaid >= MAX_UNPAID_BOOKINGS) {
        throw new AppError({
          code: 'too_many_unpaid_bookings',
          message: `You have ${String(unpaid)} bookings waiting for payment or confirmation. Pay or cancel one of them before booking again.`,
        })
      }
      // An individual offer's own date is closed to public sale: only its uuid books it.
      const closedToo = await opensOfferDate(body.individual_tour_uuid, body.tour_date_id)
      const place = assertBookable(await repository.bookableDate(body.tour_date_id), language, {
        closedToo,
      })
      const count = body.tourists.length
      const today = todayAt(place)
      // The catalogue has no per-tour instant flag: every guaranteed date books instantly.
      const status = initialBookingStatus({
        dateGuaranteed: !place.date.notGuaranteed,
        instantBooking: true,
      })
      const quote = await quoteFor(place, count)
      const bookingId = await repository.transaction(async (store) => {
        const left = await store.takeSeats(place.date.id, count, { closedToo })
        if (left === null) throw notEnoughSeats(await store.freeSeats(place.date.id))
        const booking = await store.insertBooking({
          userId: viewer.user.id,
          tourId: place.tour.id,
          tourDateId: place.date.id,
          organizerId: place.tour.organizerId,
          status,
          ...pricedColumns(quote),
          cancellationPolicy: place.tour.cancellationPolicy,
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
        await store.include((db) =>
          notifications.enqueue(db, booking.id, {
            event: 'created',
            awaitsConfirmation: status === bookingRequestStatus.pendingConfirm,
          }),
        )
        return booking.id
      })
      return present(await loadById(bookingId), 'owner', language)
    },
  }
}
