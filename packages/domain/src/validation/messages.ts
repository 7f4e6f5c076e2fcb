import type { MessageValue } from '../i18n/catalogue.ts'
import type { MessageParams } from '../i18n/format.ts'

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

/** §5 word for word. */
export const enUsValidationMessages = {
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
} as const satisfies Record<ValidationMessageKey, MessageValue>

export function isLiteralMessage(message: ValidationMessage): message is LiteralMessage {
  return 'text' in message
}
