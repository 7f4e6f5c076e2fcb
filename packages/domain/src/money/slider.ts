import type { BrandCurrency } from '../enums/index.ts'

export type SliderConfig = { readonly min: number; readonly max: number; readonly step: number }

/*
 * AED: a §9 brand variant offers it, but §9 gives slider values only for the §3 currencies, so
 * these are chosen, not specified. They carry the EUR/USD range over: 5000 USD is about 18400 AED
 * (the dirham is pegged at 3.6725 to the dollar), rounded up to 20000. The step then gives 10
 * positions, as every §9 currency has, and the alternative step 100, as EUR/USD have.
 */

/** §9 Slider maxima, in major units of each currency. */
const sliderMaxima: Readonly<Record<BrandCurrency, number>> = {
  EUR: 5000,
  USD: 5000,
  RUB: 200000,
  CNY: 20000,
  BYN: 10000,
  KZT: 1000000,
  AED: 20000,
}

/** §9 Slider steps. */
const sliderSteps: Readonly<Record<BrandCurrency, number>> = {
  EUR: 500,
  USD: 500,
  RUB: 20000,
  CNY: 2000,
  BYN: 1000,
  KZT: 100000,
  AED: 2000,
}

/**
 * §9 "alternative set 50, 1000, 200, 100, 5000": the spec lists five steps without currencies.
 * They are read in the order of the main list (EUR/USD, RUB, CNY, BYN, KZT), which keeps each
 * one a whole divisor of its currency's maximum.
 */
const alternativeSliderSteps: Readonly<Record<BrandCurrency, number>> = {
  EUR: 50,
  USD: 50,
  RUB: 1000,
  CNY: 200,
  BYN: 100,
  KZT: 5000,
  AED: 200,
}

/** The price slider of a currency: from 0 to the §9 maximum, by the main or alternative step. */
export function sliderConfig(
  currency: BrandCurrency,
  options: { readonly alternativeSteps?: boolean } = {},
): SliderConfig {
  const steps = options.alternativeSteps === true ? alternativeSliderSteps : sliderSteps
  return { min: 0, max: sliderMaxima[currency], step: steps[currency] }
}
