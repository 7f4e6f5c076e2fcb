import type { RefObject } from 'react'
import { useRef } from 'react'

/**
 * Handlers for a Radix dialog's content that return focus to the element focused before it
 * opened, else to the dialog's trigger. Radix only returns focus to a Trigger of its own, and the
 * kit renders triggers itself (the implementation loads later); dialogs opened from state (a
 * gallery tile, a confirm() call) would otherwise drop focus to the page body on close.
 */
export function useReturnFocus(trigger?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current ?? trigger?.current ?? null
      opener.current = null
      if (element === null || !element.isConnected) return
      event.preventDefault()
      element.focus()
    },
  }
}
