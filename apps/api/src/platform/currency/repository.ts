import { isBrandCurrency } from '@tourmarket/domain/enums'
import { type CurrencyRates } from '@tourmarket/domain/money'
import type { AppDatabase } from '../../db/database.ts'
import { currencyRates } from '../../db/schema/index.ts'

export async function loadCurrencyRates(db: AppDatabase): Promise<CurrencyRates> {
  const rows = await db
    .select({ currency: currencyRates.currency, rate: currencyRates.unitsPerUsdMicros })
    .from(currencyRates)
  const rates: Partial<Record<string, number>> = {}
  for (const row of rows) if (isBrandCurrency(row.currency)) rates[row.currency] = row.rate
  return rates
}
