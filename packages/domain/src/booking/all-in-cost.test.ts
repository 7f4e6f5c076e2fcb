import { describe, expect, it } from 'vitest'
import {
  allInCost,
  allInCostLabels,
  allInCostText,
  extraCostEstimates,
  extraCostTerms,
} from './all-in-cost.ts'
import type { ExtraCostTerm, OrganizerExtraCosts } from './all-in-cost.ts'

// 1 USD = 0.9 EUR = 90 RUB.
const rates = { USD: 1_000_000, EUR: 900_000, RUB: 90_000_000 }
const noFigures: OrganizerExtraCosts = {
  currency: 'EUR',
  flights: null,
  visa: null,
  insurance: null,
  single_supplement: null,
}

const date = {
  currency: 'USD' as const,
  perTravellerMinor: 100_000,
  depositPerTravellerMinor: 20_000,
  travellers: 1,
  startDate: '2031-06-10',
  fullPaymentDays: 14,
  durationDays: 8,
  flightIncluded: false,
  today: '2031-03-01',
}

const usd = (amountMinor: number) => `$${String(amountMinor / 100)}`

describe('extraCostTerms', () => {
  it('estimates every extra in the page currency when the organizer gave no figure', () => {
    expect(extraCostTerms({ organizer: null, countryIso: 'eg', to: 'EUR', rates })).toEqual<
      ExtraCostTerm[]
    >([
      { kind: 'flights', source: 'estimate', per: 'traveller', min: 9_000, max: 72_000 },
      { kind: 'visa', source: 'estimate', per: 'traveller', min: 2_300, max: 2_300 },
      { kind: 'insurance', source: 'estimate', per: 'day', min: 200, max: 500 },
      { kind: 'single_supplement', source: 'estimate', per: 'percent', min: 15, max: 35 },
    ])
  })

  it('says to check the visa where the fee depends on the passport', () => {
    const terms = extraCostTerms({ organizer: noFigures, countryIso: 'IT', to: 'USD', rates })
    expect(terms[1]).toEqual({ kind: 'visa', source: 'check', per: 'traveller', min: 0, max: 0 })
    expect(extraCostEstimates.visaUsdByCountry['IT']).toBeUndefined()
  })

  it('takes the organizer’s figure, converted from the tour’s currency, over the estimate', () => {
    const terms = extraCostTerms({
      organizer: { ...noFigures, visa: 0, insurance: 4_500 },
      countryIso: 'IT',
      to: 'RUB',
      rates,
    })
    expect(terms[1]).toMatchObject({ kind: 'visa', source: 'organizer', min: 0, max: 0 })
    // €45 = US$50 = 4,500 ₽.
    expect(terms[2]).toEqual({
      kind: 'insurance',
      source: 'organizer',
      per: 'traveller',
      min: 450_000,
      max: 450_000,
    })
    expect(terms[0]).toMatchObject({ source: 'estimate', min: 900_000, max: 7_200_000 })
  })
})

describe('allInCost', () => {
  const terms = extraCostTerms({ organizer: null, countryIso: 'EG', to: 'USD', rates })

  it('prices the party, the schedule and each extra, and sums the trip as a range', () => {
    const cost = allInCost({ ...date, travellers: 2, terms })
    expect(cost).toMatchObject({
      perTraveller: 100_000,
      tourTotal: 200_000,
      dueNow: 40_000,
      rest: 160_000,
      restBy: '2031-05-27',
      leftOut: [],
    })
    expect(cost.extras).toEqual([
      { kind: 'flights', source: 'estimate', min: 10_000, max: 80_000, basis: null },
      { kind: 'visa', source: 'estimate', min: 2_500, max: 2_500, basis: null },
      {
        kind: 'insurance',
        source: 'estimate',
        min: 1_600,
        max: 4_000,
        basis: { perDayMin: 200, perDayMax: 500, days: 8 },
      },
      {
        kind: 'single_supplement',
        source: 'estimate',
        min: 15_000,
        max: 35_000,
        basis: { percentMin: 15, percentMax: 35 },
      },
    ])
    // Two share a room: no single supplement. 2 × (1,000 + 100 + 25 + 16) .. 2 × (1,000 + 800 + 25 + 40).
    expect(cost.total).toEqual({ min: 228_200, max: 373_000 })
  })

  it('counts one single room at the top of the range when the party is odd', () => {
    expect(allInCost({ ...date, travellers: 1, terms }).total).toEqual({
      min: 114_100,
      max: 186_500 + 35_000,
    })
    expect(allInCost({ ...date, travellers: 3, terms }).total.max).toBe(3 * 186_500 + 35_000)
  })

  it('rounds a single room’s estimate to whole units, as converted prices are', () => {
    const cost = allInCost({ ...date, perTravellerMinor: 35_050, terms })
    // 15 % of US$350.50 is US$52.575, 35 % US$122.675.
    expect(cost.extras[3]).toMatchObject({ min: 5_300, max: 12_300 })
  })

  it('asks for everything at booking once the full-payment day has passed', () => {
    const cost = allInCost({ ...date, today: '2031-05-28', terms })
    expect(cost).toMatchObject({ dueNow: 100_000, rest: 0, restBy: null })
  })

  it('leaves out a flight the date includes, a single room on a day trip and a visa to check', () => {
    const italy = extraCostTerms({ organizer: null, countryIso: 'IT', to: 'USD', rates })
    const cost = allInCost({
      ...date,
      durationDays: 1,
      flightIncluded: true,
      terms: italy,
    })
    expect(cost.extras.map((line) => [line.kind, line.source, line.max])).toEqual([
      ['flights', 'included', 0],
      ['visa', 'check', 0],
      ['insurance', 'estimate', 500],
      ['single_supplement', 'none', 0],
    ])
    expect(cost.total).toEqual({ min: 100_200, max: 100_500 })
    expect(cost.leftOut).toEqual(['visa'])
  })

  it('takes an organizer’s figure as one amount per traveller', () => {
    const own = extraCostTerms({
      organizer: { ...noFigures, currency: 'USD', single_supplement: 20_000, flights: 30_000 },
      countryIso: 'EG',
      to: 'USD',
      rates,
    })
    const cost = allInCost({ ...date, travellers: 1, terms: own })
    expect(cost.extras[0]).toEqual({
      kind: 'flights',
      source: 'organizer',
      min: 30_000,
      max: 30_000,
      basis: null,
    })
    expect(cost.total).toEqual({
      min: 100_000 + 30_000 + 2_500 + 1_600,
      max: 100_000 + 30_000 + 2_500 + 4_000 + 20_000,
    })
  })
})

describe('allInCostText', () => {
  const travellers = (count: number) => `${String(count)} travellers`

  it('words each line with its source and basis', () => {
    const terms = extraCostTerms({
      organizer: { ...noFigures, currency: 'USD', visa: 6_000 },
      countryIso: 'EG',
      to: 'USD',
      rates,
    })
    const text = allInCostText(
      allInCost({ ...date, travellers: 2, terms }),
      'en-US',
      usd,
      travellers,
    )
    expect(text.heading).toBe('All-in cost')
    expect(text.price.map((row) => [row.label, row.note, row.amount])).toEqual([
      ['Tour price', 'per traveller', '$1000'],
      ['Tour price', 'for 2 travellers', '$2000'],
      ['Due at booking', null, '$400'],
      ['The rest, by May 27, 2031', null, '$1600'],
    ])
    expect(text.extras.map((row) => [row.label, row.source, row.note, row.amount])).toEqual([
      [
        'Flights to the start city',
        'estimate',
        'return economy fare; depends on where you fly from',
        '$100–$800',
      ],
      ['Visa', 'from the organizer', 'per traveller', '$60'],
      ['Travel insurance', 'estimate', '$2–$5 a day × 8 days', '$16–$40'],
      [
        'Single supplement',
        'estimate',
        'a room of your own: 15–35% of the tour price',
        '$150–$350',
      ],
    ])
    expect(text.total).toMatchObject({
      label: 'The whole trip',
      note: 'for 2 travellers, extras included',
    })
    expect(text.leftOut).toBeNull()
  })

  it('says what the total leaves out, in Russian too', () => {
    const terms = extraCostTerms({ organizer: null, countryIso: 'FR', to: 'USD', rates })
    const text = allInCostText(
      allInCost({ ...date, today: '2031-06-01', terms }),
      'ru',
      usd,
      travellers,
    )
    expect(text.price[0]?.label).toBe('Цена тура')
    expect(text.price.at(-1)?.label).toBe('При бронировании (вся сумма)')
    expect(text.extras[1]).toMatchObject({
      source: null,
      note: 'уточните требования для вашего паспорта',
      amount: '—',
    })
    expect(text.leftOut).toBe('Без учёта: виза.')
  })
})

describe('allInCostLabels', () => {
  it('words the block in both languages', () => {
    expect(allInCostLabels('en-US')).toMatchObject({ heading: 'All-in cost', date: 'Date' })
    expect(allInCostLabels('ru')).toMatchObject({ heading: 'Полная стоимость', show: 'Показать' })
  })
})
