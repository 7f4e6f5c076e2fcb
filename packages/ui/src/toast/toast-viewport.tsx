import * as RadixToast from '@radix-ui/react-toast'
import type { ToastType } from '@tourmarket/domain/enums'
import type { ShownToast } from './toast-types.ts'
import { TOAST_CLOSE_DELAY_MS } from './toast-types.ts'

// Errors and warnings interrupt the screen reader; success and info wait their turn.
const foregroundTypes: ReadonlySet<ToastType> = new Set(['error', 'warning'])

const iconPaths: Readonly<Record<ToastType, string>> = {
  success: 'M5 12l5 5 9-10',
  error: 'M12 7v6M12 17h.01',
  warning: 'M12 8v5M12 17h.01',
  info: 'M12 11v6M12 7h.01',
}

export type ToastViewportProps = {
  toasts: readonly ShownToast[]
  onDismiss: (id: number) => void
  closeLabel: string
  regionLabel: string
}

/** The Radix half of ToastProvider: the toasts and their landmark, loaded with the first toast. */
export function ToastViewport({ toasts, onDismiss, closeLabel, regionLabel }: ToastViewportProps) {
  return (
    <RadixToast.Provider duration={TOAST_CLOSE_DELAY_MS} swipeDirection="right">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className="tm-toast"
          data-type={toast.type}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id)
          }}
          duration={toast.closeDelay}
          type={foregroundTypes.has(toast.type) ? 'foreground' : 'background'}
        >
          <svg
            className="tm-toast__icon"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
          >
            {toast.type === 'success' ? null : (
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            )}
            <path
              d={iconPaths[toast.type]}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <div className="tm-toast__content">
            {toast.title !== undefined && (
              <RadixToast.Title className="tm-toast__title">{toast.title}</RadixToast.Title>
            )}
            {toast.text !== undefined && (
              <RadixToast.Description className="tm-toast__text">
                {toast.text}
              </RadixToast.Description>
            )}
          </div>
          {toast.action === undefined ? null : (
            <RadixToast.Action asChild altText={toast.action.label}>
              <a
                className="tm-toast__action"
                href={toast.action.href}
                onClick={(event) => {
                  toast.action?.onSelect?.(event)
                  onDismiss(toast.id)
                }}
              >
                {toast.action.label}
              </a>
            </RadixToast.Action>
          )}
          <RadixToast.Close className="tm-toast__close" aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="tm-toast-viewport" label={regionLabel} />
    </RadixToast.Provider>
  )
}
