import type { Rating } from '@tourmarket/domain/enums'
import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  defaultRatingLabels,
  formatRatingValue,
  RatingDisplay,
  RatingInput,
  filledWidth,
} from './rating.tsx'

describe('§9 rating 1 to 5: read-only display', () => {
  it('is one image named "Rated 4.6 out of 5"', () => {
    render(<RatingDisplay value={4.6} showValue />)
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible()
  })

  it('fills whole stars and a part of the next', () => {
    expect(filledWidth(4.6)).toBe('calc(4 * (1em + 2px) + 1px + 0.6em)')
    expect(filledWidth(3)).toBe('calc(3 * (1em + 2px))')
    expect(filledWidth(0)).toBe('calc(0 * (1em + 2px))')
    expect(filledWidth(7)).toBe('calc(5 * (1em + 2px))')
    expect(filledWidth(Number.NaN)).toBe('calc(0 * (1em + 2px))')
  })

  it('draws the filled width on the stars', () => {
    const { container } = render(<RatingDisplay value={4.6} />)
    const fill = container.querySelector<HTMLElement>('.tm-rating__fill')
    expect(fill?.style.width).toBe('calc(4 * (1em + 2px) + 1px + 0.6em)')
  })

  it('says the value to one decimal', () => {
    expect(formatRatingValue(4.649)).toBe('4.6')
    expect(formatRatingValue(5)).toBe('5')
  })

  it('takes a translated label', () => {
    render(
      <RatingDisplay value={4} formatLabel={(value, max) => `Оценка ${value} из ${String(max)}`} />,
    )
    expect(screen.getByRole('img', { name: 'Оценка 4 из 5' })).toBeVisible()
  })
})

describe('§9 rating labels Terrible, Poor, Fair, Good, Excellent: input mode', () => {
  function Controlled({ onChange }: { onChange: (value: Rating) => void }) {
    const [value, setValue] = useState<Rating | null>(null)
    return (
      <RatingInput
        label="Your rating"
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
      />
    )
  }

  it('is a named radio group of the five labels', () => {
    render(<Controlled onChange={vi.fn()} />)
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeVisible()
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Terrible', 'Poor', 'Fair', 'Good', 'Excellent'])
    expect(Object.values(defaultRatingLabels)).toEqual([
      'Terrible',
      'Poor',
      'Fair',
      'Good',
      'Excellent',
    ])
  })

  it('is operable by clicking and from the keyboard', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    await user.click(screen.getByRole('radio', { name: 'Good' }))
    expect(onChange).toHaveBeenLastCalledWith(4)
    expect((screen.getByRole('radio', { name: 'Good' }) as HTMLInputElement).checked).toBe(true)
    await user.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenLastCalledWith(5)
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Excellent' }))
  })
})
