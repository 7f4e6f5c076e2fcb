import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'

/** The 404 page's search and suggestions (issue 42); only the error screen's chunk loads them. */
const enUsNotFoundMessages = {
  'notFound.searchLabel': 'Search for a tour or a place',
  'notFound.searchPlaceholder': 'For example: Tbilisi',
  'notFound.searchSubmit': 'Find',
  'notFound.destinations': 'Popular destinations',
  'notFound.tours': 'Popular tours',
}

export type NotFoundMessageKey = keyof typeof enUsNotFoundMessages

const ruNotFoundMessages: Readonly<Record<NotFoundMessageKey, MessageValue>> = {
  'notFound.searchLabel': 'Найти тур или место',
  'notFound.searchPlaceholder': 'Например: Тбилиси',
  'notFound.searchSubmit': 'Найти',
  'notFound.destinations': 'Популярные направления',
  'notFound.tours': 'Популярные туры',
}

export const notFoundMessages: AreaMessages = {
  'en-US': enUsNotFoundMessages,
  ru: ruNotFoundMessages,
}
