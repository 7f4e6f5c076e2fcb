import type { RefObject } from 'react'
import { useRef } from 'react'

/**
 * Handlers for a non-modal Radix popover's content whose trigger the kit renders outside Radix
 * (so it can render before Radix loads). They do what Radix does for a Trigger of its own: a
 * press on the trigger is not an outside click (its own click toggles the popover), and closing
 * returns focus to the trigger unless the user had clicked or focused somewhere else (or the
 * widget prevented it first).
 */
export function useExternalTrigger(trigger: RefObject<HTMLElement | null>) {
  const interactedOutside = useRef(false)
  return {
    onInteractOutside: (event: Event) => {
      if (event.target instanceof Node && trigger.current?.contains(event.target)) {
        event.preventDefault()
        return
      }
      interactedOutside.current = true
    },
    onCloseAutoFocus: (event: Event) => {
      if (!interactedOutside.current && !event.defaultPrevented) {
        event.preventDefault()
        trigger.current?.focus()
      }
      interactedOutside.current = false
    },
  }
}
