import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { defaultLocale } from '@tourmarket/domain/i18n'
import {
  fieldFeedback,
  formatValidationMessage,
  submitIfValid,
  validateField,
} from '@tourmarket/domain/validation'
import type {
  FieldInteraction,
  FieldSchema,
  FormSchema,
  FormValues,
  ValidationMessage,
  ValidationMode,
} from '@tourmarket/domain/validation'

/** The §5 rules of each field that has any; a field without rules is always valid. */
export type FormRules<Values extends FormValues> = {
  readonly [Name in keyof Values & string]?: FieldSchema
}

export type UseFormOptions<Values extends FormValues> = {
  readonly initialValues: Values
  /** §5 validation mode; eager by default (docs/decisions/0006-validation-modes.md). */
  readonly mode?: ValidationMode
  /** Runs only when the whole form is valid; the form stays `submitting` until it settles. */
  readonly onSubmit: (values: Values) => void | Promise<void>
  /** Turns a domain message into text; English (§5 wording) by default. */
  readonly formatMessage?: (message: ValidationMessage) => string
  /**
   * Errors to show from the first render, already in words: what the server said about the same
   * form posted without JavaScript (issue 16).
   */
  readonly initialErrors?: Readonly<Partial<Record<keyof Values & string, readonly string[]>>>
}

/** Spread onto a kit input: `<TextField label="E-mail" {...form.register('email')} />`. */
export type FieldRegistration<Value> = {
  readonly name: string
  readonly value: Value
  readonly onValueChange: (value: Value) => void
  readonly onBlur: () => void
  /** The first shown error of the field, translated. */
  readonly error: string | undefined
  readonly ref: (element: HTMLElement | null) => void
}

export type CheckboxRegistration = Omit<FieldRegistration<boolean>, 'value' | 'onValueChange'> & {
  readonly checked: boolean
  readonly onCheckedChange: (checked: boolean) => void
}

export type RegisterOptions = {
  /**
   * How a value change counts for the validation mode: 'input' for typing (the default), 'change'
   * for a completed choice such as picking a city from a list.
   */
  readonly event?: Extract<FieldInteraction, 'input' | 'change'>
}

type BooleanFieldName<Values> = {
  [Name in keyof Values & string]: Values[Name] extends boolean ? Name : never
}[keyof Values & string]

export type FormController<Values extends FormValues> = {
  readonly values: Values
  /** The errors each field shows now, translated; a field with none is absent or empty. */
  readonly errors: Readonly<Partial<Record<keyof Values & string, readonly string[]>>>
  readonly submitting: boolean
  readonly register: <Name extends keyof Values & string>(
    name: Name,
    options?: RegisterOptions,
  ) => FieldRegistration<Values[Name]>
  readonly registerCheckbox: <Name extends BooleanFieldName<Values>>(
    name: Name,
  ) => CheckboxRegistration
  /** Shows errors that came from elsewhere, such as the API's validation details (§8). */
  readonly setErrors: (
    errors: Readonly<Partial<Record<keyof Values & string, readonly string[]>>>,
  ) => void
  /** For `<form onSubmit>`: validates every field, focuses the first invalid one or submits. */
  readonly handleSubmit: (event?: FormEvent) => Promise<void>
}

type ShownMessages = Readonly<Record<string, readonly ValidationMessage[]>>

type FormState<Values> = { readonly values: Values; readonly shown: ShownMessages }

function englishMessage(message: ValidationMessage): string {
  return formatValidationMessage(message, defaultLocale)
}

function definedRules<Values extends FormValues>(rules: FormRules<Values>): FormSchema {
  const entries: [string, FieldSchema][] = []
  for (const [name, field] of Object.entries(rules)) {
    if (field !== undefined) entries.push([name, field])
  }
  return Object.fromEntries(entries)
}

/** What one interaction does to a field's shown errors, as the §5 mode decides. */
function afterInteraction(
  schema: FormSchema,
  mode: ValidationMode,
  shown: ShownMessages,
  name: string,
  event: FieldInteraction,
  values: FormValues,
): ShownMessages {
  const field = schema[name]
  if (field === undefined) return shown
  const messages = validateField(field, values[name], values)
  const errorShown = (shown[name]?.length ?? 0) > 0
  const feedback = fieldFeedback(mode, event, { errorShown, valid: messages.length === 0 })
  if (!feedback.validate) return shown
  return { ...shown, [name]: feedback.showError ? messages : [] }
}

/** Errors that arrive as words (the API's, the server's) as shown messages. */
function textMessages(
  errors: Readonly<Partial<Record<string, readonly string[]>>>,
): Record<string, readonly ValidationMessage[]> {
  const shown: Record<string, readonly ValidationMessage[]> = {}
  for (const [name, texts] of Object.entries(errors)) {
    shown[name] = (texts ?? []).map((text) => ({ text }))
  }
  return shown
}

/** §5 forms on the domain engine: per-field errors shown by the mode, submit only when valid. */
export function useForm<Values extends FormValues>(
  rules: FormRules<Values>,
  {
    initialValues,
    mode = 'eager',
    onSubmit,
    formatMessage = englishMessage,
    initialErrors,
  }: UseFormOptions<Values>,
): FormController<Values> {
  const schema = definedRules(rules)
  const [state, setState] = useState<FormState<Values>>(() => ({
    values: initialValues,
    shown: initialErrors === undefined ? {} : textMessages(initialErrors),
  }))
  const [submitting, setSubmitting] = useState(false)
  // A second press can arrive before React re-renders with `submitting`; the ref closes that gap.
  const submittingRef = useRef(false)
  const elements = useRef(new Map<string, HTMLElement>())
  const refCallbacks = useRef(new Map<string, (element: HTMLElement | null) => void>())

  const interact = (name: string, event: FieldInteraction, value?: { readonly value: unknown }) =>
    setState((previous) => {
      const values =
        value === undefined ? previous.values : { ...previous.values, [name]: value.value }
      return { values, shown: afterInteraction(schema, mode, previous.shown, name, event, values) }
    })

  const refFor = (name: string) => {
    let callback = refCallbacks.current.get(name)
    if (callback === undefined) {
      callback = (element) => {
        if (element === null) elements.current.delete(name)
        else elements.current.set(name, element)
      }
      refCallbacks.current.set(name, callback)
    }
    return callback
  }

  const firstError = (name: string): string | undefined => {
    const message = state.shown[name]?.[0]
    return message === undefined ? undefined : formatMessage(message)
  }

  const errors: Partial<Record<string, readonly string[]>> = {}
  for (const [name, messages] of Object.entries(state.shown)) {
    if (messages.length > 0) errors[name] = messages.map(formatMessage)
  }

  const focusFirstInvalid = (invalid: Readonly<Record<string, readonly ValidationMessage[]>>) => {
    for (const name of Object.keys(schema)) {
      const element = elements.current.get(name)
      if ((invalid[name]?.length ?? 0) > 0 && element !== undefined) {
        element.focus()
        return
      }
    }
  }

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (submittingRef.current) return
    submittingRef.current = true
    try {
      const outcome = submitIfValid(schema, state.values, onSubmit)
      setState((previous) => {
        const shown: Record<string, readonly ValidationMessage[]> = { ...previous.shown }
        for (const [name, messages] of Object.entries(outcome.errors)) {
          const feedback = fieldFeedback(mode, 'submit', {
            errorShown: (previous.shown[name]?.length ?? 0) > 0,
            valid: messages.length === 0,
          })
          shown[name] = feedback.showError ? messages : []
        }
        return { ...previous, shown }
      })
      if (!outcome.submitted) {
        focusFirstInvalid(outcome.errors)
        return
      }
      setSubmitting(true)
      await outcome.result
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  return {
    values: state.values,
    // Shown messages are only ever stored under field names, which the loop's string keys lose.
    errors: errors as FormController<Values>['errors'],
    submitting,
    register: (name, { event = 'input' } = {}) => ({
      name,
      value: state.values[name],
      onValueChange: (value) => interact(name, event, { value }),
      onBlur: () => interact(name, 'blur'),
      error: firstError(name),
      ref: refFor(name),
    }),
    registerCheckbox: (name) => ({
      name,
      checked: state.values[name] === true,
      onCheckedChange: (checked) => interact(name, 'change', { value: checked }),
      onBlur: () => interact(name, 'blur'),
      error: firstError(name),
      ref: refFor(name),
    }),
    setErrors: (external) =>
      setState((previous) => ({
        ...previous,
        shown: { ...previous.shown, ...textMessages(external) },
      })),
    handleSubmit,
  }
}
