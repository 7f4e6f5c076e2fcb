import type { ReactNode } from 'react'
import { useId } from 'react'

/** A field's messages under it, announced. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message === undefined ? null : (
    <p id={id} className="tm-field__error" role="alert">
      {message}
    </p>
  )
}

/**
 * A native select in the kit's look: it posts its value before the page's script runs and
 * without one, which the kit's select (a button until hydrated) cannot.
 */
export function NativeSelect({
  label,
  name,
  defaultValue,
  options,
  error,
  hint,
  onValueChange,
}: {
  label: string
  name: string
  defaultValue: string
  options: readonly { readonly value: string; readonly text: string }[]
  error?: string
  hint?: string
  onValueChange?: (value: string) => void
}) {
  const id = useId()
  const describedBy = [
    hint === undefined ? null : `${id}-hint`,
    error === undefined ? null : `${id}-error`,
  ]
    .filter((part) => part !== null)
    .join(' ')
  return (
    <div className="tm-field">
      <label htmlFor={id} className="tm-field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className="office-tour-select"
        onChange={(event) => onValueChange?.(event.target.value)}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="tm-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** Boxes to tick, several at once, under one legend. */
export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  error,
}: {
  legend: string
  name: string
  options: readonly { readonly value: string; readonly text: string }[]
  checked: readonly string[]
  error?: string
}) {
  const id = useId()
  return (
    <fieldset
      className="office-tour-choices"
      aria-describedby={error === undefined ? undefined : `${id}-error`}
    >
      <legend className="tm-field__label">{legend}</legend>
      <div className="office-tour-choices__list">
        {options.map((option) => (
          <label key={option.value} className="office-tour-choice">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}

/** One choice of several, under one legend. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onValueChange,
}: {
  legend: string
  name: string
  options: readonly { readonly value: string; readonly text: ReactNode }[]
  value: string
  onValueChange?: (value: string) => void
}) {
  return (
    <fieldset className="office-tour-choices">
      <legend className="tm-field__label">{legend}</legend>
      <div className="office-tour-choices__list office-tour-choices__list--stacked">
        {options.map((option) => (
          <label key={option.value} className="office-tour-choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === value}
              onChange={() => onValueChange?.(option.value)}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
