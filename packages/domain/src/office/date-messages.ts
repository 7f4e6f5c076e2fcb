import type { AreaMessages, PluralForms } from '../i18n/catalogue.ts'

/** The office's date refusals (date-rules.ts, date-series.ts), in each language the office speaks. */
const enUsMessages = {
  'officeDates.start.invalid': 'Enter a date as yyyy-mm-dd.',
  'officeDates.start.notUpcoming': 'Choose a day after today.',
  'officeDates.start.hasBookings': 'This date has bookings: its start cannot move.',
  'officeDates.delete.hasBookings':
    'This date has bookings, so it cannot be deleted. Close it to stop new bookings.',
  'officeDates.price.outOfRange': 'Enter a price above zero and at most {max}.',
  'officeDates.discount.outOfRange': 'Enter a discount from 0 to {max} %.',
  'officeDates.seats.outOfRange': 'Enter from 1 to {max} seats.',
  'officeDates.seats.belowSold': {
    one: '{sold} seat is sold: the date needs at least {sold}.',
    other: '{sold} seats are sold: the date needs at least {sold}.',
  },
  'officeDates.minTravellers.outOfRange': 'Enter from 1 to {max} travellers (the seats).',
  'officeDates.decisionDays.outOfRange': 'Enter from {min} to {max} days before the start.',
  'officeDates.prepaymentType.unknown': 'Choose how the prepayment is taken.',
  'officeDates.prepaymentSize.percent': 'Enter a percent from 1 to 100.',
  'officeDates.prepaymentSize.fixed': 'Enter an amount above zero and not above the price.',
  'officeDates.prepaymentSize.none': 'Full payment at booking takes no prepayment size: enter 0.',
  'officeDates.fullPaymentDays.outOfRange': 'Enter from 0 to {max} days.',
  'officeDates.series.not_a_date': 'Enter a date as yyyy-mm-dd.',
  'officeDates.series.to_before_from': 'The last day comes before the first.',
  'officeDates.series.no_weekdays': 'Choose at least one day of the week.',
  'officeDates.series.interval_out_of_range': 'Enter from 1 to 365 days.',
  'officeDates.series.too_many_dates': 'That makes more than {max} dates: choose a shorter range.',
  'officeDates.series.no_dates': 'None of the chosen days falls in this range.',
  'officeDates.series.startsTooSoon': 'The series must start after today.',
} as const

export type OfficeDateMessageKey = keyof typeof enUsMessages

const ruMessages: Readonly<Record<OfficeDateMessageKey, string | PluralForms>> = {
  'officeDates.start.invalid': 'Введите дату в виде гггг-мм-дд.',
  'officeDates.start.notUpcoming': 'Выберите день позже сегодняшнего.',
  'officeDates.start.hasBookings': 'На эту дату есть бронирования: её начало нельзя перенести.',
  'officeDates.delete.hasBookings':
    'На эту дату есть бронирования, поэтому её нельзя удалить. Закройте её, чтобы остановить новые бронирования.',
  'officeDates.price.outOfRange': 'Введите цену больше нуля и не больше {max}.',
  'officeDates.discount.outOfRange': 'Введите скидку от 0 до {max} %.',
  'officeDates.seats.outOfRange': 'Введите от 1 до {max} мест.',
  'officeDates.seats.belowSold': {
    one: 'Продано {sold} место: на дате должно быть не меньше {sold}.',
    few: 'Продано {sold} места: на дате должно быть не меньше {sold}.',
    many: 'Продано {sold} мест: на дате должно быть не меньше {sold}.',
    other: 'Продано {sold} места: на дате должно быть не меньше {sold}.',
  },
  'officeDates.minTravellers.outOfRange': 'Введите от 1 до {max} путешественников (число мест).',
  'officeDates.decisionDays.outOfRange': 'Введите от {min} до {max} дней до начала.',
  'officeDates.prepaymentType.unknown': 'Выберите, как берётся предоплата.',
  'officeDates.prepaymentSize.percent': 'Введите процент от 1 до 100.',
  'officeDates.prepaymentSize.fixed': 'Введите сумму больше нуля и не больше цены.',
  'officeDates.prepaymentSize.none': 'При полной оплате размер предоплаты не нужен: введите 0.',
  'officeDates.fullPaymentDays.outOfRange': 'Введите от 0 до {max} дней.',
  'officeDates.series.not_a_date': 'Введите дату в виде гггг-мм-дд.',
  'officeDates.series.to_before_from': 'Последний день раньше первого.',
  'officeDates.series.no_weekdays': 'Выберите хотя бы один день недели.',
  'officeDates.series.interval_out_of_range': 'Введите от 1 до 365 дней.',
  'officeDates.series.too_many_dates': 'Получается больше {max} дат: выберите период короче.',
  'officeDates.series.no_dates': 'Ни один из выбранных дней не попадает в этот период.',
  'officeDates.series.startsTooSoon': 'Серия должна начинаться позже сегодняшнего дня.',
}

/** The office's date refusals in English and Russian (the API answers in the request's language). */
export const officeDateMessages: AreaMessages = { 'en-US': enUsMessages, ru: ruMessages }
