import type { AreaMessages, Locale, MessageValue } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/** The console's help-centre pages' words (issue 43 item 5), in both storefront languages. */
const enUsHelpMessages = {
  'help.title': 'Help center articles',
  'help.new': 'Write an article',
  'help.caption': 'Help center articles by section and place',
  'help.found': { one: '{count} article', other: '{count} articles' },
  'help.empty': 'There are no articles yet.',
  'help.column.title': 'Article',
  'help.column.state': 'State',
  'help.column.section': 'Section',
  'help.column.position': 'Place',
  'help.state.published': 'Published',
  'help.state.hidden': 'Hidden',
  'help.editTitle': 'Edit: {title}',
  'help.newTitle': 'New help center article',
  'help.back': 'All articles',
  'help.field.title': 'Title',
  'help.field.titleRu': 'Title in Russian',
  'help.field.slug': 'Address',
  'help.field.slugHint': 'After /help-center/: lowercase Latin letters, digits and dashes.',
  'help.field.sectionSlug': 'Section address',
  'help.field.sectionName': 'Section name',
  'help.field.sectionNameRu': 'Section name in Russian',
  'help.field.position': 'Place in the section',
  'help.field.positionHint': 'From 0 to 999; smaller numbers come first.',
  'help.field.body': 'Text (Markdown)',
  'help.field.bodyHint': '## heading, **bold**, *italic*, [link](https://…), - list.',
  'help.field.bodyRu': 'Text in Russian (Markdown)',
  'help.field.bodyRuHint': 'Leave it empty and the Russian page shows the English text.',
  'help.preview': 'Preview',
  'help.previewTitle': 'Preview of the text',
  'help.previewLead': 'As the article’s page will show it; nothing is saved yet.',
  'help.save': 'Save',
  'help.saved': 'Saved.',
  'help.created': 'Saved, not published yet. Publish it when it is ready.',
  'help.failed': 'The article was not saved. Please try again.',
  'help.publishTitle': 'Publishing',
  'help.isHidden': 'Not published: nobody but the console sees it.',
  'help.isPublished': 'Published: it is on the help center, in its search and in the sitemap.',
  'help.open': 'Open its page',
  'help.publish': 'Publish',
  'help.unpublish': 'Unpublish',
  'help.published': 'Published.',
  'help.unpublished': 'Unpublished: it is on none of the help center’s pages.',
} satisfies Record<string, MessageValue>

export type HelpMessageKey = keyof typeof enUsHelpMessages

const ruHelpMessages: Record<HelpMessageKey, MessageValue> = {
  'help.title': 'Статьи центра помощи',
  'help.new': 'Написать статью',
  'help.caption': 'Статьи центра помощи по разделам и порядку',
  'help.found': {
    one: '{count} статья',
    few: '{count} статьи',
    many: '{count} статей',
    other: '{count} статьи',
  },
  'help.empty': 'Статей пока нет.',
  'help.column.title': 'Статья',
  'help.column.state': 'Состояние',
  'help.column.section': 'Раздел',
  'help.column.position': 'Место',
  'help.state.published': 'Опубликована',
  'help.state.hidden': 'Скрыта',
  'help.editTitle': 'Правка: {title}',
  'help.newTitle': 'Новая статья центра помощи',
  'help.back': 'Все статьи',
  'help.field.title': 'Заголовок',
  'help.field.titleRu': 'Заголовок по-русски',
  'help.field.slug': 'Адрес',
  'help.field.slugHint': 'После /help-center/: строчные латинские буквы, цифры и дефисы.',
  'help.field.sectionSlug': 'Адрес раздела',
  'help.field.sectionName': 'Название раздела',
  'help.field.sectionNameRu': 'Название раздела по-русски',
  'help.field.position': 'Место в разделе',
  'help.field.positionHint': 'От 0 до 999; меньшие числа идут первыми.',
  'help.field.body': 'Текст (Markdown)',
  'help.field.bodyHint': '## заголовок, **жирный**, *курсив*, [ссылка](https://…), - список.',
  'help.field.bodyRu': 'Текст по-русски (Markdown)',
  'help.field.bodyRuHint': 'Если оставить пустым, русская страница покажет английский текст.',
  'help.preview': 'Предпросмотр',
  'help.previewTitle': 'Предпросмотр текста',
  'help.previewLead': 'Так его покажет страница статьи; пока ничего не сохранено.',
  'help.save': 'Сохранить',
  'help.saved': 'Сохранено.',
  'help.created': 'Сохранено, но ещё не опубликовано. Опубликуйте, когда статья будет готова.',
  'help.failed': 'Статья не сохранена. Попробуйте ещё раз.',
  'help.publishTitle': 'Публикация',
  'help.isHidden': 'Не опубликована: её видит только консоль.',
  'help.isPublished': 'Опубликована: статья есть в центре помощи, в его поиске и в карте сайта.',
  'help.open': 'Открыть её страницу',
  'help.publish': 'Опубликовать',
  'help.unpublish': 'Снять с публикации',
  'help.published': 'Опубликовано.',
  'help.unpublished': 'Снята с публикации: её нет ни на одной странице центра помощи.',
}

const helpMessages: AreaMessages = { 'en-US': enUsHelpMessages, ru: ruHelpMessages }

const helpTexts = createTextHook<HelpMessageKey>(helpMessages)

/** One of the help-centre pages' words in a language, without a hook: for `meta` exports. */
export function helpWords(locale: Locale, key: HelpMessageKey): string {
  return helpTexts.words(locale, key)
}

/** The words in a language, outside React (a form post's action). */
export const helpTextFor = helpTexts.textFor

/** The words and links in the page language. */
export const useHelpText = helpTexts.useText
