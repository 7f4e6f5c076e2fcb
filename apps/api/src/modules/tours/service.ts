import {
  COMPLAINT_TEXT_MAX_LENGTH,
  COMPLAINT_TEXT_MIN_LENGTH,
  TOUR_PAGE_QUESTIONS_LIMIT,
  TOUR_REVIEWS_DEFAULT_LIMIT,
} from '@tourmarket/api-client'
import type {
  ExcursionDates,
  IndividualTour,
  ReviewsPage,
  TicketTourCities,
  TourAccommodations,
  TourCity,
  TourForRequest,
  TourPage,
  TourPageResponse,
  TourProgram,
  TourQuestion,
} from '@tourmarket/api-client'
import {
  accommodationKinds,
  accommodationLabelKey,
  calendarDateInTimeZone,
  comfortLabelKey,
  convertMoney,
  createTranslator,
  difficultyLabelKey,
  enumMessages,
  formatValidationMessage,
  isAccommodationKind,
  isBrandCurrency,
  isComfortLevel,
  isDifficulty,
  isTourExpired,
  isTourType,
  money,
  tourType,
  totalPageCount,
  validateField,
} from '@tourmarket/domain'
import type { BrandCurrency, Locale } from '@tourmarket/domain'
import { AppError } from '../../errors.ts'
import { localize } from '../../lib/localize.ts'
import type { CurrencyService } from '../currency/service.ts'
import type { OrganizerService } from '../organizers/service.ts'
import { imageTemplate, mediaItem } from './media.ts'
import {
  alternativeTitle,
  breadcrumbs,
  program,
  question,
  ratingSummary,
  review,
  seoDescription,
  tourCity,
  tourTitle,
  tourUrl,
} from './presenter.ts'
import type { CityRow, ReviewScope, TourDateRow, TourRepository, TourRow } from './repository.ts'
import { presentUpcomingTourDates } from './tour-dates.ts'
import type { PriceContext } from './tour-dates.ts'
import { sanitizeOrganizerHtml } from '../../lib/organizer-html.ts'

/** The request's language and currency: what every response is localised and priced in. */
export type RequestContext = { language: Locale; currency: BrandCurrency }

export type TourPageOptions = {
  format: 'full' | 'short'
  expandProgram: boolean
  expandReviews: boolean
  withAlt: boolean
}

export type TourServiceDependencies = {
  repository: TourRepository
  organizers: OrganizerService
  currency: CurrencyService
  /** The clock that decides which dates have started. */
  now: () => Date
}

function notFound(code: string, message: string): AppError {
  return new AppError({ status: 404, code, message })
}

function tourNotFound(what: string): AppError {
  return notFound('tour_not_found', `There is no tour ${what}.`)
}

/** §8 410 'An error occurred' (tour dates passed): the storefront shows its 410 screen. */
const tourDatesPassed = new AppError({
  status: 410,
  code: 'tour_dates_passed',
  message: 'All dates of this tour have passed.',
})

type Schedule = {
  city: CityRow
  dateRows: TourDateRow[]
  today: string
  /** §8 410: every date has started. */
  expired: boolean
}

function brokenTour(tour: TourRow, what: string): Error {
  return new Error(`Tour ${tour.id} has an invalid ${what}`)
}

export function createTourService({
  repository,
  organizers,
  currency,
  now,
}: TourServiceDependencies) {
  async function onSiteTour(id: number): Promise<TourRow> {
    const tour = await repository.findById(id)
    if (tour === undefined) throw tourNotFound(`with id ${id}`)
    return tour
  }

  /** A tour by its current slug or, when renamed, by an old one. */
  async function onSiteTourBySlug(slug: string): Promise<TourRow> {
    const tour = await repository.findBySlug(slug)
    if (tour !== undefined) return tour
    const currentSlug = await repository.currentSlugFor(slug)
    const renamed = currentSlug === undefined ? undefined : await repository.findBySlug(currentSlug)
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

  async function reviewsPage(
    scope: ReviewScope,
    paging: { page: number; limit: number },
    language: Locale,
  ): Promise<ReviewsPage> {
    const [rows, counts] = await Promise.all([
      repository.reviews(scope, { limit: paging.limit, offset: (paging.page - 1) * paging.limit }),
      repository.ratingCounts(scope),
    ])
    const images = await repository.reviewImages(rows.map((row) => row.id))
    const summary = ratingSummary(counts)
    return {
      data: rows.map((row) =>
        review(
          row,
          images.filter((image) => image.reviewId === row.id),
          language,
        ),
      ),
      meta: {
        page: paging.page,
        per_page: paging.limit,
        total: summary.count,
        total_pages: totalPageCount(summary.count, paging.limit),
      },
      summary,
    }
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

  /** The tour page's data; only dates not yet started are listed. */
  async function tourPage(
    tour: TourRow,
    { city, dateRows, today, expired }: Schedule,
    options: TourPageOptions,
    context: RequestContext,
  ): Promise<TourPage> {
    const { language } = context
    const full = options.format === 'full'
    const [
      organizer,
      media,
      route,
      spokenLanguages,
      restKinds,
      collections,
      showplaces,
      programs,
      ratingCounts,
      questions,
      reviews,
      prices,
    ] = await Promise.all([
      organizers.summary(tour.organizerId),
      repository.media(tour.id),
      repository.route(tour.id),
      repository.languages(tour.languageIds),
      repository.restKinds(tour.id),
      repository.collections(tour.id),
      repository.showplaces(tour.id),
      repository.programs(tour.id),
      repository.ratingCounts({ tourId: tour.id }),
      repository.answeredQuestions(tour.id, TOUR_PAGE_QUESTIONS_LIMIT),
      options.expandReviews
        ? reviewsPage({ tourId: tour.id }, { page: 1, limit: TOUR_REVIEWS_DEFAULT_LIMIT }, language)
        : null,
      priceContext(context),
    ])
    // Programs come default first: expand_program shows that one.
    const defaultProgram = full && options.expandProgram ? programs[0] : undefined
    const expandedProgram =
      defaultProgram === undefined
        ? null
        : program(defaultProgram, await repository.programDays(defaultProgram.id), language)
    const translate = createTranslator(language, enumMessages)
    if (!isTourType(tour.type)) throw brokenTour(tour, 'type')
    if (!isDifficulty(tour.difficulty)) throw brokenTour(tour, 'difficulty')
    if (!isComfortLevel(tour.comfort)) throw brokenTour(tour, 'comfort')
    const title = tourTitle(tour, language)
    const summary = localize(language, tour.summary, tour.summaryRu)
    const named = (row: { id: number; name: string; nameRu: string }) => ({
      id: row.id,
      name: localize(language, row.name, row.nameRu),
    })
    return {
      id: tour.id,
      slug: tour.slug,
      url: tourUrl(tour.slug),
      title,
      ...(options.withAlt ? { title_alt: alternativeTitle(tour, language) } : {}),
      type: tour.type,
      summary,
      description: full
        ? sanitizeOrganizerHtml(localize(language, tour.description, tour.descriptionRu))
        : null,
      cover: mediaItem(tour.coverKey, title),
      gallery: media.map((item) =>
        mediaItem(item.imageKey, localize(language, item.alt, item.altRu), item.videoUrl),
      ),
      duration_days: tour.durationDays,
      group_size: { min: tour.minGroupSize, max: tour.maxGroupSize },
      min_age: tour.minAge,
      difficulty: { id: tour.difficulty, label: translate(difficultyLabelKey(tour.difficulty)) },
      comfort: { id: tour.comfort, label: translate(comfortLabelKey(tour.comfort)) },
      accommodation: tour.accommodation
        .filter((kind) => isAccommodationKind(kind))
        .map((kind) => ({ id: kind, label: translate(accommodationLabelKey(kind)) })),
      languages: spokenLanguages.map(named),
      start_city: tourCity(city, language),
      region: tour.region === null ? null : named(tour.region),
      country: { ...named(tour.country), iso_code: tour.country.isoCode },
      meeting_point: { latitude: tour.latitude, longitude: tour.longitude },
      route: route.map((place) => tourCity(place, language)),
      rest_kinds: restKinds.map((row) => ({ ...named(row), slug: row.slug })),
      collections: collections.map((row) => ({ ...named(row), slug: row.slug })),
      showplaces: showplaces.map((row) => ({
        ...named(row),
        slug: row.slug,
        latitude: row.latitude,
        longitude: row.longitude,
      })),
      cruise: tour.isCruise
        ? {
            cruise_type: tour.cruiseType,
            is_returning: tour.isReturningCruise,
            ship:
              tour.ship === null
                ? null
                : {
                    id: tour.ship.id,
                    slug: tour.ship.slug,
                    name: tour.ship.name,
                    cabins_capacity: tour.ship.cabinsCapacity,
                    passenger_capacity: tour.ship.passengerCapacity,
                  },
            water_object:
              tour.waterObject === null
                ? null
                : {
                    ...named(tour.waterObject),
                    slug: tour.waterObject.slug,
                    kind: tour.waterObject.kind,
                  },
          }
        : null,
      organizer,
      rating: ratingSummary(ratingCounts),
      dates: presentUpcomingTourDates(dateRows, today, prices),
      programs: programs.map((row) => ({ ...named(row), is_default: row.isDefault })),
      program: expandedProgram,
      reviews: reviews?.data ?? null,
      questions: full ? questions.rows.map(question) : null,
      questions_count: questions.total,
      breadcrumbs: breadcrumbs(tour, language),
      seo: {
        title,
        description: seoDescription(summary),
        canonical_path: tourUrl(tour.slug),
        og_image: imageTemplate(tour.coverKey),
      },
      is_on_request: tour.isOnRequest,
      is_expired: expired,
    }
  }

  async function upcomingDates(tour: TourRow, context: RequestContext) {
    const [{ dateRows, today }, prices] = await Promise.all([schedule(tour), priceContext(context)])
    return presentUpcomingTourDates(dateRows, today, prices)
  }

  return {
    /**
     * §7 /spa/tour. A renamed slug answers a redirect instead of the page; a tour whose every
     * date has started answers §8's 410.
     */
    async tourPage(
      slug: string,
      options: TourPageOptions,
      context: RequestContext,
    ): Promise<TourPageResponse> {
      const tour = await repository.findBySlug(slug)
      if (tour === undefined) {
        const currentSlug = await repository.currentSlugFor(slug)
        if (currentSlug === undefined) throw tourNotFound(`at '${slug}'`)
        return { redirect: { slug: currentSlug, url: tourUrl(currentSlug) } }
      }
      const tourSchedule = await schedule(tour)
      if (tourSchedule.expired) throw tourDatesPassed
      return tourPage(tour, tourSchedule, options, context)
    },

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

    /** One question of an on-site tour, answered or not; 404 when it belongs to another tour. */
    async question(questionId: number, tourId: number): Promise<TourQuestion> {
      const [row, tour] = await Promise.all([
        repository.question(questionId),
        repository.findById(tourId),
      ])
      if (row === undefined || tour === undefined || row.tourId !== tourId) {
        throw notFound(
          'question_not_found',
          `There is no question ${questionId} about tour ${tourId}.`,
        )
      }
      return question(row)
    },

    /** One program of an on-site tour with its days; 404 when it belongs to another tour. */
    async program(programId: number, tourId: number, language: Locale): Promise<TourProgram> {
      const [row, tour] = await Promise.all([
        repository.program(programId),
        repository.findById(tourId),
      ])
      if (row === undefined || tour === undefined || row.tourId !== tourId) {
        throw notFound('program_not_found', `There is no program ${programId} of tour ${tourId}.`)
      }
      return program(row, await repository.programDays(row.id), language)
    },

    /** §7 tour-reviews: the first page of a tour's reviews and their summary. */
    async tourReviews(tourId: number, language: Locale): Promise<ReviewsPage> {
      const tour = await onSiteTour(tourId)
      return reviewsPage(
        { tourId: tour.id },
        { page: 1, limit: TOUR_REVIEWS_DEFAULT_LIMIT },
        language,
      )
    },

    /** §7 all-tour-reviews: a page of a tour's reviews, by its slug (an old slug works too). */
    async allTourReviews(
      slug: string,
      paging: { page: number; limit: number },
      language: Locale,
    ): Promise<ReviewsPage> {
      const tour = await onSiteTourBySlug(slug)
      return reviewsPage({ tourId: tour.id }, paging, language)
    },

    /** §7 organizer-reviews: a page of reviews of all the organizer's published tours. */
    async organizerReviews(
      organizerId: number,
      paging: { page: number; limit: number },
      language: Locale,
    ): Promise<ReviewsPage> {
      const organizer = await organizers.summary(organizerId)
      return reviewsPage({ organizerId: organizer.id }, paging, language)
    },

    /**
     * §2 /order/{uuid}/individual-tour: an offer made for one client. It reuses the tour page,
     * which is shown even when the tour is unpublished or its public dates have passed.
     */
    async individualTour(uuid: string, context: RequestContext): Promise<IndividualTour> {
      const offer = await repository.individualTour(uuid)
      const tour = offer === undefined ? undefined : await repository.findAnyById(offer.tourId)
      if (offer === undefined || tour === undefined) {
        throw notFound('individual_tour_not_found', `There is no individual tour ${uuid}.`)
      }
      if (!isBrandCurrency(offer.currency)) {
        throw new Error(`Individual tour ${uuid} has an invalid currency`)
      }
      const options: TourPageOptions = {
        format: 'full',
        expandProgram: true,
        expandReviews: false,
        withAlt: false,
      }
      const [page, rates] = await Promise.all([
        tourPage(tour, await schedule(tour), options, context),
        currency.rates(),
      ])
      const offered = money(offer.priceMinor, offer.currency)
      const price = convertMoney(offered, context.currency, rates)
      const dayMilliseconds = 86_400_000
      return {
        offer: {
          uuid: offer.uuid,
          client_name: offer.clientName,
          start: offer.startDate,
          end: offer.endDate,
          duration: (Date.parse(offer.endDate) - Date.parse(offer.startDate)) / dayMilliseconds + 1,
          price: { amount_minor: price.amountMinor, currency: price.currency },
          offered_price: { amount_minor: offered.amountMinor, currency: offered.currency },
          note: offer.note,
        },
        tour: page,
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

    /** §7 tour-accommodations: every §3 kind with its label and how many listed tours offer it. */
    async accommodations(language: Locale): Promise<TourAccommodations> {
      const counts = await repository.accommodationCounts(now())
      const translate = createTranslator(language, enumMessages)
      return {
        data: accommodationKinds.map((kind) => ({
          id: kind,
          label: translate(accommodationLabelKey(kind)),
          tours_count: counts.find((row) => row.kind === kind)?.count ?? 0,
        })),
      }
    },

    /** §7 tour/excursion-dates: 404 for a tour that is not an excursion (§3 type 2). */
    async excursionDates(id: number, context: RequestContext): Promise<ExcursionDates> {
      const tour = await onSiteTour(id)
      if (tour.type !== tourType.excursion) {
        throw notFound('not_an_excursion', `Tour ${id} is not an excursion.`)
      }
      return { tour_id: tour.id, data: await upcomingDates(tour, context) }
    },

    /** §7 tour/complaint: the §5 rules on the text first (400), then the tour must exist (404). */
    async complain(tourId: number, text: string, language: Locale): Promise<{ id: number }> {
      const trimmed = text.trim()
      const problems = validateField(
        { required: true, min: COMPLAINT_TEXT_MIN_LENGTH, max: COMPLAINT_TEXT_MAX_LENGTH },
        trimmed,
      )
      if (problems.length > 0) {
        throw new AppError({
          status: 400,
          code: 'validation_failed',
          message: 'Validation failed.',
          errors: { text: problems.map((problem) => formatValidationMessage(problem, language)) },
        })
      }
      const tour = await onSiteTour(tourId)
      return { id: await repository.insertComplaint(tour.id, trimmed) }
    },
  }
}

export type TourService = ReturnType<typeof createTourService>
