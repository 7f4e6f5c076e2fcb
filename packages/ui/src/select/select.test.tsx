import { render, screen, waitFor } from '@testing-library/react'
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
    screen.getByRole('combobox', { name: 'Destination' }).focus()
    await user.keyboard('{Enter}')
    const listbox = await screen.findByRole('listbox')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Anywhere',
      'Italy',
      'Norway',
      'Japan',
    ])
    expect(screen.getByRole('group', { name: 'Europe' })).toBeVisible()
    expect(listbox.textContent).toContain('Asia')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onValueChange).toHaveBeenCalledWith(2, { text: 'Norway', value: 2 })
    expect(screen.queryByRole('listbox')).toBeNull()
    const trigger = screen.getByRole('combobox', { name: 'Destination' })
    expect(trigger.textContent).toContain('Norway')
    expect(document.activeElement).toBe(trigger)
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

describe('a look-alike trigger until the first interaction', () => {
  function lookAlike(name: string): HTMLElement {
    const trigger = screen.getByRole('combobox', { name })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('listbox')).toBeNull()
    return trigger
  }

  it('looks like the closed select: classes, text, placeholder state, name from the label', () => {
    const { rerender } = render(
      <Select label="Destination" items={destinations} placeholder="Choose" />,
    )
    const empty = lookAlike('Destination')
    expect(empty.className).toBe('tm-select__trigger')
    expect(empty.textContent).toBe('Choose')
    expect(empty.dataset.placeholder).toBe('')
    expect(empty.dataset.state).toBe('closed')
    expect(empty.getAttribute('aria-autocomplete')).toBe('none')
    rerender(<Select label="Destination" items={destinations} placeholder="Choose" value={3} />)
    const chosen = lookAlike('Destination')
    expect(chosen.textContent).toBe('Japan')
    expect(chosen.hasAttribute('data-placeholder')).toBe(false)
    rerender(<Select label="Destination" items={destinations} defaultValue={1} disabled required />)
    const disabled = lookAlike('Destination')
    expect(disabled.textContent).toBe('Italy')
    expect(disabled).toHaveProperty('disabled', true)
    expect(disabled.dataset.disabled).toBe('')
    expect(disabled.getAttribute('aria-required')).toBe('true')
  })

  it('submits its value with a form before and after Radix takes over', async () => {
    const user = userEvent.setup()
    render(
      <form aria-label="Search">
        <Select label="Sort" name="sort" items={['price', 'rating']} defaultValue="rating" />
      </form>,
    )
    const form = screen.getByRole('form', { name: 'Search' }) as HTMLFormElement
    expect(new FormData(form).get('sort')).toBe('"rating"')
    await user.click(lookAlike('Sort'))
    await user.click(await screen.findByRole('option', { name: 'price' }))
    expect(screen.getByRole('combobox', { name: 'Sort' }).textContent).toContain('price')
    expect(new FormData(form).getAll('sort')).toEqual(['"price"'])
  })

  it('a mouse press opens the list and a click on an option picks it', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Select label="Currency" items={['USD', 'EUR']} onValueChange={onValueChange} />)
    await user.click(lookAlike('Currency'))
    await user.click(await screen.findByRole('option', { name: 'EUR' }))
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('EUR', 'EUR')
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Currency' }))
  })

  it('ArrowDown opens it too, and Escape closes it with focus on the trigger', async () => {
    const user = userEvent.setup()
    render(<Select label="Currency" items={['USD', 'EUR']} value="USD" />)
    lookAlike('Currency').focus()
    await user.keyboard('{ArrowDown}')
    expect(await screen.findByRole('listbox')).toBeVisible()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Currency' }))
  })

  it('a letter picks by type-ahead without opening, as on the closed Radix select', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Select label="Destination" items={destinations} onValueChange={onValueChange} />)
    lookAlike('Destination').focus()
    await user.keyboard('j')
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith(3, { text: 'Japan', value: 3 }))
    expect(screen.queryByRole('listbox')).toBeNull()
    const trigger = screen.getByRole('combobox', { name: 'Destination' })
    expect(trigger.textContent).toBe('Japan')
    expect(document.activeElement).toBe(trigger)
  })
})
