import type { ToastType } from '@tourmarket/domain/enums'

/** §8: a toast shows 7000 ms unless it sets its own closeDelay. */
export const TOAST_CLOSE_DELAY_MS = 7000

/** §3 toast: type, title, text, closeDelay. */
export type ToastOptions = {
  type?: ToastType
  title?: string
  text?: string
  closeDelay?: number
}

/** A toast as the provider keeps it; a closed one stays until the next so its exit can animate. */
export type ShownToast = Required<Pick<ToastOptions, 'type' | 'closeDelay'>> &
  Pick<ToastOptions, 'title' | 'text'> & { id: number; open: boolean }
