import type { AreaMessages, Locale, MessageValue } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/** The console's destination pages' words (issue 43 item 5), in both storefront languages. */
const enUsDestinationMessages = {
  'destinations.title': 'Destinations',
  'destinations.caption': 'Destinations by part of the world',
  'destinations.found': { one: '{count} destination', other: '{count} destinations' },
  'destinations.empty': 'There are no destinations yet.',
  'destinations.column.name': 'Destination',
  'destinations.column.worldPart': 'Part of the world',
  'destinations.column.tours': 'Tours',
  'destinations.column.page': 'Page',
  'destination.editTitle': 'Destination: {name}',
  'destination.back': 'All destinations',
  'destination.open': 'Open its page',
  'destination.textsTitle': 'Description and cover',
  'destination.names': 'Name: {name} · in Russian: {nameRu}',
  'destination.field.description': 'Description',
  'destination.field.descriptionRu': 'Description in Russian',
  'destination.save': 'Save',
  'destination.saved': 'Saved: its page shows it now.',
  'destination.failed': 'The change was not saved. Please try again.',
} satisfies Record<string, MessageValue>

export type DestinationMessageKey = keyof typeof enUsDestinationMessages

const ruDestinationMessages: Record<DestinationMessageKey, MessageValue> = {
  'destinations.title': 'Направления',
  'destinations.caption': 'Направления по частям света',
  'destinations.found': {
    one: '{count} направление',
    few: '{count} направления',
    many: '{count} направлений',
    other: '{count} направления',
  },
  'destinations.empty': 'Направлений пока нет.',
  'destinations.column.name': 'Направление',
  'destinations.column.worldPart': 'Часть света',
  'destinations.column.tours': 'Туров',
  'destinations.column.page': 'Страница',
  'destination.editTitle': 'Направление: {name}',
  'destination.back': 'Все направления',
  'destination.open': 'Открыть его страницу',
  'destination.textsTitle': 'Описание и обложка',
  'destination.names': 'Название: {name} · по-русски: {nameRu}',
  'destination.field.description': 'Описание',
  'destination.field.descriptionRu': 'Описание по-русски',
  'destination.save': 'Сохранить',
  'destination.saved': 'Сохранено: страница уже показывает это.',
  'destination.failed': 'Изменение не сохранено. Попробуйте ещё раз.',
}

const destinationMessages: AreaMessages = {
  'en-US': enUsDestinationMessages,
  ru: ruDestinationMessages,
}

const destinationTexts = createTextHook<DestinationMessageKey>(destinationMessages)

/** One of the destination pages' words in a language, without a hook: for `meta` exports. */
export function destinationWords(locale: Locale, key: DestinationMessageKey): string {
  return destinationTexts.words(locale, key)
}

/** The words in a language, outside React (a form post's action). */
export const destinationTextFor = destinationTexts.textFor

/** The words and links in the page language. */
export const useDestinationText = destinationTexts.useText
