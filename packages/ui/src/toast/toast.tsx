import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import type { ReactNode } from 'react'
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react'
import { lazyWithPreload } from '../lazy/lazy-with-preload.ts'
import { MountOnceOpened } from '../lazy/mount-once-opened.tsx'
import type { ShownToast, ToastOptions } from './toast-types.ts'
import { TOAST_CLOSE_DELAY_MS } from './toast-types.ts'
import './toast.css'

export { TOAST_CLOSE_DELAY_MS } from './toast-types.ts'
export type { ToastAction, ToastOptions } from './toast-types.ts'

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

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

const toastViewport = lazyWithPreload(() =>
  import('./toast-viewport.tsx').then((module) => module.ToastViewport),
)

export type ToastProviderProps = {
  children: ReactNode
  closeLabel?: string
  /** The landmark's name; `{hotkey}` becomes the shortcut that focuses it (F8). */
  regionLabel?: string
}

/**
 * Holds the toasts of §3 and renders them in a corner; the app mounts it once at the root. The
 * provider itself is a small context: the toasts' implementation (Radix) loads when the first
 * toast is shown, and toasts shown meanwhile wait for it.
 */
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
        ...(toast.action === undefined ? {} : { action: toast.action }),
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
      {children}
      <MountOnceOpened open={toasts.length > 0}>
        <toastViewport.Component
          toasts={toasts}
          onDismiss={dismiss}
          closeLabel={closeLabel}
          regionLabel={regionLabel}
        />
      </MountOnceOpened>
    </ToastContext.Provider>
  )
}
