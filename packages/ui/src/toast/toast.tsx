import * as RadixToast from '@radix-ui/react-toast'
import type { ToastType } from '@tourmarket/domain'
import { createTranslator, defaultLocale, globalMessages } from '@tourmarket/domain'
import type { ReactNode } from 'react'
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react'
import './toast.css'

const english = createTranslator(defaultLocale, globalMessages)

/** §8: a toast shows 7000 ms unless it sets its own closeDelay. */
export const TOAST_CLOSE_DELAY_MS = 7000

/** §3 toast: type, title, text, closeDelay. */
export type ToastOptions = {
  type?: ToastType
  title?: string
  text?: string
  closeDelay?: number
}

type ShownToast = Required<Pick<ToastOptions, 'type' | 'closeDelay'>> &
  Pick<ToastOptions, 'title' | 'text'> & { id: number; open: boolean }

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => number
  dismiss: (id: number) => void
}

const ToastContext = createContext<ToastApi | null>(null)

/** The toasts' API; call inside a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (api === null) throw new Error('useToast must be used inside a ToastProvider')
  return api
}

// Errors and warnings interrupt the screen reader; success and info wait their turn.
const foregroundTypes: ReadonlySet<ToastType> = new Set(['error', 'warning'])

const iconPaths: Readonly<Record<ToastType, string>> = {
  success: 'M5 12l5 5 9-10',
  error: 'M12 7v6M12 17h.01',
  warning: 'M12 8v5M12 17h.01',
  info: 'M12 11v6M12 7h.01',
}

export type ToastProviderProps = {
  children: ReactNode
  closeLabel?: string
  /** The landmark's name; `{hotkey}` becomes the shortcut that focuses it (F8). */
  regionLabel?: string
}

/** Holds the toasts of §3 and renders them in a corner; the app mounts it once at the root. */
export function ToastProvider({
  children,
  closeLabel = english('common.close'),
  regionLabel = 'Notifications ({hotkey})',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([])
  const nextId = useRef(1)

  const show = useCallback((toast: ToastOptions) => {
    const id = nextId.current
    nextId.current += 1
    setToasts((current) => [
      // Closed toasts stay until the next one so their exit animation can finish.
      ...current.filter((shown) => shown.open),
      {
        id,
        open: true,
        type: toast.type ?? 'info',
        closeDelay: toast.closeDelay ?? TOAST_CLOSE_DELAY_MS,
        ...(toast.title === undefined ? {} : { title: toast.title }),
        ...(toast.text === undefined ? {} : { text: toast.text }),
      },
    ])
    return id
  }, [])

  const dismiss = useCallback((id: number) => {
    setToasts((current) =>
      current.map((shown) => (shown.id === id ? { ...shown, open: false } : shown)),
    )
  }, [])

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss])

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={TOAST_CLOSE_DELAY_MS} swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className="tm-toast"
            data-type={toast.type}
            open={toast.open}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id)
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
    </ToastContext.Provider>
  )
}
