import { compileFieldRules } from './compile.ts'
import type { FieldSchema, FormSchema } from './compile.ts'
import type { ValidationMessage } from './messages.ts'
import type { FormValues } from './rules.ts'

/** Every failing rule's message, in the order the rules were written; empty when the value passes. */
export function validateField(
  field: FieldSchema,
  value: unknown,
  values: FormValues = {},
): readonly ValidationMessage[] {
  return compileFieldRules(field).flatMap((rule) => rule.check(value, values) ?? [])
}

export type FormErrors<Name extends string> = Readonly<Record<Name, readonly ValidationMessage[]>>

export type FormValidationResult<Name extends string> = {
  readonly valid: boolean
  /** One entry per field of the schema, empty for a field that passes. */
  readonly errors: FormErrors<Name>
}

/** §5: a form validates all its fields and collects the errors per field name. */
export function validateForm<Schema extends FormSchema>(
  schema: Schema,
  values: FormValues,
): FormValidationResult<keyof Schema & string> {
  // Compile every field first, so a schema mistake throws whatever the values are.
  const compiled = Object.entries(schema).map(
    ([name, field]) => [name, compileFieldRules(field)] as const,
  )
  const errors: Record<string, readonly ValidationMessage[]> = {}
  for (const [name, rules] of compiled) {
    errors[name] = rules.flatMap((rule) => rule.check(values[name], values) ?? [])
  }
  const valid = Object.values(errors).every((messages) => messages.length === 0)
  // The entries are exactly the schema's own keys, which the type cannot follow through a loop.
  return { valid, errors: errors as FormErrors<keyof Schema & string> }
}

export type SubmitOutcome<Name extends string, Result> = FormValidationResult<Name> &
  ({ readonly submitted: true; readonly result: Result } | { readonly submitted: false })

/** §5: submit runs only when the whole form is valid; its result (a promise too) is handed back. */
export function submitIfValid<Schema extends FormSchema, Values extends FormValues, Result>(
  schema: Schema,
  values: Values,
  submit: (values: Values) => Result,
): SubmitOutcome<keyof Schema & string, Result> {
  const validation = validateForm(schema, values)
  if (!validation.valid) return { ...validation, submitted: false }
  return { ...validation, submitted: true, result: submit(values) }
}
