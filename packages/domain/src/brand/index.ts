export type { BrandConfig, BrandId, ShareButton } from './brand-config.ts'
export { brandIds } from './brand-config.ts'
export {
  availableCurrencies,
  fallbackCurrency,
  formatPageTitle,
  resolveCurrency,
  resolveUiLocale,
  uiLocales,
} from './brand-rules.ts'
export { defaultBrandId, getBrand, isBrandId } from './brands.ts'
