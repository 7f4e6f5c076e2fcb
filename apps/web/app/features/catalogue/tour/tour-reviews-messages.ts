import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** Issue 42: the tour page's review tools (breakdown, sort, languages) and its structured facts. */
const enUsTourReviewsMessages = {
  'reviews.breakdown': 'Ratings',
  'reviews.stars': { one: '{count} star', other: '{count} stars' },
  'reviews.starsCount': { one: '{stars}: {count} review', other: '{stars}: {count} reviews' },
  'reviews.sort': 'Sort',
  'reviews.sort.newest': 'Newest first',
  'reviews.sort.highest': 'Highest rated',
  'reviews.sort.lowest': 'Lowest rated',
  'reviews.language': 'Language',
  'reviews.language.all': 'All languages ({count})',
  'reviews.language.option': '{language} ({count})',
  'reviews.apply': 'Show',
  'reviews.listed': { one: '{count} review shown', other: '{count} reviews shown' },
  'reviews.photos': 'Review photos',
  'reviews.photo': 'Photo {position} of {total}',
  'language.en': 'English',
  'language.ru': 'Russian',
  'facts.knowBefore': 'Know before you go',
  'facts.accessibility': 'Accessibility',
} satisfies Record<string, MessageValue>

export type TourReviewsMessageKey = keyof typeof enUsTourReviewsMessages

const ruTourReviewsMessages: Record<TourReviewsMessageKey, MessageValue> = {
  'reviews.breakdown': 'Оценки',
  'reviews.stars': {
    one: '{count} звезда',
    few: '{count} звезды',
    many: '{count} звёзд',
    other: '{count} звезды',
  },
  'reviews.starsCount': {
    one: '{stars}: {count} отзыв',
    few: '{stars}: {count} отзыва',
    many: '{stars}: {count} отзывов',
    other: '{stars}: {count} отзыва',
  },
  'reviews.sort': 'Сортировка',
  'reviews.sort.newest': 'Сначала новые',
  'reviews.sort.highest': 'Сначала с высокой оценкой',
  'reviews.sort.lowest': 'Сначала с низкой оценкой',
  'reviews.language': 'Язык',
  'reviews.language.all': 'Все языки ({count})',
  'reviews.language.option': '{language} ({count})',
  'reviews.apply': 'Показать',
  'reviews.listed': {
    one: 'Показан {count} отзыв',
    few: 'Показано {count} отзыва',
    many: 'Показано {count} отзывов',
    other: 'Показано {count} отзыва',
  },
  'reviews.photos': 'Фото из отзыва',
  'reviews.photo': 'Фото {position} из {total}',
  'language.en': 'Английский',
  'language.ru': 'Русский',
  'facts.knowBefore': 'Что нужно знать заранее',
  'facts.accessibility': 'Доступность',
}

export const tourReviewsMessages: AreaMessages = {
  'en-US': enUsTourReviewsMessages,
  ru: ruTourReviewsMessages,
}
