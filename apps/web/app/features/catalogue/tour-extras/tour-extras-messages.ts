import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The tour page's extras (issue 20): excursion calendar, route, ticket quotes; loaded by them only. */
const enUsTourExtrasMessages = {
  'extras.flightIncluded': 'Flight included',
  'extras.excursion.title': 'Pick a day',
  'extras.excursion.calendar': 'Excursion days',
  'extras.excursion.failed': 'The days could not be loaded. The list below is still up to date.',
  'extras.excursion.none': 'No days are open for booking right now.',
  'extras.excursion.hint': 'Highlighted days have free seats.',
  'extras.excursion.chosen': 'Your day',
  'extras.excursion.book': 'Book this day',
  'extras.route.title': 'Route',
  'extras.tickets.title': 'Getting there',
  'extras.tickets.lead': 'Tickets are not included in the price. Compare fares for your dates:',
  'extras.tickets.there': 'There: to {city}',
  'extras.tickets.back': 'Back: from {city}',
  'extras.tickets.onDate': 'on {date}',
  'extras.tickets.search': 'Find tickets',
  'extras.tickets.note':
    'Fares are shown by an external ticket search site, which opens in a new tab.',
  'extras.question.linked': 'The question you followed',
  'extras.question.waiting': 'The organizer has not answered yet.',
  'extras.question.link': 'Link to this question',
} as const

export type TourExtrasMessageKey = keyof typeof enUsTourExtrasMessages

const ruTourExtrasMessages: Readonly<Record<TourExtrasMessageKey, MessageValue>> = {
  'extras.flightIncluded': 'Перелёт включён',
  'extras.excursion.title': 'Выберите день',
  'extras.excursion.calendar': 'Дни экскурсии',
  'extras.excursion.failed': 'Не удалось загрузить дни. Список ниже актуален.',
  'extras.excursion.none': 'Сейчас нет дней, открытых для бронирования.',
  'extras.excursion.hint': 'Выделены дни, где есть свободные места.',
  'extras.excursion.chosen': 'Ваш день',
  'extras.excursion.book': 'Забронировать этот день',
  'extras.route.title': 'Маршрут',
  'extras.tickets.title': 'Как добраться',
  'extras.tickets.lead': 'Билеты не входят в стоимость. Сравните цены на ваши даты:',
  'extras.tickets.there': 'Туда: в {city}',
  'extras.tickets.back': 'Обратно: из {city}',
  'extras.tickets.onDate': '{date}',
  'extras.tickets.search': 'Найти билеты',
  'extras.tickets.note':
    'Цены показывает внешний сайт поиска билетов, он откроется в новой вкладке.',
  'extras.question.linked': 'Вопрос по ссылке',
  'extras.question.waiting': 'Организатор ещё не ответил.',
  'extras.question.link': 'Ссылка на вопрос',
}

export const tourExtrasMessages: AreaMessages = {
  'en-US': enUsTourExtrasMessages,
  ru: ruTourExtrasMessages,
}
