import type { ReactElement, ReactNode } from 'react'

/** §9 drawer width; on screens narrower than this the drawer takes the full width. */
export const DRAWER_WIDTH = 500

export type DrawerSide = 'left' | 'right'

export type DrawerProps = {
  /** Required: the drawer's accessible name. `hideTitle` keeps it for screen readers only. */
  title: ReactNode
  hideTitle?: boolean
  children?: ReactNode
  /** Stays at the bottom while the body scrolls, e.g. the filters' apply button. */
  footer?: ReactNode
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  trigger?: ReactElement
  side?: DrawerSide
  width?: number
  closeLabel?: string
  className?: string
}
