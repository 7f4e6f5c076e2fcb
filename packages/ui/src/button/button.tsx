import { useRef, useState } from 'react'
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react'
import { cx } from '../form/class-names.ts'
import { defaultText } from '../form/default-text.ts'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import './button.css'

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost'] as const

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number]

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  readonly variant?: ButtonVariant
  /** Work in progress started elsewhere, e.g. the form is submitting. */
  readonly loading?: boolean
  /** Announced to screen readers while busy; §9 'Loading...' by default. */
  readonly loadingText?: string
  /** A returned promise keeps the button busy until it settles. */
  readonly onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown
  readonly ref?: Ref<HTMLButtonElement>
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'then' in value &&
    typeof value.then === 'function'
  )
}

/**
 * docs/design.md forms: a busy button shows progress and cannot be pressed twice. It stays
 * focusable (aria-disabled, not disabled) so keyboard users keep their place while it works.
 */
export function Button({
  variant = 'primary',
  loading = false,
  loadingText = defaultText('common.loading'),
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const [pending, setPending] = useState(false)
  // Two clicks can land before React re-renders with `pending`; the ref closes that gap.
  const pendingRef = useRef(false)
  const busy = loading || pending

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || pendingRef.current) {
      // Also stops a submit button from submitting its form again.
      event.preventDefault()
      return
    }
    const result = onClick?.(event)
    if (!isPromiseLike(result)) return
    pendingRef.current = true
    setPending(true)
    const settle = () => {
      pendingRef.current = false
      setPending(false)
    }
    // A rejection stays unhandled for the caller to see, as it would without the button.
    void Promise.resolve(result).finally(settle)
  }

  return (
    <button
      {...rest}
      type={type}
      className={cx('tm-button', `tm-button--${variant}`, busy && 'tm-button--busy', className)}
      aria-disabled={busy ? true : rest['aria-disabled']}
      onClick={handleClick}
    >
      {busy && <span className="tm-button__spinner" aria-hidden="true" />}
      <span className="tm-button__label">{children}</span>
      {busy && <VisuallyHidden>{loadingText}</VisuallyHidden>}
    </button>
  )
}
