import { useId } from 'react'
import type { ReactNode } from 'react'
import { cx } from './class-names.ts'
import './form.css'

/** The ids that tie a control to its label, hint and error (aria-labelledby, aria-describedby). */
export type FieldIds = {
  readonly controlId: string
  readonly labelId: string
  readonly hintId: string
  readonly errorId: string
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId()
  const controlId = id ?? `tm-field${generated}`
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  }
}

export function hasError(error: string | undefined): error is string {
  return error !== undefined && error !== ''
}

type DescribedBy = {
  readonly hint?: ReactNode
  readonly error?: string
  /** Further messages of the control, e.g. the phone input's own hints. */
  readonly extraIds?: readonly (string | false | undefined)[]
}

/** The aria attributes every kit control carries: its error marks it invalid and describes it. */
export function controlAria(
  ids: FieldIds,
  { hint, error, extraIds = [] }: DescribedBy,
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const described = cx(
    hint !== undefined && hint !== null && hint !== '' && ids.hintId,
    hasError(error) && ids.errorId,
    ...extraIds,
  )
  return {
    'aria-invalid': hasError(error) ? true : undefined,
    'aria-describedby': described === '' ? undefined : described,
  }
}

type FieldMessagesProps = {
  readonly ids: FieldIds
  readonly hint?: ReactNode
  readonly error?: string
}

/** The hint and, under it, the error in the §5 wording. */
export function FieldMessages({ ids, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint !== undefined && hint !== null && hint !== '' && (
        <p id={ids.hintId} className="tm-field__hint">
          {hint}
        </p>
      )}
      {hasError(error) && (
        <p id={ids.errorId} className="tm-field__error">
          {error}
        </p>
      )}
    </>
  )
}

type FieldProps = FieldMessagesProps & {
  readonly label: ReactNode
  readonly className?: string
  readonly children: ReactNode
}

/** docs/design.md forms: the label above the control, hint and error under it. */
export function Field({ ids, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={cx('tm-field', className)}>
      <label id={ids.labelId} htmlFor={ids.controlId} className="tm-field__label">
        {label}
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  )
}
