import { lazyDialog } from '../lazy/lazy-dialog.tsx'
import type { DrawerProps } from './drawer-props.ts'
import './drawer.css'

export { DRAWER_WIDTH } from './drawer-props.ts'
export type { DrawerProps, DrawerSide } from './drawer-props.ts'

/**
 * A side panel (§4 drawer open/closed): a modal dialog that slides in from the edge. The trigger
 * renders at once; the dialog (Radix) loads when first opened, or when the trigger is hovered.
 */
export const Drawer = lazyDialog<DrawerProps>(() =>
  import('./drawer-dialog.tsx').then((module) => module.DrawerDialog),
)
