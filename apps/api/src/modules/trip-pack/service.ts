import type { Booking, TripPack } from '@tourmarket/contracts'
import { bookingRequestStatus } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../errors.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import { localize } from '../../platform/i18n/localize.ts'
import type { BookingsService } from '../bookings/service.ts'
import type { TourService } from '../tours/service.ts'
import { dayPlaces } from './day-places.ts'
import type { RouteCity, TripPackRepository } from './repository.ts'

export type TripPackServiceOptions = {
  bookings: Pick<BookingsService, 'get'>
  tours: Pick<TourService, 'program'>
  repository: TripPackRepository
}

/** Prepaid or travelled: money has come in and the trip goes ahead (or went). */
const PAID_STATUSES: ReadonlySet<number> = new Set([
  bookingRequestStatus.madePrepayment,
  bookingRequestStatus.tourComplete,
])

/**
 * Issue 44 item 6: the trip pack of a paid booking, for its owner alone. The organizer and admins
 * read the booking elsewhere; the pack is what the traveller keeps on a phone.
 */
export function createTripPackService({ bookings, tours, repository }: TripPackServiceOptions) {
  async function programOf(booking: Booking, route: readonly RouteCity[], language: Locale) {
    if (booking.tour.program_id === null) return null
    const program = await tours.program(booking.tour.program_id, booking.tour.id, language)
    const named = route.map((city) => ({ city, names: [city.name, city.nameRu] }))
    const places = dayPlaces(program.days, named)
    return {
      name: program.name,
      days: program.days.map((day, index) => {
        const city = places[index]?.city
        return {
          day_number: day.day_number,
          title: day.title,
          description: day.description,
          place:
            city === undefined
              ? null
              : {
                  name: localize(language, city.name, city.nameRu),
                  latitude: city.latitude,
                  longitude: city.longitude,
                },
        }
      }),
    }
  }

  return {
    async get(viewer: Viewer, id: number, language: Locale): Promise<TripPack> {
      const booking = await bookings.get(viewer, id, language)
      if (!booking.is_owner) {
        throw new AppError({
          code: 'forbidden',
          message: 'Only the booking’s traveller may open its trip pack.',
        })
      }
      if (!PAID_STATUSES.has(booking.status)) {
        throw new AppError({
          code: 'booking_not_paid',
          message: 'The trip pack is ready once the booking is paid.',
        })
      }
      const [route, point, contacts] = await Promise.all([
        repository.route(booking.tour.id),
        repository.meetingPoint(booking.tour.id),
        repository.organizerContacts(booking.organizer.id),
      ])
      const start = route[0]
      return {
        id: booking.id,
        uuid: booking.uuid,
        link: booking.links.page,
        status: booking.status,
        tour: { id: booking.tour.id, name: booking.tour.name, slug: booking.tour.slug },
        start: booking.tour_date.start,
        end: booking.tour_date.end,
        travellers: booking.tourists.map((tourist) => tourist.full_name),
        meeting_point: {
          name:
            start === undefined ? booking.tour.name : localize(language, start.name, start.nameRu),
          latitude: point?.latitude ?? start?.latitude ?? 0,
          longitude: point?.longitude ?? start?.longitude ?? 0,
          text: point === undefined ? null : localize(language, point.text, point.textRu) || null,
        },
        meet: booking.meet ?? null,
        organizer: { ...booking.organizer, ...contacts },
        program: await programOf(booking, route, language),
      }
    },
  }
}

export type TripPackService = ReturnType<typeof createTripPackService>
