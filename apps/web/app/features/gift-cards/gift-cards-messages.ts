import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/**
 * The words of the gift card pages (decision 0073): buying one on /gift-cards, the buyer's order
 * page and the balance page. Only these pages load them (first-load budget, decision 0011).
 */
const enUsGiftCardsMessages = {
  'giftCards.title': 'Gift cards',
  'giftCards.description':
    'A {projectName} gift card: a sum to spend on any tour, excursion or cruise. Buy one online and we e-mail it on the day you choose.',
  'giftCards.lead':
    'Give a trip instead of a thing. A {projectName} gift card holds a sum that its owner spends on any tour, excursion or cruise on the site.',
  'giftCards.buyHeading': 'Buy a gift card',
  'giftCards.currency': 'Currency',
  'giftCards.amount': 'Amount',
  'giftCards.customAmount': 'Other amount',
  'giftCards.customAmountLabel': 'Other amount, {currency}',
  'giftCards.customAmountHint': 'From {min} to {max}, whole units.',
  'giftCards.recipientHeading': 'Who it is for',
  'giftCards.recipientName': 'Recipient’s name',
  'giftCards.recipientEmail': 'Recipient’s e-mail',
  'giftCards.recipientEmailHint': 'The card and its code are sent here.',
  'giftCards.senderName': 'Your name',
  'giftCards.senderNameHint': 'The mail says who the card is from.',
  'giftCards.message': 'Message',
  'giftCards.messageCount': '{count} of {max} characters',
  'giftCards.deliveryDate': 'Delivery date',
  'giftCards.deliveryDateHint': 'We e-mail the card on this day; today means within minutes.',
  'giftCards.submit': 'Go to payment',
  'giftCards.payNote':
    'You pay on the payment provider’s secure page. Once paid, the next page shows the code, and the recipient gets it by e-mail.',
  'giftCards.fixFields': 'Please check the marked fields.',
  'giftCards.failed': 'The payment could not be started. Please try again in a minute.',
  'giftCards.paymentFailed':
    'The payment did not go through, and nothing was charged. You can try again.',
  'giftCards.error.amount': 'Enter an amount from {min} to {max}.',
  'giftCards.error.wholeAmount': 'Enter a whole amount.',
  'giftCards.error.currency': 'Choose a currency.',
  'giftCards.error.deliveryDate': 'Choose a day from today up to a year ahead.',
  'giftCards.whatHeading': 'What a gift card is',
  'giftCards.what1': 'Any amount you choose, in the currency the trip will be paid in.',
  'giftCards.what2': {
    one: 'Valid for {count} year from the day it is bought.',
    other: 'Valid for {count} years from the day it is bought.',
  },
  'giftCards.what3':
    'Good for any tour on {projectName}. It pays part of a trip or all of it, and what is left stays on the card for the next one.',
  'giftCards.what4':
    'Sent by e-mail as a designed card with a unique code, ready to print or forward.',
  'giftCards.useHeading': 'How to use one',
  'giftCards.useText':
    'Choose a tour and book it. At the payment step, enter the card’s code: it pays up to its balance, and the rest is paid by bank card.',
  'giftCards.balanceLink': 'Check a gift card’s balance',
  'giftCards.helpText': 'A question about a card you bought?',
  'giftCards.contactsLink': 'Contact us',
  'order.title': 'Your gift card',
  'order.pendingTitle': 'Confirming your payment…',
  'order.pendingText':
    'The payment provider has not told us yet. This page updates by itself in a few seconds.',
  'order.slowText':
    'This is taking longer than usual. Reload the page in a minute; if the payment was taken, the card is issued all the same.',
  'order.paidTitle': 'Thank you! The gift card is paid',
  'order.amount': 'Amount',
  'order.recipient': 'Recipient',
  'order.delivery': 'Delivery',
  'order.sentOn': 'Sent to {email} on {date}',
  'order.sendsOn': 'Goes to {email} on {date}',
  'order.validUntil': 'Valid until',
  'order.code': 'Code',
  'order.codeOnce':
    'This is the only time we show the code here: write it down if you need it. The recipient gets it in the mail.',
  'order.codeEnding': 'Ending in {ending}',
  'order.codeShown':
    'The code was shown when the order was paid, and it is in the recipient’s mail.',
  'order.balanceLink': 'Check the balance',
  'order.buyAnother': 'Buy another gift card',
  'balance.title': 'Gift card balance',
  'balance.lead':
    'Enter the code from the gift card’s mail to see what is left on it and until when.',
  'balance.submit': 'Check the balance',
  'balance.result': 'Gift card ending {ending}',
  'balance.balance': 'Balance',
  'balance.validUntil': 'Valid until',
  'balance.expiredOn': 'Expired on',
  'balance.expired': 'This card has expired and can no longer pay.',
  'balance.empty': 'Nothing is left on this card.',
  'balance.use': 'Spend it at the payment step of any booking in {currency}.',
  'balance.findTour': 'Find a tour',
  'balance.buyLink': 'Buy a gift card',
} as const

export type GiftCardsMessageKey = keyof typeof enUsGiftCardsMessages

const ruGiftCardsMessages: Readonly<Record<GiftCardsMessageKey, MessageValue>> = {
  'giftCards.title': 'Подарочные сертификаты',
  'giftCards.description':
    'Подарочный сертификат {projectName}: сумма на любой тур, экскурсию или круиз. Купите онлайн, и мы отправим его по e-mail в выбранный день.',
  'giftCards.lead':
    'Подарите путешествие вместо вещи. Подарочный сертификат {projectName} — это сумма, которую его владелец потратит на любой тур, экскурсию или круиз на сайте.',
  'giftCards.buyHeading': 'Купить сертификат',
  'giftCards.currency': 'Валюта',
  'giftCards.amount': 'Сумма',
  'giftCards.customAmount': 'Другая сумма',
  'giftCards.customAmountLabel': 'Другая сумма, {currency}',
  'giftCards.customAmountHint': 'От {min} до {max}, целым числом.',
  'giftCards.recipientHeading': 'Кому',
  'giftCards.recipientName': 'Имя получателя',
  'giftCards.recipientEmail': 'E-mail получателя',
  'giftCards.recipientEmailHint': 'Сюда придёт сертификат с кодом.',
  'giftCards.senderName': 'Ваше имя',
  'giftCards.senderNameHint': 'В письме будет сказано, от кого подарок.',
  'giftCards.message': 'Поздравление',
  'giftCards.messageCount': '{count} из {max} символов',
  'giftCards.deliveryDate': 'Дата отправки',
  'giftCards.deliveryDateHint':
    'Отправим сертификат в этот день; сегодня — в течение нескольких минут.',
  'giftCards.submit': 'Перейти к оплате',
  'giftCards.payNote':
    'Оплата проходит на защищённой странице платёжного сервиса. После оплаты на следующей странице будет код, а получатель получит его по e-mail.',
  'giftCards.fixFields': 'Проверьте отмеченные поля.',
  'giftCards.failed': 'Не удалось начать оплату. Попробуйте через минуту.',
  'giftCards.paymentFailed': 'Оплата не прошла, деньги не списаны. Можно попробовать снова.',
  'giftCards.error.amount': 'Введите сумму от {min} до {max}.',
  'giftCards.error.wholeAmount': 'Введите целую сумму.',
  'giftCards.error.currency': 'Выберите валюту.',
  'giftCards.error.deliveryDate': 'Выберите день от сегодняшнего до года вперёд.',
  'giftCards.whatHeading': 'Что такое подарочный сертификат',
  'giftCards.what1': 'Любая сумма на ваш выбор, в валюте, в которой будет оплачена поездка.',
  'giftCards.what2': {
    one: 'Действует {count} год со дня покупки.',
    few: 'Действует {count} года со дня покупки.',
    many: 'Действует {count} лет со дня покупки.',
    other: 'Действует {count} года со дня покупки.',
  },
  'giftCards.what3':
    'Подходит для любого тура на {projectName}. Оплачивает часть поездки или всю, а остаток сохраняется на следующую.',
  'giftCards.what4':
    'Приходит по e-mail в виде открытки с уникальным кодом — можно распечатать или переслать.',
  'giftCards.useHeading': 'Как использовать',
  'giftCards.useText':
    'Выберите тур и забронируйте его. На шаге оплаты введите код сертификата: он оплатит сумму в пределах баланса, остальное — банковской картой.',
  'giftCards.balanceLink': 'Проверить баланс сертификата',
  'giftCards.helpText': 'Вопрос о купленном сертификате?',
  'giftCards.contactsLink': 'Свяжитесь с нами',
  'order.title': 'Ваш сертификат',
  'order.pendingTitle': 'Подтверждаем оплату…',
  'order.pendingText':
    'Платёжный сервис ещё не сообщил об оплате. Страница обновится сама через несколько секунд.',
  'order.slowText':
    'Это занимает больше времени, чем обычно. Обновите страницу через минуту: если деньги списаны, сертификат будет выпущен.',
  'order.paidTitle': 'Спасибо! Сертификат оплачен',
  'order.amount': 'Сумма',
  'order.recipient': 'Получатель',
  'order.delivery': 'Отправка',
  'order.sentOn': 'Отправлен на {email} {date}',
  'order.sendsOn': 'Будет отправлен на {email} {date}',
  'order.validUntil': 'Действует до',
  'order.code': 'Код',
  'order.codeOnce':
    'Здесь код показывается только один раз: запишите его, если он вам нужен. Получатель найдёт его в письме.',
  'order.codeEnding': 'Заканчивается на {ending}',
  'order.codeShown': 'Код был показан после оплаты, и он есть в письме получателю.',
  'order.balanceLink': 'Проверить баланс',
  'order.buyAnother': 'Купить ещё один сертификат',
  'balance.title': 'Баланс сертификата',
  'balance.lead':
    'Введите код из письма с сертификатом, чтобы узнать, сколько на нём осталось и до какого числа.',
  'balance.submit': 'Проверить баланс',
  'balance.result': 'Сертификат с окончанием {ending}',
  'balance.balance': 'Баланс',
  'balance.validUntil': 'Действует до',
  'balance.expiredOn': 'Истёк',
  'balance.expired': 'Срок действия сертификата истёк, оплатить им уже нельзя.',
  'balance.empty': 'На этом сертификате ничего не осталось.',
  'balance.use': 'Оплатите им любое бронирование в {currency} на шаге оплаты.',
  'balance.findTour': 'Найти тур',
  'balance.buyLink': 'Купить сертификат',
}

export const giftCardsMessages: AreaMessages = {
  'en-US': enUsGiftCardsMessages,
  ru: ruGiftCardsMessages,
}
