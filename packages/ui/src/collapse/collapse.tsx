import type { MouseEvent, ReactElement, ReactNode } from 'react'
import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from './reduced-motion.ts'
import './collapse.css'

/** §9 collapse animation. */
export const COLLAPSE_DURATION_MS = 200

/** §4 collapse states. */
export type CollapseState = 'collapsed' | 'expanding' | 'expanded' | 'collapsing'
export type CollapseEvent = 'open' | 'close' | 'settled'

/**
 * §4 collapse lifecycle: open and close can interrupt a running animation and reverse it;
 * 'settled' (the animation ended) completes it.
 */
export function nextCollapseState(state: CollapseState, event: CollapseEvent): CollapseState {
  switch (event) {
    case 'open':
      return state === 'collapsed' || state === 'collapsing' ? 'expanding' : state
    case 'close':
      return state === 'expanded' || state === 'expanding' ? 'collapsing' : state
    case 'settled':
      if (state === 'expanding') return 'expanded'
      if (state === 'collapsing') return 'collapsed'
      return state
    default: {
      const unknownEvent: never = event
      throw new Error(`Unknown collapse event ${String(unknownEvent)}`)
    }
  }
}

type TriggerProps = { onClick?: (event: MouseEvent<HTMLButtonElement>) => void }

export type CollapseProps = {
  /** The button that toggles the content; it gets aria-expanded and aria-controls. */
  trigger: ReactElement<TriggerProps>
  children: ReactNode
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Every §4 state change, e.g. to rotate a chevron only once the content has expanded. */
  onStateChange?: (state: CollapseState) => void
  className?: string
}

/**
 * Content that expands and collapses in 200 ms; the root carries `data-collapse-state`. The WAI-ARIA
 * disclosure pattern: a button with aria-expanded that controls the content. Closed content stays
 * in the page, `hidden`: in the HTML for search engines, and no script is needed to render it.
 */
export function Collapse({
  trigger,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  onStateChange,
  className,
}: CollapseProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const isOpen = open ?? uncontrolledOpen
  const [state, setState] = useState<CollapseState>(isOpen ? 'expanded' : 'collapsed')
  const onStateChangeRef = useRef(onStateChange)
  useEffect(() => {
    onStateChangeRef.current = onStateChange
  })
  const previousOpen = useRef(isOpen)
  const contentId = useId()
  const content = useRef<HTMLDivElement>(null)

  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  useEffect(() => {
    if (previousOpen.current === isOpen) return
    previousOpen.current = isOpen
    const report = (event: CollapseEvent) =>
      setState((current) => nextCollapseState(current, event))
    report(isOpen ? 'open' : 'close')
    const timer = setTimeout(
      () => report('settled'),
      prefersReducedMotion() ? 0 : COLLAPSE_DURATION_MS,
    )
    return () => clearTimeout(timer)
  }, [isOpen])

  const reportedState = useRef(state)
  useEffect(() => {
    if (reportedState.current === state) return
    reportedState.current = state
    onStateChangeRef.current?.(state)
  }, [state])

  // The animation runs between 0 and the content's own height, measured once it is shown.
  useLayoutEffect(() => {
    content.current?.style.setProperty('--tm-collapse-height', `${content.current.scrollHeight}px`)
  }, [state])

  return (
    <div
      className={['tm-collapse', className].filter(Boolean).join(' ')}
      data-collapse-state={state}
    >
      {cloneElement(trigger, {
        'aria-expanded': isOpen,
        'aria-controls': contentId,
        onClick: (event: MouseEvent<HTMLButtonElement>) => {
          trigger.props.onClick?.(event)
          if (!event.defaultPrevented) setOpen(!isOpen)
        },
      } as TriggerProps)}
      <div
        ref={content}
        id={contentId}
        className="tm-collapse__content"
        data-state={isOpen ? 'open' : 'closed'}
        hidden={state === 'collapsed'}
      >
        {children}
      </div>
    </div>
  )
}
