export {
  DEFAULT_VISIBLE_MONTHS,
  EMPTY_DATE_RANGE,
  addDays,
  dateRangeReducer,
  formatCalendarDate,
  isCalendarDate,
  isDaySelectable,
  monthGrid,
  parseCalendarDate,
  resolveDateLimit,
} from './calendar.ts'
export type {
  CalendarDate,
  CalendarDateParts,
  DateLimit,
  DateRange,
  DaySelectionRules,
  WeekStart,
} from './calendar.ts'
export { CODE_LENGTH, acceptCodeKey, isCodeComplete, parsePastedCode } from './code.ts'
export { clamp, counterState } from './number.ts'
export {
  DEFAULT_PHONE_COUNTRY,
  PHONE_INPUT_MAX_LENGTH,
  countryOfDialCode,
  flagUrl,
  isAllowedPhoneKey,
  normalizeRussianEightPrefix,
  searchCountries,
} from './phone.ts'
export type { PhoneCountry } from './phone.ts'
export { decodeHtmlEntities } from './html-entities.ts'
