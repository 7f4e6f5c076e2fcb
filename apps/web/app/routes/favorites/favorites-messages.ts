import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The favourites page's words; only this page loads them (first-load budget, decision 0011). */
const enUsFavoritesMessages = {
  'favoritesPage.title': 'Favourites',
  'favoritesPage.loading': 'Loading your favourites…',
  'favoritesPage.count': { one: '{count} tour', other: '{count} tours' },
  'favoritesPage.emptyTitle': 'No favourites yet',
  'favoritesPage.emptyText': 'Press the heart on a tour to keep it here.',
  'favoritesPage.searchLink': 'Find tours',
  'favoritesPage.signInText': 'Your favourites are kept on this device.',
  'favoritesPage.signInLink': 'Log in to keep them in your account',
} as const

export type FavoritesMessageKey = keyof typeof enUsFavoritesMessages

const ruFavoritesMessages: Readonly<Record<FavoritesMessageKey, MessageValue>> = {
  'favoritesPage.title': 'Избранное',
  'favoritesPage.loading': 'Загружаем избранное…',
  'favoritesPage.count': {
    one: '{count} тур',
    few: '{count} тура',
    many: '{count} туров',
    other: '{count} тура',
  },
  'favoritesPage.emptyTitle': 'В избранном пока ничего нет',
  'favoritesPage.emptyText': 'Нажмите на сердечко у тура, чтобы сохранить его здесь.',
  'favoritesPage.searchLink': 'Найти туры',
  'favoritesPage.signInText': 'Избранное хранится на этом устройстве.',
  'favoritesPage.signInLink': 'Войдите, чтобы сохранить его в аккаунте',
}

export const favoritesMessages: AreaMessages = {
  'en-US': enUsFavoritesMessages,
  ru: ruFavoritesMessages,
}
