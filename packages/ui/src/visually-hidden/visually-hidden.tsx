import type { ComponentPropsWithoutRef } from 'react'
import './visually-hidden.css'

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>

/** Text for screen readers only: a dialog's title when the design shows none, an icon's name. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={['tm-visually-hidden', className].filter(Boolean).join(' ')} />
}
