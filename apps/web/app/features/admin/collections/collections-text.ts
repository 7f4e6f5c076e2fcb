import type { AreaMessages, Locale, MessageValue } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/** The console's collection pages' words (issue 43 item 5), in both storefront languages. */
const enUsCollectionMessages = {
  'collections.title': 'Collections',
  'collections.caption': 'Collections in the storefront’s order',
  'collections.found': { one: '{count} collection', other: '{count} collections' },
  'collections.empty': 'There are no collections yet.',
  'collections.column.name': 'Collection',
  'collections.column.tours': 'Tours',
  'collections.column.page': 'Page',
  'collection.editTitle': 'Collection: {name}',
  'collection.back': 'All collections',
  'collection.open': 'Open its page',
  'collection.textsTitle': 'Name, description and cover',
  'collection.field.name': 'Name',
  'collection.field.nameRu': 'Name in Russian',
  'collection.field.description': 'Description',
  'collection.field.descriptionRu': 'Description in Russian',
  'collection.cover': 'Cover',
  'collection.cover.keep': 'No cover',
  'collection.cover.current': 'The current cover',
  'collection.cover.ofTour': 'Photo of tour №{id}',
  'collection.save': 'Save',
  'collection.saved': 'Saved: its page shows it now.',
  'collection.moved': 'Done: its page lists the tours in this order now.',
  'collection.failed': 'The change was not saved. Please try again.',
  'collection.toursTitle': 'Tours, in the order its page lists them',
  'collection.toursEmpty': 'It has no tours yet.',
  'collection.notListed': 'not listed',
  'collection.up': 'Move up',
  'collection.down': 'Move down',
  'collection.top': 'Move to the top',
  'collection.remove': 'Remove',
  'collection.moveLabel': '{action}: №{id} {title}',
  'collection.addTitle': 'Add a tour',
  'collection.find': 'Tour number or name',
  'collection.findButton': 'Find',
  'collection.foundNone': 'No tour outside this collection matches.',
  'collection.add': 'Add',
  'collections.column.state': 'State',
  'collection.state.published': 'Published',
  'collection.state.hidden': 'Hidden',
  'collection.visibilityTitle': 'Published or hidden',
  'collection.isPublished': 'Published: its page is open and the collection lists link to it.',
  'collection.isHidden':
    'Hidden: its page answers “not found” and no list, tour page or sitemap links to it.',
  'collection.hide': 'Hide the collection',
  'collection.publish': 'Publish the collection',
  'collection.publishedNotice': 'Published: its page is open again.',
  'collection.hiddenNotice': 'Hidden: its page answers “not found” now.',
} satisfies Record<string, MessageValue>

export type CollectionMessageKey = keyof typeof enUsCollectionMessages

const ruCollectionMessages: Record<CollectionMessageKey, MessageValue> = {
  'collections.title': 'Подборки',
  'collections.caption': 'Подборки в порядке витрины',
  'collections.found': {
    one: '{count} подборка',
    few: '{count} подборки',
    many: '{count} подборок',
    other: '{count} подборки',
  },
  'collections.empty': 'Подборок пока нет.',
  'collections.column.name': 'Подборка',
  'collections.column.tours': 'Туров',
  'collections.column.page': 'Страница',
  'collection.editTitle': 'Подборка: {name}',
  'collection.back': 'Все подборки',
  'collection.open': 'Открыть её страницу',
  'collection.textsTitle': 'Название, описание и обложка',
  'collection.field.name': 'Название',
  'collection.field.nameRu': 'Название по-русски',
  'collection.field.description': 'Описание',
  'collection.field.descriptionRu': 'Описание по-русски',
  'collection.cover': 'Обложка',
  'collection.cover.keep': 'Без обложки',
  'collection.cover.current': 'Нынешняя обложка',
  'collection.cover.ofTour': 'Фото тура №{id}',
  'collection.save': 'Сохранить',
  'collection.saved': 'Сохранено: страница уже показывает это.',
  'collection.moved': 'Готово: страница уже показывает туры в этом порядке.',
  'collection.failed': 'Изменение не сохранено. Попробуйте ещё раз.',
  'collection.toursTitle': 'Туры в том порядке, в каком их показывает страница',
  'collection.toursEmpty': 'В ней пока нет туров.',
  'collection.notListed': 'не в поиске',
  'collection.up': 'Выше',
  'collection.down': 'Ниже',
  'collection.top': 'В начало',
  'collection.remove': 'Убрать',
  'collection.moveLabel': '{action}: №{id} {title}',
  'collection.addTitle': 'Добавить тур',
  'collection.find': 'Номер или название тура',
  'collection.findButton': 'Найти',
  'collection.foundNone': 'Вне подборки таких туров нет.',
  'collection.add': 'Добавить',
  'collections.column.state': 'Состояние',
  'collection.state.published': 'Опубликована',
  'collection.state.hidden': 'Скрыта',
  'collection.visibilityTitle': 'Опубликована или скрыта',
  'collection.isPublished': 'Опубликована: страница открыта, списки подборок ведут на неё.',
  'collection.isHidden':
    'Скрыта: страница отвечает «не найдено», ни списки, ни страницы туров, ни карта сайта на неё не ведут.',
  'collection.hide': 'Скрыть подборку',
  'collection.publish': 'Опубликовать подборку',
  'collection.publishedNotice': 'Опубликована: страница снова открыта.',
  'collection.hiddenNotice': 'Скрыта: страница уже отвечает «не найдено».',
}

const collectionMessages: AreaMessages = {
  'en-US': enUsCollectionMessages,
  ru: ruCollectionMessages,
}

const collectionTexts = createTextHook<CollectionMessageKey>(collectionMessages)

/** One of the collection pages' words in a language, without a hook: for `meta` exports. */
export function collectionWords(locale: Locale, key: CollectionMessageKey): string {
  return collectionTexts.words(locale, key)
}

/** The words in a language, outside React (a form post's action). */
export const collectionTextFor = collectionTexts.textFor

/** The words and links in the page language. */
export const useCollectionText = collectionTexts.useText
