import type { ToastType } from '@tourmarket/domain/enums'

/** §8: a toast shows 7000 ms unless it sets its own closeDelay. */
export const TOAST_CLOSE_DELAY_MS = 7000

/**
 * A toast's one action, as a link: it works as a plain link (open in a new tab, copy the address),
 * and `onSelect` lets an app navigate its own way (its router) after calling preventDefault.
 */
export type ToastAction = {
  label: string
  href: string
  onSelect?: (event: { preventDefault: () => void }) => void
}

/** §3 toast: type, title, text, closeDelay; issue 42: an optional action ('View list'). */
export type ToastOptions = {
  type?: ToastType
  title?: string
  text?: string
  closeDelay?: number
  action?: ToastAction
}

/** A toast as the provider keeps it; a closed one stays until the next so its exit can animate. */
export type ShownToast = Required<Pick<ToastOptions, 'type' | 'closeDelay'>> &
  Pick<ToastOptions, 'title' | 'text' | 'action'> & { id: number; open: boolean }
