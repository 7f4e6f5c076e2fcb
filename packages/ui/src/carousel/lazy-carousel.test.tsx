import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { SwiperClass } from 'swiper/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CAROUSEL_LOAD_MARGIN, firstVisibleSlide, LazyCarousel } from './lazy-carousel.tsx'

// Records whether the Swiper carousel's module has been imported.
const imported = vi.hoisted(() => new Set<string>())
vi.mock('./carousel.tsx', async (importOriginal) => {
  imported.add('carousel')
  return importOriginal()
})

/** An IntersectionObserver the test moves by hand: `reach()` brings the row near the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = []
  readonly options: IntersectionObserverInit | undefined
  private readonly callback: IntersectionObserverCallback
  disconnected = false
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback
    this.options = options
    FakeObserver.instances.push(this)
  }
  observe() {}
  disconnect() {
    this.disconnected = true
  }
  reach() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    )
  }
}

function Tours() {
  return (
    <LazyCarousel label="Similar tours" slideWidth="280px" gap={12}>
      <a href="/rome-1">Rome walk</a>
      <a href="/venice-2">Venice by boat</a>
      <a href="/florence-3">Florence food tour</a>
    </LazyCarousel>
  )
}

beforeEach(() => {
  FakeObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('§9 carousel, loaded lazily (decision 0011)', () => {
  it('the server renders a native scrolling list of the slides, without Swiper', () => {
    const html = renderToString(<Tours />)
    expect(html).toContain('tm-lazy-carousel__row')
    expect(html).toContain('href="/florence-3"')
    expect(html).toContain('--tm-carousel-slide-width:280px')
    expect(html).not.toContain('swiper')
  })

  it('loads Swiper only when the row comes near the viewport, then has Previous and Next', async () => {
    render(<Tours />)
    expect(screen.getByRole('region', { name: 'Similar tours' })).toBeVisible()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    expect(imported.has('carousel')).toBe(false)

    const observer = FakeObserver.instances[0]
    expect(observer?.options?.rootMargin).toBe(CAROUSEL_LOAD_MARGIN)
    act(() => observer?.reach())
    const next = await screen.findByRole('button', { name: 'Next' })
    expect(imported.has('carousel')).toBe(true)
    expect(observer?.disconnected).toBe(true)
    const element = document.querySelector('.swiper') as
      (HTMLElement & { swiper: SwiperClass }) | null
    expect(element?.swiper.params.threshold).toBe(5)
    expect(next).toBeVisible()
    expect(screen.getAllByRole('group').map((slide) => slide.textContent)).toEqual([
      'Rome walk',
      'Venice by boat',
      'Florence food tour',
    ])
  })

  it('the native row is focusable and named, so the keyboard scrolls it', () => {
    render(<Tours />)
    const row = screen.getByRole('list', { name: 'Similar tours' })
    expect(row.tabIndex).toBe(0)
  })

  it('gives focus on the row itself to the carousel’s first control', async () => {
    render(<Tours />)
    screen.getByRole('list', { name: 'Similar tours' }).focus()
    act(() => FakeObserver.instances[0]?.reach())
    await screen.findByRole('button', { name: 'Next' })
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Rome walk' }))
  })

  it('keeps focus on the slide that had it when Swiper takes the row over', async () => {
    render(<Tours />)
    screen.getByRole('link', { name: 'Venice by boat' }).focus()
    act(() => FakeObserver.instances[0]?.reach())
    await screen.findByRole('button', { name: 'Next' })
    const focused = screen.getByRole('link', { name: 'Venice by boat' })
    expect(focused.closest('.swiper-slide')).not.toBeNull()
    expect(document.activeElement).toBe(focused)
  })
})

describe('where the carousel starts: the first slide at least half in view', () => {
  const slides = [0, 1, 2, 3].map((index) => ({ offsetLeft: index * 300, offsetWidth: 280 }))

  it('is the first slide of a row not scrolled', () => {
    expect(firstVisibleSlide(0, slides)).toBe(0)
  })

  it('is the slide mostly in view after a scroll, and the last one at the end', () => {
    expect(firstVisibleSlide(100, slides)).toBe(0)
    expect(firstVisibleSlide(200, slides)).toBe(1)
    expect(firstVisibleSlide(610, slides)).toBe(2)
    expect(firstVisibleSlide(5000, slides)).toBe(3)
    expect(firstVisibleSlide(0, [])).toBe(0)
  })
})
