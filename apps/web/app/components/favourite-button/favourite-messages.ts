/** The heart on tour cards and tour pages: every page with tours shows it, so the shell loads it. */
export const enUsFavouriteMessages = {
  'favourites.add': 'Add to favourites',
  'favourites.remove': 'Remove from favourites',
  'favourites.added': 'Added to favourites',
  'favourites.addedText': 'Your list is always one click away: the heart at the top of the page.',
  'favourites.viewList': 'View list',
} as const

export type FavouriteMessageKey = keyof typeof enUsFavouriteMessages
