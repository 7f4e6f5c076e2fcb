export {
  HELP_REQUEST_EMAIL_MAX_LENGTH,
  HELP_REQUEST_FIELDS,
  HELP_REQUEST_MESSAGE_MAX_LENGTH,
  HELP_REQUEST_NAME_MAX_LENGTH,
  HELP_REQUEST_PAGE_PATH_MAX_LENGTH,
  HELP_REQUEST_PHONE_MAX_LENGTH,
  helpRequestPagePath,
  helpRequestRules,
  normalisePhone,
} from './help-request.ts'
export type { HelpRequestField } from './help-request.ts'
export {
  HELP_EXCERPT_LENGTH,
  HELP_QUERY_MAX_LENGTH,
  htmlToText,
  normaliseHelpQuery,
  searchExcerpt,
} from './search-excerpt.ts'
export { helpRequestKindNames } from './kind-names.ts'
export type { RequestHelperKind } from '../enums/booking.ts'
