export { minorUnitDigits, numberLocaleFor } from './currency.ts'
export type { NumberLocale } from './currency.ts'
export {
  add,
  CurrencyMismatchError,
  fromMajor,
  money,
  percentOf,
  subtract,
  toMajor,
} from './money.ts'
export type { Money } from './money.ts'
export { formatMoney, formatNumber } from './format.ts'
export type { FormatMoneyOptions } from './format.ts'
export { sliderConfig } from './slider.ts'
export type { SliderConfig } from './slider.ts'
export { usesMetricSystem } from './units.ts'
export { convertMoney, MissingRateError, RATE_SCALE } from './convert.ts'
export type { CurrencyRates } from './convert.ts'
