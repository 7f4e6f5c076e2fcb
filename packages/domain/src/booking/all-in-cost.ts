import type { BrandCurrency } from '../enums/index.ts'
import { tripDatesText } from '../i18n/calendar-date-text.ts'
import { createTranslator } from '../i18n/translator.ts'
import type { Translator } from '../i18n/translator.ts'
import type { AreaMessages, Locale, MessageCatalogue } from '../i18n/catalogue.ts'
import type { CalendarDate } from '../inputs/calendar.ts'
import { convertForDisplay } from '../money/convert.ts'
import { minorUnitDigits } from '../money/currency.ts'
import type { CurrencyRates } from '../money/convert.ts'
import { money } from '../money/money.ts'
import { paymentSchedule } from './quote.ts'

/**
 * Issue 44 item 5: what a trip costs beyond the tour's price. Each extra is the organizer's own
 * figure when the organizer gave one, else an estimate from the table below, with its basis.
 * Decision 0072 names the table's sources and assumptions.
 */
export const extraCostKinds = ['flights', 'visa', 'insurance', 'single_supplement'] as const
export type ExtraCostKind = (typeof extraCostKinds)[number]

/** The organizer's figures per traveller, in minor units of `currency`; null: not given. */
export type OrganizerExtraCosts = {
  readonly currency: BrandCurrency
} & { readonly [Kind in ExtraCostKind]: number | null }

/** Estimates in US cents (the table's currency), converted into the visitor's at today's rate. */
export const extraCostEstimates = {
  /** A return economy flight to the start city: the range depends on where one flies from. */
  flightsUsd: { min: 10_000, max: 80_000 },
  /** Basic travel medical insurance for one traveller, per day of the trip. */
  insurancePerDayUsd: { min: 200, max: 500 },
  /** A single room's surcharge, percent of the tour price, on trips with a night away. */
  singleSupplementPercent: { min: 15, max: 35 },
  /**
   * Visa fees most visitors pay on arrival or online (tourist visa, single entry), by the
   * destination's ISO code. Where the fee depends on the passport, the country is left out and
   * the line says to check the requirements.
   */
  visaUsdByCountry: {
    EG: 2_500,
    IN: 2_500,
    ID: 3_500,
    JO: 5_600,
    KE: 3_500,
    LK: 5_000,
    NP: 3_000,
    TZ: 5_000,
    VN: 2_500,
  } as Readonly<Record<string, number>>,
} as const

/**
 * One extra the price does not cover, in the currency a page shows, resolved for a tour. `per`
 * says what `min`..`max` count: an amount per traveller for the trip, per traveller per day
 * (insurance), or a percent of the tour price (a single room). `organizer`: the organizer's
 * figure (min = max); `estimate`: from the table; `check`: no figure we can stand behind (a visa
 * whose fee depends on the passport), min = max = 0. Flat, so the API sends it as it is.
 */
export type ExtraCostTerm = {
  readonly kind: ExtraCostKind
  readonly source: 'organizer' | 'estimate' | 'check'
  readonly per: 'traveller' | 'day' | 'percent'
  readonly min: number
  readonly max: number
}

/**
 * The extras' terms for a tour in the currency a page shows (`to`), from the organizer's figures
 * and the estimate table: a tour's extras, before a date and a party are chosen.
 */
export function extraCostTerms(input: {
  readonly organizer: OrganizerExtraCosts | null
  /** The destination's ISO 3166 code (the tour's country). */
  readonly countryIso: string
  readonly to: BrandCurrency
  readonly rates: CurrencyRates
}): ExtraCostTerm[] {
  const { organizer, to, rates } = input
  const fromUsd = (amountMinor: number) =>
    convertForDisplay(money(amountMinor, 'USD'), to, rates).amountMinor
  const perTraveller = (source: 'organizer' | 'estimate', min: number, max: number) =>
    ({ source, per: 'traveller', min, max }) as const
  return extraCostKinds.map((kind): ExtraCostTerm => {
    const own = organizer?.[kind] ?? null
    if (organizer !== null && own !== null) {
      const amount = convertForDisplay(money(own, organizer.currency), to, rates).amountMinor
      return { kind, ...perTraveller('organizer', amount, amount) }
    }
    switch (kind) {
      case 'flights':
        return {
          kind,
          ...perTraveller(
            'estimate',
            fromUsd(extraCostEstimates.flightsUsd.min),
            fromUsd(extraCostEstimates.flightsUsd.max),
          ),
        }
      case 'visa': {
        const fee = extraCostEstimates.visaUsdByCountry[input.countryIso.toUpperCase()]
        return fee === undefined
          ? { kind, source: 'check', per: 'traveller', min: 0, max: 0 }
          : { kind, ...perTraveller('estimate', fromUsd(fee), fromUsd(fee)) }
      }
      case 'insurance':
        return {
          kind,
          source: 'estimate',
          per: 'day',
          min: fromUsd(extraCostEstimates.insurancePerDayUsd.min),
          max: fromUsd(extraCostEstimates.insurancePerDayUsd.max),
        }
      case 'single_supplement':
        return {
          kind,
          source: 'estimate',
          per: 'percent',
          min: extraCostEstimates.singleSupplementPercent.min,
          max: extraCostEstimates.singleSupplementPercent.max,
        }
      default: {
        const unhandled: never = kind
        throw new Error(`Unknown extra cost: ${String(unhandled)}`)
      }
    }
  })
}

/**
 * One extra for a date, per traveller: `min`..`max` (equal for a single figure), or no amount
 * (`check`: look the requirements up; `none`: a day trip has no room to pay a supplement for).
 */
export type ExtraCostLine = {
  readonly kind: ExtraCostKind
  readonly source: 'organizer' | 'estimate' | 'included' | 'check' | 'none'
  readonly min: number
  readonly max: number
  /** What an estimate stands on: per-day rates and days, or percents of the price. */
  readonly basis:
    | { readonly perDayMin: number; readonly perDayMax: number; readonly days: number }
    | { readonly percentMin: number; readonly percentMax: number }
    | null
}

export type AllInCost = {
  readonly travellers: number
  readonly perTraveller: number
  readonly tourTotal: number
  /** Due at booking, and the rest by `restBy` (null: everything is due at booking). */
  readonly dueNow: number
  readonly rest: number
  readonly restBy: CalendarDate | null
  readonly extras: readonly ExtraCostLine[]
  /**
   * The whole trip for the party, lowest to highest. A single room is counted only at the top of
   * the range and once: with an odd party someone may sleep alone, an even one can share.
   */
  readonly total: { readonly min: number; readonly max: number }
  /** Extras with no figure, which the total leaves out (a visa to check). */
  readonly leftOut: readonly ExtraCostKind[]
}

/** A percent of a price as an estimate: whole units of the currency, as converted prices are. */
function percentEstimate(amount: number, percent: number, currency: BrandCurrency): number {
  const unit = 10 ** minorUnitDigits[currency]
  return Math.round((amount * percent) / 100 / unit) * unit
}

function lineOf(
  term: ExtraCostTerm,
  date: { perTraveller: number; days: number; flightIncluded: boolean; currency: BrandCurrency },
): ExtraCostLine {
  if (term.kind === 'flights' && date.flightIncluded) {
    return { kind: term.kind, source: 'included', min: 0, max: 0, basis: null }
  }
  if (term.kind === 'single_supplement' && date.days <= 1) {
    return { kind: term.kind, source: 'none', min: 0, max: 0, basis: null }
  }
  if (term.source === 'check') {
    return { kind: term.kind, source: 'check', min: 0, max: 0, basis: null }
  }
  switch (term.per) {
    case 'traveller':
      return { kind: term.kind, source: term.source, min: term.min, max: term.max, basis: null }
    case 'day':
      return {
        kind: term.kind,
        source: term.source,
        min: term.min * date.days,
        max: term.max * date.days,
        basis: { perDayMin: term.min, perDayMax: term.max, days: date.days },
      }
    case 'percent':
      return {
        kind: term.kind,
        source: term.source,
        min: percentEstimate(date.perTraveller, term.min, date.currency),
        max: percentEstimate(date.perTraveller, term.max, date.currency),
        basis: { percentMin: term.min, percentMax: term.max },
      }
    default: {
      const unhandled: never = term.per
      throw new Error(`Unknown extra cost basis: ${String(unhandled)}`)
    }
  }
}

/**
 * The all-in cost of a date for a party (issue 44 item 5), every amount in one currency (the
 * page's): the tour's price per traveller and for the party, what is due at booking and the rest
 * by when (paymentSchedule, the quote's own rule), each extra as the organizer's figure or an
 * estimate with its basis, and the whole trip as a range.
 */
export function allInCost(input: {
  /** The currency of every amount here (the page's): estimates are in its whole units. */
  readonly currency: BrandCurrency
  readonly perTravellerMinor: number
  readonly depositPerTravellerMinor: number
  readonly travellers: number
  readonly startDate: CalendarDate
  readonly fullPaymentDays: number
  readonly durationDays: number
  readonly flightIncluded: boolean
  readonly today: CalendarDate
  readonly terms: readonly ExtraCostTerm[]
}): AllInCost {
  const { travellers } = input
  const schedule = paymentSchedule({
    perTouristMinor: input.perTravellerMinor,
    depositPerTouristMinor: input.depositPerTravellerMinor,
    touristsCount: travellers,
    startDate: input.startDate,
    fullPaymentDays: input.fullPaymentDays,
    today: input.today,
  })
  const extras = input.terms.map((term) =>
    lineOf(term, {
      perTraveller: input.perTravellerMinor,
      days: input.durationDays,
      flightIncluded: input.flightIncluded,
      currency: input.currency,
    }),
  )
  let min = schedule.totalMinor
  let max = schedule.totalMinor
  for (const line of extras) {
    if (line.kind === 'single_supplement') {
      if (travellers % 2 === 1) max += line.max
      continue
    }
    min += line.min * travellers
    max += line.max * travellers
  }
  return {
    travellers,
    perTraveller: input.perTravellerMinor,
    tourTotal: schedule.totalMinor,
    dueNow: schedule.prepaymentMinor,
    rest: schedule.totalMinor - schedule.prepaymentMinor,
    restBy: schedule.fullPaymentDate,
    extras,
    total: { min, max },
    leftOut: extras.filter((line) => line.source === 'check').map((line) => line.kind),
  }
}

type AllInMessageKey =
  | 'allIn.heading'
  | 'allIn.price'
  | 'allIn.pricePerTraveller'
  | 'allIn.priceForParty'
  | 'allIn.dueNow'
  | 'allIn.dueNowAll'
  | 'allIn.rest'
  | 'allIn.notIncluded'
  | 'allIn.kind.flights'
  | 'allIn.kind.visa'
  | 'allIn.kind.insurance'
  | 'allIn.kind.single_supplement'
  | 'allIn.source.organizer'
  | 'allIn.source.estimate'
  | 'allIn.included'
  | 'allIn.check'
  | 'allIn.none'
  | 'allIn.basis.flights'
  | 'allIn.basis.visa'
  | 'allIn.basis.insurance'
  | 'allIn.basis.single_supplement'
  | 'allIn.perTraveller'
  | 'allIn.total'
  | 'allIn.totalFor'
  | 'allIn.leftOut'
  | 'allIn.date'
  | 'allIn.travellers'
  | 'allIn.show'
  | 'allIn.what'
  | 'allIn.amount'
  | 'allIn.lead'

const enUs = {
  'allIn.heading': 'All-in cost',
  'allIn.price': 'Tour price',
  'allIn.pricePerTraveller': 'per traveller',
  'allIn.priceForParty': 'for {travellers}',
  'allIn.dueNow': 'Due at booking',
  'allIn.dueNowAll': 'Due at booking (the whole price)',
  'allIn.rest': 'The rest, by {date}',
  'allIn.notIncluded': 'Not included in the price',
  'allIn.kind.flights': 'Flights to the start city',
  'allIn.kind.visa': 'Visa',
  'allIn.kind.insurance': 'Travel insurance',
  'allIn.kind.single_supplement': 'Single supplement',
  'allIn.source.organizer': 'from the organizer',
  'allIn.source.estimate': 'estimate',
  'allIn.included': 'included in this date’s price',
  'allIn.check': 'check the requirements for your passport',
  'allIn.none': 'none: no night away',
  'allIn.basis.flights': 'return economy fare; depends on where you fly from',
  'allIn.basis.visa': 'the fee most visitors pay; check for your passport',
  'allIn.basis.insurance': '{min}–{max} a day × {days} days',
  'allIn.basis.single_supplement': 'a room of your own: {min}–{max}% of the tour price',
  'allIn.perTraveller': 'per traveller',
  'allIn.total': 'The whole trip',
  'allIn.totalFor': 'for {travellers}, extras included',
  'allIn.leftOut': 'Without: {kinds}.',
  'allIn.date': 'Date',
  'allIn.travellers': 'Travellers',
  'allIn.show': 'Show',
  'allIn.what': 'What',
  'allIn.amount': 'Amount',
  'allIn.lead': 'The price, when it is paid, and what else the trip may cost.',
} satisfies Record<AllInMessageKey, string>

const ru = {
  'allIn.heading': 'Полная стоимость',
  'allIn.price': 'Цена тура',
  'allIn.pricePerTraveller': 'за человека',
  'allIn.priceForParty': 'за {travellers}',
  'allIn.dueNow': 'При бронировании',
  'allIn.dueNowAll': 'При бронировании (вся сумма)',
  'allIn.rest': 'Остаток, до {date}',
  'allIn.notIncluded': 'Не входит в цену',
  'allIn.kind.flights': 'Перелёт до города начала',
  'allIn.kind.visa': 'Виза',
  'allIn.kind.insurance': 'Страховка',
  'allIn.kind.single_supplement': 'Доплата за одноместное размещение',
  'allIn.source.organizer': 'от организатора',
  'allIn.source.estimate': 'оценка',
  'allIn.included': 'входит в цену этой даты',
  'allIn.check': 'уточните требования для вашего паспорта',
  'allIn.none': 'нет: без ночёвки',
  'allIn.basis.flights': 'эконом туда и обратно; зависит от того, откуда вы летите',
  'allIn.basis.visa': 'сбор, который платит большинство; уточните для вашего паспорта',
  'allIn.basis.insurance': '{min}–{max} в день × {days} дн.',
  'allIn.basis.single_supplement': 'отдельный номер: {min}–{max}% цены тура',
  'allIn.perTraveller': 'за человека',
  'allIn.total': 'Вся поездка',
  'allIn.totalFor': 'за {travellers}, с расходами сверх цены',
  'allIn.leftOut': 'Без учёта: {kinds}.',
  'allIn.date': 'Дата',
  'allIn.travellers': 'Путешественники',
  'allIn.show': 'Показать',
  'allIn.what': 'Что',
  'allIn.amount': 'Сумма',
  'allIn.lead': 'Цена, когда её платить и во что ещё может обойтись поездка.',
} satisfies Record<AllInMessageKey, string>

const allInMessages: AreaMessages = {
  'en-US': enUs as MessageCatalogue,
  ru: ru as MessageCatalogue,
}

/** The block's own words around the figures: its heading, lead, form labels and columns. */
export function allInCostLabels(locale: Locale) {
  const t = createTranslator(locale, allInMessages)
  return {
    heading: t('allIn.heading'),
    lead: t('allIn.lead'),
    date: t('allIn.date'),
    travellers: t('allIn.travellers'),
    show: t('allIn.show'),
    what: t('allIn.what'),
    amount: t('allIn.amount'),
  }
}

/** One row of the all-in cost in words: what, whose figure, on what basis, how much. */
export type AllInCostRow = {
  readonly key: string
  readonly label: string
  /** "from the organizer" or "estimate"; null for the price and the schedule (they are exact). */
  readonly source: string | null
  /** Whose figure the source names, for the page to tell them apart at a glance. */
  readonly origin: 'organizer' | 'estimate' | null
  readonly note: string | null
  readonly amount: string
}

export type AllInCostText = {
  readonly heading: string
  readonly price: readonly AllInCostRow[]
  readonly extrasHeading: string
  readonly extras: readonly AllInCostRow[]
  readonly total: AllInCostRow
  readonly leftOut: string | null
}

/**
 * The all-in cost in words, in `locale`: `money` formats an amount as the page shows prices and
 * `travellersText` words a party ("2 travellers"). A range whose ends are equal is one amount.
 */
export function allInCostText(
  cost: AllInCost,
  locale: Locale,
  money: (amountMinor: number) => string,
  travellersText: (count: number) => string,
): AllInCostText {
  const t = createTranslator(locale, allInMessages)
  const range = (min: number, max: number) =>
    min === max ? money(min) : `${money(min)}–${money(max)}`
  const party = travellersText(cost.travellers)
  const price: AllInCostRow[] = [
    {
      key: 'per-traveller',
      label: t('allIn.price'),
      source: null,
      origin: null,
      note: t('allIn.pricePerTraveller'),
      amount: money(cost.perTraveller),
    },
  ]
  if (cost.travellers > 1) {
    price.push({
      key: 'party',
      label: t('allIn.price'),
      source: null,
      origin: null,
      note: t('allIn.priceForParty', { travellers: party }),
      amount: money(cost.tourTotal),
    })
  }
  price.push({
    key: 'due-now',
    label: cost.restBy === null ? t('allIn.dueNowAll') : t('allIn.dueNow'),
    source: null,
    origin: null,
    note: null,
    amount: money(cost.dueNow),
  })
  if (cost.restBy !== null) {
    price.push({
      key: 'rest',
      label: t('allIn.rest', { date: tripDatesText(cost.restBy, cost.restBy, locale) }),
      source: null,
      origin: null,
      note: null,
      amount: money(cost.rest),
    })
  }
  const extras = cost.extras.map((line): AllInCostRow => {
    const label = t(`allIn.kind.${line.kind}`)
    switch (line.source) {
      case 'included':
        return {
          key: line.kind,
          label,
          source: null,
          origin: null,
          note: t('allIn.included'),
          amount: '—',
        }
      case 'none':
        return {
          key: line.kind,
          label,
          source: null,
          origin: null,
          note: t('allIn.none'),
          amount: '—',
        }
      case 'check':
        return {
          key: line.kind,
          label,
          source: null,
          origin: null,
          note: t('allIn.check'),
          amount: '—',
        }
      case 'organizer':
        return {
          key: line.kind,
          label,
          source: t('allIn.source.organizer'),
          origin: 'organizer',
          note: t('allIn.perTraveller'),
          amount: range(line.min, line.max),
        }
      case 'estimate':
        return {
          key: line.kind,
          label,
          source: t('allIn.source.estimate'),
          origin: 'estimate',
          note: basisText(line, t, money),
          amount: range(line.min, line.max),
        }
      default: {
        const unhandled: never = line.source
        throw new Error(`Unknown extra cost source: ${String(unhandled)}`)
      }
    }
  })
  return {
    heading: t('allIn.heading'),
    price,
    extrasHeading: t('allIn.notIncluded'),
    extras,
    total: {
      key: 'total',
      label: t('allIn.total'),
      source: null,
      origin: null,
      note: t('allIn.totalFor', { travellers: party }),
      amount: range(cost.total.min, cost.total.max),
    },
    leftOut:
      cost.leftOut.length === 0
        ? null
        : t('allIn.leftOut', {
            kinds: cost.leftOut.map((kind) => t(`allIn.kind.${kind}`).toLowerCase()).join(', '),
          }),
  }
}

function basisText(
  line: ExtraCostLine,
  t: Translator,
  money: (amountMinor: number) => string,
): string {
  if (line.basis !== null && 'perDayMin' in line.basis) {
    return t('allIn.basis.insurance', {
      min: money(line.basis.perDayMin),
      max: money(line.basis.perDayMax),
      days: line.basis.days,
    })
  }
  if (line.basis !== null) {
    return t('allIn.basis.single_supplement', {
      min: line.basis.percentMin,
      max: line.basis.percentMax,
    })
  }
  return t(`allIn.basis.${line.kind}`)
}
