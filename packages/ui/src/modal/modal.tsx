import * as Dialog from '@radix-ui/react-dialog'
import { createTranslator, defaultLocale, globalMessages } from '@tourmarket/domain'
import type { CSSProperties, ReactElement, ReactNode } from 'react'
import { useEffect, useRef, useState } from 'react'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import { useReturnFocus } from './use-return-focus.ts'
import './modal.css'

const english = createTranslator(defaultLocale, globalMessages)

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

/** A modal dialog (§4 open/closed): focus is trapped inside and returned on close. */
export function Modal({
  title,
  hideTitle = false,
  description,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  persistent = false,
  width = KIT_MODAL_WIDTH,
  closeLabel = english('common.close'),
  showCloseButton = true,
  className,
}: ModalProps) {
  const returnFocus = useReturnFocus()
  const [shaking, setShaking] = useState(false)
  const shakeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(shakeTimer.current), [])

  function shake() {
    clearTimeout(shakeTimer.current)
    setShaking(true)
    shakeTimer.current = setTimeout(() => setShaking(false), MODAL_SHAKE_MS)
  }

  const titleElement = <Dialog.Title className="tm-modal__title">{title}</Dialog.Title>
  const style = { '--tm-modal-width': `${String(width)}px` } as CSSProperties

  return (
    <Dialog.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        {/* The content sits inside the overlay so a modal taller than the screen scrolls. */}
        <Dialog.Overlay className="tm-modal-overlay">
          <Dialog.Content
            className={['tm-modal', className].filter(Boolean).join(' ')}
            style={style}
            data-shaking={shaking ? '' : undefined}
            // Radix warns about a missing description unless told there is none.
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
            {...returnFocus}
            onPointerDownOutside={(event) => {
              if (!persistent) return
              event.preventDefault()
              shake()
            }}
          >
            <div className="tm-modal__header">
              {hideTitle ? <VisuallyHidden>{titleElement}</VisuallyHidden> : titleElement}
              {showCloseButton && (
                <Dialog.Close className="tm-modal__close" aria-label={closeLabel}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path
                      d="M6 6l12 12M18 6L6 18"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </Dialog.Close>
              )}
            </div>
            {description !== undefined && (
              <Dialog.Description className="tm-modal__description">
                {description}
              </Dialog.Description>
            )}
            <div className="tm-modal__body">{children}</div>
            {footer !== undefined && <div className="tm-modal__footer">{footer}</div>}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
