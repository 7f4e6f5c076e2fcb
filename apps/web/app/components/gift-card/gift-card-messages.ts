import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/**
 * The words of a gift card's code wherever one is typed (decision 0073): the balance page and the
 * pay step. Each refusal says what to do next; the API's own messages are English only.
 */
const enUsGiftCardMessages = {
  'giftCard.code': 'Gift card code',
  'giftCard.codeHint': '16 letters and digits, as in the mail; dashes and case do not matter.',
  'giftCard.refused.notFound': 'No gift card has this code. Check it and try again.',
  'giftCard.refused.expired': 'This gift card has expired and can no longer pay.',
  'giftCard.refused.empty': 'Nothing is left on this gift card.',
  'giftCard.refused.currency':
    'This gift card pays only bookings in its own currency; this booking is charged in {currency}.',
  'giftCard.refused.notPayable': 'This booking has nothing to pay now.',
  'giftCard.refused.locked':
    'Too many wrong codes were tried from your network. Please try again in {minutes}.',
  'giftCard.refused.lockedLater':
    'Too many wrong codes were tried from your network. Please try again later.',
  'giftCard.minutes': { one: '{count} minute', other: '{count} minutes' },
  'giftCard.refused.failed': 'The gift card could not be checked. Please try again in a minute.',
  'giftCard.pay.heading': 'Gift card',
  'giftCard.pay.lead':
    'Have a gift card? It pays up to its balance; you pay the rest by card. It pays bookings in its own currency: this one is in {currency}.',
  'giftCard.pay.apply': 'Apply the gift card',
  'giftCard.pay.paidAll': 'The gift card paid {amount}: this payment is done.',
  'giftCard.pay.paidPart': 'The gift card paid {amount}. The rest is to pay by card below.',
  'giftCard.pay.left': '{amount} stays on the card ending {ending}.',
} as const

export type GiftCardMessageKey = keyof typeof enUsGiftCardMessages

const ruGiftCardMessages: Readonly<Record<GiftCardMessageKey, MessageValue>> = {
  'giftCard.code': 'Код подарочного сертификата',
  'giftCard.codeHint': '16 букв и цифр, как в письме; дефисы и регистр не важны.',
  'giftCard.refused.notFound': 'Сертификата с таким кодом нет. Проверьте код и попробуйте снова.',
  'giftCard.refused.expired': 'Срок действия сертификата истёк, оплатить им уже нельзя.',
  'giftCard.refused.empty': 'На этом сертификате ничего не осталось.',
  'giftCard.refused.currency':
    'Сертификат оплачивает только бронирования в своей валюте, а это бронирование — в {currency}.',
  'giftCard.refused.notPayable': 'По этому бронированию сейчас нечего оплачивать.',
  'giftCard.refused.locked':
    'Из вашей сети ввели слишком много неверных кодов. Попробуйте снова через {minutes}.',
  'giftCard.refused.lockedLater':
    'Из вашей сети ввели слишком много неверных кодов. Попробуйте снова позже.',
  'giftCard.minutes': {
    one: '{count} минуту',
    few: '{count} минуты',
    many: '{count} минут',
    other: '{count} минуты',
  },
  'giftCard.refused.failed': 'Не удалось проверить сертификат. Попробуйте через минуту.',
  'giftCard.pay.heading': 'Подарочный сертификат',
  'giftCard.pay.lead':
    'Есть подарочный сертификат? Он оплатит сумму в пределах баланса, остальное — картой. Сертификат оплачивает бронирования в своей валюте: это бронирование — в {currency}.',
  'giftCard.pay.apply': 'Применить сертификат',
  'giftCard.pay.paidAll': 'Сертификат оплатил {amount}: этот платёж внесён.',
  'giftCard.pay.paidPart': 'Сертификат оплатил {amount}. Остаток оплатите картой ниже.',
  'giftCard.pay.left': 'На сертификате с окончанием {ending} осталось {amount}.',
}

export const giftCardMessages: AreaMessages = {
  'en-US': enUsGiftCardMessages,
  ru: ruGiftCardMessages,
}
