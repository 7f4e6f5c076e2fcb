import type { AreaMessages } from '../i18n/catalogue.ts'
import type { PrepaymentType } from './tour-date.ts'

export type PrepaymentTypeLabelKey = `prepaymentType.${PrepaymentType}`

export function prepaymentTypeLabelKey(type: PrepaymentType): PrepaymentTypeLabelKey {
  return `prepaymentType.${type}`
}

type PricingLabels = Readonly<Record<PrepaymentTypeLabelKey, string>>

const enUsLabels: PricingLabels = {
  'prepaymentType.1': 'Prepayment as a percentage of the price',
  'prepaymentType.2': 'Fixed prepayment',
  'prepaymentType.3': 'Full payment',
}

const ruLabels: PricingLabels = {
  'prepaymentType.1': 'Предоплата в процентах от цены',
  'prepaymentType.2': 'Фиксированная предоплата',
  'prepaymentType.3': 'Полная оплата',
}

/** Names of §3 prepayment_type, the `name` of its { id, name }. */
export const pricingMessages: AreaMessages = { 'en-US': enUsLabels, ru: ruLabels }
