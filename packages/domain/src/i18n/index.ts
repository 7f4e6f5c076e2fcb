export type {
  AreaMessages,
  Locale,
  MessageCatalogue,
  MessageValue,
  PluralForms,
} from './catalogue.ts'
export { locales } from './catalogue.ts'
export type { ErrorScreenMessages, ErrorScreenStatus } from './error-screen.ts'
export { errorScreenMessages, errorScreenStatus, errorScreenStatuses } from './error-screen.ts'
export type { MessageParams, MessagePart } from './format.ts'
export {
  calendarDateText,
  utcCalendarDate,
  type CalendarDateStyle,
  type DateLocale,
} from './calendar-date-text.ts'
export { formatMessage, interpolate, selectPluralForm, splitPlaceholders } from './format.ts'
export { defaultLocale, fallbackLocales, isLocale } from './locale.ts'
export { mergeCatalogues } from './merge.ts'
export type { GlobalMessageKey } from './messages.ts'
export { globalMessages } from './messages.ts'
export type { MissingKeyReport, OnMissingKey, Translate, Translator } from './translator.ts'
export { createTranslate, createTranslator } from './translator.ts'
