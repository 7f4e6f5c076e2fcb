import type {
  ExcursionDates,
  TicketTourCities,
  TourCity,
  TourForRequest,
} from '@tourmarket/contracts'
import { isTourType, tourType } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { OrganizerService } from '../organizers/service.ts'
import { mediaItem } from '../../platform/media-item/media-item.ts'
import { tourCity, tourTitle } from './presenter.ts'
import { tourUrl } from '../../platform/site-paths/site-paths.ts'
import type { TourRepository } from './repository.ts'
import { brokenTour, notFound } from './tour-lookups.ts'
import type { RequestContext, TourLookups } from './tour-lookups.ts'

export type TourItineraryServiceDependencies = {
  repository: TourRepository
  organizers: OrganizerService
  lookups: TourLookups
}

/** Where and when a tour goes: its upcoming dates (for a booking request, an excursion) and route. */
export function createTourItineraryService({
  repository,
  organizers,
  lookups,
}: TourItineraryServiceDependencies) {
  const { onSiteTour, startCity, upcomingDates } = lookups
  return {
    async tourForRequest(id: number, context: RequestContext): Promise<TourForRequest> {
      const tour = await onSiteTour(id)
      const [city, organizer, dates] = await Promise.all([
        startCity(tour),
        organizers.summary(tour.organizerId),
        upcomingDates(tour, context),
      ])
      if (!isTourType(tour.type)) throw brokenTour(tour, 'type')
      const title = tourTitle(tour, context.language)
      return {
        id: tour.id,
        slug: tour.slug,
        url: tourUrl(tour.slug),
        title,
        type: tour.type,
        cover: mediaItem(tour.coverKey, title),
        duration_days: tour.durationDays,
        group_size: { min: tour.minGroupSize, max: tour.maxGroupSize },
        min_age: tour.minAge,
        start_city: tourCity(city, context.language),
        organizer,
        dates,
        is_on_request: tour.isOnRequest,
      }
    },

    /** §7 tours-cities: the route's cities in order, for the map. */
    async routeCities(tourId: number, language: Locale): Promise<TourCity[]> {
      const tour = await onSiteTour(tourId)
      const route = await repository.route(tour.id)
      return route.map((place) => tourCity(place, language))
    },

    /** §7 ticket/tour-cities: where the route starts (the start city) and ends (its last place). */
    async ticketCities(tourId: number, language: Locale): Promise<TicketTourCities> {
      const tour = await onSiteTour(tourId)
      const [city, route] = await Promise.all([startCity(tour), repository.route(tour.id)])
      const start = tourCity(city, language)
      const last = route.at(-1)
      return { start_city: start, end_city: last === undefined ? start : tourCity(last, language) }
    },

    /** §7 tour/excursion-dates: 404 for a tour that is not an excursion (§3 type 2). */
    async excursionDates(id: number, context: RequestContext): Promise<ExcursionDates> {
      const tour = await onSiteTour(id)
      if (tour.type !== tourType.excursion) {
        throw notFound('not_an_excursion', `Tour ${id} is not an excursion.`)
      }
      return { tour_id: tour.id, data: await upcomingDates(tour, context) }
    },
  }
}
