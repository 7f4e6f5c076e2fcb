import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoadingBarEvent, LoadingBarPhase } from './loading-bar.tsx'
import {
  LOADING_BAR_ESTIMATE_MS,
  LOADING_BAR_FINISH_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
  loadingBarReducer,
} from './loading-bar.tsx'

function phaseAfter(...events: LoadingBarEvent[]): LoadingBarPhase {
  return events.reduce(loadingBarReducer, 'idle')
}

describe('§4 loading bar: starts on load, throttled, finishes on end or error', () => {
  it('a load that ends before the throttle never shows', () => {
    expect(phaseAfter('start')).toBe('waiting')
    expect(phaseAfter('start', 'end')).toBe('idle')
  })

  it('a slow load shows, then finishes and hides', () => {
    expect(phaseAfter('start', 'show')).toBe('running')
    expect(phaseAfter('start', 'show', 'end')).toBe('finishing')
    expect(phaseAfter('start', 'show', 'end', 'hidden')).toBe('idle')
  })

  it('a new load during the finish picks the bar up again', () => {
    expect(phaseAfter('start', 'show', 'end', 'start')).toBe('running')
  })
})

describe('§9 loading bar: throttle 200 ms, estimate 2000 ms', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uses the spec values', () => {
    expect([LOADING_BAR_THROTTLE_MS, LOADING_BAR_ESTIMATE_MS]).toEqual([200, 2000])
  })

  it('shows a named progress bar only after 200 ms of loading and hides after the finish', () => {
    const { rerender } = render(<LoadingBar active={false} />)
    expect(screen.queryByRole('progressbar')).toBeNull()
    rerender(<LoadingBar active />)
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1))
    expect(screen.queryByRole('progressbar')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeVisible()
    rerender(<LoadingBar active={false} />)
    expect(screen.getByRole('progressbar').dataset.phase).toBe('finishing')
    act(() => vi.advanceTimersByTime(LOADING_BAR_FINISH_MS))
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('a fast load never shows the bar', () => {
    const { rerender, container } = render(<LoadingBar active />)
    act(() => vi.advanceTimersByTime(150))
    expect(screen.queryByRole('progressbar')).toBeNull()
    rerender(<LoadingBar active={false} />)
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(container.firstElementChild?.getAttribute('data-phase')).toBe('idle')
  })
})
