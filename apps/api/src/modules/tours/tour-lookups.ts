import { tourType } from '@tourmarket/domain/enums'
import { calendarDateInTimeZone, isTourExpired } from '@tourmarket/domain/pricing'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { ErrorCode } from '@tourmarket/contracts'
import { AppError } from '../../errors.ts'
import type { CurrencyService } from '../../platform/currency/service.ts'
import type { CityRow, TourDateRow, TourRepository, TourRow } from './repository.ts'
import { presentUpcomingTourDates } from './tour-dates.ts'
import type { PriceContext } from './tour-dates.ts'

/** The request's language and currency: what every response is localised and priced in. */
export type RequestContext = { language: Locale; currency: BrandCurrency }

export function notFound(code: ErrorCode, message: string): AppError {
  return new AppError({ code, message })
}

export function tourNotFound(what: string): AppError {
  return notFound('tour_not_found', `There is no tour ${what}.`)
}

export type Schedule = {
  city: CityRow
  dateRows: TourDateRow[]
  today: string
  /** §8 410: every date has started. */
  expired: boolean
}

export function brokenTour(tour: TourRow, what: string): Error {
  return new Error(`Tour ${tour.id} has an invalid ${what}`)
}

export type TourLookupDependencies = {
  repository: TourRepository
  currency: CurrencyService
  /** The clock that decides which dates have started. */
  now: () => Date
  /** §1: false on a brand that sells no excursions, whose excursions are then not found. */
  excursionsEnabled: boolean
}

/**
 * What most tour use cases read first: an on-site tour (by id or slug), its start city and
 * schedule, and the request's prices.
 */
export function createTourLookups({
  repository,
  currency,
  now,
  excursionsEnabled,
}: TourLookupDependencies) {
  /** Decision 0032: a brand without excursions has none on its site; they answer 404 like no tour. */
  function sold(tour: TourRow | undefined): TourRow | undefined {
    return tour !== undefined && !excursionsEnabled && tour.type === tourType.excursion
      ? undefined
      : tour
  }

  async function onSiteTour(id: number): Promise<TourRow> {
    const tour = sold(await repository.findById(id))
    if (tour === undefined) throw tourNotFound(`with id ${id}`)
    return tour
  }

  /** A tour by its current slug or, when renamed, by an old one. */
  async function onSiteTourBySlug(slug: string): Promise<TourRow> {
    const tour = sold(await repository.findBySlug(slug))
    if (tour !== undefined) return tour
    const currentSlug = await repository.currentSlugFor(slug)
    const renamed =
      currentSlug === undefined ? undefined : sold(await repository.findBySlug(currentSlug))
    if (renamed === undefined) throw tourNotFound(`at '${slug}'`)
    return renamed
  }

  async function startCity(tour: TourRow) {
    const city = await repository.city(tour.startCityId)
    if (city === undefined) throw brokenTour(tour, 'start city')
    return city
  }

  async function priceContext(context: RequestContext): Promise<PriceContext> {
    return { ...context, rates: await currency.rates() }
  }

  /** A tour's start city, all its dates (past ones too), and today in the start city's zone. */
  async function schedule(tour: TourRow): Promise<Schedule> {
    const [city, dateRows] = await Promise.all([startCity(tour), repository.dates(tour.id)])
    const today = calendarDateInTimeZone(now(), city.timezone)
    const expired = isTourExpired({
      startDates: dateRows.map((row) => row.startDate),
      today,
      isOnRequest: tour.isOnRequest,
    })
    return { city, dateRows, today, expired }
  }

  async function upcomingDates(tour: TourRow, context: RequestContext) {
    const [{ dateRows, today }, prices] = await Promise.all([schedule(tour), priceContext(context)])
    return presentUpcomingTourDates(dateRows, today, prices)
  }

  return { onSiteTour, onSiteTourBySlug, sold, startCity, priceContext, schedule, upcomingDates }
}

export type TourLookups = ReturnType<typeof createTourLookups>
