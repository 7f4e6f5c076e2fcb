import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import type { ReactElement, ReactNode } from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Modal } from '../modal/modal.tsx'
import './confirm-dialog.css'

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

export type ConfirmOptions = {
  /** §2 default 'Please confirm your action'. */
  title?: string
  text?: ReactNode
  /** §2 default 'Confirm'. */
  confirmLabel?: string
  /** §2 default 'Cancel'. */
  cancelLabel?: string
  width?: number
}

export type ConfirmDialogProps = ConfirmOptions & {
  open: boolean
  onConfirm: () => void
  /** Cancel, Escape and an overlay click all cancel. */
  onCancel: () => void
}

/** §2 confirm dialog: a question with Cancel and Confirm; focus starts on Cancel, the safe answer. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = english('confirmDialog.title'),
  text,
  confirmLabel = english('common.confirm'),
  cancelLabel = english('common.cancel'),
  width,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel()
      }}
      title={title}
      showCloseButton={false}
      {...(width === undefined ? {} : { width })}
      footer={
        <>
          <button type="button" className="tm-confirm-dialog__cancel" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="tm-confirm-dialog__confirm" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {text !== undefined && <div className="tm-confirm-dialog__text">{text}</div>}
    </Modal>
  )
}

type PendingConfirm = { options: ConfirmOptions; resolve: (confirmed: boolean) => void }

/**
 * The promise-style confirm dialog: render `dialog` once, then `if (await confirm({ text }))`.
 * A second confirm() while one is open answers the first with false.
 */
export function useConfirmDialog(defaults: ConfirmOptions = {}): {
  confirm: (options?: ConfirmOptions) => Promise<boolean>
  dialog: ReactElement
} {
  const [pending, setPending] = useState<PendingConfirm | null>(null)
  const pendingRef = useRef<PendingConfirm | null>(null)

  const settle = useCallback((confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed)
    pendingRef.current = null
    setPending(null)
  }, [])

  // A page that unmounts with a question open answers it, so no caller awaits forever.
  useEffect(() => () => pendingRef.current?.resolve(false), [])

  const confirm = useCallback(
    (options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false)
        const next = { options, resolve }
        pendingRef.current = next
        setPending(next)
      }),
    [],
  )

  const dialog = (
    <ConfirmDialog
      {...defaults}
      {...pending?.options}
      open={pending !== null}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  )
  return { confirm, dialog }
}
