import type { AreaMessages, Locale, MessageValue } from '../i18n/catalogue.ts'
import { formatMessage, type MessageParams } from '../i18n/format.ts'

/** §5 message keys; the UI translates them through the i18n catalogue. */
export const VALIDATION_MESSAGE_KEYS = {
  required: 'validation.required',
  email: 'validation.email',
  confirmed: 'validation.confirmed',
  min: 'validation.min',
  max: 'validation.max',
  minValue: 'validation.minValue',
  maxValue: 'validation.maxValue',
  phone: 'validation.phone',
  url: 'validation.url',
  fallback: 'validation.default',
} as const

export type ValidationMessageKey =
  (typeof VALIDATION_MESSAGE_KEYS)[keyof typeof VALIDATION_MESSAGE_KEYS]

/** A message to translate: a key of a catalogue and the values of its `{placeholders}`. */
export type MessageDescriptor = { readonly key: string; readonly params: MessageParams }

/** Text given verbatim by the form's author (a custom message or an inline rule's answer). */
export type LiteralMessage = { readonly text: string }

export type ValidationMessage = MessageDescriptor | LiteralMessage

/** en-US is §5 word for word; ru carries real plural forms for the character counts. */
export const validationMessages = {
  'en-US': {
    'validation.required': 'Required field.',
    'validation.email': 'Please enter a valid e-mail.',
    'validation.confirmed': 'Do not match.',
    'validation.min': 'Minimum {length} characters.',
    'validation.max': 'Maximum {length} characters.',
    'validation.minValue': 'Minimum {min}.',
    'validation.maxValue': 'Maximum {max}.',
    'validation.phone': 'Please enter a valid phone number',
    'validation.url': 'Incorrect url',
    'validation.default': 'Incorrect value',
  },
  ru: {
    'validation.required': 'Обязательное поле.',
    'validation.email': 'Введите корректный e-mail.',
    'validation.confirmed': 'Не совпадают.',
    'validation.min': {
      one: 'Минимум {length} символ.',
      few: 'Минимум {length} символа.',
      many: 'Минимум {length} символов.',
      other: 'Минимум {length} символа.',
    },
    'validation.max': {
      one: 'Максимум {length} символ.',
      few: 'Максимум {length} символа.',
      many: 'Максимум {length} символов.',
      other: 'Максимум {length} символа.',
    },
    'validation.minValue': 'Минимум {min}.',
    'validation.maxValue': 'Максимум {max}.',
    'validation.phone': 'Введите корректный номер телефона',
    'validation.url': 'Некорректный url',
    'validation.default': 'Некорректное значение',
  },
} as const satisfies AreaMessages & Record<Locale, Record<ValidationMessageKey, MessageValue>>

export function isLiteralMessage(message: ValidationMessage): message is LiteralMessage {
  return 'text' in message
}

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
