import * as Dialog from '@radix-ui/react-dialog'
import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import type { CSSProperties } from 'react'
import { useEffect, useRef, useState } from 'react'
import type { DialogImplementationProps } from '../lazy/lazy-dialog.tsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import type { ModalProps } from './modal-props.ts'
import { KIT_MODAL_WIDTH, MODAL_SHAKE_MS } from './modal-props.ts'
import { useReturnFocus } from './use-return-focus.ts'

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

export type ModalDialogProps = Omit<
  ModalProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'
> &
  DialogImplementationProps

/** The Radix half of Modal, loaded when it first opens. */
export function ModalDialog({
  title,
  hideTitle = false,
  description,
  children,
  footer,
  persistent = false,
  width = KIT_MODAL_WIDTH,
  closeLabel = english('common.close'),
  showCloseButton = true,
  className,
  open,
  onOpenChange,
  contentId,
  triggerRef,
}: ModalDialogProps) {
  const returnFocus = useReturnFocus(triggerRef)
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* The content sits inside the overlay so a modal taller than the screen scrolls. */}
        <Dialog.Overlay className="tm-modal-overlay">
          <Dialog.Content
            id={contentId}
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
