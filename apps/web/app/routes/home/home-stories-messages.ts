import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The story dialog's words (issue 42); only the home page loads them. */
const enUsHomeStoriesMessages = {
  'homeStories.rating': 'Rated {rating} out of 5',
  'homeStories.byAuthor': '{author} about “{tour}”',
  'homeStories.seeTour': 'See the tour',
}

export type HomeStoriesMessageKey = keyof typeof enUsHomeStoriesMessages

const ruHomeStoriesMessages: Readonly<Record<HomeStoriesMessageKey, MessageValue>> = {
  'homeStories.rating': 'Оценка {rating} из 5',
  'homeStories.byAuthor': '{author} о туре «{tour}»',
  'homeStories.seeTour': 'Посмотреть тур',
}

export const homeStoriesMessages: AreaMessages = {
  'en-US': enUsHomeStoriesMessages,
  ru: ruHomeStoriesMessages,
}
