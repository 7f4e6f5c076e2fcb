import * as Dialog from '@radix-ui/react-dialog'
import { createTranslator, defaultLocale, globalMessages } from '@tourmarket/domain'
import type { CSSProperties, ReactElement, ReactNode } from 'react'
import { useReturnFocus } from '../modal/use-return-focus.ts'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import './drawer.css'

const english = createTranslator(defaultLocale, globalMessages)

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

/** A side panel (§4 drawer open/closed): a modal dialog that slides in from the edge. */
export function Drawer({
  title,
  hideTitle = false,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  side = 'right',
  width = DRAWER_WIDTH,
  closeLabel = english('common.close'),
  className,
}: DrawerProps) {
  const returnFocus = useReturnFocus()
  const titleElement = <Dialog.Title className="tm-drawer__title">{title}</Dialog.Title>
  const style = { '--tm-drawer-width': `${String(width)}px` } as CSSProperties
  return (
    <Dialog.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="tm-drawer-overlay" />
        <Dialog.Content
          className={['tm-drawer', className].filter(Boolean).join(' ')}
          data-side={side}
          style={style}
          aria-describedby={undefined}
          {...returnFocus}
        >
          <div className="tm-drawer__header">
            {hideTitle ? <VisuallyHidden>{titleElement}</VisuallyHidden> : titleElement}
            <Dialog.Close className="tm-drawer__close" aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </Dialog.Close>
          </div>
          <div className="tm-drawer__body">{children}</div>
          {footer !== undefined && <div className="tm-drawer__footer">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
