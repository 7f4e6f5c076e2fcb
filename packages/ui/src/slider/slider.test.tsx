import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SLIDER_DEFAULTS, Slider, withThumbMoved } from './slider.tsx'

// jsdom has no native range behaviour (keyboard steps, dragging): these tests drive the events the
// browser sends; the search journeys (e2e/search.spec.ts) press the keys in Chromium.

/** What the browser does when a thumb moves: the value, then an `input` event. */
function slide(thumb: HTMLElement, value: number): void {
  fireEvent.input(thumb, { target: { value: String(value) } })
}

/** What the browser sends when the user lets go of a thumb (or after each key step). */
function release(thumb: HTMLElement): void {
  fireEvent(thumb, new Event('change', { bubbles: true }))
}

describe('§9 slider defaults: 0 to 100, step 1', () => {
  it('runs from 0 to 100 in steps of 1 and reports each move', () => {
    const onValueChange = vi.fn()
    render(<Slider label="Rating" onValueChange={onValueChange} />)
    expect(SLIDER_DEFAULTS).toEqual({ min: 0, max: 100, step: 1 })
    const thumb = screen.getByRole<HTMLInputElement>('slider', { name: 'Rating' })
    expect([thumb.min, thumb.max, thumb.step, thumb.value]).toEqual(['0', '100', '1', '0'])
    slide(thumb, 2)
    expect(onValueChange).toHaveBeenLastCalledWith([2])
    expect(thumb.value).toBe('2')
  })
})

describe('§9 slider: a range with two thumbs for price and duration', () => {
  const price = (value: number) => `$${value.toLocaleString('en-US')}`

  it('has two named thumbs and shows both ends formatted', () => {
    render(
      <Slider
        label="Price"
        min={0}
        max={5000}
        step={500}
        defaultValue={[500, 3000]}
        formatValue={price}
        thumbLabels={['Price from', 'Price to']}
      />,
    )
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy()
    const from = screen.getByRole('slider', { name: 'Price from' })
    const to = screen.getByRole('slider', { name: 'Price to' })
    expect(from.getAttribute('aria-valuetext')).toBe('$500')
    expect(to.getAttribute('aria-valuetext')).toBe('$3,000')
    expect(screen.getByText('$500 – $3,000')).toBeTruthy()
  })

  it('names the two thumbs Minimum and Maximum when no names are given', () => {
    render(<Slider label="Duration" min={0} max={20} defaultValue={[2, 9]} />)
    expect(screen.getByRole('slider', { name: 'Minimum' })).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'Maximum' })).toBeTruthy()
  })

  it('commits the pair when a thumb is let go, not while it moves', () => {
    const onValueCommit = vi.fn()
    render(
      <Slider
        label="Duration"
        min={0}
        max={20}
        defaultValue={[2, 10]}
        onValueCommit={onValueCommit}
      />,
    )
    const [from, to] = screen.getAllByRole('slider')
    if (from === undefined || to === undefined) throw new Error('two thumbs expected')
    slide(from, 3)
    expect(onValueCommit).not.toHaveBeenCalled()
    release(from)
    expect(onValueCommit).toHaveBeenLastCalledWith([3, 10])
    slide(to, 20)
    release(to)
    expect(onValueCommit).toHaveBeenLastCalledWith([3, 20])
    expect(screen.getByText('3 – 20')).toBeTruthy()
  })

  it('keeps a thumb from passing the other one', () => {
    render(<Slider label="Duration" min={0} max={20} defaultValue={[2, 10]} />)
    const [from] = screen.getAllByRole<HTMLInputElement>('slider')
    if (from === undefined) throw new Error('two thumbs expected')
    slide(from, 15)
    expect(screen.getByText('10 – 10')).toBeTruthy()
  })
})

describe('withThumbMoved', () => {
  it('moves one thumb and keeps it between its neighbours', () => {
    expect(withThumbMoved([2, 10], 0, 5)).toEqual([5, 10])
    expect(withThumbMoved([2, 10], 0, 12)).toEqual([10, 10])
    expect(withThumbMoved([2, 10], 1, 1)).toEqual([2, 2])
    expect(withThumbMoved([40], 0, 100)).toEqual([100])
  })
})
