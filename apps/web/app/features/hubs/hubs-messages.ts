import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The destinations and collections hubs' words; only these pages load them (decision 0011). */
const enUsHubsMessages = {
  'hubs.home': 'Home',
  'hubs.breadcrumbs': 'Breadcrumbs',
  'hubs.toursCount': { one: '{count} tour', other: '{count} tours' },
  'destinations.title': 'Destinations',
  'destinations.description':
    'Guided tours around the world by world part and country, with the regions to explore in each.',
  'destinations.lead': {
    one: 'Tours in {count} country. Choose a country or a region to see its tours.',
    other: 'Tours in {count} countries. Choose a country or a region to see its tours.',
  },
  'destinations.jumpTo': 'World parts',
  'destinations.allTours': {
    one: '{count} tour in {place}',
    other: 'All {count} tours in {place}',
  },
  'destinations.regions': { one: '{count} region', other: '{count} regions' },
  'destinations.regionsOf': 'Regions of {country}',
  'destinations.empty': 'No tours are listed right now. Please look again soon.',
  'collections.title': 'Collections',
  'collections.description':
    'Guided tours picked by season and by theme, from verified organizers, with real reviews.',
  'collections.lead': 'Tours picked by season and by theme. Open a collection to see its tours.',
  'collections.bySeason': 'By season',
  'collections.byTheme': 'By theme',
  'collections.empty': 'No collections have tours right now. Please look again soon.',
} as const

export type HubsMessageKey = keyof typeof enUsHubsMessages

const ruHubsMessages: Readonly<Record<HubsMessageKey, MessageValue>> = {
  'hubs.home': 'Главная',
  'hubs.breadcrumbs': 'Навигационная цепочка',
  'hubs.toursCount': {
    one: '{count} тур',
    few: '{count} тура',
    many: '{count} туров',
    other: '{count} тура',
  },
  'destinations.title': 'Направления',
  'destinations.description':
    'Авторские туры по всему миру: части света, страны и регионы, которые стоит увидеть.',
  'destinations.lead': {
    one: 'Туры в {count} стране. Выберите страну или регион, чтобы увидеть туры.',
    few: 'Туры в {count} странах. Выберите страну или регион, чтобы увидеть туры.',
    many: 'Туры в {count} странах. Выберите страну или регион, чтобы увидеть туры.',
    other: 'Туры в {count} страны. Выберите страну или регион, чтобы увидеть туры.',
  },
  'destinations.jumpTo': 'Части света',
  'destinations.allTours': 'Все туры: {place} ({count})',
  'destinations.regions': {
    one: '{count} регион',
    few: '{count} региона',
    many: '{count} регионов',
    other: '{count} региона',
  },
  'destinations.regionsOf': 'Регионы: {country}',
  'destinations.empty': 'Сейчас туров нет. Загляните чуть позже.',
  'collections.title': 'Подборки',
  'collections.description':
    'Авторские туры по сезонам и темам от проверенных организаторов, с настоящими отзывами.',
  'collections.lead': 'Туры, собранные по сезонам и темам. Откройте подборку, чтобы увидеть туры.',
  'collections.bySeason': 'По сезонам',
  'collections.byTheme': 'По темам',
  'collections.empty': 'Сейчас в подборках нет туров. Загляните чуть позже.',
}

export const hubsMessages: AreaMessages = {
  'en-US': enUsHubsMessages,
  ru: ruHubsMessages,
}
