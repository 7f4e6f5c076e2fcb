import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  isSheetVisible,
  Sheet,
  SHEET_OFFSET_PROPERTY,
  SHEET_THROTTLE_MS,
  useSheetVisibility,
} from './sheet.tsx'

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  window.dispatchEvent(new Event('scroll'))
}

function OffsetSheet() {
  const visible = useSheetVisibility({ offset: 400 })
  return (
    <Sheet visible={visible} label="Booking">
      <button type="button">Book</button>
    </Sheet>
  )
}

describe('§4 sheet shows when scroll passes an offset or the bottom of a target', () => {
  it('offset: shows only past the offset', () => {
    expect(isSheetVisible({ offset: 400, scrollY: 400 })).toBe(false)
    expect(isSheetVisible({ offset: 400, scrollY: 401 })).toBe(true)
  })

  it('target: shows once the target’s bottom edge is above the screen', () => {
    expect(isSheetVisible({ targetBottom: 12 })).toBe(false)
    expect(isSheetVisible({ targetBottom: 0 })).toBe(false)
    expect(isSheetVisible({ targetBottom: -1 })).toBe(true)
    expect(isSheetVisible({ targetBottom: null })).toBe(false)
  })
})

describe('§9 sheet throttle 500 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    scrollTo(0)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('re-checks the scroll position at most every 500 ms and shows after the wait', () => {
    render(<OffsetSheet />)
    const region = screen.getByRole('region', { hidden: true })
    expect(region.hasAttribute('data-visible')).toBe(false)
    act(() => scrollTo(100))
    act(() => scrollTo(800))
    expect(region.hasAttribute('data-visible')).toBe(false)
    act(() => vi.advanceTimersByTime(SHEET_THROTTLE_MS))
    expect(region.hasAttribute('data-visible')).toBe(true)
    expect(screen.getByRole('region', { name: 'Booking' })).toBe(region)
  })

  it('follows the bottom of a target element', () => {
    let bottom = 300
    function TargetSheet() {
      const targetRef = useRef<HTMLDivElement>(null)
      const visible = useSheetVisibility({ targetRef })
      return (
        <>
          <div ref={targetRef}>Booking box</div>
          <Sheet visible={visible} label="Booking">
            Book
          </Sheet>
        </>
      )
    }
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ bottom }) as DOMRect,
    )
    render(<TargetSheet />)
    const region = screen.getByRole('region', { hidden: true })
    bottom = -20
    act(() => {
      vi.advanceTimersByTime(SHEET_THROTTLE_MS)
      scrollTo(900)
    })
    expect(region.hasAttribute('data-visible')).toBe(true)
  })
})

describe('§4 sheet: other bottom widgets clear a shown sheet', () => {
  it('publishes its height on the root element while shown, and removes it when hidden', () => {
    const observers: ResizeObserverCallback[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback)
        }
        observe() {}
        disconnect() {}
      },
    )
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72)
    const { rerender } = render(
      <Sheet visible label="Booking">
        Book
      </Sheet>,
    )
    act(() => observers.forEach((callback) => callback([], {} as ResizeObserver)))
    const root = document.documentElement
    expect(root.style.getPropertyValue(SHEET_OFFSET_PROPERTY)).toBe('72px')
    rerender(
      <Sheet visible={false} label="Booking">
        Book
      </Sheet>,
    )
    expect(root.style.getPropertyValue(SHEET_OFFSET_PROPERTY)).toBe('')
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
})

describe('§4 sheet: hidden sheet is out of reach', () => {
  it('is inert while hidden, so its button cannot be focused', () => {
    render(
      <Sheet visible={false} label="Booking">
        <button type="button">Book</button>
      </Sheet>,
    )
    expect(screen.getByRole('region', { hidden: true }).inert).toBe(true)
  })
})
