import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The heart on tour cards and tour pages: every page with tours shows it, so the shell loads it. */
const enUsFavouriteMessages = {
  'favourites.add': 'Add to favourites',
  'favourites.remove': 'Remove from favourites',
} as const

export type FavouriteMessageKey = keyof typeof enUsFavouriteMessages

const ruFavouriteMessages: Readonly<Record<FavouriteMessageKey, MessageValue>> = {
  'favourites.add': 'Добавить в избранное',
  'favourites.remove': 'Удалить из избранного',
}

export const favouriteMessages: AreaMessages = {
  'en-US': enUsFavouriteMessages,
  ru: ruFavouriteMessages,
}
