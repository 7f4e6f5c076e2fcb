import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Counter } from './counter.tsx'

function parts() {
  return {
    decrement: screen.getByRole('button', { name: 'Decrease' }),
    increment: screen.getByRole('button', { name: 'Increase' }),
    value: screen.getByRole('status'),
  }
}

describe('§5 counter: clamped to min and max, buttons disabled at the limits', () => {
  it('steps up to max, then disables + and keeps the focus on the group', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <Counter label="Tourists" defaultValue={1} min={1} max={3} onValueChange={onValueChange} />,
    )
    const { decrement, increment, value } = parts()
    expect(screen.getByRole('group', { name: 'Tourists' })).toBeTruthy()
    expect(decrement).toHaveProperty('disabled', true)
    await user.click(increment)
    await user.click(increment)
    expect(onValueChange.mock.calls).toEqual([[2], [3]])
    expect(value.textContent).toBe('3')
    expect(increment).toHaveProperty('disabled', true)
    expect(decrement).toHaveProperty('disabled', false)
    expect(document.activeElement).toBe(decrement)
  })

  it('steps down to min and disables −', async () => {
    const user = userEvent.setup()
    render(<Counter label="Tourists" defaultValue={2} min={1} max={5} />)
    const { decrement, increment, value } = parts()
    await user.click(decrement)
    expect(value.textContent).toBe('1')
    expect(decrement).toHaveProperty('disabled', true)
    expect(document.activeElement).toBe(increment)
  })

  it('shows a controlled value clamped into range, announced through a live region', () => {
    render(
      <Counter
        label="Tourists"
        value={12}
        min={1}
        max={10}
        formatValue={(count) => `${count} tourists`}
      />,
    )
    const { increment, value } = parts()
    expect(value.textContent).toBe('10 tourists')
    expect(value.getAttribute('aria-live')).toBe('polite')
    expect(increment).toHaveProperty('disabled', true)
  })
})
