import type { RequestHelperKind } from '../enums/booking.ts'
import type { Locale } from '../i18n/catalogue.ts'

/** §3 request helper kinds as the help request form and its e-mails name them. */
export const helpRequestKindNames: Readonly<Record<Locale, Record<RequestHelperKind, string>>> = {
  'en-US': {
    common_help: 'A question about the site or a booking',
    learn_more: 'Learn more about a tour',
    individual_tour: 'An individual tour',
    corp_tour_request: 'A corporate tour',
    phone_call_request: 'Please call me back',
    subsidies: 'Subsidised travel',
    cashback: 'Cashback',
    certificate: 'Gift certificates',
  },
  ru: {
    common_help: 'Вопрос о сайте или бронировании',
    learn_more: 'Подробнее о туре',
    individual_tour: 'Индивидуальный тур',
    corp_tour_request: 'Корпоративный тур',
    phone_call_request: 'Перезвоните мне',
    subsidies: 'Туры с субсидией',
    cashback: 'Кешбэк',
    certificate: 'Подарочные сертификаты',
  },
}
