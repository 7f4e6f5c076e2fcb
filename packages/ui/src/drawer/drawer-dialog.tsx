import * as Dialog from '@radix-ui/react-dialog'
import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import type { CSSProperties } from 'react'
import type { DialogImplementationProps } from '../lazy/lazy-dialog.tsx'
import { useReturnFocus } from '../modal/use-return-focus.ts'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import type { DrawerProps } from './drawer-props.ts'
import { DRAWER_WIDTH } from './drawer-props.ts'

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

export type DrawerDialogProps = Omit<
  DrawerProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'
> &
  DialogImplementationProps

/** The Radix half of Drawer, loaded when it first opens. */
export function DrawerDialog({
  title,
  hideTitle = false,
  children,
  footer,
  side = 'right',
  width = DRAWER_WIDTH,
  closeLabel = english('common.close'),
  className,
  open,
  onOpenChange,
  contentId,
  triggerRef,
}: DrawerDialogProps) {
  const returnFocus = useReturnFocus(triggerRef)
  const titleElement = <Dialog.Title className="tm-drawer__title">{title}</Dialog.Title>
  const style = { '--tm-drawer-width': `${String(width)}px` } as CSSProperties
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="tm-drawer-overlay" />
        <Dialog.Content
          id={contentId}
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
