import type { ReactNode, RefObject } from 'react'
import { useEffect, useRef, useState } from 'react'
import { throttle } from './throttle.ts'
import './sheet.css'

/** §9: the sheet re-checks the scroll position at most every 500 ms. */
export const SHEET_THROTTLE_MS = 500

/** §4 "a sheet shows when scroll passes an offset or bottom of a target". */
export type SheetVisibilityTrigger = { offset: number } | { targetRef: RefObject<Element | null> }

/** The measurement the rule needs: the page's scroll offset, or the target's bottom edge. */
export type SheetScrollPosition =
  { offset: number; scrollY: number } | { targetBottom: number | null }

/**
 * Whether the sheet shows: the page has scrolled past the offset, or the target's bottom edge
 * (viewport coordinates) has gone above the top of the screen. No target yet: hidden.
 */
export function isSheetVisible(position: SheetScrollPosition): boolean {
  if ('offset' in position) return position.scrollY > position.offset
  return position.targetBottom !== null && position.targetBottom < 0
}

/** Tracks §4 sheet visibility on scroll and resize, throttled to 500 ms (§9). */
export function useSheetVisibility(trigger: SheetVisibilityTrigger): boolean {
  const [visible, setVisible] = useState(false)
  const offset = 'offset' in trigger ? trigger.offset : undefined
  const targetRef = 'targetRef' in trigger ? trigger.targetRef : undefined

  useEffect(() => {
    const check = throttle(() => {
      const position: SheetScrollPosition =
        offset === undefined
          ? { targetBottom: targetRef?.current?.getBoundingClientRect().bottom ?? null }
          : { offset, scrollY: window.scrollY }
      setVisible(isSheetVisible(position))
    }, SHEET_THROTTLE_MS)
    check()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check)
    return () => {
      check.cancel()
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [offset, targetRef])

  return visible
}

/** Set on the root element to the shown sheet's height, for widgets that must clear it. */
export const SHEET_OFFSET_PROPERTY = '--tm-sheet-offset'

export type SheetProps = {
  visible: boolean
  /** Names the region for screen readers, e.g. 'Booking'. */
  label: string
  children: ReactNode
  /** §4 bottom sheet for phones: hidden from the md breakpoint (992 px) up unless false. */
  phonesOnly?: boolean
  className?: string
}

/**
 * A bar fixed to the bottom of the screen (the tour page's price and Book button on phones).
 * While hidden it is inert: out of the tab order and the accessibility tree.
 */
export function Sheet({ visible, label, children, phonesOnly = true, className }: SheetProps) {
  const ref = useRef<HTMLElement>(null)

  // Other bottom-corner widgets (the scroll-to-top button) stand on top of a shown sheet.
  useEffect(() => {
    const element = ref.current
    if (!visible || element === null) return
    const root = document.documentElement
    const observer = new ResizeObserver(() =>
      root.style.setProperty(SHEET_OFFSET_PROPERTY, `${String(element.offsetHeight)}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(SHEET_OFFSET_PROPERTY)
    }
  }, [visible])

  return (
    <section
      ref={ref}
      aria-label={label}
      className={['tm-sheet', phonesOnly ? 'tm-sheet--phones-only' : '', className]
        .filter(Boolean)
        .join(' ')}
      data-visible={visible ? '' : undefined}
      inert={!visible}
    >
      {children}
    </section>
  )
}
