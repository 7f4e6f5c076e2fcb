import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The tour page's selling parts (issue 42): the hero gallery, the reply time, similar tours. */
const enUsTourSellsMessages = {
  'sells.gallery.label': 'Tour photos',
  'sells.gallery.showAll': 'Show all {count} photos',
  'sells.reply.hour': 'Usually replies within an hour',
  'sells.reply.hours': 'Usually replies within a few hours',
  'sells.reply.day': 'Usually replies within a day',
  'sells.similar.title': 'Similar tours',
} as const

export type TourSellsMessageKey = keyof typeof enUsTourSellsMessages

const ruTourSellsMessages: Readonly<Record<TourSellsMessageKey, MessageValue>> = {
  'sells.gallery.label': 'Фотографии тура',
  'sells.gallery.showAll': 'Все фото: {count}',
  'sells.reply.hour': 'Обычно отвечает в течение часа',
  'sells.reply.hours': 'Обычно отвечает в течение нескольких часов',
  'sells.reply.day': 'Обычно отвечает в течение дня',
  'sells.similar.title': 'Похожие туры',
}

export const tourSellsMessages: AreaMessages = {
  'en-US': enUsTourSellsMessages,
  ru: ruTourSellsMessages,
}
