export type HoverIntentOptions = {
  /** How long the pointer may be away before the dropdown closes. */
  closeDelayMs: number
  /** After a hover-close, hovering again does not reopen for this long. */
  reopenBlockMs: number
  setOpen: (open: boolean) => void
}

export type HoverIntent = {
  /** The pointer entered the trigger or the dropdown. */
  enter: () => void
  /** The pointer left the trigger or the dropdown. */
  leave: () => void
  dispose: () => void
}

/**
 * Opening and closing a hover-triggered dropdown (§9 close delay 300 ms, close throttle 1000 ms).
 * Moving from the trigger to the dropdown crosses a gap, so a leave only closes if no enter
 * follows within the delay. A pointer riding along the trigger's edge would open and close the
 * dropdown on every pixel; after a hover-close it therefore stays closed for the throttle time.
 */
export function createHoverIntent({
  closeDelayMs,
  reopenBlockMs,
  setOpen,
}: HoverIntentOptions): HoverIntent {
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  let reopenTimer: ReturnType<typeof setTimeout> | undefined

  return {
    enter() {
      clearTimeout(closeTimer)
      closeTimer = undefined
      if (reopenTimer === undefined) setOpen(true)
    },
    leave() {
      clearTimeout(closeTimer)
      closeTimer = setTimeout(() => {
        closeTimer = undefined
        setOpen(false)
        reopenTimer = setTimeout(() => {
          reopenTimer = undefined
        }, reopenBlockMs)
      }, closeDelayMs)
    },
    dispose() {
      clearTimeout(closeTimer)
      clearTimeout(reopenTimer)
    },
  }
}
