import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shouldTruncate, Truncate, TRUNCATE_HEIGHT, TRUNCATE_THRESHOLD } from './truncate.tsx'

function renderWithHeight(height: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect)
  return render(<Truncate>A long tour description</Truncate>)
}

describe('§9 truncate: height 120, threshold 24', () => {
  afterEach(() => vi.restoreAllMocks())

  it('truncates only when the overflow reaches the threshold', () => {
    expect([TRUNCATE_HEIGHT, TRUNCATE_THRESHOLD]).toEqual([120, 24])
    expect(shouldTruncate(120)).toBe(false)
    expect(shouldTruncate(143)).toBe(false)
    expect(shouldTruncate(144)).toBe(true)
    expect(shouldTruncate(500, 200, 50)).toBe(true)
  })

  it('short content shows in full with no button', () => {
    const { container } = renderWithHeight(140)
    expect(screen.queryByRole('button')).toBeNull()
    expect((container.firstElementChild as HTMLElement).dataset.state).toBe('full')
  })

  it("long content collapses with 'Read more' and expands, then 'Hide' collapses it", async () => {
    const user = userEvent.setup()
    const { container } = renderWithHeight(400)
    const root = container.firstElementChild as HTMLElement
    const button = screen.getByRole('button', { name: 'Read more' })
    expect(root.dataset.state).toBe('collapsed')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.textContent).toBe(
      'A long tour description',
    )
    await user.click(button)
    expect(root.dataset.state).toBe('expanded')
    expect(root.style.getPropertyValue('--tm-truncate-full-height')).toBe('400px')
    await user.click(screen.getByRole('button', { name: 'Hide', expanded: true }))
    expect(root.dataset.state).toBe('collapsed')
  })

  it('renders on the server clipped at height plus threshold, with the text in the markup', () => {
    const html = renderToString(<Truncate>Server text</Truncate>)
    expect(html).toContain('data-state="unmeasured"')
    expect(html).toContain('Server text')
    expect(html).not.toContain('<button')
  })
})
