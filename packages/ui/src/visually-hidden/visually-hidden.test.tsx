import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VisuallyHidden } from './visually-hidden.tsx'

describe('design: accessible names for icon-only controls', () => {
  it('keeps the text in the accessibility tree with the hiding class', () => {
    render(
      <button type="button">
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    )
    const button = screen.getByRole('button', { name: 'Close' })
    expect(button.firstElementChild?.className).toBe('tm-visually-hidden')
  })
})
