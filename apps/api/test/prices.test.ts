import { convertPriceSchema, errorBodySchema } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { currencyRates } from '../src/db/schema/index.ts'
import {
  createCurrencyService,
  RATES_CACHE_MILLISECONDS,
} from '../src/platform/currency/service.ts'
import { createPriceConverter } from '../src/modules/prices/service.ts'
import { testDatabases } from './databases.ts'
import { seedCurrencyRates } from './factories.ts'
import { useSiteTestHarness } from './factories-site.ts'

describe.each(testDatabases)('§7 GET /node-api/convert-price on $name', (target) => {
  const harness = useSiteTestHarness(target)

  async function convert(query: string) {
    return harness.app().inject({ method: 'GET', url: `/node-api/convert-price?${query}` })
  }

  function fieldsOf(body: unknown): string[] {
    return Object.keys(errorBodySchema.parse(body).errors ?? {})
  }

  it('converts major units through the USD cross rate, rounded to the target minor unit', async () => {
    await seedCurrencyRates(harness.db)
    const response = await convert('from_currency=USD&to_currency=EUR&amount=100')
    expect(response.statusCode).toBe(200)
    expect(convertPriceSchema.parse(response.json())).toEqual({ result: 92 })

    // 1234.56 EUR → RUB at 92.5 / 0.92 RUB per EUR: 124 126.956… rounds to 124 126.96.
    const cross = await convert('from_currency=EUR&to_currency=RUB&amount=1234.56')
    expect(cross.json()).toEqual({ result: 124126.96 })
    const same = await convert('from_currency=usd&to_currency=usd&amount=19.999')
    expect(same.json()).toEqual({ result: 20 })
  })

  it('§9 lets the answer for one combination be cached for 60 s', async () => {
    await seedCurrencyRates(harness.db)
    const response = await convert('from_currency=USD&to_currency=AED&amount=10')
    expect(response.headers['cache-control']).toBe('public, max-age=60')
  })

  it('§8 refuses an unknown currency with 400 naming the field', async () => {
    await seedCurrencyRates(harness.db)
    const unknownFrom = await convert('from_currency=XYZ&to_currency=EUR&amount=1')
    expect(unknownFrom.statusCode).toBe(400)
    expect(fieldsOf(unknownFrom.json())).toEqual(['from_currency'])
    const unknownTo = await convert('from_currency=USD&to_currency=GBP&amount=1')
    expect(fieldsOf(unknownTo.json())).toEqual(['to_currency'])
  })

  it('§8 refuses a missing, negative or non-decimal amount with 400 naming it', async () => {
    for (const amount of ['', '-5', '1e3', '12,50', '1.2.3']) {
      const response = await convert(`from_currency=USD&to_currency=EUR&amount=${amount}`)
      expect(response.statusCode).toBe(400)
      expect(fieldsOf(response.json())).toEqual(['amount'])
    }
    expect(fieldsOf((await convert('from_currency=USD&to_currency=EUR')).json())).toEqual([
      'amount',
    ])
  })

  it('§8 refuses an amount whose conversion leaves the safe range with 400, not 500', async () => {
    await seedCurrencyRates(harness.db)
    const response = await convert('from_currency=USD&to_currency=KZT&amount=999999999999')
    expect(response.statusCode).toBe(400)
    expect(fieldsOf(response.json())).toEqual(['amount'])
  })

  it('answers 503 when no rate is stored for a currency', async () => {
    const response = await convert('from_currency=USD&to_currency=EUR&amount=1')
    expect(response.statusCode).toBe(503)
    expect(errorBodySchema.parse(response.json()).code).toBe('currency_rate_unavailable')
  })

  it('§9 price conversion cache 60 s: a changed rate shows only after 60 s', async () => {
    await seedCurrencyRates(harness.db)
    let clock = 1_000_000
    const converter = createPriceConverter(createCurrencyService(harness.db, () => clock))
    const hundredDollarsInEuro = () =>
      converter.convert({ from: 'USD', to: 'EUR', amountMajor: '100' })

    expect(await hundredDollarsInEuro()).toBe(92)
    await harness.db
      .update(currencyRates)
      .set({ unitsPerUsdMicros: 950_000 })
      .where(eq(currencyRates.currency, 'EUR'))
    clock += RATES_CACHE_MILLISECONDS - 1
    expect(await hundredDollarsInEuro()).toBe(92)
    clock += 1
    expect(await hundredDollarsInEuro()).toBe(95)
  })
})
