import type { BrandCurrency } from '../enums/index.ts'

/**
 * What a gift card may be bought for, per currency, in minor units (decision 0073): a few
 * ready amounts the form offers and the range a custom amount must fall in. Roubles are priced
 * as the Russian site prices tours, so their figures are about a hundred times the others'.
 */
export type GiftCardAmounts = {
  readonly presets: readonly number[]
  readonly minMinor: number
  readonly maxMinor: number
}

const major = (units: number) => units * 100

const westernAmounts: GiftCardAmounts = {
  presets: [major(50), major(100), major(250), major(500)],
  minMinor: major(25),
  maxMinor: major(2_000),
}

export const giftCardAmounts: Readonly<Record<BrandCurrency, GiftCardAmounts>> = {
  USD: westernAmounts,
  EUR: westernAmounts,
  AED: { presets: [major(200), major(400), major(1_000), major(2_000)], ...range(100, 7_500) },
  RUB: {
    presets: [major(5_000), major(10_000), major(25_000), major(50_000)],
    ...range(2_000, 200_000),
  },
  BYN: { presets: [major(150), major(300), major(750), major(1_500)], ...range(75, 6_000) },
  KZT: {
    presets: [major(25_000), major(50_000), major(125_000), major(250_000)],
    ...range(12_000, 1_000_000),
  },
  CNY: { presets: [major(350), major(700), major(1_750), major(3_500)], ...range(175, 14_000) },
}

function range(minMajor: number, maxMajor: number) {
  return { minMinor: major(minMajor), maxMinor: major(maxMajor) }
}

/** Null when the amount may be bought in that currency; else what is wrong, with the bounds. */
export function giftCardAmountProblem(
  amountMinor: number,
  currency: BrandCurrency,
): { readonly minMinor: number; readonly maxMinor: number } | null {
  const { minMinor, maxMinor } = giftCardAmounts[currency]
  if (Number.isInteger(amountMinor) && amountMinor >= minMinor && amountMinor <= maxMinor) {
    return null
  }
  return { minMinor, maxMinor }
}
