import type { BrandConfig } from '../brand/brand-config.ts'
import type { PaymentMethod } from '../enums/index.ts'
import type { Locale } from '../i18n/catalogue.ts'

/** The card networks a checkout takes, named under "Bank card". */
export type CardNetwork = 'Visa' | 'Mastercard' | 'Mir'

export type PaymentOptions = {
  /** Card first: it is what most travellers reach for. */
  readonly methods: readonly PaymentMethod[]
  readonly cardNetworks: readonly CardNetwork[]
}

/**
 * What an invoice can be paid with. A card everywhere; SBP (Russia's Faster Payments, roubles
 * only) and Mir cards (issued in Russia) only where Russian payments make sense: a brand with a
 * Russian site, a visitor on it, and an invoice in roubles. An English page never offers them:
 * its visitors cannot use them, and listing them there reads as a site not meant for them.
 */
export function paymentOptions(
  brand: Pick<BrandConfig, 'russianIsAvailable'>,
  locale: Locale,
  chargeCurrency: string,
): PaymentOptions {
  const russian = brand.russianIsAvailable && locale === 'ru' && chargeCurrency === 'RUB'
  return russian
    ? { methods: ['card', 'sbp'], cardNetworks: ['Visa', 'Mastercard', 'Mir'] }
    : { methods: ['card'], cardNetworks: ['Visa', 'Mastercard'] }
}
