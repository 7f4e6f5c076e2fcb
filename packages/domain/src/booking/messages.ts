import type { AreaMessages, MessageCatalogue } from '../i18n/catalogue.ts'
import type { CostLineKey } from './quote.ts'

export type CostLineLabelKey = `bookingCost.${CostLineKey}`

export function costLineLabelKey(key: CostLineKey): CostLineLabelKey {
  return `bookingCost.${key}`
}

const enUs: MessageCatalogue = {
  'bookingCost.tourists': {
    one: 'Tour price for {count} tourist',
    other: 'Tour price for {count} tourists',
  },
  'bookingCost.discount': 'Discount {percent}%',
  'bookingCost.prepayment': 'Due at booking',
  'bookingCost.rest': 'Rest of the price, due by {date}',
  'bookingCost.cashback': 'Cashback {percent}%',
} satisfies Record<CostLineLabelKey, unknown>

const ru: MessageCatalogue = {
  'bookingCost.tourists': {
    one: 'Стоимость тура на {count} туриста',
    few: 'Стоимость тура на {count} туристов',
    many: 'Стоимость тура на {count} туристов',
    other: 'Стоимость тура на {count} туриста',
  },
  'bookingCost.discount': 'Скидка {percent}%',
  'bookingCost.prepayment': 'К оплате при бронировании',
  'bookingCost.rest': 'Остаток, оплатить до {date}',
  'bookingCost.cashback': 'Кешбэк {percent}%',
} satisfies Record<CostLineLabelKey, unknown>

/** Labels of the booking cost lines (decision 0016), worded by the API in X-Language. */
export const bookingMessages: AreaMessages = { 'en-US': enUs, ru }
