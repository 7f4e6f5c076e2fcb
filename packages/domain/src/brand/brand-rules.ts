import type { BrandCurrency } from '../enums/index.ts'
import { isBrandCurrency } from '../enums/index.ts'
import type { Locale } from '../i18n/catalogue.ts'
import type { BrandConfig } from './brand-config.ts'

/** §9: "Default currencies RUB, EUR, USD (fallback USD)", used when a brand lists none. */
export const defaultCurrencies: readonly BrandCurrency[] = ['RUB', 'EUR', 'USD']
export const fallbackCurrency = 'USD' satisfies BrandCurrency

/** The currencies a visitor may choose: the brand's own list, or the §9 defaults when it is empty. */
export function availableCurrencies(brand: BrandConfig): readonly BrandCurrency[] {
  return brand.currencies.length > 0 ? brand.currencies : defaultCurrencies
}

/**
 * The currency to use for a request (cookie, header or query value): the requested one when the
 * brand offers it, else the brand's default when offered, else the §9 fallback USD.
 */
export function resolveCurrency(brand: BrandConfig, requested: unknown): BrandCurrency {
  const offered = availableCurrencies(brand)
  if (isBrandCurrency(requested) && offered.includes(requested)) return requested
  if (offered.includes(brand.defaultCurrency)) return brand.defaultCurrency
  return fallbackCurrency
}

/** §1: en-US always; Russian only where the brand enables it. */
export function uiLocales(brand: BrandConfig): readonly Locale[] {
  return brand.russianIsAvailable ? ['en-US', 'ru'] : ['en-US']
}

/** The locale to render: the requested one when the brand offers it, else en-US. */
export function resolveUiLocale(brand: BrandConfig, requested: unknown): Locale {
  return uiLocales(brand).find((locale) => locale === requested) ?? 'en-US'
}

/** §2 site-wide title template 'page | project name'; a page without a title shows the name alone. */
export function formatPageTitle(brand: BrandConfig, pageTitle: string): string {
  const page = pageTitle.trim()
  return page === '' ? brand.projectName : `${page} | ${brand.projectName}`
}
