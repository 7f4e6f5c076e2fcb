import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScrollButtonEvent } from './scroll-top-button.tsx'
import {
  coversInteractive,
  initialScrollButtonState,
  SCROLL_BUTTON_THROTTLE_MS,
  scrollButtonReducer,
  scrollButtonView,
  ScrollTopButton,
} from './scroll-top-button.tsx'

function run(...events: ScrollButtonEvent[]) {
  return scrollButtonView(events.reduce(scrollButtonReducer, initialScrollButtonState))
}

const scroll = (scrollY: number): ScrollButtonEvent => ({ type: 'scroll', scrollY })
const press = (scrollY: number): ScrollButtonEvent => ({ type: 'press', scrollY })

describe('§2 scroll button appears after 150 px of scrolling', () => {
  it('is hidden up to 150 px and shows Go up beyond', () => {
    expect(run(scroll(150))).toEqual({ visible: false, direction: 'up' })
    expect(run(scroll(151))).toEqual({ visible: true, direction: 'up' })
  })
})

describe('§2 scroll button: goes to top and, pressed again, returns to the remembered position', () => {
  it('after Go up it offers Go down, even on the way up and at the top', () => {
    expect(run(scroll(2000), press(2000))).toEqual({ visible: true, direction: 'down' })
    expect(run(scroll(2000), press(2000), scroll(900))).toEqual({
      visible: true,
      direction: 'down',
    })
    expect(run(scroll(2000), press(2000), scroll(0))).toEqual({ visible: true, direction: 'down' })
  })

  it('Go down returns and forgets the position', () => {
    const state = [scroll(2000), press(2000), scroll(0), press(0)].reduce(
      scrollButtonReducer,
      initialScrollButtonState,
    )
    expect(state.returnTo).toBeNull()
    expect(scrollButtonView(scrollButtonReducer(state, scroll(2000)))).toEqual({
      visible: true,
      direction: 'up',
    })
  })

  it('scrolling down by hand after reaching the top forgets the position', () => {
    expect(run(scroll(2000), press(2000), scroll(0), scroll(600))).toEqual({
      visible: true,
      direction: 'up',
    })
    expect(run(scroll(2000), press(2000), scroll(0), scroll(100))).toEqual({
      visible: true,
      direction: 'down',
    })
  })
})

describe('§9 scroll button throttle 300 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  function scrollWindow(y: number) {
    window.scrollY = y
    window.dispatchEvent(new Event('scroll'))
  }

  it('shows Go up after scrolling, scrolls to the top, then Go down returns', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    render(<ScrollTopButton />)
    const button = screen.getByRole('button', { hidden: true })
    expect(button.inert).toBe(true)
    act(() => {
      scrollWindow(40)
      scrollWindow(1200)
    })
    expect(button.inert).toBe(true)
    act(() => vi.advanceTimersByTime(SCROLL_BUTTON_THROTTLE_MS))
    expect(screen.getByRole('button', { name: 'Go up' })).toBe(button)

    fireEvent.click(button)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' })
    act(() => {
      vi.advanceTimersByTime(SCROLL_BUTTON_THROTTLE_MS)
      scrollWindow(0)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Go down' }))
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1200, behavior: 'smooth' })
  })
})

describe('issue 42 the button never lies over what a visitor can press', () => {
  it('covers a link, a button or a focusable row under it; text and its own parts do not count', () => {
    document.body.innerHTML = `
      <button id="top"><svg id="arrow"></svg></button>
      <p id="text">Words <span id="word">here</span></p>
      <a href="/tour" id="link"><span id="inside">Tour</span></a>
      <div class="tm-carousel"><button id="next" aria-label="Next"></button></div>
      <div tabindex="-1" id="main"></div>`
    const byId = (id: string) => {
      const element = document.getElementById(id)
      if (element === null) throw new Error(id)
      return element
    }
    const button = byId('top')
    expect(coversInteractive(button, [byId('arrow'), button, byId('word'), byId('text')])).toBe(
      false,
    )
    expect(coversInteractive(button, [button, byId('main'), document.body])).toBe(false)
    expect(coversInteractive(button, [button, byId('inside'), byId('link')])).toBe(true)
    expect(coversInteractive(button, [button, byId('next')])).toBe(true)
  })
})
