import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The review page's words; only its page loads them (first-load budget, decision 0011). */
const enUsReviewMessages = {
  'review.title': 'How was your trip?',
  'review.titleEdit': 'Your review',
  'review.lead': 'Rate the trip and tell other travellers what it was like.',
  'review.tour': 'Tour',
  'review.dates': 'Dates',
  'review.organizer': 'Organizer',
  'review.signedAs': 'Your review will be signed: {name}',
  'review.rating': 'Your rating',
  'review.text': 'Your review',
  'review.textHint': 'From {min} to {max} characters: what you liked, what could be better.',
  'review.photos': 'Photos',
  'review.photosHint': 'Up to {max} photos: JPEG, PNG, WebP, GIF or AVIF, at most 15 MB each.',
  'review.photosNeedScript':
    'Adding photos needs JavaScript; the rating and the text can be sent without it.',
  'review.addPhotos': 'Add photos',
  'review.uploading': 'Uploading…',
  'review.removePhoto': 'Remove photo {number}',
  'review.photoAlt': 'Your photo {number}',
  'review.tooManyPhotos': 'At most {max} photos.',
  'review.uploadFailed': 'The photo “{name}” could not be uploaded: {reason}',
  'review.submit': 'Publish review',
  'review.save': 'Save changes',
  'review.failed': 'The review could not be saved. Please try again later.',
  'review.published': 'Thank you! Your review is published.',
  'review.saved': 'Your changes are saved.',
  'review.seeOnTour': 'See it on the tour page',
  'review.edit': 'Edit the review',
  'review.editableUntil': 'You can edit your review until {date}.',
  'review.readOnly':
    'A review can be edited for 14 days after it was written; this one can no longer be changed.',
  'review.ratedAs': 'Rated {value} out of {max}',
} satisfies Record<string, MessageValue>

export type ReviewMessageKey = keyof typeof enUsReviewMessages

const ruReviewMessages: Record<ReviewMessageKey, MessageValue> = {
  'review.title': 'Как прошла поездка?',
  'review.titleEdit': 'Ваш отзыв',
  'review.lead': 'Оцените поездку и расскажите другим путешественникам, какой она была.',
  'review.tour': 'Тур',
  'review.dates': 'Даты',
  'review.organizer': 'Организатор',
  'review.signedAs': 'Отзыв будет подписан: {name}',
  'review.rating': 'Ваша оценка',
  'review.text': 'Ваш отзыв',
  'review.textHint': 'От {min} до {max} символов: что понравилось, что можно улучшить.',
  'review.photos': 'Фотографии',
  'review.photosHint':
    'До {max} фотографий: JPEG, PNG, WebP, GIF или AVIF, не больше 15 МБ каждая.',
  'review.addPhotos': 'Добавить фото',
  'review.photosNeedScript':
    'Чтобы добавить фото, включите JavaScript; оценку и текст можно отправить и без него.',
  'review.uploading': 'Загрузка…',
  'review.removePhoto': 'Удалить фото {number}',
  'review.photoAlt': 'Ваше фото {number}',
  'review.tooManyPhotos': 'Не больше {max} фотографий.',
  'review.uploadFailed': 'Не удалось загрузить фото «{name}»: {reason}',
  'review.submit': 'Опубликовать отзыв',
  'review.save': 'Сохранить изменения',
  'review.failed': 'Не удалось сохранить отзыв. Попробуйте позже.',
  'review.published': 'Спасибо! Ваш отзыв опубликован.',
  'review.saved': 'Изменения сохранены.',
  'review.seeOnTour': 'Посмотреть на странице тура',
  'review.edit': 'Изменить отзыв',
  'review.editableUntil': 'Отзыв можно изменить до {date}.',
  'review.readOnly':
    'Отзыв можно изменить в течение 14 дней после публикации; этот изменить уже нельзя.',
  'review.ratedAs': 'Оценка {value} из {max}',
}

export const reviewMessages: AreaMessages = {
  'en-US': enUsReviewMessages,
  ru: ruReviewMessages,
}
