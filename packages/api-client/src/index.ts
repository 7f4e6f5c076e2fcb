// The API's contracts (zod schemas shared by the API and the storefront) and, with the storefront
// shell, the typed HTTP client.
export {
  breadcrumbSchema,
  errorBodySchema,
  mediaItemSchema,
  moneySchema,
  pageSchema,
} from './contracts/common.ts'
export type { Breadcrumb, ErrorBody, MediaItem, MoneyAmount, PageMeta } from './contracts/common.ts'
