import { isBrandCurrency, type BrandCurrency } from '@tourmarket/domain/enums'
import { createTranslator, type Locale } from '@tourmarket/domain/i18n'
import { convertMoney, money } from '@tourmarket/domain/money'
import { officeDateMessages } from '@tourmarket/domain/office'
import { calendarDateInTimeZone, priceOnDay, type DiscountTerms } from '@tourmarket/domain/pricing'
import type { CurrencyService } from '../../../platform/currency/service.ts'
import type { OfficeAccess, OfficeMember } from '../../../platform/office/office-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { AppError } from '../../../errors.ts'
import type { DatesTour, DiscountRow, OfficeDateRow, OfficeDatesRepository } from '../repository.ts'

export type OfficeDatesServiceOptions = {
  repository: OfficeDatesRepository
  /** Issue 40: every office call is made as a member of the organizer the account acts for. */
  access: OfficeAccess
  /** The stored rates: each date keeps its price in USD for search (as the seed computes it). */
  currency: CurrencyService
  /** New dates of a tour without dates are priced in the brand's default currency. */
  defaultCurrency: BrandCurrency
  /**
   * A committed change of these tours' dates: search rows, the change feed and the tour pages
   * follow (decision 0041). Awaited, so the answer comes once search and the page show it.
   */
  toursChanged: (tourIds: readonly number[]) => Promise<void>
  now?: () => Date
}

/**
 * Stands for a date's own discount before its row exists. A new row gets the highest id of the
 * table, so among discounts of equal percent it loses to every existing one, as this id does
 * (priceOnDay prefers the lower id).
 */
export const NEW_OWN_DISCOUNT_ID = Number.MAX_SAFE_INTEGER

/** Stands for a date's id before its row exists: no stored discount names it. */
const NEW_DATE_ID = 0

function discountTerms(row: DiscountRow): DiscountTerms {
  return {
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
  }
}

/** A refusal of one field: a date's terms (TourDateProblem) or a series' range and days. */
export type Refusal = {
  readonly field: string
  readonly key: string
  readonly params?: Readonly<Record<string, number>>
}

/** A date's prices as stored: today's price after the best automatic discount, and in USD. */
export type DatePrices = {
  readonly priceMinor: number
  readonly priceUsdMinor: number
  /** The discount that set the price: a stored one's id, 'own' for the date's new own discount, or null. */
  readonly discount: number | 'own' | null
}

export function createOfficeDatesDeps(options: OfficeDatesServiceOptions) {
  const now = options.now ?? (() => new Date())
  const { repository, access } = options

  function tourNotFound(): AppError {
    return new AppError({ code: 'tour_not_found', message: 'Tour not found.' })
  }

  function dateNotFound(): AppError {
    return new AppError({ code: 'tour_date_not_found', message: 'Tour date not found.' })
  }

  /** The tour, for a member of its organizer: 404 for no tour, 403 for another organizer's. */
  async function ownTour(member: OfficeMember, tourId: number): Promise<DatesTour> {
    const tour = await repository.tour(tourId)
    if (tour === undefined) throw tourNotFound()
    access.ensureOwnObject(member, tour.organizerId)
    return tour
  }

  /** The date and its tour, for a member of the tour's organizer. */
  async function ownDate(
    viewer: Viewer,
    id: number,
  ): Promise<{ member: OfficeMember; tour: DatesTour; date: OfficeDateRow }> {
    const member = await access.member(viewer)
    const date = await repository.date(id)
    if (date === undefined) throw dateNotFound()
    const tour = await repository.tour(date.tourId)
    if (tour === undefined) throw dateNotFound()
    access.ensureOwnObject(member, tour.organizerId)
    return { member, tour, date }
  }

  /** Today where the tour starts: its dates are calendar dates there (decision 0041's rule). */
  function todayOf(tour: DatesTour): string {
    return calendarDateInTimeZone(now(), tour.timeZone)
  }

  /** Decision (issue 40): new dates take the currency of the tour's latest date, else the brand's. */
  async function currencyOf(tour: DatesTour): Promise<BrandCurrency> {
    const latest = await repository.latestCurrency(tour.id)
    return latest !== undefined && isBrandCurrency(latest) ? latest : options.defaultCurrency
  }

  /** 400 `validation_failed` with each refusal under its field, in the request's language. */
  function refuse(problems: readonly Refusal[], language: Locale): AppError {
    const translate = createTranslator(language, officeDateMessages)
    const errors: Record<string, string[]> = {}
    for (const problem of problems) {
      ;(errors[problem.field] ??= []).push(translate(problem.key, problem.params))
    }
    return new AppError({ code: 'validation_failed', message: 'Validation failed.', errors })
  }

  /**
   * A date's stored prices (§3 price, price_usd_minor), as the seed computes them: the base less
   * the best automatic discount that applies today, among `tourDiscounts` and a new own discount
   * of `ownPercent` (NEW_OWN_DISCOUNT_ID; 0 for none), then converted to USD at the stored rates.
   */
  async function pricesOf(input: {
    readonly dateId: number | null
    readonly startDate: string
    readonly currency: BrandCurrency
    readonly basePriceMinor: number
    readonly tourDiscounts: readonly DiscountRow[]
    readonly ownPercent: number
    readonly today: string
  }): Promise<DatePrices> {
    const dateId = input.dateId ?? NEW_DATE_ID
    const terms = input.tourDiscounts.map(discountTerms)
    if (input.ownPercent > 0) {
      terms.push({
        id: NEW_OWN_DISCOUNT_ID,
        kind: 'on_tour_date',
        percent: input.ownPercent,
        isAuto: true,
        bookedFrom: null,
        bookedTo: null,
        daysBeforeStart: null,
        dateFrom: null,
        dateTo: null,
        tourDateId: dateId,
      })
    }
    const { priceMinor, discount } = priceOnDay(
      {
        id: dateId,
        startDate: input.startDate,
        currency: input.currency,
        basePriceMinor: input.basePriceMinor,
      },
      terms,
      input.today,
    )
    const rates = await options.currency.rates()
    return {
      priceMinor,
      priceUsdMinor: convertMoney(money(priceMinor, input.currency), 'USD', rates).amountMinor,
      discount:
        discount === undefined ? null : discount.id === NEW_OWN_DISCOUNT_ID ? 'own' : discount.id,
    }
  }

  return {
    ...options,
    now,
    ownTour,
    ownDate,
    todayOf,
    currencyOf,
    refuse,
    pricesOf,
  }
}

export type OfficeDatesDeps = ReturnType<typeof createOfficeDatesDeps>
