import { Fragment } from 'react'
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react'
import { splitPlaceholders } from '@tourmarket/domain/i18n'
import { cx } from '../form/class-names.ts'
import { defaultText } from '../form/default-text.ts'
import { FieldMessages, controlAria, useFieldIds } from '../form/field.tsx'
import {
  readCheckedValue,
  useValueFromBeforeHydration,
} from '../form/use-value-from-before-hydration.ts'
import './checkbox.css'

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children' | 'value' | 'checked' | 'defaultChecked'
> & {
  readonly label: ReactNode
  readonly hint?: ReactNode
  readonly error?: string
  /** What a ticked box posts under its `name` ('on' when absent), as in a group of boxes. */
  readonly value?: string
  readonly checked?: boolean
  readonly defaultChecked?: boolean
  readonly onCheckedChange?: (checked: boolean) => void
  readonly ref?: Ref<HTMLInputElement>
}

/** A box with its label beside it; hint and error under it, wired by aria-describedby. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  onChange,
  onCheckedChange,
  ref,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id)
  const inputRef = useValueFromBeforeHydration({
    value: rest.checked,
    readValue: readCheckedValue,
    onValueChange: onCheckedChange,
    ref,
  })
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event)
    onCheckedChange?.(event.target.checked)
  }
  return (
    <div className={cx('tm-field', 'tm-checkbox', className)}>
      <div className="tm-checkbox__row">
        <input
          {...rest}
          {...controlAria(ids, { hint, error })}
          ref={inputRef}
          id={ids.controlId}
          type="checkbox"
          className="tm-checkbox__box"
          onChange={handleChange}
        />
        <label id={ids.labelId} htmlFor={ids.controlId} className="tm-checkbox__label">
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  )
}

/** §2 consent: the legal pages' bare paths, which always show the version in effect. */
export const DEFAULT_TERMS_URL = '/agreement'
export const DEFAULT_PRIVACY_URL = '/privacy'

export type ConsentCheckboxProps = Omit<CheckboxProps, 'label'> & {
  /** The consent message with `{termsLink}` and `{privacyLink}` placeholders (domain i18n). */
  readonly text?: string
  readonly termsText?: string
  readonly privacyText?: string
  readonly termsUrl?: string
  readonly privacyUrl?: string
}

/** §2 consent checkbox: its terms and privacy links open in a new tab, so the form is kept. */
export function ConsentCheckbox({
  text = defaultText('consent.text'),
  termsText = defaultText('consent.termsLink'),
  privacyText = defaultText('consent.privacyLink'),
  termsUrl = DEFAULT_TERMS_URL,
  privacyUrl = DEFAULT_PRIVACY_URL,
  ...rest
}: ConsentCheckboxProps) {
  const links: Readonly<Record<string, ReactNode>> = {
    termsLink: (
      <a href={termsUrl} target="_blank" rel="noopener noreferrer">
        {termsText}
      </a>
    ),
    privacyLink: (
      <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
        {privacyText}
      </a>
    ),
  }
  const label = splitPlaceholders(text).map((part, index) => (
    <Fragment key={index}>
      {part.kind === 'text' ? part.text : (links[part.name] ?? `{${part.name}}`)}
    </Fragment>
  ))
  return <Checkbox {...rest} label={label} />
}
