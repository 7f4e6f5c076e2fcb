export type {
  AreaMessages,
  Catalogues,
  Locale,
  MessageCatalogue,
  MessageValue,
} from './catalogue.ts'
export { locales } from './catalogue.ts'
export type { ErrorScreenStatus } from './error-screen.ts'
export { errorScreenMessages } from './error-screen.ts'
export {
  calendarDateText,
  tripDatesText,
  utcCalendarDate,
  type DateLocale,
} from './calendar-date-text.ts'
export { selectPluralForm, splitPlaceholders } from './format.ts'
export { defaultLocale, isLocale } from './locale.ts'
export { mergeCatalogues, mergeLocaleCatalogues } from './merge.ts'
export type { GlobalMessageKey } from './messages.ts'
export { globalMessages } from './global-messages.ts'
export { enUsGlobalMessages, globalMessagesInEnglish } from './messages.ts'
export { ruGlobalMessages } from './messages-ru.ts'
export type { MissingKeyReport, Translator } from './translator.ts'
export { createTranslator } from './translator.ts'
