export { ValidationRuleError, compileFieldRules } from './compile.ts'
export type {
  CompiledRule,
  CustomMessage,
  CustomMessages,
  FieldRules,
  FieldSchema,
  FormSchema,
  InlineRule,
  RuleObject,
  RuleSpec,
} from './compile.ts'
export {
  VALIDATION_MESSAGE_KEYS,
  formatValidationMessage,
  isLiteralMessage,
  validationMessages,
} from './messages.ts'
export type {
  LiteralMessage,
  MessageDescriptor,
  ValidationMessage,
  ValidationMessageKey,
} from './messages.ts'
export { VALIDATION_MODES, fieldFeedback } from './modes.ts'
export type {
  FieldFeedback,
  FieldFeedbackState,
  FieldInteraction,
  ValidationMode,
} from './modes.ts'
export { RULE_NAMES, isEmail, isEmptyValue, isPhone, isUrl } from './rules.ts'
export type { FormValues, RuleName } from './rules.ts'
export { submitIfValid, validateField, validateForm } from './validate.ts'
export type { FormErrors, FormValidationResult, SubmitOutcome } from './validate.ts'
