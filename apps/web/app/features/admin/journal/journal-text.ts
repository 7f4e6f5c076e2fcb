import type { AreaMessages, Locale, MessageValue } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/** The console's journal pages' words (issue 43 item 5), in both storefront languages. */
const enUsJournalMessages = {
  'journal.title': 'Journal',
  'journal.search': 'Find a post',
  'journal.searchHint': 'Part of a title or address',
  'journal.submit': 'Find',
  'journal.reset': 'Show all',
  'journal.new': 'Write a post',
  'journal.caption': 'Journal posts, latest publish date first',
  'journal.found': { one: '{count} post', other: '{count} posts' },
  'journal.empty': 'No posts match.',
  'journal.column.title': 'Post',
  'journal.column.state': 'State',
  'journal.column.section': 'Section',
  'journal.column.author': 'Author',
  'journal.column.date': 'Publish date',
  'journal.state.draft': 'Draft',
  'journal.state.scheduled': 'Scheduled',
  'journal.state.published': 'Published',
  'journal.page': 'Page {page}',
  'journal.editTitle': 'Edit: {title}',
  'journal.newTitle': 'New journal post',
  'journal.back': 'All posts',
  'journal.field.title': 'Title',
  'journal.field.titleRu': 'Title in Russian',
  'journal.field.slug': 'Address',
  'journal.field.slugHint':
    'Lowercase Latin letters, digits and dashes; the post’s number is added at its end.',
  'journal.field.excerpt': 'Summary',
  'journal.field.excerptRu': 'Summary in Russian',
  'journal.field.body': 'Text (Markdown)',
  'journal.field.bodyHint':
    '## heading, **bold**, *italic*, [link](https://…), - list, ![picture](/media/key/800x500).',
  'journal.field.bodyRu': 'Text in Russian (Markdown)',
  'journal.field.bodyRuHint': 'Leave it empty and the Russian page shows the English text.',
  'journal.field.categorySlug': 'Section address',
  'journal.field.categoryName': 'Section name',
  'journal.field.categoryNameRu': 'Section name in Russian',
  'journal.field.coverKey': 'Cover image key',
  'journal.field.coverKeyHint': 'The image’s media key, as in /media/{key}/800x500.',
  'journal.field.coverAlt': 'Cover description',
  'journal.field.author': 'Author',
  'journal.field.country': 'Country',
  'journal.field.noCountry': 'None: travel in general',
  'journal.field.publishedAt': 'Publish date and time (UTC)',
  'journal.field.publishedAtHint': 'A later time schedules the post: it appears then.',
  'journal.cover': 'Cover preview',
  'journal.preview': 'Preview',
  'journal.previewTitle': 'Preview of the text',
  'journal.previewLead': 'As the post’s page will show it; nothing is saved yet.',
  'journal.save': 'Save',
  'journal.saved': 'Saved.',
  'journal.created': 'Saved as a draft. Publish it when it is ready.',
  'journal.failed': 'The post was not saved. Please try again.',
  'journal.dateInvalid': 'Enter a date and time.',
  'journal.publishTitle': 'Publishing',
  'journal.isDraft': 'This post is a draft: nobody but the console sees it.',
  'journal.isScheduled': 'Published for {date}: it appears on the journal then.',
  'journal.isPublished': 'Published: it is on the journal and in the sitemap.',
  'journal.open': 'Open its page',
  'journal.publish': 'Publish',
  'journal.unpublish': 'Unpublish',
  'journal.published': 'Published.',
  'journal.unpublished': 'Unpublished: it is a draft again.',
} satisfies Record<string, MessageValue>

export type JournalMessageKey = keyof typeof enUsJournalMessages

const ruJournalMessages: Record<JournalMessageKey, MessageValue> = {
  'journal.title': 'Журнал',
  'journal.search': 'Найти статью',
  'journal.searchHint': 'Часть заголовка или адреса',
  'journal.submit': 'Найти',
  'journal.reset': 'Показать все',
  'journal.new': 'Написать статью',
  'journal.caption': 'Статьи журнала, сначала с поздней датой публикации',
  'journal.found': {
    one: '{count} статья',
    few: '{count} статьи',
    many: '{count} статей',
    other: '{count} статьи',
  },
  'journal.empty': 'Подходящих статей нет.',
  'journal.column.title': 'Статья',
  'journal.column.state': 'Состояние',
  'journal.column.section': 'Раздел',
  'journal.column.author': 'Автор',
  'journal.column.date': 'Дата публикации',
  'journal.state.draft': 'Черновик',
  'journal.state.scheduled': 'Запланирована',
  'journal.state.published': 'Опубликована',
  'journal.page': 'Страница {page}',
  'journal.editTitle': 'Правка: {title}',
  'journal.newTitle': 'Новая статья журнала',
  'journal.back': 'Все статьи',
  'journal.field.title': 'Заголовок',
  'journal.field.titleRu': 'Заголовок по-русски',
  'journal.field.slug': 'Адрес',
  'journal.field.slugHint':
    'Строчные латинские буквы, цифры и дефисы; номер статьи добавляется в конце.',
  'journal.field.excerpt': 'Краткое описание',
  'journal.field.excerptRu': 'Краткое описание по-русски',
  'journal.field.body': 'Текст (Markdown)',
  'journal.field.bodyHint':
    '## заголовок, **жирный**, *курсив*, [ссылка](https://…), - список, ![картинка](/media/key/800x500).',
  'journal.field.bodyRu': 'Текст по-русски (Markdown)',
  'journal.field.bodyRuHint': 'Если оставить пустым, русская страница покажет английский текст.',
  'journal.field.categorySlug': 'Адрес раздела',
  'journal.field.categoryName': 'Название раздела',
  'journal.field.categoryNameRu': 'Название раздела по-русски',
  'journal.field.coverKey': 'Ключ обложки',
  'journal.field.coverKeyHint': 'Ключ картинки, как в /media/{key}/800x500.',
  'journal.field.coverAlt': 'Описание обложки',
  'journal.field.author': 'Автор',
  'journal.field.country': 'Страна',
  'journal.field.noCountry': 'Нет: о путешествиях вообще',
  'journal.field.publishedAt': 'Дата и время публикации (UTC)',
  'journal.field.publishedAtHint': 'Более позднее время планирует статью: она появится тогда.',
  'journal.cover': 'Обложка',
  'journal.preview': 'Предпросмотр',
  'journal.previewTitle': 'Предпросмотр текста',
  'journal.previewLead': 'Так его покажет страница статьи; пока ничего не сохранено.',
  'journal.save': 'Сохранить',
  'journal.saved': 'Сохранено.',
  'journal.created': 'Сохранено как черновик. Опубликуйте, когда статья будет готова.',
  'journal.failed': 'Статья не сохранена. Попробуйте ещё раз.',
  'journal.dateInvalid': 'Укажите дату и время.',
  'journal.publishTitle': 'Публикация',
  'journal.isDraft': 'Это черновик: его видит только консоль.',
  'journal.isScheduled': 'Опубликована на {date}: тогда она появится в журнале.',
  'journal.isPublished': 'Опубликована: статья есть в журнале и в карте сайта.',
  'journal.open': 'Открыть её страницу',
  'journal.publish': 'Опубликовать',
  'journal.unpublish': 'Снять с публикации',
  'journal.published': 'Опубликовано.',
  'journal.unpublished': 'Снята с публикации: снова черновик.',
}

const journalMessages: AreaMessages = { 'en-US': enUsJournalMessages, ru: ruJournalMessages }

const journalTexts = createTextHook<JournalMessageKey>(journalMessages)

/** One of the journal pages' words in a language, without a hook: for `meta` exports. */
export function journalWords(
  locale: Locale,
  key: JournalMessageKey,
  params?: Record<string, string | number>,
): string {
  return journalTexts.words(locale, key, params)
}

/** The words in a language, outside React (a form post's action). */
export const journalTextFor = journalTexts.textFor

/** The words and links in the page language. */
export const useJournalText = journalTexts.useText
