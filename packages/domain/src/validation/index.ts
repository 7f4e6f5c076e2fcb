export type { FieldSchema, FormSchema } from './compile.ts'
export {
  VALIDATION_MESSAGE_KEYS,
  enUsValidationMessages,
  formatValidationMessage,
  validationMessages,
} from './messages.ts'
export { ruValidationMessages } from './messages-ru.ts'
export type { ValidationMessage } from './messages.ts'
export { fieldFeedback } from './modes.ts'
export type { FieldInteraction, ValidationMode } from './modes.ts'
export { isPhone } from './rules.ts'
export type { FormValues } from './rules.ts'
export { submitIfValid, validateField, validateForm } from './validate.ts'
