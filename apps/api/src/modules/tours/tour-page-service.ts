import type {
  IndividualTour,
  TourPageResponse,
  TourProgram,
  TourQuestion,
} from '@tourmarket/contracts'
import { isBrandCurrency } from '@tourmarket/domain/enums'
import { convertForDisplay, money } from '@tourmarket/domain/money'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../errors.ts'
import type { CurrencyService } from '../../platform/currency/service.ts'
import { program, question } from './presenter.ts'
import { tourUrl } from '../../platform/site-paths/site-paths.ts'
import { presentTourDate } from './tour-dates.ts'
import type { TourRepository } from './repository.ts'
import { notFound, tourNotFound } from './tour-lookups.ts'
import type { RequestContext, TourLookups } from './tour-lookups.ts'
import type { TourPageLoader, TourPageOptions } from './tour-page.ts'
import type { TourPageCache } from './tour-page-cache.ts'

/** §8 410 'An error occurred' (tour dates passed): the storefront shows its 410 screen. */
const tourDatesPassed = new AppError({
  code: 'tour_dates_passed',
  message: 'All dates of this tour have passed.',
})

export type TourPageServiceDependencies = {
  repository: TourRepository
  currency: CurrencyService
  lookups: TourLookups
  loadTourPage: TourPageLoader
  pageCache: TourPageCache
}

/** The tour page (§7 /spa/tour, or an individual offer's), and the parts it loads on demand. */
export function createTourPageService({
  repository,
  currency,
  lookups,
  loadTourPage,
  pageCache,
}: TourPageServiceDependencies) {
  const { schedule, sold } = lookups

  async function readTourPage(
    slug: string,
    options: TourPageOptions,
    context: RequestContext,
  ): Promise<TourPageResponse> {
    const found = await repository.findBySlug(slug)
    const tour = sold(found)
    if (found !== undefined && tour === undefined) throw tourNotFound(`at '${slug}'`)
    if (tour === undefined) {
      const currentSlug = await repository.currentSlugFor(slug)
      if (currentSlug === undefined) throw tourNotFound(`at '${slug}'`)
      return { redirect: { slug: currentSlug, url: tourUrl(currentSlug) } }
    }
    const tourSchedule = await schedule(tour)
    if (tourSchedule.expired) throw tourDatesPassed
    return loadTourPage(tour, tourSchedule, options, context)
  }

  return {
    /**
     * §7 /spa/tour, from the page cache when it has the page. A renamed slug answers a redirect
     * instead of the page; a tour whose every date has started answers §8's 410.
     */
    async tourPage(
      slug: string,
      options: TourPageOptions,
      context: RequestContext,
    ): Promise<TourPageResponse> {
      return pageCache.page(slug, options, context, () => readTourPage(slug, options, context))
    },

    /**
     * §7 /spa/tour as the database has it now, never from the cache: for what must notice a
     * change at once (the program mails compare versions of the page).
     */
    currentTourPage: readTourPage,

    /**
     * Tour pages changed (a date, a price, seats, a text, publication): the next request reads
     * them again. The search change feed can be connected here as it is.
     */
    invalidateTourPages: pageCache.invalidate,

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
      const [page, rates, dateRow] = await Promise.all([
        loadTourPage(tour, await schedule(tour), options, context),
        currency.rates(),
        offer.tourDateId === null ? undefined : repository.date(offer.tourDateId),
      ])
      const offered = money(offer.priceMinor, offer.currency)
      const price = convertForDisplay(offered, context.currency, rates)
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
          tour_date_id: offer.tourDateId,
          // Closed to public sale, open to this offer: busy only when its seats are taken.
          date:
            dateRow === undefined
              ? null
              : presentTourDate(
                  { ...dateRow, isClosed: false },
                  { currency: context.currency, language: context.language, rates },
                ),
        },
        tour: page,
      }
    },
  }
}
