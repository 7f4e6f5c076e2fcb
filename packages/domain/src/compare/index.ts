export {
  COMPARE_MAX,
  COMPARE_MIN,
  COMPARE_MONTHS_AHEAD,
  COMPARE_STORAGE_KEY,
  addMonthsToCalendarDate,
  compareIdsParam,
  compareIdsWithout,
  datesInNextMonths,
  departureGuarantee,
  normaliseCompareList,
  parseCompareIds,
  parseStoredCompareList,
  pricePerDay,
  toggleCompareList,
} from './compare.ts'
export type { CompareIds, DepartureGuarantee } from './compare.ts'
