import { isOneOf } from './guard.ts'

/** §3 Discount kinds. */
export const discountKinds = [
  'early_booking_dates',
  'early_booking_days',
  'seasonal',
  'on_tour_date',
] as const
export type DiscountKind = (typeof discountKinds)[number]

export function isDiscountKind(value: unknown): value is DiscountKind {
  return isOneOf(discountKinds, value)
}

/** §3 Payment kinds. */
export const paymentKinds = ['prepayment', 'payment', 'full'] as const
export type PaymentKind = (typeof paymentKinds)[number]

export function isPaymentKind(value: unknown): value is PaymentKind {
  return isOneOf(paymentKinds, value)
}

/** §3 Payment methods: sbp (the Russian fast payment system) and card. */
export const paymentMethods = ['sbp', 'card'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return isOneOf(paymentMethods, value)
}

/**
 * §3 Payment providers, ids 2 to 5: two Russian banks, a card provider, a payment aggregator.
 * The spec does not name the companies, so the names describe the role.
 */
export const paymentProvider = {
  firstRussianBank: 2,
  secondRussianBank: 3,
  cardProvider: 4,
  paymentAggregator: 5,
} as const
export type PaymentProvider = (typeof paymentProvider)[keyof typeof paymentProvider]
export const paymentProviders: readonly PaymentProvider[] = [
  paymentProvider.firstRussianBank,
  paymentProvider.secondRussianBank,
  paymentProvider.cardProvider,
  paymentProvider.paymentAggregator,
]

export function isPaymentProvider(value: unknown): value is PaymentProvider {
  return isOneOf(paymentProviders, value)
}
