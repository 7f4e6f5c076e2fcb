import type { ComponentType, CSSProperties } from 'react'
import { Children, useEffect, useRef, useState } from 'react'
import { lazyWithPreload } from '../lazy/lazy-with-preload.ts'
import type { CarouselProps } from './carousel.tsx'
import './lazy-carousel.css'

const carousel = lazyWithPreload(() => import('./carousel.tsx').then((module) => module.Carousel))

/** Starts loading the carousel (Swiper), once. */
export const preloadCarousel = carousel.preload

/**
 * How near the viewport a row has to come for Swiper to load: a screen ahead, so it has usually
 * started before anyone reaches the row.
 */
export const CAROUSEL_LOAD_MARGIN = '100% 0px'

/** A slide's place in a scrolled row: its left edge and width, in the row's own coordinates. */
export type SlideBox = { readonly offsetLeft: number; readonly offsetWidth: number }

/**
 * The first slide of a row scrolled `scrollLeft` pixels that is at least half in view: where the
 * carousel starts, so the visitor's place in the row stays when Swiper takes it over.
 */
export function firstVisibleSlide(scrollLeft: number, slides: readonly SlideBox[]): number {
  const index = slides.findIndex((slide) => slide.offsetLeft + slide.offsetWidth / 2 > scrollLeft)
  return Math.max(0, index === -1 ? slides.length - 1 : index)
}

/** Where focus was in the native row when Swiper took it over. */
type FocusInRow = { slide: number } | 'row' | null

type Started = {
  Carousel: ComponentType<CarouselProps>
  initialSlide: number
  /** Focus in the native row, to be given back in the carousel. */
  focus: FocusInRow
}

const FOCUSABLE = 'a[href], button, [tabindex]'

function focusInRow(row: HTMLElement | null, items: readonly HTMLElement[]): FocusInRow {
  if (row === null || !row.contains(document.activeElement)) return null
  if (document.activeElement === row) return 'row'
  const slide = items.findIndex((item) => item.contains(document.activeElement))
  return slide === -1 ? null : { slide }
}

/**
 * The kit's carousel without Swiper in the page's first load (decision 0011). It renders a row
 * that scrolls natively, with snap points (before the page starts and without JavaScript, the
 * cards and their links just work); once the page has started and the row comes within a screen
 * of the viewport, Swiper loads and the §9 carousel takes the row over, at the slide it was
 * scrolled to, keeping focus. The native row is itself focusable (the arrow keys scroll it even
 * when its slides hold nothing focusable). The navigation's place is kept from the start, so nothing below
 * moves when the buttons appear. If Swiper fails to load, the native row stays.
 */
export function LazyCarousel(props: CarouselProps) {
  const { label, children, slideWidth = '100%', gap = 16, showNavigation = true } = props
  const slides = Children.toArray(children)
  const rootRef = useRef<HTMLDivElement>(null)
  const [started, setStarted] = useState<Started | null>(null)

  useEffect(() => {
    const root = rootRef.current
    if (root === null || started !== null) return
    let active = true
    const start = () => {
      carousel.preload().then(
        (Carousel) => {
          if (!active) return
          const row = root.querySelector<HTMLElement>('.tm-lazy-carousel__row')
          const items = row === null ? [] : [...row.children].map((item) => item as HTMLElement)
          setStarted({
            Carousel,
            initialSlide: firstVisibleSlide(row?.scrollLeft ?? 0, items),
            focus: focusInRow(row, items),
          })
        },
        // The native row keeps working; the next visit tries again.
        () => undefined,
      )
    }
    if (typeof IntersectionObserver === 'undefined') {
      start()
      return () => {
        active = false
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        start()
      },
      { rootMargin: CAROUSEL_LOAD_MARGIN },
    )
    observer.observe(root)
    return () => {
      active = false
      observer.disconnect()
    }
  }, [started])

  useEffect(() => {
    const root = rootRef.current
    if (started === null || started.focus === null || root === null) return
    // The row itself had focus: the carousel's first control takes it (a slide's link or Next).
    const within =
      started.focus === 'row'
        ? root
        : root.querySelectorAll('.tm-carousel__slide')[started.focus.slide]
    within?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
  }, [started])

  if (started !== null) {
    return (
      <div ref={rootRef} className="tm-lazy-carousel">
        <started.Carousel {...props} initialSlide={started.initialSlide} />
      </div>
    )
  }
  const style = {
    '--tm-carousel-slide-width': slideWidth,
    '--tm-carousel-gap': `${String(gap)}px`,
  } as CSSProperties
  return (
    <div ref={rootRef} className="tm-lazy-carousel">
      <section
        className={['tm-carousel', props.className].filter(Boolean).join(' ')}
        aria-label={label}
        style={style}
      >
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row must take focus for the arrow keys to scroll it when no slide holds a link (axe scrollable-region-focusable) */}
        <ul className="tm-lazy-carousel__row" tabIndex={0} aria-label={label}>
          {slides.map((slide, index) => (
            <li key={index} className="tm-lazy-carousel__slide">
              {slide}
            </li>
          ))}
        </ul>
        {showNavigation && slides.length > 1 && (
          // The carousel's Previous and Next will stand here.
          <div className="tm-carousel__navigation tm-lazy-carousel__navigation" />
        )}
      </section>
    </div>
  )
}
