import { addDays } from '@tourmarket/domain/inputs'
import { priceOnDay } from '@tourmarket/domain/pricing'
import type { ComfortLevel, Currency, DiscountKind } from '@tourmarket/domain/enums'
import type { CalendarDate } from '@tourmarket/domain/inputs'
import type { DiscountTerms } from '@tourmarket/domain/pricing'
import type { CellValue } from './bulk-insert.ts'
import { daysBetween, monthOf, utcMidnight, weekdayOf } from './calendar.ts'
import { toUsdMinor } from './pricing.ts'
import { createRandom } from '../platform/random/seeded-random.ts'
import { organizerPolicyCell, tourPolicyCell } from './cancellation-policies.ts'
import { deriveSeed, seededUuid } from './random.ts'
import type { Random } from '../platform/random/seeded-random.ts'
import { imageKey, landscapeKey } from './photos.ts'
import type { LandscapeTheme } from './photos.ts'
import type {
  CityRow,
  CountryRow,
  ReferenceData,
  RestKindRow,
  WaterObjectRow,
} from './reference-data.ts'
import { slugify, truncateSlug } from './slugs.ts'
import { tourFacts } from './tour-facts.ts'
import { fitsDuration } from './taxonomy-data.ts'
import type { Bilingual, Template } from './taxonomy-data.ts'
import {
  arrivalDay,
  authorName,
  companyName,
  cruiseDayUnderWay,
  cruisePortDays,
  cruiseSummaries,
  cruiseTitles,
  dayTitles,
  daysEn,
  daysRu,
  departureDay,
  disembarkationDay,
  embarkationDay,
  eveningReturn,
  excursionKindSlugs,
  excursionSummaries,
  excursionTitles,
  fill,
  landscapeAlts,
  listEn,
  listRu,
  meetingMorning,
  organizerDescription,
  organizerReply,
  paragraphs,
  personName,
  programNames,
  questionsAndAnswers,
  reviewSubject,
  reviewText,
} from './texts.ts'

export type Row = Record<string, CellValue>

export type CatalogueOptions = {
  readonly tours: number
  readonly seed: number
  readonly today: CalendarDate
}

/**
 * Units of each currency per US dollar times 10^6 (currency_rates): fixed, plausible values, so
 * the demo's USD prices never move between runs.
 */
export const unitsPerUsdMicros: Readonly<Record<Currency | 'AED', number>> = {
  USD: 1_000_000,
  EUR: 920_000,
  RUB: 90_000_000,
  BYN: 3_270_000,
  KZT: 470_000_000,
  CNY: 7_200_000,
  AED: 3_672_500,
}

/** Days ahead a tour date may start: "the next 18 months", kept inside 18 calendar months. */
export const dateHorizonDays = 540

/** Organizers made for a catalogue: ~150 by default, more for a benchmark catalogue. */
export function organizerCount(tours: number): number {
  return Math.max(150, Math.round(tours * 0.075))
}

export type OrganizerFacts = {
  readonly id: number
  readonly countryId: number
  readonly isAuthor: boolean
}

type CountryFacts = {
  country: CountryRow
  cities: CityRow[]
  restKinds: RestKindRow[]
  waterObjects: WaterObjectRow[]
}

/** Whether a tour of the kind can start in the city: a yacht needs a harbour, a trek mountains. */
function canStartIn(kind: RestKindRow, city: CityRow): boolean {
  return (
    kind.settings === undefined || kind.settings.some((setting) => city.settings.includes(setting))
  )
}

/**
 * The landscapes a city can be shown with: a bay needs the sea, peaks the mountains (or a cold
 * coast, where the sea is a fjord under peaks), the northern lights the far north, dunes a desert.
 * Valleys and autumn woods fit anywhere the country has them.
 */
function landscapesAt(city: CityRow, country: CountryRow): readonly LandscapeTheme[] {
  const coldCoast = !country.landscapes.includes('tropical') && city.settings.includes('seaside')
  return country.landscapes.filter((landscape) => {
    switch (landscape) {
      case 'tropical':
        return city.settings.includes('seaside')
      case 'alpine':
        return city.settings.includes('mountains') || coldCoast
      case 'aurora':
        return city.settings.includes('arctic')
      case 'desert':
        return city.settings.includes('desert')
      default:
        return true
    }
  })
}

const placeBound: ReadonlySet<LandscapeTheme> = new Set(['tropical', 'alpine', 'desert'])

/**
 * What a tour of the kind starting in the city shows: the kind's own landscapes that the place
 * has, best first (a beach tour a bay, never a river valley); a kind without its own (a city
 * break) shows whatever the place has, except the northern lights, which only aurora hunts show.
 */
function landscapesFor(kind: RestKindRow, city: CityRow, country: CountryRow): LandscapeTheme[] {
  const here = landscapesAt(city, country)
  // What sets the place apart (its bay, its peaks, its dunes) comes first: it makes the cover.
  if (kind.landscapes.length === 0)
    return here
      .filter((landscape) => landscape !== 'aurora')
      .toSorted((a, b) => Number(placeBound.has(b)) - Number(placeBound.has(a)))
  const best = kind.landscapes.find((landscape) => here.includes(landscape))
  return best === undefined ? [] : [best]
}

/** Whether a tour of the kind can start in the city and be pictured truthfully there. */
function canHost(kind: RestKindRow, city: CityRow, country: CountryRow): boolean {
  return canStartIn(kind, city) && landscapesFor(kind, city, country).length > 0
}

const warmMonths = [5, 6, 7, 8, 9, 10]
/** Beyond this latitude the sea and rivers are cold outside the summer months. */
const temperateLatitude = 30

/** Months, north of the equator, moved six months on for a southern country. */
function localMonths(months: readonly number[], country: CountryRow): number[] {
  return country.latitude < 0 ? months.map((month) => ((month + 5) % 12) + 1) : [...months]
}

/**
 * The months a tour of the kind may start in there: a ski week in winter (July in Chile), a beach
 * or a yacht in the summer months of a temperate country; any month when undefined.
 */
function seasonOf(kind: RestKindRow, country: CountryRow): number[] | undefined {
  if (kind.months !== undefined) return localMonths(kind.months, country)
  if (kind.weather === 'water' && Math.abs(country.latitude) >= temperateLatitude)
    return localMonths(warmMonths, country)
  return undefined
}

/**
 * Whether a trip of the main kind can also honestly be of the other: a ski week takes no
 * summer sport, and a kind with a season only joins a trip that keeps to it.
 */
function fitsSeason(main: RestKindRow, other: RestKindRow, country: CountryRow): boolean {
  if (main.months !== undefined && other.weather !== undefined) return false
  const otherSeason = seasonOf(other, country)
  if (otherSeason === undefined) return true
  const mainSeason = seasonOf(main, country)
  return mainSeason !== undefined && mainSeason.every((month) => otherSeason.includes(month))
}

/** Great-circle distance between two cities in kilometres. */
function kilometresBetween(a: CityRow, b: CityRow): number {
  const radians = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * radians
  const dLon = (b.longitude - a.longitude) * radians
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/** How far from its start a tour of that length goes: no Denver to San Francisco in five days. */
function reachKilometres(duration: number): number {
  return Math.min(900, 100 + 50 * duration)
}

function countryFacts(reference: ReferenceData): CountryFacts[] {
  return reference.countries.map((country) => {
    const cities = reference.cities.filter((city) => city.countryId === country.id)
    return {
      country,
      cities,
      restKinds: reference.restKinds.filter(
        (kind) =>
          (kind.countries.length === 0 || kind.countries.includes(country.iso)) &&
          cities.some((city) => canHost(kind, city, country)),
      ),
      waterObjects: reference.waterObjects.filter((water) => water.portsByCountry.has(country.id)),
    }
  })
}

/**
 * The same run of a tour a year or two before `start` (or earlier still, until it ended at least
 * three weeks before `today`): 52 weeks back keeps the weekday, and a week more keeps the month.
 */
function earlierRun(
  start: CalendarDate,
  duration: number,
  today: CalendarDate,
  extraYears: number,
): CalendarDate {
  let date = addDays(start, -364 * (1 + extraYears))
  while (daysBetween(addDays(date, duration - 1), today) < 21) date = addDays(date, -364)
  return monthOf(date) === monthOf(start) ? date : addDays(date, -7)
}

function timestampBefore(today: CalendarDate, days: number, random: Random): Date {
  const day = utcMidnight(addDays(today, -days))
  return new Date(day.getTime() + random.int(7, 21) * 3_600_000 + random.int(0, 59) * 60_000)
}

/** §3 organizers: legal types, sales models, operator types and §4 verification states. */
/**
 * The languages a demo organizer guides in: English always, Russian often (always at home in a
 * Russian-speaking country), the home country's language usually, now and then one more.
 * Drawn from a stream of its own so the organizer's other seeded facts stay as they were.
 */
function organizerLanguageIds(
  random: Random,
  localLanguage: string | undefined,
  languageIds: ReadonlyMap<string, number>,
): number[] {
  const codes = ['en']
  if (localLanguage === 'ru' || random.chance(0.5)) codes.push('ru')
  if (localLanguage !== undefined && random.chance(0.7)) codes.push(localLanguage)
  if (random.chance(0.15)) codes.push(random.pick(['de', 'fr', 'es', 'it', 'zh']))
  return [...new Set(codes)]
    .flatMap((code) => languageIds.get(code) ?? [])
    .toSorted((first, second) => first - second)
}

export function buildOrganizers(reference: ReferenceData, options: CatalogueOptions): Row[] {
  const facts = countryFacts(reference)
  const languageIds = new Map(reference.languages.map((language) => [language.code, language.id]))
  const todayYear = Number(options.today.slice(0, 4))
  const rows: Row[] = []
  for (let id = 1; id <= organizerCount(options.tours); id += 1) {
    const random = createRandom(deriveSeed(options.seed, 'organizer', id))
    const home = random.weighted(facts.map((fact) => [fact, fact.cities.length] as const))
    const city = random.pick(home.cities)
    const isAuthor = random.chance(0.35)
    const name = isAuthor ? authorName(random) : companyName(random, city.name)
    const founded = isAuthor ? random.int(2008, todayYear - 1) : random.int(1992, todayYear - 1)
    const themes = random.sample(home.restKinds, 2).map((kind) => kind.name)
    const [description, descriptionRu] = organizerDescription(random, {
      name,
      author: isAuthor,
      founded,
      country: [home.country.name, home.country.nameRu],
      themes,
    })
    rows.push({
      id,
      slug: `${truncateSlug(slugify(name), 60)}-${String(id)}`,
      name,
      legal_type: isAuthor
        ? random.weighted([
            [1, 6],
            [2, 4],
          ])
        : random.weighted([
            [2, 3],
            [3, 7],
          ]),
      sales_model: random.weighted([
        [1, 60],
        [2, 15],
        [3, 10],
        [4, 10],
        [5, 5],
      ]),
      operator_type: isAuthor ? 'author' : 'organization',
      country_id: home.country.id,
      city_id: city.id,
      description,
      description_ru: descriptionRu,
      avatar_key: imageKey('portrait', deriveSeed(options.seed, 'organizer-avatar', id)),
      identity_check: random.weighted([
        [1, 60],
        [0, 15],
        [3, 15],
        [2, 10],
      ]),
      documents_check: random.weighted([
        [1, 55],
        [0, 20],
        [3, 15],
        [2, 10],
      ]),
      internal_check: random.weighted([
        [1, 70],
        [0, 20],
        [2, 10],
      ]),
      founded_year: founded,
      language_ids: organizerLanguageIds(
        createRandom(deriveSeed(options.seed, 'organizer-languages', id)),
        home.country.localLanguage,
        languageIds,
      ),
      is_published: true,
      cancellation_policy: organizerPolicyCell(options.seed, id),
      created_at: timestampBefore(options.today, random.int(30, 2500), random),
    })
  }
  return rows
}

/** Everything inserted for one run of tours, table by table. */
export type TourChunk = {
  tours: Row[]
  tourPlaces: Row[]
  tourMedia: Row[]
  tourPrograms: Row[]
  tourProgramDays: Row[]
  tourRestKinds: Row[]
  tourCollections: Row[]
  tourShowplaces: Row[]
  tourSlugRedirects: Row[]
  discounts: Row[]
  tourDates: Row[]
  reviews: Row[]
  reviewImages: Row[]
  tourQuestions: Row[]
  individualTours: Row[]
}

function emptyChunk(): TourChunk {
  return {
    tours: [],
    tourPlaces: [],
    tourMedia: [],
    tourPrograms: [],
    tourProgramDays: [],
    tourRestKinds: [],
    tourCollections: [],
    tourShowplaces: [],
    tourSlugRedirects: [],
    discounts: [],
    tourDates: [],
    reviews: [],
    reviewImages: [],
    tourQuestions: [],
    individualTours: [],
  }
}

/** Running ids of child rows: they follow tour order, so chunking never changes them. */
type IdCounters = Record<
  'media' | 'program' | 'day' | 'date' | 'discount' | 'review' | 'reviewImage' | 'question',
  number
>

/** Per-day price in US dollars by comfort, before the theme's and the country's factors. */
const dailyUsdByComfort: Readonly<Record<ComfortLevel, number>> = {
  base: 55,
  base_plus: 80,
  medium: 115,
  improved: 165,
  premium: 260,
}

const comfortWeights: readonly (readonly [ComfortLevel, number])[] = [
  ['base', 15],
  ['base_plus', 20],
  ['medium', 30],
  ['improved', 20],
  ['premium', 15],
]

/** Rounds a price in major units to the step people expect in that currency. */
function roundPrice(amountMajor: number, currency: Currency): number {
  const steps: Readonly<
    Record<Currency, readonly [small: number, large: number, threshold: number]>
  > = {
    USD: [5, 10, 200],
    EUR: [5, 10, 200],
    RUB: [100, 500, 20_000],
    KZT: [500, 5_000, 100_000],
    CNY: [10, 50, 2_000],
    BYN: [5, 10, 500],
  }
  const [small, large, threshold] = steps[currency]
  const step = amountMajor < threshold ? small : large
  return Math.max(step, Math.round(amountMajor / step) * step)
}

function currencyFor(random: Random, country: CountryRow, europeId: number): Currency {
  switch (country.iso) {
    case 'RU':
      return random.weighted([
        ['RUB', 80],
        ['USD', 15],
        ['BYN', 5],
      ])
    case 'KZ':
      return random.weighted([
        ['KZT', 55],
        ['USD', 30],
        ['RUB', 15],
      ])
    case 'CN':
      return random.weighted([
        ['CNY', 50],
        ['USD', 45],
        ['EUR', 5],
      ])
    case 'GE':
    case 'AM':
    case 'UZ':
    case 'KG':
      return random.weighted([
        ['USD', 50],
        ['RUB', 25],
        ['EUR', 10],
        ['BYN', 8],
        ['KZT', 7],
      ])
    default:
      return country.worldPartId === europeId
        ? random.weighted([
            ['EUR', 78],
            ['USD', 20],
            ['RUB', 2],
          ])
        : random.weighted([
            ['USD', 72],
            ['EUR', 22],
            ['RUB', 3],
            ['CNY', 3],
          ])
  }
}

type DatePlan = {
  readonly count: number
  readonly duration: number
  readonly weekendBias: number
  /** Days from today of the first and the last possible start (negative: in the past). */
  readonly from: number
  readonly to: number
  /** Months a start may fall in (a ski week in winter); any month when absent. */
  readonly months?: readonly number[]
}

const millisecondsPerDay = 86_400_000

/** The days from today a plan lets a tour start on, in order. */
type StartDays = { readonly count: number; at(index: number): number; has(offset: number): boolean }

function startDays(today: CalendarDate, plan: DatePlan): StartDays {
  const { from, to, months } = plan
  // Most tours start in any month: plain arithmetic, as a benchmark catalogue has 100,000 of them.
  if (months === undefined) {
    return {
      count: to - from + 1,
      at: (index) => from + index,
      has: (offset) => offset >= from && offset <= to,
    }
  }
  const offsets: number[] = []
  // Months by UTC arithmetic: parsing a calendar date per day would dominate the seed.
  const todayTime = utcMidnight(today).getTime()
  for (let offset = from; offset <= to; offset += 1) {
    const month = new Date(todayTime + offset * millisecondsPerDay).getUTCMonth() + 1
    if (months.includes(month)) offsets.push(offset)
  }
  const allowed = new Set(offsets)
  return {
    count: offsets.length,
    at: (index) => offsets[index] ?? from,
    has: (offset) => allowed.has(offset),
  }
}

/**
 * Start dates spread over the days the plan allows: one per window, some moved to a Friday or
 * Saturday when that day is allowed too.
 */
function startDates(random: Random, today: CalendarDate, plan: DatePlan): CalendarDate[] {
  const days = startDays(today, plan)
  const count = Math.min(plan.count, days.count)
  const window = Math.max(1, Math.floor(days.count / Math.max(1, count)))
  const dates: CalendarDate[] = []
  for (let index = 0; index < count; index += 1) {
    let offset = days.at(
      Math.min(index * window + random.int(0, Math.max(0, window - 8)), days.count - 1),
    )
    if (random.chance(plan.weekendBias)) {
      const weekday = weekdayOf(addDays(today, offset))
      const target = plan.duration === 1 ? 6 : random.pick([5, 6])
      const moved = offset + ((target - weekday + 7) % 7)
      if (days.has(moved)) offset = moved
    }
    dates.push(addDays(today, offset))
  }
  return dates
}

/**
 * §8 410 'tour dates passed': every fiftieth tour has run its last date. It stays on the site
 * for its reviews, as finished tours do, and its page answers 410.
 */
/**
 * The demo's individual offer (tour 1's, bookable) has a fixed address, as the demo accounts have
 * fixed logins, so a demo and the end-to-end tests can open /order/{uuid}/individual-tour.
 */
export const DEMO_INDIVIDUAL_TOUR_UUID = 'c0ffee00-0000-4000-8000-000000000001'

export function isFinishedTour(id: number): boolean {
  return id % 50 === 7
}

/** Months when demand (and price) is highest in most of our destinations. */
function seasonalFactor(date: CalendarDate): number {
  const month = monthOf(date)
  if (month === 7 || month === 8 || month === 12) return 1.12
  if (month === 1 || month === 2 || month === 11) return 0.92
  return 1
}

type CollectionSlug =
  | 'northern-lights-season'
  | 'summer-in-the-mountains'
  | 'autumn-colours'
  | 'spring-blossoms'
  | 'with-children'
  | 'weekend-getaways'
  | 'author-tours'
  | 'river-and-sea-cruises'
  | 'premium-journeys'
  | 'for-beginners'
  | 'off-the-beaten-path'
  | 'food-and-wine'
  | 'silk-road'
  | 'island-escapes'
  | 'active-holidays'
  | 'new-year-trips'

type TourFacts = {
  restKindSlugs: readonly string[]
  iso: string
  duration: number
  difficulty: number
  comfort: ComfortLevel
  minAge: number
  isCruise: boolean
  isAuthor: boolean
  startMonths: readonly number[]
  startDates: readonly CalendarDate[]
}

/** Which editorial collections a tour belongs to, from its facts. */
function collectionsFor(facts: TourFacts): CollectionSlug[] {
  const has = (slug: string) => facts.restKindSlugs.includes(slug)
  const startsIn = (months: readonly number[]) =>
    facts.startMonths.some((month) => months.includes(month))
  const rules: readonly (readonly [CollectionSlug, boolean])[] = [
    ['northern-lights-season', has('northern-lights')],
    [
      'summer-in-the-mountains',
      (has('hiking') || has('trekking') || has('horse-riding')) && startsIn([6, 7, 8]),
    ],
    [
      'autumn-colours',
      (has('wine') || has('cycling') || has('photo-tours') || has('hiking')) &&
        startsIn([9, 10, 11]),
    ],
    [
      'spring-blossoms',
      ['JP', 'CN', 'GE', 'AM', 'UZ', 'TR'].includes(facts.iso) && startsIn([3, 4, 5]),
    ],
    ['with-children', has('family') || (facts.minAge === 0 && facts.difficulty === 1)],
    ['weekend-getaways', facts.duration <= 3],
    ['author-tours', facts.isAuthor],
    ['river-and-sea-cruises', facts.isCruise],
    ['premium-journeys', facts.comfort === 'premium'],
    ['for-beginners', facts.difficulty === 1 && facts.duration <= 7 && !facts.isCruise],
    [
      'off-the-beaten-path',
      ['MN', 'KG', 'UZ', 'NP', 'JO'].includes(facts.iso) || facts.difficulty >= 3,
    ],
    ['food-and-wine', has('gastronomy') || has('wine')],
    [
      'silk-road',
      ['UZ', 'KZ', 'KG'].includes(facts.iso) &&
        (has('cultural') || has('gastronomy') || has('photo-tours')),
    ],
    ['island-escapes', has('beach') || has('diving')],
    ['active-holidays', has('rafting') || has('kayaking') || has('cycling') || has('sailing')],
    [
      'new-year-trips',
      facts.startDates.some((date) => {
        const [, month, day] = date.split('-').map(Number)
        return (month === 12 && (day ?? 0) >= 24) || (month === 1 && (day ?? 99) <= 5)
      }),
    ],
  ]
  return rules.filter(([, applies]) => applies).map(([slug]) => slug)
}

type DiscountDraft = DiscountTerms & { readonly tourId: number }

function makeDiscounts(
  random: Random,
  tourId: number,
  today: CalendarDate,
  dates: readonly { id: number; startDate: CalendarDate }[],
  nextId: () => number,
): DiscountDraft[] {
  if (!random.chance(0.4)) return []
  const kinds: readonly DiscountKind[] = [
    'early_booking_dates',
    'early_booking_days',
    'seasonal',
    'on_tour_date',
  ]
  const chosen = random.sample(
    kinds,
    random.weighted([
      [1, 65],
      [2, 30],
      [3, 5],
    ]),
  )
  return chosen.map((kind): DiscountDraft => {
    const base = {
      id: nextId(),
      tourId,
      kind,
      isAuto: random.chance(0.9),
      bookedFrom: null,
      bookedTo: null,
      daysBeforeStart: null,
      dateFrom: null,
      dateTo: null,
      tourDateId: null,
    }
    switch (kind) {
      case 'early_booking_dates': {
        // Some campaigns are running, some are over, some have not started yet.
        const from = random.int(-60, 20)
        return {
          ...base,
          percent: random.pick([5, 7, 10, 12, 15]),
          bookedFrom: addDays(today, from),
          bookedTo: addDays(today, from + random.int(20, 120)),
        }
      }
      case 'early_booking_days':
        return {
          ...base,
          percent: random.pick([5, 7, 10]),
          daysBeforeStart: random.pick([45, 60, 90, 120]),
        }
      case 'seasonal': {
        const from = random.int(0, dateHorizonDays - 90)
        return {
          ...base,
          percent: random.pick([5, 10, 15, 20]),
          dateFrom: addDays(today, from),
          dateTo: addDays(today, from + random.int(30, 90)),
        }
      }
      case 'on_tour_date':
        return {
          ...base,
          percent: random.pick([10, 15, 20, 25]),
          tourDateId: random.pick(dates).id,
        }
      default: {
        const unknownKind: never = kind
        throw new Error(`Unknown discount kind ${String(unknownKind)}`)
      }
    }
  })
}

/** How long tours last, by how often such lengths are offered; each theme keeps its own range. */
const lengthWeights: readonly (readonly [days: number, weight: number])[] = [
  [2, 5],
  [3, 10],
  [4, 10],
  [5, 12],
  [6, 10],
  [7, 18],
  [8, 10],
  [9, 6],
  [10, 8],
  [12, 5],
  [14, 4],
  [16, 1],
  [18, 1],
]

const cruiseLengthWeights: readonly (readonly [days: number, weight: number])[] = [
  [3, 12],
  [4, 15],
  [5, 15],
  [7, 25],
  [8, 10],
  [10, 10],
  [12, 7],
  [14, 6],
]

/** What a cruise's photos show: the open sea, a river valley or a lake below mountains. */
const waterLandscapes: Readonly<Record<WaterObjectRow['kind'], readonly LandscapeTheme[]>> = {
  sea: ['tropical', 'alpine'],
  river: ['river'],
  lake: ['alpine'],
}

/**
 * What a tour's photos show: a cruise its water (the open sea, a river valley, a lake under
 * mountains), any other tour what its kind wants and its start city has (see landscapesFor): a
 * beach tour a bay, a trek peaks, a city break in Paris no turquoise bay and no dunes.
 */
function tourLandscapes(
  theme: RestKindRow,
  country: CountryRow,
  startCity: CityRow,
  waterKind: WaterObjectRow['kind'] | undefined,
): readonly LandscapeTheme[] {
  if (waterKind === undefined) return landscapesFor(theme, startCity, country)
  const wanted = [
    ...(theme.slug === 'northern-lights' ? (['aurora'] as const) : []),
    ...waterLandscapes[waterKind],
  ]
  const local = wanted.find((landscape) => country.landscapes.includes(landscape))
  return [local ?? wanted[0] ?? 'river']
}

/** Creates tours in id order; organizer review totals accumulate across chunks. */
export function createTourGenerator(
  reference: ReferenceData,
  organizers: readonly OrganizerFacts[],
  options: CatalogueOptions,
) {
  const facts = countryFacts(reference)
  const cruiseCountries = facts.filter((fact) => fact.waterObjects.length > 0)
  const europeId = reference.worldParts.find((part) => part.slug === 'europe')?.id ?? 0
  const organizersByCountry = new Map<number, OrganizerFacts[]>()
  for (const organizer of organizers) {
    const list = organizersByCountry.get(organizer.countryId) ?? []
    list.push(organizer)
    organizersByCountry.set(organizer.countryId, list)
  }
  const regionsById = new Map(reference.regions.map((region) => [region.id, region]))
  const citiesById = new Map(reference.cities.map((city) => [city.id, city]))
  const showplacesByCity = new Map<number, typeof reference.showplaces>()
  for (const showplace of reference.showplaces) {
    showplacesByCity.set(showplace.cityId, [
      ...(showplacesByCity.get(showplace.cityId) ?? []),
      showplace,
    ])
  }
  const collectionIds = new Map(
    reference.collections.map((collection) => [collection.slug, collection.id]),
  )
  const languageIds = new Map(reference.languages.map((language) => [language.code, language.id]))
  const cityThemes = new Set(['city-breaks', 'cultural', 'gastronomy', 'family', 'photo-tours'])
  const excursionKinds = new Set<string>(excursionKindSlugs)
  // Excursions of these kinds are walks (their titles and texts say so).
  const walkedKinds = new Set(['city-breaks', 'cultural', 'family', 'photo-tours', 'gastronomy'])
  const cruiseKinds = new Set([
    'cultural',
    'wildlife',
    'gastronomy',
    'northern-lights',
    'photo-tours',
  ])
  // The cities that can host a kind of tour, by country and kind: computed once, not per tour.
  const hostCities = new Map<string, CityRow[]>()
  const organizerTotals = new Map<number, { sum: number; count: number }>()
  const counters: IdCounters = {
    media: 0,
    program: 0,
    day: 0,
    date: 0,
    discount: 0,
    review: 0,
    reviewImage: 0,
    question: 0,
  }
  const next = (name: keyof IdCounters) => () => (counters[name] += 1)
  const { today, seed } = options

  function generateTour(id: number, chunk: TourChunk): void {
    const random = createRandom(deriveSeed(seed, 'tour', id))
    const kind = random.weighted([
      ['tour', 70],
      ['excursion', 20],
      ['cruise', 10],
    ] as const)
    const isCruise = kind === 'cruise'
    const home = isCruise
      ? random.pick(cruiseCountries)
      : random.weighted(facts.map((fact) => [fact, fact.cities.length] as const))
    const { country } = home
    const water = isCruise ? random.pick(home.waterObjects) : undefined
    const cruisePorts =
      water === undefined
        ? []
        : (water.portsByCountry.get(country.id) ?? [])
            .map((portId) => citiesById.get(portId))
            .filter((city) => city !== undefined)
    // The kinds such a trip can be: an excursion is a day out, a cruise follows its water.
    const kindChoices = (candidate: RestKindRow) =>
      kind === 'excursion'
        ? excursionKinds.has(candidate.slug)
        : isCruise
          ? cruiseKinds.has(candidate.slug) &&
            cruisePorts.some((port) => canStartIn(candidate, port))
          : true
    const themeChoices = home.restKinds.filter(kindChoices)
    const theme = random.pick(themeChoices)
    // Tour lengths as people book them, within what the theme's trips last.
    const tourLengths = lengthWeights.filter(
      ([days]) => days >= theme.durations[0] && days <= theme.durations[1],
    )
    const duration =
      kind === 'excursion'
        ? 1
        : isCruise
          ? random.weighted(cruiseLengthWeights)
          : random.weighted(tourLengths.length > 0 ? tourLengths : [[theme.durations[0], 1]])
    // The route: ports along the water for a cruise, otherwise the start city and its neighbours.
    let route: CityRow[]
    const isReturning = isCruise && random.chance(0.5)
    if (water !== undefined) {
      const start = random.int(0, Math.max(0, cruisePorts.length - 1))
      route = [...cruisePorts.slice(start), ...cruisePorts.slice(0, start)].slice(
        0,
        Math.min(5, Math.max(1, duration - 1)),
      )
      if (isReturning && route.length > 1) route = [...route.slice(0, 4), route[0] as CityRow]
    } else {
      // A beach or a trek can only start and stop where there is a beach or mountains.
      const hostsKey = `${String(country.id)}:${String(theme.id)}`
      let possible = hostCities.get(hostsKey)
      if (possible === undefined) {
        possible = home.cities.filter((city) => canHost(theme, city, country))
        hostCities.set(hostsKey, possible)
      }
      // City themes start where people live; outdoor ones as often from a small town as a capital.
      const start = random.weighted(
        possible.map(
          (city) =>
            [city, cityThemes.has(theme.slug) ? Math.sqrt(city.population + 1000) : 1] as const,
        ),
      )
      const stops =
        kind === 'excursion'
          ? 1
          : Math.min(5, Math.max(1, Math.round(duration / 3) + random.int(-1, 1)))
      // Stops within reach of the start, its own region first; visited nearest first. A trip
      // bound to the mountains or the coast (a trek, a yacht) keeps to one stretch of them.
      const reach = Math.min(reachKilometres(duration), theme.settings === undefined ? 900 : 300)
      const nearby = possible.filter(
        (city) => city.id !== start.id && kilometresBetween(start, city) <= reach,
      )
      const sameRegion = nearby.filter((city) => city.regionId === start.regionId)
      const others = nearby.filter((city) => city.regionId !== start.regionId)
      const stopsAfterStart = [
        ...random.sample(sameRegion, stops - 1),
        ...random.sample(others, stops - 1),
      ].slice(0, stops - 1)
      route = [start]
      while (stopsAfterStart.length > 0) {
        const from = route.at(-1) ?? start
        let nearest = 0
        for (let index = 1; index < stopsAfterStart.length; index += 1) {
          const candidate = stopsAfterStart[index] as CityRow
          const best = stopsAfterStart[nearest] as CityRow
          if (kilometresBetween(from, candidate) < kilometresBetween(from, best)) nearest = index
        }
        route.push(...stopsAfterStart.splice(nearest, 1))
      }
    }
    const startCity = route[0] as CityRow
    const region = regionsById.get(startCity.regionId)
    const showplaces = [...new Set(route)].flatMap((city) => showplacesByCity.get(city.id) ?? [])
    const tourShowplaces = random.sample(showplaces, Math.min(4, showplaces.length))
    const organizerPool = organizersByCountry.get(country.id)
    const organizer =
      organizerPool !== undefined && random.chance(0.75)
        ? random.pick(organizerPool)
        : random.pick(organizers)
    const comfort = isCruise
      ? random.weighted([
          ['medium', 30],
          ['improved', 40],
          ['premium', 30],
        ] as const)
      : random.weighted(comfortWeights)
    const difficulty = isCruise ? 1 : random.int(theme.difficulty[0], theme.difficulty[1])
    const maxGroup =
      kind === 'excursion'
        ? random.int(8, 30)
        : theme.slug === 'trekking'
          ? random.int(6, 16)
          : random.int(6, 24)
    const minAge = random.pick(theme.minAge)
    const languages = ['en']
    if (random.chance(0.45) || country.localLanguage === 'ru') languages.push('ru')
    if (country.localLanguage !== undefined && country.localLanguage !== 'ru' && random.chance(0.5))
      languages.push(country.localLanguage)
    if (random.chance(0.1)) languages.push(random.pick(['de', 'fr', 'es', 'it']))
    const languageList = [...new Set(languages)]
    // Secondary kinds the same trip can honestly claim: no "beach" on a trek from a mountain town.
    const secondaryKinds = random.sample(
      themeChoices.filter(
        (restKind) =>
          restKind.id !== theme.id &&
          route.every((city) => canStartIn(restKind, city)) &&
          fitsSeason(theme, restKind, country) &&
          (kind === 'excursion' ||
            (duration >= restKind.durations[0] && duration <= restKind.durations[1])),
      ),
      random.weighted([
        [0, 40],
        [1, 40],
        [2, 20],
      ]),
    )
    const restKinds = [theme, ...secondaryKinds]
    const finished = isFinishedTour(id)
    // What the photos show: the theme's landscapes that the country has, the cover first.
    const landscapes = tourLandscapes(theme, country, startCity, water?.kind)

    // Texts, in English and Russian, from the theme's templates and the route's names.
    const showplace = tourShowplaces[0]
    const routeEn = [...new Set(route.map((city) => city.name))]
    const routeRu = [...new Set(route.map((city) => city.nameRu))]
    const valuesEn = {
      country: country.name,
      region: region?.name ?? startCity.name,
      city: startCity.name,
      route: routeEn.join(' – '),
      days: daysEn(duration),
      showplace: showplace?.name ?? startCity.name,
      water: water?.name ?? '',
      ship: '',
      theme: theme.name[0],
    }
    const valuesRu = {
      country: country.nameRu,
      region: region?.nameRu ?? startCity.nameRu,
      city: startCity.nameRu,
      route: routeRu.join(' — '),
      days: daysRu(duration),
      showplace: showplace?.nameRu ?? startCity.nameRu,
      water: water?.nameRu ?? '',
      ship: '',
      theme: theme.name[1],
    }
    const ship = isCruise
      ? random.pick(
          reference.ships.filter(
            (candidate) => candidate.kind === (water?.kind === 'sea' ? 'sea' : 'river'),
          ),
        )
      : undefined
    if (ship !== undefined) {
      valuesEn.ship = ship.name
      valuesRu.ship = ship.name
    }
    // Only texts that read true for this trip: its kind, its length, the sights it has, and a
    // region in the title only when the whole route lies in it.
    const inOneRegion = route.every((city) => city.regionId === startCity.regionId)
    const fitsThisTrip = (template: Template) =>
      fitsDuration(template, duration) &&
      (showplace !== undefined || !template[0].includes('{showplace}')) &&
      (inOneRegion || !template[0].includes('{region}'))
    const titleTemplates: readonly Template[] =
      kind === 'excursion'
        ? [
            ...excursionTitles
              .filter(([, kinds]) => kinds.some((slug) => slug === theme.slug))
              .map(([template]) => template),
            ...theme.titles.filter(([en]) => en.includes('{city}')),
          ].filter(fitsThisTrip)
        : isCruise
          ? cruiseTitles
          : theme.titles.filter(fitsThisTrip)
    const [titleEn, titleRu] = random.pick(titleTemplates)
    // Titles are in title case: "7 Days", not "7 days".
    const title = fill(titleEn, {
      ...valuesEn,
      days: valuesEn.days.replace(/days?$/, (word) => `D${word.slice(1)}`),
    })
    const titleRuText = fill(titleRu, valuesRu)
    const [summaryEn, summaryRu] = random.pick(
      kind === 'excursion'
        ? excursionSummaries
            .filter(([, kinds]) => kinds.some((slug) => slug === theme.slug))
            .map(([summary]) => summary)
        : isCruise
          ? cruiseSummaries
          : theme.summaries,
    )
    const kindWordEn = kind === 'excursion' ? 'excursion' : isCruise ? 'cruise' : 'tour'
    const kindWordRu = kind === 'excursion' ? 'Экскурсия' : isCruise ? 'Круиз' : 'Тур'
    const accommodation =
      kind === 'excursion'
        ? ['not-set']
        : isCruise
          ? ['cabin']
          : random.sample(theme.accommodation, random.int(1, 2))
    const comfortWordsEn: Readonly<Record<ComfortLevel, string>> = {
      base: 'basic',
      base_plus: 'basic plus',
      medium: 'medium',
      improved: 'improved',
      premium: 'premium',
    }
    const comfortWordsRu: Readonly<Record<ComfortLevel, string>> = {
      base: 'базовый',
      base_plus: 'базовый плюс',
      medium: 'средний',
      improved: 'повышенный',
      premium: 'премиум',
    }
    const languageNames = languageList.map((code) =>
      reference.languages.find((language) => language.code === code),
    )
    const description = paragraphs([
      `${theme.description[0]} This ${duration === 1 ? 'one-day' : `${String(duration)}-day`} ${kindWordEn} starts in ${startCity.name}, ${country.name}${water === undefined ? '' : `, and follows the ${water.name} aboard ${ship?.name ?? 'our ship'}`}.`,
      routeEn.length > 1
        ? `The route: ${valuesEn.route}. Every stop was chosen by the organizer, who has travelled it many times.`
        : `We stay around ${startCity.name} and see it the way people who live there do.`,
      ...(tourShowplaces.length > 0
        ? [`Highlights include ${listEn(tourShowplaces.map((place) => place.name))}.`]
        : []),
      `Comfort level: ${comfortWordsEn[comfort]}. Group of up to ${String(maxGroup)} travellers${minAge > 0 ? `, from ${String(minAge)} years old` : ', children welcome'}. Guides speak ${listEn(languageNames.map((language) => language?.name ?? ''))}.`,
      random.pick([
        'Prices include the guide, the activities in the program and the accommodation listed; flights are extra unless the date says otherwise.',
        'Ask the organizer anything in the chat before booking: they usually answer within a few hours.',
        'Popular dates sell out early, so book ahead if you have a date in mind.',
      ]),
    ])
    const descriptionRu = paragraphs([
      `${theme.description[1]} ${kindWordRu} на ${daysRu(duration)}, старт — ${startCity.nameRu} (${country.nameRu})${water === undefined ? '' : `, по воде: ${water.nameRu}, теплоход ${ship?.name ?? ''}`}.`,
      routeRu.length > 1
        ? `Маршрут: ${valuesRu.route}. Каждую остановку выбрал организатор, который прошёл этот путь много раз.`
        : `Остаёмся в одном месте (${startCity.nameRu}) и смотрим на него глазами местных жителей.`,
      ...(tourShowplaces.length > 0
        ? [`Главное на маршруте: ${listRu(tourShowplaces.map((place) => place.nameRu))}.`]
        : []),
      `Уровень комфорта: ${comfortWordsRu[comfort]}. Группа до ${String(maxGroup)} человек${minAge > 0 ? `, возраст от ${String(minAge)} лет` : ', можно с детьми'}. Языки гидов: ${listRu(languageNames.map((language) => language?.nameRu ?? ''))}.`,
      random.pick([
        'В стоимость входят услуги гида, активности по программе и указанное проживание; перелёт оплачивается отдельно, если в дате не сказано иное.',
        'Задайте организатору любой вопрос в чате до бронирования — обычно он отвечает в течение нескольких часов.',
        'Популярные даты раскупают заранее: если дата уже выбрана, бронируйте пораньше.',
      ]),
    ])
    const slug = `${truncateSlug(slugify(title), 70) || 'tour'}-${String(id)}`
    // A finished tour was on sale before its dates, which all lie in the last 18 months.
    const createdDaysAgo = finished ? random.int(dateHorizonDays + 30, 1200) : random.int(20, 900)
    const createdAt = timestampBefore(today, createdDaysAgo, random)
    const coverKey = landscapeKey(deriveSeed(seed, 'tour-media', id, 0), landscapes[0] ?? 'river')

    // Dates and prices.
    const currency = currencyFor(random, country, europeId)
    const rate = unitsPerUsdMicros[currency]
    const dailyUsd =
      dailyUsdByComfort[comfort] *
      theme.priceFactor *
      country.costFactor *
      (0.85 + random.next() * 0.35) *
      (isCruise ? 1.5 : 1)
    const tourUsd =
      kind === 'excursion'
        ? 20 + dailyUsd * (0.25 + random.next() * 0.5)
        : dailyUsd * Math.pow(duration, 0.93)
    // A hemisphere's winter is the other's summer: a ski week in Chile starts in July.
    const months = seasonOf(theme, country)
    const starts = startDates(random, today, {
      count: finished ? random.int(3, 8) : random.int(3, 12),
      duration,
      weekendBias: kind === 'excursion' ? 0.6 : 0.35,
      // A finished tour's last trip ended at least two weeks ago.
      from: finished ? -dateHorizonDays : random.int(3, 20),
      to: finished ? -(duration + 14) : dateHorizonDays - 1,
      ...(months === undefined ? {} : { months }),
    })
    const dates = starts.map((startDate) => ({
      id: next('date')(),
      startDate,
      currency,
      basePriceMinor: 0,
    }))
    for (const date of dates) {
      const amountMajor = roundPrice(
        (tourUsd * seasonalFactor(date.startDate) * rate) / 1_000_000,
        currency,
      )
      date.basePriceMinor = amountMajor * 100
    }
    // Nobody is offered a discount on dates that have passed.
    const discounts = finished ? [] : makeDiscounts(random, id, today, dates, next('discount'))
    for (const discount of discounts) {
      chunk.discounts.push({
        id: discount.id,
        tour_id: id,
        kind: discount.kind,
        percent: discount.percent,
        booked_from: discount.bookedFrom,
        booked_to: discount.bookedTo,
        days_before_start: discount.daysBeforeStart,
        date_from: discount.dateFrom,
        date_to: discount.dateTo,
        tour_date_id: discount.tourDateId,
        is_auto: discount.isAuto,
      })
    }
    const prepaymentType = random.weighted([
      [1, 55],
      [2, 25],
      [3, 20],
    ])
    const prepaymentPercent = random.pick([10, 15, 20, 30, 50])
    const fullPaymentDays = random.pick([3, 7, 14, 21, 30, 45])
    const cashback = random.chance(0.15)
    const flightIncluded = kind === 'tour' && duration >= 5 && random.chance(0.08)
    for (const date of dates) {
      const { priceMinor, discount } = priceOnDay(date, discounts, today)
      const seats = Math.max(6, Math.min(30, maxGroup))
      const occupancy = random.weighted([
        ['open', 72],
        ['nearly', 15],
        ['full', 10],
        ['empty', 3],
      ] as const)
      const freeSeats =
        occupancy === 'full'
          ? 0
          : occupancy === 'nearly'
            ? random.int(1, 2)
            : occupancy === 'empty'
              ? seats
              : random.int(Math.ceil(seats * 0.3), seats)
      chunk.tourDates.push({
        id: date.id,
        tour_id: id,
        start_date: date.startDate,
        end_date: addDays(date.startDate, duration - 1),
        duration_days: duration,
        currency,
        base_price_minor: date.basePriceMinor,
        price_minor: priceMinor,
        price_usd_minor: toUsdMinor(priceMinor, rate),
        discount_id: discount?.id ?? null,
        number_of_seats: seats,
        number_of_free_seats: freeSeats,
        flight_included: flightIncluded,
        not_guaranteed: random.chance(0.2),
        prepayment_type: prepaymentType,
        prepayment_size:
          prepaymentType === 1
            ? prepaymentPercent
            : prepaymentType === 2
              ? roundPrice((priceMinor / 100) * 0.2, currency) * 100
              : 0,
        full_payment_days: Math.min(
          fullPaymentDays,
          Math.max(1, daysBetween(today, date.startDate) - 1),
        ),
        is_cashback_available: cashback,
        is_closed: random.chance(0.02),
      })
    }

    // Reviews: ratings lean positive, and the tour's rating is their average. They speak of the
    // tour's own guides, stay, travel and activity.
    // A finished tour stays on the site for what its travellers wrote: it always has some.
    const reviewCount = finished
      ? random.int(4, 24)
      : random.weighted([
          [0, 25],
          [random.int(1, 5), 35],
          [random.int(6, 15), 25],
          [random.int(16, 40), 15],
        ])
    const subject = reviewSubject(random, {
      activity: theme.slug,
      accommodation,
      aboard: isCruise || theme.slug === 'sailing',
      travel: isCruise
        ? 'ship'
        : theme.slug === 'sailing'
          ? 'yacht'
          : theme.slug === 'trekking' || (kind === 'excursion' && walkedKinds.has(theme.slug))
            ? 'on-foot'
            : 'road',
      days: duration,
    })
    // A finished tour's travellers went on its own dates; the others on one of its dates a year
    // or two back, each worked out once per tour (a tour has up to 40 reviews).
    const runChoices = finished ? starts.length : starts.length * 2
    const pastRuns: ({ start: CalendarDate; daysAgo: number } | undefined)[] = []
    const pastRun = (choice: number) => {
      let run = pastRuns[choice]
      if (run === undefined) {
        const start = starts[choice % starts.length] as CalendarDate
        const tripStart = finished
          ? start
          : earlierRun(start, duration, today, choice < starts.length ? 0 : 1)
        run = { start: tripStart, daysAgo: daysBetween(tripStart, today) }
        pastRuns[choice] = run
      }
      return run
    }
    let ratingSum = 0
    for (let index = 0; index < reviewCount; index += 1) {
      const reviewId = next('review')()
      const rating = random.weighted([
        [5, 60],
        [4, 25],
        [3, 8],
        [2, 4],
        [1, 3],
      ])
      const russian = random.chance(0.22)
      const trip = pastRun(random.int(0, runChoices - 1))
      const visited = random.pick(route)
      ratingSum += rating
      chunk.reviews.push({
        id: reviewId,
        uuid: seededUuid(random, reviewId),
        tour_id: id,
        organizer_id: organizer.id,
        author_name: personName(random, russian),
        rating,
        text: reviewText(random, rating, russian, subject, russian ? visited.nameRu : visited.name),
        language: russian ? 'ru' : 'en',
        trip_date: trip.start,
        organizer_reply: random.chance(0.3) ? organizerReply(random, rating, russian) : null,
        // Written a few days after coming home (a finished tour's last trip ended two weeks ago).
        created_at: timestampBefore(
          today,
          Math.max(1, trip.daysAgo - duration - random.int(3, 19)),
          random,
        ),
      })
      if (random.chance(0.12)) {
        const imageCount = random.int(1, 3)
        for (let position = 0; position < imageCount; position += 1) {
          chunk.reviewImages.push({
            id: next('reviewImage')(),
            review_id: reviewId,
            position,
            image_key: landscapeKey(
              deriveSeed(seed, 'review-image', reviewId, position),
              landscapes[(position + 1) % landscapes.length] ?? 'river',
            ),
            alt: `Photo from the trip: ${visited.name}`,
          })
        }
      }
    }
    const totals = organizerTotals.get(organizer.id) ?? { sum: 0, count: 0 }
    totals.sum += ratingSum
    totals.count += reviewCount

    chunk.tours.push({
      id,
      slug,
      organizer_id: organizer.id,
      type: kind === 'excursion' ? 2 : 1,
      title,
      title_ru: titleRuText,
      summary: fill(summaryEn, valuesEn),
      summary_ru: fill(summaryRu, valuesRu),
      description,
      description_ru: descriptionRu,
      start_city_id: startCity.id,
      country_id: country.id,
      region_id: startCity.regionId,
      duration_days: duration,
      accommodation,
      comfort,
      difficulty,
      min_group_size: random.int(1, 4),
      max_group_size: maxGroup,
      min_age: minAge,
      language_ids: languageList.map((code) => languageIds.get(code) ?? 1),
      cover_key: coverKey,
      is_cruise: isCruise,
      cruise_type: water === undefined ? null : water.kind === 'sea' ? 'sea' : 'river',
      ship_id: ship?.id ?? null,
      water_object_id: water?.id ?? null,
      is_returning_cruise: isReturning,
      // On request a tour never expires (§8 410 counts only tours sold by date).
      is_on_request: !finished && random.chance(0.1),
      is_published: true,
      cancellation_policy: tourPolicyCell(options.seed, id, {
        isExcursion: kind === 'excursion',
        isCruise,
      }),
      rating: reviewCount === 0 ? null : averageText(ratingSum, reviewCount),
      reviews_count: reviewCount,
      ...tourFacts({
        kind,
        activity: theme.slug,
        isCruise,
        days: duration,
        difficulty,
        minAge,
        accommodation,
      }),
      latitude: (startCity.latitude + (random.next() - 0.5) * 0.02).toFixed(6),
      longitude: (startCity.longitude + (random.next() - 0.5) * 0.02).toFixed(6),
      created_at: createdAt,
      updated_at: timestampBefore(today, random.int(0, createdDaysAgo), random),
    })
    for (const [position, city] of route.entries()) {
      chunk.tourPlaces.push({
        tour_id: id,
        position,
        city_id: city.id,
        region_id: city.regionId,
        country_id: city.countryId,
      })
    }
    const mediaCount = random.int(4, 10)
    for (let position = 0; position < mediaCount; position += 1) {
      // The photos take turns through the tour's landscapes and places; the alt says what each shows.
      const landscape = landscapes[position % landscapes.length] ?? 'river'
      const city = route[position % route.length] ?? startCity
      const cityRegion = regionsById.get(city.regionId)
      const [altEn, altRu] = random.pick(landscapeAlts[landscape])
      chunk.tourMedia.push({
        id: next('media')(),
        tour_id: id,
        position,
        image_key:
          position === 0
            ? coverKey
            : landscapeKey(deriveSeed(seed, 'tour-media', id, position), landscape),
        alt: fill(altEn, {
          ...valuesEn,
          city: city.name,
          region: cityRegion?.name ?? city.name,
        }),
        alt_ru: fill(altRu, {
          ...valuesRu,
          city: city.nameRu,
          region: cityRegion?.nameRu ?? city.nameRu,
        }),
        video_url: null,
      })
    }
    const programId = next('program')()
    chunk.tourPrograms.push({
      id: programId,
      tour_id: id,
      name: programNames[0],
      name_ru: programNames[1],
      is_default: true,
    })
    const themeDays = theme.days.filter((template) => fitsDuration(template, duration))
    // A two-day tour does one thing each day, not the same thing twice.
    const twoDays = duration === 2 ? random.sample(themeDays, 2) : []
    let previousCity: CityRow | undefined
    for (let dayNumber = 1; dayNumber <= duration; dayNumber += 1) {
      const city =
        route[
          Math.min(route.length - 1, Math.floor(((dayNumber - 1) * route.length) / duration))
        ] ?? startCity
      const dayValuesEn = { ...valuesEn, city: city.name }
      const dayValuesRu = { ...valuesRu, city: city.nameRu }
      let dayTitle: Bilingual
      let dayText: Bilingual
      if (duration === 1) {
        const [en, ru] = random.pick(themeDays)
        dayTitle = [title, titleRuText]
        dayText = [en, ru]
      } else if (duration === 2 && !isCruise) {
        // Two days leave no day for travel alone: the program starts on arrival and ends at dusk.
        const [en, ru] = twoDays[dayNumber - 1] ?? random.pick(themeDays)
        if (dayNumber === 1) {
          dayTitle = arrivalDay[0]
          dayText = [`${meetingMorning[0]} ${en}`, `${meetingMorning[1]} ${ru}`]
        } else {
          dayTitle = random.pick(dayTitles)
          // The day ends where the tour began.
          dayText = [
            `${en} ${fill(eveningReturn[0], { city: startCity.name })}`,
            `${ru} ${fill(eveningReturn[1], { city: startCity.nameRu })}`,
          ]
        }
      } else if (dayNumber === 1) {
        ;[dayTitle, dayText] = isCruise ? embarkationDay : arrivalDay
      } else if (dayNumber === duration) {
        ;[dayTitle, dayText] = isCruise ? disembarkationDay : departureDay
      } else if (isCruise) {
        // The ship stays a day or more near one port: the days after the first are under way.
        const underWay = city.id === previousCity?.id
        dayTitle = underWay ? cruiseDayUnderWay[0] : ['{city}', '{city}']
        dayText = underWay ? cruiseDayUnderWay[1] : random.pick(cruisePortDays)
      } else {
        dayTitle = random.pick(dayTitles)
        const [en, ru] = random.pick(themeDays)
        dayText = [en, ru]
      }
      previousCity = city
      chunk.tourProgramDays.push({
        id: next('day')(),
        program_id: programId,
        day_number: dayNumber,
        title: fill(dayTitle[0], dayValuesEn),
        title_ru: fill(dayTitle[1], dayValuesRu),
        description: paragraphs([fill(dayText[0], dayValuesEn)]),
        description_ru: paragraphs([fill(dayText[1], dayValuesRu)]),
        image_key: random.chance(0.5)
          ? landscapeKey(
              deriveSeed(seed, 'program-day', id, dayNumber),
              landscapes[dayNumber % landscapes.length] ?? 'river',
            )
          : null,
      })
    }
    for (const restKind of restKinds)
      chunk.tourRestKinds.push({ tour_id: id, rest_kind_id: restKind.id })
    const collectionSlugs = collectionsFor({
      restKindSlugs: restKinds.map((restKind) => restKind.slug),
      iso: country.iso,
      duration,
      difficulty,
      comfort,
      minAge,
      isCruise,
      isAuthor: organizer.isAuthor,
      startMonths: starts.map(monthOf),
      startDates: starts,
    })
    for (const collectionSlug of collectionSlugs) {
      const collectionId = collectionIds.get(collectionSlug)
      if (collectionId !== undefined)
        chunk.tourCollections.push({ tour_id: id, collection_id: collectionId })
    }
    for (const place of tourShowplaces)
      chunk.tourShowplaces.push({ tour_id: id, showplace_id: place.id })
    if (random.chance(0.04)) {
      const [oldTitle] = random.pick(titleTemplates)
      const oldSlug = `${truncateSlug(slugify(fill(oldTitle, valuesEn)), 60)}-old-${String(id)}`
      chunk.tourSlugRedirects.push({ old_slug: oldSlug, tour_id: id })
    }
    const questionCount = random.weighted([
      [0, 45],
      [1, 25],
      [2, 15],
      [3, 10],
      [4, 5],
    ])
    for (const [question, answer] of random.sample(questionsAndAnswers, questionCount)) {
      const askedDaysAgo = random.int(2, createdDaysAgo + 1)
      const answered = random.chance(0.85)
      chunk.tourQuestions.push({
        id: next('question')(),
        tour_id: id,
        author_name: personName(random, /[а-я]/i.test(question)),
        question,
        language: /[а-я]/i.test(question) ? 'ru' : 'en',
        answer: answered ? answer : null,
        created_at: timestampBefore(today, askedDaysAgo, random),
        answered_at: answered
          ? timestampBefore(today, Math.max(0, askedDaysAgo - 1), random)
          : null,
      })
    }
    // A few offers made for one client (§2 /order/{uuid}/individual-tour), on the tour's first
    // coming run where it has one. An offer still to come gets its own date to book: closed to
    // public sale (search and the tour page leave it out), the catalogue's smallest group (6
    // seats), priced as any date of the tour is (its automatic discounts apply), per tourist.
    if (id % 200 === 1) {
      const date = dates.find((run) => run.startDate > today) ?? dates[0]
      if (date !== undefined) {
        const offerBasePriceMinor = date.basePriceMinor * 2
        const bookable = date.startDate > today
        const offerDateId = bookable ? next('date')() : null
        // What booking the offer's date costs today; the offer shows the same price.
        const offerPrice =
          offerDateId === null
            ? { priceMinor: offerBasePriceMinor, discount: undefined }
            : priceOnDay(
                {
                  id: offerDateId,
                  startDate: date.startDate,
                  currency,
                  basePriceMinor: offerBasePriceMinor,
                },
                discounts,
                today,
              )
        const offerPriceMinor = offerPrice.priceMinor
        if (offerDateId !== null) {
          chunk.tourDates.push({
            id: offerDateId,
            tour_id: id,
            start_date: date.startDate,
            end_date: addDays(date.startDate, duration - 1),
            duration_days: duration,
            currency,
            base_price_minor: offerBasePriceMinor,
            price_minor: offerPriceMinor,
            price_usd_minor: toUsdMinor(offerPriceMinor, rate),
            discount_id: offerPrice.discount?.id ?? null,
            number_of_seats: 6,
            number_of_free_seats: 6,
            flight_included: flightIncluded,
            not_guaranteed: false,
            prepayment_type: prepaymentType,
            prepayment_size:
              prepaymentType === 1
                ? prepaymentPercent
                : prepaymentType === 2
                  ? roundPrice((offerPriceMinor / 100) * 0.2, currency) * 100
                  : 0,
            full_payment_days: Math.min(
              fullPaymentDays,
              Math.max(1, daysBetween(today, date.startDate) - 1),
            ),
            is_cashback_available: false,
            is_closed: true,
          })
        }
        const generatedUuid = seededUuid(random, id)
        chunk.individualTours.push({
          uuid: id === 1 ? DEMO_INDIVIDUAL_TOUR_UUID : generatedUuid,
          tour_id: id,
          client_name: personName(random, random.chance(0.3)),
          start_date: date.startDate,
          end_date: addDays(date.startDate, duration - 1),
          currency,
          price_minor: offerPriceMinor,
          note: 'A private group with a personal guide and a flexible program.',
          tour_date_id: offerDateId,
          created_at: timestampBefore(today, random.int(1, 30), random),
        })
      }
    }
    organizerTotals.set(organizer.id, totals)
  }

  return {
    /** Tours fromId..toId inclusive, with every row that hangs off them. */
    generate(fromId: number, toId: number): TourChunk {
      const chunk = emptyChunk()
      for (let id = fromId; id <= toId; id += 1) generateTour(id, chunk)
      return chunk
    },
    /** Per organizer: rating (average of all reviews of its tours) and reviews count. */
    organizerRatings(): Row[] {
      return [...organizerTotals.entries()]
        .filter(([, totals]) => totals.count > 0)
        .sort(([a], [b]) => a - b)
        .map(([id, totals]) => ({
          id,
          rating: averageText(totals.sum, totals.count),
          reviews_count: totals.count,
        }))
    },
    /** The last id given to each child table, for the sequences. */
    lastIds(): Readonly<IdCounters> {
      return { ...counters }
    },
  }
}

/** An average rating as numeric(3,2) text, rounded half up in integer arithmetic. */
export function averageText(sum: number, count: number): string {
  const hundredths = Math.floor((sum * 200 + count) / (2 * count))
  return `${String(Math.floor(hundredths / 100))}.${String(hundredths % 100).padStart(2, '0')}`
}
