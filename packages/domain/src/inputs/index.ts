export {
  CALENDAR_GRID_WEEKS,
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
  visibleMonths,
} from './calendar.ts'
export type {
  CalendarDate,
  CalendarDateParts,
  DateLimit,
  DateRange,
  DateRangeAction,
  DaySelectionRules,
  GridDay,
  WeekStart,
  YearMonth,
} from './calendar.ts'
export { CODE_LENGTH, acceptCodeKey, isCodeComplete, parsePastedCode } from './code.ts'
export { clamp, counterState } from './number.ts'
export type { CounterState } from './number.ts'
export {
  COUNTRY_SEARCH_MESSAGE_KEYS,
  DEFAULT_PHONE_COUNTRY,
  PHONE_INPUT_MAX_LENGTH,
  flagUrl,
  isAllowedPhoneKey,
  normalizeRussianEightPrefix,
  searchCountries,
} from './phone.ts'
export type { CountrySearchResult, KeyModifiers, PhoneCountry } from './phone.ts'
