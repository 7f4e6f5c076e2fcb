import { useState } from 'react'
import type {
  ChangeEvent,
  FocusEvent,
  InputHTMLAttributes,
  KeyboardEvent,
  ReactNode,
  Ref,
} from 'react'
import { clamp } from '@tourmarket/domain/inputs'
import { Field, controlAria, useFieldIds } from '../form/field.tsx'
import './number-input.css'

export type NumberInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'min' | 'max' | 'step' | 'children'
> & {
  readonly label: ReactNode
  readonly hint?: ReactNode
  readonly error?: string
  readonly value?: number
  readonly defaultValue?: number
  /** Called with the clamped number when the user commits: on blur or Enter. */
  readonly onValueChange?: (value: number) => void
  readonly min?: number
  readonly max?: number
  readonly step?: number
  readonly ref?: Ref<HTMLInputElement>
}

function textOf(value: number | undefined): string {
  return value === undefined ? '' : String(value)
}

/**
 * §5 number input: free typing, then the value is clamped to min and max when committed, so a
 * half-typed number ("1" on the way to "12") is never corrected under the user's fingers.
 */
export function NumberInput({
  label,
  hint,
  error,
  id,
  className,
  value,
  defaultValue,
  onValueChange,
  min = Number.NEGATIVE_INFINITY,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  onChange,
  onBlur,
  onKeyDown,
  ref,
  ...rest
}: NumberInputProps) {
  const ids = useFieldIds(id)
  const [text, setText] = useState(() => textOf(value ?? defaultValue))
  // A new value from the parent replaces the text (React's "adjust state on prop change").
  const [followedValue, setFollowedValue] = useState(value)
  if (value !== followedValue) {
    setFollowedValue(value)
    setText(textOf(value))
  }

  const commit = () => {
    const next = clamp(text.trim() === '' ? Number.NaN : Number(text), min, max)
    setText(String(next))
    onValueChange?.(next)
  }

  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        {...rest}
        {...controlAria(ids, { hint, error })}
        ref={ref}
        id={ids.controlId}
        type="number"
        inputMode="decimal"
        className="tm-input tm-number-input"
        value={text}
        min={Number.isFinite(min) ? min : undefined}
        max={Number.isFinite(max) ? max : undefined}
        step={step}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event)
          setText(event.target.value)
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          commit()
          onBlur?.(event)
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          onKeyDown?.(event)
          if (event.key === 'Enter') commit()
        }}
      />
    </Field>
  )
}
