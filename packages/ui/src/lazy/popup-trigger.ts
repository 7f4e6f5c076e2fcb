import type { FocusEvent, MouseEvent, PointerEvent, ReactElement, Ref, RefObject } from 'react'
import { cloneElement, useCallback, useRef } from 'react'
import { assignRef } from '../form/assign-ref.ts'
import { warmOn } from './lazy-with-preload.ts'

type PointerHandler = (event: PointerEvent<HTMLElement>) => void

type TriggerElementProps = {
  type?: string
  ref?: Ref<HTMLElement>
  onClick?: (event: MouseEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onPointerEnter?: PointerHandler
  onPointerLeave?: PointerHandler
}

export type PopupTriggerOptions = {
  open: boolean
  /** The popup's id, named by aria-controls while it is open. */
  contentId: string
  onToggle: () => void
  /** Loads the popup's implementation; hover and focus start it. */
  preload: () => Promise<unknown>
  /** The widget's own hover handlers (a dropdown's hover intent), run after the element's. */
  onPointerEnter?: PointerHandler | undefined
  onPointerLeave?: PointerHandler | undefined
}

function after<HandledEvent>(
  own: ((event: HandledEvent) => void) | undefined,
  ours: (event: HandledEvent) => void,
) {
  return (event: HandledEvent) => {
    own?.(event)
    ours(event)
  }
}

/**
 * The element an app passes as a dialog's or popover's trigger, given what Radix's Trigger would
 * give it while the popup's implementation is not loaded yet: type, aria-haspopup, aria-expanded,
 * aria-controls, data-state and the toggle on click. The element's own props win; its own onClick
 * runs first and cancels the toggle with preventDefault. Hover and focus warm the implementation.
 */
export function usePopupTrigger(
  trigger: ReactElement | undefined,
  options: PopupTriggerOptions,
): { element: ReactElement | null; ref: RefObject<HTMLElement | null> } {
  const ref = useRef<HTMLElement | null>(null)
  const own = (trigger?.props ?? {}) as TriggerElementProps
  const ownRef = own.ref
  const composedRef = useCallback(
    (element: HTMLElement | null) => {
      ref.current = element
      assignRef(ownRef, element)
    },
    [ownRef],
  )
  if (trigger === undefined) return { element: null, ref }

  const { open, contentId, onToggle, preload } = options
  const warm = warmOn(preload)
  const onPointerEnter = after(options.onPointerEnter, warm.onPointerEnter)
  const element = cloneElement(trigger as ReactElement<Record<string, unknown>>, {
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    'data-state': open ? 'open' : 'closed',
    ...own,
    ref: composedRef,
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event)
      if (!event.defaultPrevented) onToggle()
    },
    onFocus: after(own.onFocus, warm.onFocus),
    onPointerEnter: after(own.onPointerEnter, onPointerEnter),
    ...(options.onPointerLeave === undefined
      ? {}
      : { onPointerLeave: after(own.onPointerLeave, options.onPointerLeave) }),
  })
  return { element, ref }
}
