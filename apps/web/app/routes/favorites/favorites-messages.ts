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
  'favoritesPage.shareTitle': 'Share this list',
  'favoritesPage.shareText': 'Anyone with this link sees these tours, no account needed.',
  'favoritesPage.shareLink': 'Link to this list',
  'favoritesPage.copy': 'Copy link',
  'favoritesPage.copied': 'Link copied',
  'favoritesPage.copyFailed': 'Copy the link from the field above.',
  'favoritesPage.sharedTitle': 'Shared favourites',
  'favoritesPage.sharedText':
    'Someone shared these tours with you. Press a heart to keep a tour in your own favourites.',
  'favoritesPage.sharedEmpty': 'These tours are no longer on the site.',
  'favoritesPage.ownLink': 'Your favourites',
  'favoritesPage.alerts': 'Alerts: dates, price, seats',
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
  'favoritesPage.shareTitle': 'Поделиться списком',
  'favoritesPage.shareText': 'По этой ссылке эти туры увидит любой, аккаунт не нужен.',
  'favoritesPage.shareLink': 'Ссылка на список',
  'favoritesPage.copy': 'Скопировать ссылку',
  'favoritesPage.copied': 'Ссылка скопирована',
  'favoritesPage.copyFailed': 'Скопируйте ссылку из поля выше.',
  'favoritesPage.sharedTitle': 'Избранное, которым поделились',
  'favoritesPage.sharedText':
    'С вами поделились этими турами. Нажмите на сердечко, чтобы сохранить тур в своём избранном.',
  'favoritesPage.sharedEmpty': 'Этих туров больше нет на сайте.',
  'favoritesPage.ownLink': 'Моё избранное',
  'favoritesPage.alerts': 'Оповещения: даты, цена, места',
}

export const favoritesMessages: AreaMessages = {
  'en-US': enUsFavoritesMessages,
  ru: ruFavoritesMessages,
}
