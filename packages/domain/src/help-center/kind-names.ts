import type { RequestHelperKind } from '../enums/booking.ts'
import type { Locale } from '../i18n/catalogue.ts'

/** §3 request helper kinds as the help request form and its e-mails name them. */
export const helpRequestKindNames: Readonly<Record<Locale, Record<RequestHelperKind, string>>> = {
  'en-US': {
    common_help: 'General question',
    learn_more: 'More about a tour',
    individual_tour: 'Individual tour',
    corp_tour_request: 'Corporate tour',
    phone_call_request: 'Call me back',
    subsidies: 'Subsidised travel',
    cashback: 'Cashback',
    certificate: 'Gift certificate',
    booking: 'Booking',
    payment: 'Payment',
    refund: 'Refund',
    cancellation: 'Cancellation',
  },
  ru: {
    common_help: 'Общий вопрос',
    learn_more: 'Подробнее о туре',
    individual_tour: 'Индивидуальный тур',
    corp_tour_request: 'Корпоративный тур',
    phone_call_request: 'Перезвоните мне',
    subsidies: 'Туры с субсидией',
    cashback: 'Кешбэк',
    certificate: 'Подарочный сертификат',
    booking: 'Бронирование',
    payment: 'Оплата',
    refund: 'Возврат денег',
    cancellation: 'Отмена бронирования',
  },
}
