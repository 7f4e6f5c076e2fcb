import type { AreaMessages, Locale, MessageValue } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/** The console's uploaded files page's words (issue 43 item 3), in both languages. */
const enUsUploadsMessages = {
  'uploads.title': 'Uploaded photos',
  'uploads.lead':
    'Photos people put on the site: review photos and tour photos, newest first. A hidden photo leaves the pages that showed it and the image address answers “gone”.',
  'uploads.filter.all': 'All photos',
  'uploads.filter.review': 'Review photos',
  'uploads.filter.tour': 'Tour photos',
  'uploads.filter.hidden': 'Hidden photos',
  'uploads.filterLabel': 'Which photos',
  'uploads.found': { one: '{count} photo', other: '{count} photos' },
  'uploads.empty': 'No photos here.',
  'uploads.place.review': 'Review photo by {who}',
  'uploads.place.tour': 'Tour photo by {who}',
  'uploads.uploadedAt': 'Uploaded {at}',
  'uploads.usedOn': 'Shown on {title}',
  'uploads.hiddenBecause': 'Hidden {at}: {reason}',
  'uploads.reason': 'Why it is hidden (1–500 characters)',
  'uploads.hide': 'Hide the photo',
  'uploads.restore': 'Restore the photo',
  'uploads.done.hide': 'The photo is hidden from the site.',
  'uploads.done.restore': 'The photo is back on the site.',
  'uploads.failed': 'That did not work. Try again.',
  'uploads.page': 'Page {page}',
  'uploads.thumbnail': 'Photo {key}',
} as const satisfies Record<string, MessageValue>

export type UploadsMessageKey = keyof typeof enUsUploadsMessages

const ruUploadsMessages: Record<UploadsMessageKey, MessageValue> = {
  'uploads.title': 'Загруженные фото',
  'uploads.lead':
    'Фото, которые выложили на сайт: фото в отзывах и фото туров, сначала новые. Скрытое фото пропадает со страниц, где было, а его адрес отвечает «удалено».',
  'uploads.filter.all': 'Все фото',
  'uploads.filter.review': 'Фото в отзывах',
  'uploads.filter.tour': 'Фото туров',
  'uploads.filter.hidden': 'Скрытые фото',
  'uploads.filterLabel': 'Какие фото',
  'uploads.found': {
    one: '{count} фото',
    few: '{count} фото',
    many: '{count} фото',
    other: '{count} фото',
  },
  'uploads.empty': 'Здесь нет фото.',
  'uploads.place.review': 'Фото в отзыве: {who}',
  'uploads.place.tour': 'Фото тура: {who}',
  'uploads.uploadedAt': 'Загружено {at}',
  'uploads.usedOn': 'На странице «{title}»',
  'uploads.hiddenBecause': 'Скрыто {at}: {reason}',
  'uploads.reason': 'Почему скрыто (1–500 символов)',
  'uploads.hide': 'Скрыть фото',
  'uploads.restore': 'Вернуть фото',
  'uploads.done.hide': 'Фото скрыто с сайта.',
  'uploads.done.restore': 'Фото снова на сайте.',
  'uploads.failed': 'Не получилось. Попробуйте ещё раз.',
  'uploads.page': 'Страница {page}',
  'uploads.thumbnail': 'Фото {key}',
}

const uploadsMessages: AreaMessages = { 'en-US': enUsUploadsMessages, ru: ruUploadsMessages }

const uploadsTexts = createTextHook<UploadsMessageKey>(uploadsMessages)

/** One of the page's words in a language, without a hook: for `meta` exports. */
export function uploadsWords(locale: Locale, key: UploadsMessageKey): string {
  return uploadsTexts.words(locale, key)
}

/** The page's words in a language, outside React (a form post's action). */
export const uploadsTextFor = uploadsTexts.textFor

/** The page's words and links in the page language. */
export const useUploadsText = uploadsTexts.useText
