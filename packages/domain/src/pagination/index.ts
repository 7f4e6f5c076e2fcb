export { paginationWindow, rangeLabelParams, totalPageCount } from './pagination.ts'
export type { RangeLabelParams } from './pagination.ts'
