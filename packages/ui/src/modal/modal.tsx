import { lazyDialog } from '../lazy/lazy-dialog.tsx'
import type { ModalProps } from './modal-props.ts'
import './modal.css'

export { KIT_MODAL_WIDTH, MODAL_SHAKE_MS } from './modal-props.ts'
export type { ModalProps } from './modal-props.ts'

/**
 * A modal dialog (§4 open/closed): focus is trapped inside and returned on close. The trigger
 * renders at once; the dialog (Radix) loads when first opened, or when the trigger is hovered.
 */
export const Modal = lazyDialog<ModalProps>(() =>
  import('./modal-dialog.tsx').then((module) => module.ModalDialog),
)
