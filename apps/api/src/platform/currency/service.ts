import { type BrandCurrency } from '@tourmarket/domain/enums'
import { convertMoney, type CurrencyRates, type Money } from '@tourmarket/domain/money'
import type { AppDatabase } from '../../db/database.ts'
import { loadCurrencyRates } from './repository.ts'

/** §7, §9: converted prices may be up to 60 s old; rates change far less often than that. */
export const RATES_CACHE_MILLISECONDS = 60_000

export type CurrencyService = {
  rates(): Promise<CurrencyRates>
  convert(value: Money, to: BrandCurrency): Promise<Money>
}

/**
 * Rates come from the database and are kept for a minute per process. This is a cache, not a
 * record: every process reads the same table, so running several API processes stays correct.
 */
export function createCurrencyService(
  db: AppDatabase,
  now: () => number = Date.now,
): CurrencyService {
  let cached: { rates: Promise<CurrencyRates>; loadedAt: number } | undefined
  const rates = () => {
    if (cached === undefined || now() - cached.loadedAt >= RATES_CACHE_MILLISECONDS) {
      const loading = loadCurrencyRates(db)
      cached = { rates: loading, loadedAt: now() }
      // A failed load must not be served from the cache for a minute.
      loading.catch(() => {
        if (cached?.rates === loading) cached = undefined
      })
    }
    return cached.rates
  }
  return {
    rates,
    async convert(value, to) {
      return convertMoney(value, to, await rates())
    },
  }
}
