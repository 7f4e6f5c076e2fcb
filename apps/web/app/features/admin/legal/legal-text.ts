import type { AreaMessages, Locale, MessageValue } from '@tourmarket/domain/i18n'
import { calendarDateText } from '@tourmarket/domain/i18n'
import { createTextHook } from '../../../lib/feature-text.ts'

/** The console's legal pages and version editor (issue 43 item 5), in both storefront languages. */
const enUsLegalMessages = {
  'legal.title': 'Legal pages',
  'legal.lead':
    'Each document and its versions by the day they take effect. A version in force is never changed: a change is a new version. A scheduled one may be edited or deleted until its day. A booking records the Terms and Conditions version it accepted.',
  'legal.caption': 'Versions of “{title}”, newest first',
  'legal.add': 'Add a version',
  'legal.addTo': 'Add a version of “{title}”',
  'legal.column.label': 'Version',
  'legal.column.version': 'Takes effect',
  'legal.column.state': 'State',
  'legal.column.page': 'Page',
  'legal.column.author': 'Added by',
  'legal.state.current': 'In force',
  'legal.state.earlier': 'Earlier',
  'legal.state.scheduled': 'Scheduled',
  'legal.firstVersions': 'The first texts',
  'legal.edit': 'Edit',
  'legal.view': 'View',
  'legal.deleted': 'The scheduled version was deleted.',
  'legal.back': 'All legal pages',
  'legal.newTitle': 'New version: {title}',
  'legal.editTitle': 'Version {label}: {title}',
  'legal.newLead':
    'It starts from the text in force. It takes effect on the day you choose (today or later); until then you may edit or delete it, and the current page announces it.',
  'legal.readOnly':
    'In force since {date}: this version is read-only. To change the text, add a new version.',
  'legal.scheduled': 'Scheduled for {date}: it can be edited or deleted until then.',
  'legal.openPage': 'Open its page',
  'legal.field.label': 'Version label',
  'legal.field.labelHint': 'How it is named on the page, e.g. 3 or 2027.1.',
  'legal.field.effectiveFrom': 'Takes effect on',
  'legal.field.effectiveFromHint': 'Today or later (UTC). The page’s address ends in this day.',
  'legal.field.title': 'Title',
  'legal.field.titleRu': 'Title in Russian',
  'legal.field.body': 'Text (Markdown)',
  'legal.field.bodyHint':
    'The summary first, then each section as ## Heading {#anchor}; paragraphs, - lists, **bold**, [links](https://…). {projectName} is the brand’s name.',
  'legal.field.bodyRu': 'Text in Russian (Markdown)',
  'legal.field.bodyRuHint': 'The same sections and anchors as the English text.',
  'legal.preview': 'Preview',
  'legal.previewTitle': 'Preview of the text',
  'legal.previewLead': 'As the legal page will show it; nothing is saved yet.',
  'legal.save': 'Save',
  'legal.saved': 'Saved.',
  'legal.created': 'Saved. It takes effect on its day.',
  'legal.failed': 'The version was not saved. Please try again.',
  'legal.deleteTitle': 'Delete this version',
  'legal.deleteLead': 'It has not taken effect yet, so nobody has accepted it.',
  'legal.delete': 'Delete the version',
} satisfies Record<string, MessageValue>

export type AdminLegalMessageKey = keyof typeof enUsLegalMessages

const ruLegalMessages: Record<AdminLegalMessageKey, MessageValue> = {
  'legal.title': 'Правовые документы',
  'legal.lead':
    'Каждый документ и его редакции по дню вступления в силу. Действующая редакция не меняется: изменение — это новая редакция. Запланированную можно править или удалить до её дня. Бронирование записывает редакцию пользовательского соглашения, которую оно приняло.',
  'legal.caption': 'Редакции документа «{title}», сначала новые',
  'legal.add': 'Добавить редакцию',
  'legal.addTo': 'Добавить редакцию документа «{title}»',
  'legal.column.label': 'Редакция',
  'legal.column.version': 'Вступает в силу',
  'legal.column.state': 'Состояние',
  'legal.column.page': 'Страница',
  'legal.column.author': 'Добавил',
  'legal.state.current': 'Действует',
  'legal.state.earlier': 'Прежняя',
  'legal.state.scheduled': 'Запланирована',
  'legal.firstVersions': 'Первые тексты',
  'legal.edit': 'Править',
  'legal.view': 'Открыть',
  'legal.deleted': 'Запланированная редакция удалена.',
  'legal.back': 'Все правовые документы',
  'legal.newTitle': 'Новая редакция: {title}',
  'legal.editTitle': 'Редакция {label}: {title}',
  'legal.newLead':
    'Она начинается с действующего текста и вступает в силу в выбранный день (сегодня или позже); до тех пор её можно править или удалить, а текущая страница сообщает о ней.',
  'legal.readOnly':
    'Действует с {date}: эта редакция только для чтения. Чтобы изменить текст, добавьте новую редакцию.',
  'legal.scheduled': 'Запланирована на {date}: до этого дня её можно править или удалить.',
  'legal.openPage': 'Открыть её страницу',
  'legal.field.label': 'Номер редакции',
  'legal.field.labelHint': 'Как она названа на странице, например 3 или 2027.1.',
  'legal.field.effectiveFrom': 'Вступает в силу',
  'legal.field.effectiveFromHint': 'Сегодня или позже (UTC). Этим днём кончается адрес страницы.',
  'legal.field.title': 'Заголовок',
  'legal.field.titleRu': 'Заголовок по-русски',
  'legal.field.body': 'Текст (Markdown)',
  'legal.field.bodyHint':
    'Сначала краткое описание, затем разделы: ## Заголовок {#якорь}; абзацы, списки через -, **жирный**, [ссылки](https://…). {projectName} — название бренда.',
  'legal.field.bodyRu': 'Текст по-русски (Markdown)',
  'legal.field.bodyRuHint': 'Те же разделы и якоря, что в английском тексте.',
  'legal.preview': 'Предпросмотр',
  'legal.previewTitle': 'Предпросмотр текста',
  'legal.previewLead': 'Так его покажет страница документа; пока ничего не сохранено.',
  'legal.save': 'Сохранить',
  'legal.saved': 'Сохранено.',
  'legal.created': 'Сохранено. Редакция вступит в силу в свой день.',
  'legal.failed': 'Редакция не сохранена. Попробуйте ещё раз.',
  'legal.deleteTitle': 'Удалить эту редакцию',
  'legal.deleteLead': 'Она ещё не вступила в силу, поэтому её никто не принимал.',
  'legal.delete': 'Удалить редакцию',
}

const legalMessages: AreaMessages = { 'en-US': enUsLegalMessages, ru: ruLegalMessages }

const legalTexts = createTextHook<AdminLegalMessageKey, { date: (day: string) => string }>(
  legalMessages,
  ({ locale }) => ({
    date: (day) => calendarDateText(day, locale, { month: 'long', year: true }),
  }),
)

export const useAdminLegalText = legalTexts.useText

/** The words in a language, outside React (a form post's action). */
export const adminLegalTextFor = legalTexts.textFor

/** One of the page's words in a language, without a hook: for `meta` exports. */
export function adminLegalWords(locale: Locale, key: AdminLegalMessageKey): string {
  return legalTexts.words(locale, key)
}
