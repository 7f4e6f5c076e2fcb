import { salesModel, type SalesModel } from '../enums/index.ts'

/**
 * Issue 43 item 2: the commission percent per §3 sales model (1 marketplace, 2 direct sales,
 * 3 agent, 4 own, 5 third-party agent), set by admins in the console.
 */
export type SalesModelRates = Readonly<Record<SalesModel, number>>

/**
 * What the marketplace kept before admins set rates (domain/office commissionPercentFor): the
 * agreed percent (15 by default) where it sells or an agent does, nothing where the organizer
 * sells its own tours. The rates start from these, so no organizer's figures move on the day.
 */
export const initialSalesModelRates: SalesModelRates = {
  [salesModel.marketplace]: 15,
  [salesModel.directSales]: 0,
  [salesModel.agent]: 15,
  [salesModel.own]: 0,
  [salesModel.thirdPartyAgent]: 15,
}

/** A commission percent: 0 to 100 with at most two decimals (numeric(5,2)). */
export function isCommissionPercent(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= 100 &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-9
  )
}

/** Where a booking's percent came from, for the console's figures. */
export type CommissionSource = 'tour' | 'organizer' | 'sales-model'

/**
 * The percent a new booking is made at: the tour's own percent if it has one, else the
 * organizer's override set in the console, else its sales model's rate. A rate that is not a
 * percent throws: the caller's data is wrong, and no figure is better than a wrong one.
 */
export function resolveCommissionPercent(input: {
  readonly rates: SalesModelRates
  readonly salesModel: SalesModel
  readonly organizerOverride: number | null
  readonly tourPercent: number | null
}): { readonly percent: number; readonly source: CommissionSource } {
  const [percent, source]: [number, CommissionSource] =
    input.tourPercent !== null
      ? [input.tourPercent, 'tour']
      : input.organizerOverride !== null
        ? [input.organizerOverride, 'organizer']
        : [input.rates[input.salesModel], 'sales-model']
  if (!isCommissionPercent(percent)) {
    throw new RangeError(`Not a commission percent (${source}): ${String(percent)}`)
  }
  return { percent, source }
}

/**
 * The rates as stored (one row per model): a model with no row keeps its initial rate, so a
 * new model or a missing row never makes a booking free of commission by accident.
 */
export function salesModelRatesOf(
  rows: readonly { readonly salesModel: number; readonly percent: number }[],
): SalesModelRates {
  const rates: Record<SalesModel, number> = { ...initialSalesModelRates }
  for (const row of rows) {
    const model = Object.values(salesModel).find((candidate) => candidate === row.salesModel)
    if (model !== undefined && isCommissionPercent(row.percent)) rates[model] = row.percent
  }
  return rates
}
