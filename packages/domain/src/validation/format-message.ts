import type { AreaMessages, Locale, MessageValue } from '../i18n/catalogue.ts'
import { formatMessage } from '../i18n/format.ts'
import {
  enUsValidationMessages,
  isLiteralMessage,
  type ValidationMessage,
  type ValidationMessageKey,
} from './messages.ts'
import { ruValidationMessages } from './messages-ru.ts'

/** Every language; the Russian carries real plural forms for the character counts. */
export const validationMessages = {
  'en-US': enUsValidationMessages,
  ru: ruValidationMessages,
} as const satisfies AreaMessages & Record<Locale, Record<ValidationMessageKey, MessageValue>>

/**
 * Turns a validation message into text from this area's own catalogue. Like §8's missing
 * translation rule, a key the catalogue does not hold is shown as the key itself.
 */
export function formatValidationMessage(message: ValidationMessage, locale: Locale): string {
  if (isLiteralMessage(message)) return message.text
  const catalogue: Readonly<Record<string, MessageValue>> = validationMessages[locale]
  const value = catalogue[message.key]
  if (value === undefined) return message.key
  return formatMessage(locale, value, message.params)
}
