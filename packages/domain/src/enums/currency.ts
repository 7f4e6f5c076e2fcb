import { isOneOf } from './guard.ts'

/** §3 Currencies: the codes the catalogue prices and searches in. */
export const currencies = ['EUR', 'USD', 'RUB', 'BYN', 'KZT', 'CNY'] as const
export type Currency = (typeof currencies)[number]

export function isCurrency(value: unknown): value is Currency {
  return isOneOf(currencies, value)
}

/**
 * §9 gives a brand variant the currencies USD, EUR, AED, and AED is not in the §3 list,
 * so a brand may offer a code the search sliders (§9 maxima per currency) do not know.
 */
export const brandCurrencies = [...currencies, 'AED'] as const
export type BrandCurrency = (typeof brandCurrencies)[number]

export function isBrandCurrency(value: unknown): value is BrandCurrency {
  return isOneOf(brandCurrencies, value)
}
