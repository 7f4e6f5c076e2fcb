import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import { useEffect, useReducer, useRef, useState } from 'react'
import { prefersReducedMotion } from '../collapse/reduced-motion.ts'
import { throttle } from '../sheet/throttle.ts'
import './scroll-top-button.css'

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

/** §2/§9: the button appears after 150 px of scrolling; scroll is read at most every 300 ms. */
export const SCROLL_BUTTON_OFFSET = 150
export const SCROLL_BUTTON_THROTTLE_MS = 300

/**
 * `returnTo` is the position 'Go up' left from; `reachedTop` turns true once the trip up has
 * come within the offset of the top. Only after that does scrolling down by hand forget the
 * position: the smooth scroll up passes through every position on its way.
 */
export type ScrollButtonState = { scrollY: number; returnTo: number | null; reachedTop: boolean }

export type ScrollButtonEvent =
  { type: 'scroll'; scrollY: number } | { type: 'press'; scrollY: number }

export const initialScrollButtonState: ScrollButtonState = {
  scrollY: 0,
  returnTo: null,
  reachedTop: false,
}

export function scrollButtonReducer(
  state: ScrollButtonState,
  event: ScrollButtonEvent,
): ScrollButtonState {
  const nearTop = event.scrollY <= SCROLL_BUTTON_OFFSET
  if (event.type === 'press') {
    return state.returnTo === null
      ? { scrollY: event.scrollY, returnTo: event.scrollY, reachedTop: nearTop }
      : { scrollY: event.scrollY, returnTo: null, reachedTop: false }
  }
  if (state.returnTo === null) return { ...state, scrollY: event.scrollY }
  if (state.reachedTop && !nearTop)
    return { scrollY: event.scrollY, returnTo: null, reachedTop: false }
  return { ...state, scrollY: event.scrollY, reachedTop: state.reachedTop || nearTop }
}

/** What the button shows: hidden near the top unless a position waits to be returned to. */
export function scrollButtonView(state: ScrollButtonState): {
  visible: boolean
  direction: 'up' | 'down'
} {
  if (state.returnTo !== null) return { visible: true, direction: 'down' }
  return { visible: state.scrollY > SCROLL_BUTTON_OFFSET, direction: 'up' }
}

/** What a visitor can press or follow; the button must never lie over one (issue 42). */
const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])'

/**
 * Whether anything a visitor can press lies under the button: `under` lists what is at a few
 * points of the button's box, top-most first (document.elementsFromPoint), the button included.
 */
export function coversInteractive(button: Element, under: Iterable<Element>): boolean {
  for (const element of under) {
    if (button.contains(element)) continue
    if (element.closest(INTERACTIVE) !== null) return true
  }
  return false
}

/**
 * The centre, corners and edge midpoints (2 px inside) of the button's box: a small control under
 * one edge (a 40 px counter button under the left third) misses the centre and the corners.
 */
function probePoints(rect: DOMRect): readonly (readonly [number, number])[] {
  const inset = 2
  const xs = [rect.left + inset, rect.left + rect.width / 2, rect.right - inset]
  const ys = [rect.top + inset, rect.top + rect.height / 2, rect.bottom - inset]
  return xs.flatMap((x) => ys.map((y) => [x, y] as const))
}

function coversAnythingNow(button: HTMLElement): boolean {
  // A document that cannot say what lies under a point (no layout: server tests) covers nothing.
  if (typeof document.elementsFromPoint !== 'function') return false
  const rect = button.getBoundingClientRect()
  return probePoints(rect).some(([x, y]) =>
    coversInteractive(button, document.elementsFromPoint(x, y)),
  )
}

export type ScrollTopButtonProps = {
  /** §2 'Go up'. */
  upLabel?: string
  /** §2 'Go down'. */
  downLabel?: string
  className?: string
}

/** §2 scroll-to-top button: 'Go up' goes to the top; pressed again, 'Go down' goes back. */
export function ScrollTopButton({
  upLabel = english('scrollButton.up'),
  downLabel = english('scrollButton.down'),
  className,
}: ScrollTopButtonProps) {
  const [state, dispatch] = useReducer(scrollButtonReducer, initialScrollButtonState)
  const view = scrollButtonView(state)
  const { direction } = view
  // The button steps aside while a link, a button or a carousel's arrow is under it (issue 42).
  const [covering, setCovering] = useState(false)
  const visible = view.visible && !covering
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const onScroll = throttle(() => {
      dispatch({ type: 'scroll', scrollY: window.scrollY })
      const button = buttonRef.current
      if (button !== null) setCovering(coversAnythingNow(button))
    }, SCROLL_BUTTON_THROTTLE_MS)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      onScroll.cancel()
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [])

  function press() {
    const top = state.returnTo ?? 0
    dispatch({ type: 'press', scrollY: window.scrollY })
    window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }

  return (
    <button
      type="button"
      ref={buttonRef}
      className={['tm-scroll-top', className].filter(Boolean).join(' ')}
      data-visible={visible ? '' : undefined}
      data-covering={covering ? '' : undefined}
      data-direction={direction}
      inert={!visible}
      onClick={press}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="tm-scroll-top__label">{direction === 'up' ? upLabel : downLabel}</span>
    </button>
  )
}
