export {
  PAGINATION_LEADING_BUTTONS,
  PAGINATION_TRAILING_BUTTONS,
  paginationWindow,
  rangeLabelParams,
  totalPageCount,
} from './pagination.ts'
export type { PaginationItem, RangeLabelParams } from './pagination.ts'
