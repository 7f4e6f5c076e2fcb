import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Select, SELECT_OFFSET } from './select.tsx'

const destinations = [
  { text: 'Anywhere', value: 0 },
  { header: 'Europe' },
  { text: 'Italy', value: 1 },
  { text: 'Norway', value: 2 },
  { header: 'Asia' },
  { text: 'Japan', value: 3 },
]

describe('§3 select: header-only objects are non-selectable group headings', () => {
  it('opens from the keyboard, shows headings as group labels and picks with Enter', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <Select
        label="Destination"
        items={destinations}
        placeholder="Choose"
        onValueChange={onValueChange}
      />,
    )
    const trigger = screen.getByRole('combobox', { name: 'Destination' })
    trigger.focus()
    await user.keyboard('{Enter}')
    const listbox = screen.getByRole('listbox')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Anywhere',
      'Italy',
      'Norway',
      'Japan',
    ])
    expect(screen.getByRole('group', { name: 'Europe' })).toBeDefined()
    expect(listbox.textContent).toContain('Asia')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onValueChange).toHaveBeenCalledWith(2, { text: 'Norway', value: 2 })
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(trigger.textContent).toContain('Norway')
  })
})

describe('§3 select: plain values and configurable keys', () => {
  it('shows the selected plain value', () => {
    render(<Select label="Currency" items={['USD', 'EUR']} value="EUR" />)
    expect(screen.getByRole('combobox', { name: 'Currency' }).textContent).toContain('EUR')
  })

  it('reads text and value through the configured keys', () => {
    render(
      <Select
        label="Sort"
        items={[{ title: 'Cheaper first', code: 'price' }]}
        textKey="title"
        valueKey="code"
        value="price"
      />,
    )
    expect(screen.getByRole('combobox', { name: 'Sort' }).textContent).toContain('Cheaper first')
  })
})

describe('§9 select offset 8', () => {
  it('is 8 px', () => {
    expect(SELECT_OFFSET).toBe(8)
  })
})
