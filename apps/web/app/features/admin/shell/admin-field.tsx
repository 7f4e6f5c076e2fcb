import { useId, type ReactNode } from 'react'

export type AdminFieldControlProps = {
  readonly id: string
  readonly name: string
  readonly 'aria-invalid'?: true
  readonly 'aria-describedby'?: string
}

/**
 * One labelled console form field: its control (drawn by `children` with the id, name and ARIA
 * links to pass on), its hint and the API's errors for it. The words come translated.
 */
export function AdminField({
  name,
  label,
  hint,
  errors,
  children,
}: {
  readonly name: string
  readonly label: string
  readonly hint?: string | undefined
  readonly errors: Readonly<Record<string, readonly string[]>>
  readonly children: (props: AdminFieldControlProps) => ReactNode
}) {
  const id = useId()
  const error = errors[name]?.join(' ')
  const described = [
    hint === undefined ? null : `${id}-hint`,
    error === undefined ? null : `${id}-error`,
  ].filter((part) => part !== null)
  return (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        name,
        ...(error === undefined ? {} : { 'aria-invalid': true }),
        ...(described.length === 0 ? {} : { 'aria-describedby': described.join(' ') }),
      })}
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

/** A text input (or a textarea, given rows) as an AdminField, starting from `value`. */
export function AdminTextField({
  name,
  label,
  hint,
  value,
  errors,
  rows,
  type = 'text',
  list,
}: {
  readonly name: string
  readonly label: string
  readonly hint?: string | undefined
  readonly value: string
  readonly errors: Readonly<Record<string, readonly string[]>>
  readonly rows?: number
  readonly type?: 'text' | 'date' | 'datetime-local' | 'number'
  readonly list?: string
}) {
  return (
    <AdminField name={name} label={label} hint={hint} errors={errors}>
      {(props) =>
        rows === undefined ? (
          <input
            {...props}
            type={type}
            className="admin-input"
            defaultValue={value}
            {...(list === undefined ? {} : { list })}
          />
        ) : (
          <textarea {...props} rows={rows} className="admin-input" defaultValue={value} />
        )
      }
    </AdminField>
  )
}
