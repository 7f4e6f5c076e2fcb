import { isKnownRequestHelperKind } from '../enums/booking.ts'
import type { Locale } from '../i18n/catalogue.ts'
import { formatValidationMessage } from '../validation/format-message.ts'
import { VALIDATION_MESSAGE_KEYS } from '../validation/messages.ts'
import { isPhone } from '../validation/rules.ts'
import type { FormSchema } from '../validation/compile.ts'

/** §7 submit-help-request: the longest name, e-mail and message a help request keeps. */
export const HELP_REQUEST_NAME_MAX_LENGTH = 100
export const HELP_REQUEST_EMAIL_MAX_LENGTH = 254
export const HELP_REQUEST_MESSAGE_MAX_LENGTH = 2000
/** §5 phone input: at most 18 characters. */
export const HELP_REQUEST_PHONE_MAX_LENGTH = 18
/** The page a request was sent from is a path on this site, kept only this long. */
export const HELP_REQUEST_PAGE_PATH_MAX_LENGTH = 500

/** The fields of a help request, as the form names them and the API reads them. */
export const HELP_REQUEST_FIELDS = ['name', 'email', 'phone', 'kind', 'message'] as const
export type HelpRequestField = (typeof HELP_REQUEST_FIELDS)[number]

/** A phone as typed, without the spaces, dashes, dots and brackets people type into one. */
export function normalisePhone(typed: string): string {
  return typed.replace(/[\s\-().]/g, '')
}

/**
 * §5 the help request's rules, the same in the storefront's form, its no-JavaScript action and
 * the API. The phone is optional; when given it is + and at least 9 digits once its formatting
 * is gone. The kind must be one of the §3 request helper kinds.
 */
export function helpRequestRules(locale: Locale) {
  return {
    name: `required|max:${HELP_REQUEST_NAME_MAX_LENGTH}`,
    email: `required|email|max:${HELP_REQUEST_EMAIL_MAX_LENGTH}`,
    phone: (value: unknown) =>
      typeof value !== 'string' ||
      value.trim() === '' ||
      (value.length <= HELP_REQUEST_PHONE_MAX_LENGTH && isPhone(normalisePhone(value)))
        ? true
        : formatValidationMessage({ key: VALIDATION_MESSAGE_KEYS.phone, params: {} }, locale),
    kind: ['required', (value: unknown) => isKnownRequestHelperKind(value)],
    message: `required|max:${HELP_REQUEST_MESSAGE_MAX_LENGTH}`,
  } satisfies FormSchema
}

/** The page path kept with a request: a path on this site, or null for anything else. */
export function helpRequestPagePath(value: string | null | undefined): string | null {
  const path = value?.trim() ?? ''
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null
  return path.length > HELP_REQUEST_PAGE_PATH_MAX_LENGTH ? null : path
}
