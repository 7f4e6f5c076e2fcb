import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The maps' words (issue 42): the search results' map and the tour page's route map. */
const enUsMapMessages = {
  'maps.results': {
    one: 'Map of the {count} tour on this page',
    other: 'Map of the {count} tours on this page',
  },
  'maps.route': 'Map of the route and the meeting point',
  'maps.loading': 'Loading the map…',
  'maps.failed': 'The map could not be loaded. The list has every tour.',
  'maps.cluster': { one: '{count} tour here', other: '{count} tours here' },
  'maps.tour': '{title}, {price}',
  'maps.priceOnRequest': 'price on request',
  'maps.meetingPoint': 'Meeting point',
  'maps.legend': "Numbers: the route's places in order. ★: the meeting point.",
  'maps.showMeetingPoint': 'See the meeting point on the map',
  'maps.stop': '{number}. {city}',
  'maps.view': 'View',
  'maps.view.list': 'List',
  'maps.view.map': 'Map',
  'maps.basemapCredit': 'Country shapes: Natural Earth',
} as const

export type MapMessageKey = keyof typeof enUsMapMessages

const ruMapMessages: Readonly<Record<MapMessageKey, MessageValue>> = {
  'maps.results': {
    one: 'Карта: {count} тур на этой странице',
    few: 'Карта: {count} тура на этой странице',
    many: 'Карта: {count} туров на этой странице',
    other: 'Карта: {count} тура на этой странице',
  },
  'maps.route': 'Карта маршрута и места встречи',
  'maps.loading': 'Загружаем карту…',
  'maps.failed': 'Не удалось загрузить карту. Все туры есть в списке.',
  'maps.cluster': {
    one: 'Здесь {count} тур',
    few: 'Здесь {count} тура',
    many: 'Здесь {count} туров',
    other: 'Здесь {count} тура',
  },
  'maps.tour': '{title}, {price}',
  'maps.priceOnRequest': 'цена по запросу',
  'maps.meetingPoint': 'Место встречи',
  'maps.legend': 'Цифры: места маршрута по порядку. ★: место встречи.',
  'maps.showMeetingPoint': 'Место встречи на карте',
  'maps.stop': '{number}. {city}',
  'maps.view': 'Вид',
  'maps.view.list': 'Список',
  'maps.view.map': 'Карта',
  'maps.basemapCredit': 'Границы стран: Natural Earth',
}

export const mapMessages: AreaMessages = { 'en-US': enUsMapMessages, ru: ruMapMessages }
