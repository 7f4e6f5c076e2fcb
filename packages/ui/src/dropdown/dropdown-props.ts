import type { ReactElement, ReactNode } from 'react'

/** §9 UI kit dropdown constants. */
export const DROPDOWN_CLOSE_DELAY_MS = 300
export const DROPDOWN_OFFSET = 12
export const DROPDOWN_ARROW_PADDING = 12
export const DROPDOWN_VIEWPORT_PADDING = 8
export const DROPDOWN_CLOSE_THROTTLE_MS = 1000

export type DropdownProps = {
  /** The button that opens the dropdown; it gets aria-expanded and aria-controls. */
  trigger: ReactElement
  children: ReactNode
  /** Names the dropdown (a dialog) for screen readers. */
  label?: string
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** 'hover' also opens on mouse hover; click, Enter and Space always work. */
  openOn?: 'click' | 'hover'
  side?: 'top' | 'right' | 'bottom' | 'left'
  align?: 'start' | 'center' | 'end'
  arrow?: boolean
  className?: string
}
