import { act, fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CollapseState } from './collapse.tsx'
import { Collapse, COLLAPSE_DURATION_MS, nextCollapseState } from './collapse.tsx'

describe('§4 collapse states: collapsed, expanding, expanded, collapsing', () => {
  it('opens through expanding and closes through collapsing', () => {
    expect(nextCollapseState('collapsed', 'open')).toBe('expanding')
    expect(nextCollapseState('expanding', 'settled')).toBe('expanded')
    expect(nextCollapseState('expanded', 'close')).toBe('collapsing')
    expect(nextCollapseState('collapsing', 'settled')).toBe('collapsed')
  })

  it('reverses an animation that is still running', () => {
    expect(nextCollapseState('expanding', 'close')).toBe('collapsing')
    expect(nextCollapseState('collapsing', 'open')).toBe('expanding')
  })

  it('ignores events that do not apply', () => {
    expect(nextCollapseState('expanded', 'open')).toBe('expanded')
    expect(nextCollapseState('collapsed', 'close')).toBe('collapsed')
    expect(nextCollapseState('collapsed', 'settled')).toBe('collapsed')
  })
})

describe('§9 collapse 200 ms', () => {
  afterEach(() => vi.useRealTimers())

  it('toggles from its button, reporting each state and settling after 200 ms', async () => {
    vi.useFakeTimers()
    const states: CollapseState[] = []
    const { container } = render(
      <Collapse
        trigger={<button type="button">Itinerary</button>}
        onStateChange={(state) => states.push(state)}
      >
        Day 1: arrival
      </Collapse>,
    )
    const root = container.firstElementChild as HTMLElement
    const button = screen.getByRole('button', { name: 'Itinerary' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(root.dataset.collapseState).toBe('collapsed')

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Day 1: arrival')).toBeVisible()
    expect(root.dataset.collapseState).toBe('expanding')
    act(() => vi.advanceTimersByTime(COLLAPSE_DURATION_MS - 1))
    expect(root.dataset.collapseState).toBe('expanding')
    act(() => vi.advanceTimersByTime(1))
    expect(root.dataset.collapseState).toBe('expanded')

    fireEvent.click(button)
    expect(root.dataset.collapseState).toBe('collapsing')
    act(() => vi.advanceTimersByTime(COLLAPSE_DURATION_MS))
    expect(states).toEqual(['expanding', 'expanded', 'collapsing', 'collapsed'])
  })

  it('starts expanded when open by default, and the keyboard toggles it', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <Collapse defaultOpen trigger={<button type="button">Itinerary</button>}>
        Day 1
      </Collapse>,
    )
    expect((container.firstElementChild as HTMLElement).dataset.collapseState).toBe('expanded')
    screen.getByRole('button').focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('false')
  })

  it('keeps closed content in the page, hidden, and names it from the button', () => {
    render(
      <Collapse trigger={<button type="button">Day 2</button>}>
        <p>Hike to the lake</p>
      </Collapse>,
    )
    const button = screen.getByRole('button', { name: 'Day 2' })
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(content).toContainElement(screen.getByText('Hike to the lake'))
    expect(content).not.toBeVisible()
    fireEvent.click(button)
    expect(content).toBeVisible()
  })

  it("runs the trigger's own click handler, which can keep it from toggling", () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <Collapse
        trigger={
          <button type="button" onClick={onClick}>
            Day 3
          </button>
        }
      >
        Rest day
      </Collapse>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Day 3' }))
    expect(onClick).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Day 3' })).toHaveAttribute('aria-expanded', 'false')
  })
})
