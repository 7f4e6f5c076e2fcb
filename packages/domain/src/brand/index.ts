export type {
  BrandConfig,
  BrandId,
  BrandImage,
  BrandVideo,
  InputVariant,
  ShareButton,
} from './brand-config.ts'
export { brandIds, inputVariants, shareButtons } from './brand-config.ts'
export {
  availableCurrencies,
  defaultCurrencies,
  fallbackCurrency,
  formatPageTitle,
  resolveCurrency,
  resolveUiLocale,
  uiLocales,
} from './brand-rules.ts'
export { brands, defaultBrandId, getBrand, isBrandId } from './brands.ts'
