import type {
  ChangeEvent,
  InputHTMLAttributes,
  ReactNode,
  Ref,
  TextareaHTMLAttributes,
} from 'react'
import { Field, controlAria, useFieldIds } from '../form/field.tsx'
import {
  readTextValue,
  useValueFromBeforeHydration,
} from '../form/use-value-from-before-hydration.ts'
import './text-field.css'

/** §9: a textarea starts two rows tall. */
export const TEXTAREA_ROWS = 2

type FieldTextProps = {
  readonly label: ReactNode
  readonly hint?: ReactNode
  /** Shown under the field in the §5 wording; marks the field invalid. */
  readonly error?: string
  readonly value?: string
  readonly defaultValue?: string
  readonly onValueChange?: (value: string) => void
}

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'children'
> &
  FieldTextProps & { readonly ref?: Ref<HTMLInputElement> }

export function TextField({
  label,
  hint,
  error,
  id,
  className,
  onChange,
  onValueChange,
  ref,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id)
  const inputRef = useValueFromBeforeHydration({
    value: rest.value,
    readValue: readTextValue,
    onValueChange,
    ref,
  })
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event)
    onValueChange?.(event.target.value)
  }
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        {...rest}
        {...controlAria(ids, { hint, error })}
        ref={inputRef}
        id={ids.controlId}
        className="tm-input"
        onChange={handleChange}
      />
    </Field>
  )
}

export type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'children'
> &
  FieldTextProps & { readonly ref?: Ref<HTMLTextAreaElement> }

export function Textarea({
  label,
  hint,
  error,
  id,
  className,
  rows = TEXTAREA_ROWS,
  onChange,
  onValueChange,
  ref,
  ...rest
}: TextareaProps) {
  const ids = useFieldIds(id)
  const textareaRef = useValueFromBeforeHydration({
    value: rest.value,
    readValue: readTextValue,
    onValueChange,
    ref,
  })
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event)
    onValueChange?.(event.target.value)
  }
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...rest}
        {...controlAria(ids, { hint, error })}
        ref={textareaRef}
        id={ids.controlId}
        rows={rows}
        className="tm-input tm-textarea"
        onChange={handleChange}
      />
    </Field>
  )
}
