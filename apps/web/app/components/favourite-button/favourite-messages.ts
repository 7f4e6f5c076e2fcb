/** The heart on tour cards and tour pages: every page with tours shows it, so the shell loads it. */
export const enUsFavouriteMessages = {
  'favourites.add': 'Add to favourites',
  'favourites.remove': 'Remove from favourites',
} as const

export type FavouriteMessageKey = keyof typeof enUsFavouriteMessages
