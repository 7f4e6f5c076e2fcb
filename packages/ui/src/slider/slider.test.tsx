import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SLIDER_DEFAULTS, Slider } from './slider.tsx'

describe('§9 slider defaults: 0 to 100, step 1', () => {
  it('runs from 0 to 100 and steps by 1 from the keyboard', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Slider label="Rating" onValueChange={onValueChange} />)
    expect(SLIDER_DEFAULTS).toEqual({ min: 0, max: 100, step: 1 })
    const thumb = screen.getByRole('slider', { name: 'Rating' })
    expect(thumb.getAttribute('aria-valuemin')).toBe('0')
    expect(thumb.getAttribute('aria-valuemax')).toBe('100')
    expect(thumb.getAttribute('aria-valuenow')).toBe('0')
    thumb.focus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(onValueChange).toHaveBeenLastCalledWith([2])
    expect(thumb.getAttribute('aria-valuenow')).toBe('2')
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

  it('moves each thumb by the step and commits the pair', async () => {
    const user = userEvent.setup()
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
    from?.focus()
    await user.keyboard('{ArrowRight}')
    to?.focus()
    await user.keyboard('{End}')
    expect(onValueCommit).toHaveBeenLastCalledWith([3, 20])
    expect(screen.getByText('3 – 20')).toBeTruthy()
  })
})
