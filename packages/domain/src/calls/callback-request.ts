import {
  HELP_REQUEST_EMAIL_MAX_LENGTH,
  HELP_REQUEST_MESSAGE_MAX_LENGTH,
  HELP_REQUEST_PHONE_MAX_LENGTH,
  normalisePhone,
} from '../help-center/help-request.ts'
import type { Locale } from '../i18n/catalogue.ts'
import { formatValidationMessage } from '../validation/format-message.ts'
import { VALIDATION_MESSAGE_KEYS } from '../validation/messages.ts'
import { isPhone } from '../validation/rules.ts'
import type { FormSchema } from '../validation/compile.ts'

/** The name a callback request may carry (optional). */
export const CALLBACK_NAME_MAX_LENGTH = 100

/**
 * §2 callback dialog, §3 request helper kind phone_call_request: the phone is required (§5: + and
 * at least 9 digits once its formatting is gone, at most 18 characters typed); name, e-mail and
 * message are optional. The same rules in the dialog, the no-JavaScript action and the API.
 */
export function callbackRequestRules(locale: Locale) {
  return {
    name: `max:${CALLBACK_NAME_MAX_LENGTH}`,
    email: `email|max:${HELP_REQUEST_EMAIL_MAX_LENGTH}`,
    phone: [
      'required',
      // An empty phone is the required rule's to name; this one judges what was typed.
      (value: unknown) =>
        typeof value !== 'string' ||
        value.trim() === '' ||
        (value.length <= HELP_REQUEST_PHONE_MAX_LENGTH && isPhone(normalisePhone(value)))
          ? true
          : formatValidationMessage({ key: VALIDATION_MESSAGE_KEYS.phone, params: {} }, locale),
    ],
    message: `max:${HELP_REQUEST_MESSAGE_MAX_LENGTH}`,
  } satisfies FormSchema
}
