import type { AreaMessages, Locale, MessageValue } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/** The office's reviews page in both storefront languages. */
const enUsReviewsMessages = {
  'reviews.title': 'Reviews',
  'reviews.lead':
    'What travellers wrote about your tours. Your reply shows under the review on the tour page and on your public page.',
  'reviews.filters': 'Filter reviews',
  'reviews.tour': 'Tour',
  'reviews.anyTour': 'Any tour',
  'reviews.rating': 'Rating',
  'reviews.anyRating': 'Any rating',
  'reviews.ratingOption': { one: '{count} star', other: '{count} stars' },
  'reviews.withoutReply': 'Only without a reply',
  'reviews.apply': 'Apply',
  'reviews.reset': 'Reset',
  'reviews.counts': 'Reviews: {all}',
  'reviews.unanswered': {
    one: '{count} without a reply',
    other: '{count} without a reply',
  },
  'reviews.showUnanswered': 'Show them',
  'reviews.found': { one: '{count} review found', other: '{count} reviews found' },
  'reviews.emptyTitle': 'No reviews yet',
  'reviews.emptyText':
    'Travellers get a link to review their trip when it ends; their reviews will appear here.',
  'reviews.noMatchTitle': 'No reviews match',
  'reviews.noMatchText': 'Choose another tour or rating, or reset the filters.',
  'reviews.outOf': 'Rated {rating} out of 5',
  'reviews.by': 'by {name}',
  'reviews.trip': 'Trip: {date}',
  'reviews.written': 'Written {date}',
  'reviews.hiddenTour': 'The tour is not on the site, so neither is this review.',
  'reviews.yourReply': 'Your reply · {date}',
  'reviews.replyLabel': 'Your public reply',
  'reviews.replyHint':
    'Plain text, up to {max} characters; line breaks are kept. Everyone who opens the tour page will see it.',
  'reviews.post': 'Post reply',
  'reviews.editReply': 'Edit reply',
  'reviews.update': 'Save reply',
  'reviews.remove': 'Remove reply',
  'reviews.posted': 'Your reply is published under the review.',
  'reviews.removed': 'Your reply was removed.',
  'reviews.error.tooMany': 'Too many replies in a short time. Please wait a little and try again.',
  'reviews.error.notFound': 'This review is no longer available.',
  'reviews.error.generic': 'The reply could not be saved. Please try again.',
  'reviews.page': 'Page {page}',
} as const satisfies Record<string, MessageValue>

export type ReviewsMessageKey = keyof typeof enUsReviewsMessages

const ruReviewsMessages: Record<ReviewsMessageKey, MessageValue> = {
  'reviews.title': 'Отзывы',
  'reviews.lead':
    'Что путешественники написали о ваших турах. Ваш ответ виден под отзывом на странице тура и на вашей публичной странице.',
  'reviews.filters': 'Фильтр отзывов',
  'reviews.tour': 'Тур',
  'reviews.anyTour': 'Любой тур',
  'reviews.rating': 'Оценка',
  'reviews.anyRating': 'Любая оценка',
  'reviews.ratingOption': {
    one: '{count} звезда',
    few: '{count} звезды',
    many: '{count} звёзд',
    other: '{count} звезды',
  },
  'reviews.withoutReply': 'Только без ответа',
  'reviews.apply': 'Применить',
  'reviews.reset': 'Сбросить',
  'reviews.counts': 'Отзывов: {all}',
  'reviews.unanswered': {
    one: '{count} без ответа',
    few: '{count} без ответа',
    many: '{count} без ответа',
    other: '{count} без ответа',
  },
  'reviews.showUnanswered': 'Показать',
  'reviews.found': {
    one: 'Найден {count} отзыв',
    few: 'Найдено {count} отзыва',
    many: 'Найдено {count} отзывов',
    other: 'Найдено {count} отзыва',
  },
  'reviews.emptyTitle': 'Отзывов пока нет',
  'reviews.emptyText':
    'После поездки туристы получают ссылку, чтобы оставить отзыв; их отзывы появятся здесь.',
  'reviews.noMatchTitle': 'Подходящих отзывов нет',
  'reviews.noMatchText': 'Выберите другой тур или оценку или сбросьте фильтры.',
  'reviews.outOf': 'Оценка {rating} из 5',
  'reviews.by': '{name}',
  'reviews.trip': 'Поездка: {date}',
  'reviews.written': 'Написан {date}',
  'reviews.hiddenTour': 'Тура нет на сайте, поэтому и этого отзыва тоже.',
  'reviews.yourReply': 'Ваш ответ · {date}',
  'reviews.replyLabel': 'Ваш публичный ответ',
  'reviews.replyHint':
    'Простой текст, до {max} символов; переносы строк сохраняются. Ответ увидит каждый, кто откроет страницу тура.',
  'reviews.post': 'Ответить',
  'reviews.editReply': 'Изменить ответ',
  'reviews.update': 'Сохранить ответ',
  'reviews.remove': 'Удалить ответ',
  'reviews.posted': 'Ваш ответ опубликован под отзывом.',
  'reviews.removed': 'Ваш ответ удалён.',
  'reviews.error.tooMany':
    'Слишком много ответов за короткое время. Подождите немного и попробуйте снова.',
  'reviews.error.notFound': 'Этот отзыв больше недоступен.',
  'reviews.error.generic': 'Не удалось сохранить ответ. Попробуйте ещё раз.',
  'reviews.page': 'Страница {page}',
}

const reviewsMessages: AreaMessages = { 'en-US': enUsReviewsMessages, ru: ruReviewsMessages }

const reviewsTexts = createTextHook<ReviewsMessageKey>(reviewsMessages)

/** One of the reviews page's words in a language, without a hook: for `meta`. */
export function reviewsWords(locale: Locale, key: ReviewsMessageKey): string {
  return reviewsTexts.words(locale, key)
}

/** The reviews page's words in a language, outside React (the reply form's action). */
export const reviewsTextFor = reviewsTexts.textFor

/** The reviews page's words and links in the page language. */
export const useReviewsText = reviewsTexts.useText
