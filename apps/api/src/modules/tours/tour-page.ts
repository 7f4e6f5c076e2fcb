import { TOUR_PAGE_QUESTIONS_LIMIT, TOUR_REVIEWS_DEFAULT_LIMIT } from '@tourmarket/contracts'
import type { TourPage } from '@tourmarket/contracts'
import {
  accommodationLabelKey,
  comfortLabelKey,
  difficultyLabelKey,
  enumMessages,
  isAccommodationKind,
  isComfortLevel,
  isDifficulty,
  isTourType,
} from '@tourmarket/domain/enums'
import { extraCostTerms } from '@tourmarket/domain/booking'
import type { OrganizerExtraCosts } from '@tourmarket/domain/booking'
import { isBrandCurrency } from '@tourmarket/domain/enums'
import { createTranslator } from '@tourmarket/domain/i18n'
import { languageOfLocale } from '@tourmarket/domain/reviews'
import { cancellationPolicyBody } from '../../platform/presenters/cancellation-policy.ts'
import { localize } from '../../platform/i18n/localize.ts'
import type { OrganizerService } from '../organizers/service.ts'
import { imageTemplate, mediaItem } from '../../platform/media-item/media-item.ts'
import { tourUrl } from '../../platform/site-paths/site-paths.ts'
import {
  alternativeTitle,
  breadcrumbs,
  program,
  question,
  ratingSummary,
  seoDescription,
  tourCity,
  tourTitle,
} from './presenter.ts'
import type { TourRepository, TourRow } from './repository.ts'
import { reviewsPage } from './review-service.ts'
import { presentUpcomingTourDates } from './tour-dates.ts'
import { brokenTour } from './tour-lookups.ts'
import type { RequestContext, Schedule, TourLookups } from './tour-lookups.ts'
import { sanitizeOrganizerHtml } from '../../platform/html/organizer-html.ts'

/** The organizer's stored figures (issue 44 item 5); a currency the brand lacks is a broken row. */
function organizerExtraCosts(tour: TourRow): OrganizerExtraCosts | null {
  const stored = tour.extraCosts
  if (stored === null) return null
  if (!isBrandCurrency(stored.currency)) throw brokenTour(tour, 'extra costs currency')
  return { ...stored, currency: stored.currency }
}

export type TourPageOptions = {
  format: 'full' | 'short'
  expandProgram: boolean
  expandReviews: boolean
  withAlt: boolean
}

export type TourPageLoaderDependencies = {
  repository: TourRepository
  organizers: OrganizerService
  lookups: TourLookups
}

/** Reads and presents everything a tour page shows. */
export function createTourPageLoader({
  repository,
  organizers,
  lookups,
}: TourPageLoaderDependencies) {
  const { priceContext } = lookups

  /** The tour page's data; only dates not yet started are listed. */
  async function loadTourPage(
    tour: TourRow,
    { city, dateRows, today, expired }: Schedule,
    options: TourPageOptions,
    context: RequestContext,
  ): Promise<TourPage> {
    const { language } = context
    const full = options.format === 'full'
    // Issue 42: reviews and questions in the visitor's language come before the others.
    const visitorLanguage = languageOfLocale(language)
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
      repository.answeredQuestions(tour.id, TOUR_PAGE_QUESTIONS_LIMIT, visitorLanguage),
      options.expandReviews
        ? reviewsPage(
            repository,
            { tourId: tour.id },
            { page: 1, limit: TOUR_REVIEWS_DEFAULT_LIMIT },
            language,
            { sort: 'newest', preferred: visitorLanguage },
          )
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
      meeting_point: {
        latitude: tour.latitude,
        longitude: tour.longitude,
        text: localize(language, tour.meetingPoint, tour.meetingPointRu) || null,
      },
      // A list not translated into Russian shows in English, as a text does.
      included: language === 'ru' && tour.includedRu.length > 0 ? tour.includedRu : tour.included,
      not_included:
        language === 'ru' && tour.notIncludedRu.length > 0 ? tour.notIncludedRu : tour.notIncluded,
      // Issue 44 item 5: in the request's currency, as the dates' prices are.
      extra_costs: extraCostTerms({
        organizer: organizerExtraCosts(tour),
        countryIso: tour.country.isoCode,
        to: prices.currency,
        rates: prices.rates,
      }),
      know_before_you_go:
        language === 'ru' && tour.knowBeforeRu.length > 0 ? tour.knowBeforeRu : tour.knowBefore,
      accessibility:
        language === 'ru' && tour.accessibilityRu.length > 0
          ? tour.accessibilityRu
          : tour.accessibility,
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
      cancellation_policy: cancellationPolicyBody(tour.cancellationPolicy),
      timezone: city.timezone,
      rating: ratingSummary(ratingCounts),
      dates: presentUpcomingTourDates(dateRows, today, prices),
      programs: programs.map((row) => ({ ...named(row), is_default: row.isDefault })),
      program: expandedProgram,
      reviews: reviews?.data ?? null,
      ...(reviews === null ? {} : { review_languages: reviews.languages }),
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

  return loadTourPage
}

export type TourPageLoader = ReturnType<typeof createTourPageLoader>
