import type { ReactElement, ReactNode } from 'react'

/** §9: the kit's own modal width; a brand passes its own (`brand.uikit.modalWidth`, 489). */
export const KIT_MODAL_WIDTH = 500
/** §4: a persistent modal shakes this long instead of closing on an overlay click. */
export const MODAL_SHAKE_MS = 300

export type ModalProps = {
  /** Required: the dialog's accessible name. `hideTitle` keeps it for screen readers only. */
  title: ReactNode
  hideTitle?: boolean
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** An element that opens the modal; focus returns to it on close. */
  trigger?: ReactElement
  /** §4: overlay clicks do not close it; the modal shakes for 300 ms instead. Escape still closes. */
  persistent?: boolean
  /** Width in px (§9: 500 in the kit, 489 in the brand); never wider than the screen. */
  width?: number
  closeLabel?: string
  showCloseButton?: boolean
  className?: string
}
