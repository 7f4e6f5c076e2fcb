import { act, fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  Dropdown,
  DROPDOWN_ARROW_PADDING,
  DROPDOWN_CLOSE_DELAY_MS,
  DROPDOWN_CLOSE_THROTTLE_MS,
  DROPDOWN_OFFSET,
  DROPDOWN_VIEWPORT_PADDING,
} from './dropdown.tsx'
import { createHoverIntent } from './hover-intent.ts'

function CurrencyDropdown({ openOn }: { openOn?: 'click' | 'hover' }) {
  return (
    <Dropdown
      trigger={<button type="button">Currency</button>}
      label="Choose currency"
      {...(openOn === undefined ? {} : { openOn })}
    >
      <button type="button">USD</button>
    </Dropdown>
  )
}

describe('§9 dropdown constants', () => {
  it('close delay 300, offset 12, arrow padding 12, viewport padding 8, close throttle 1000', () => {
    expect([
      DROPDOWN_CLOSE_DELAY_MS,
      DROPDOWN_OFFSET,
      DROPDOWN_ARROW_PADDING,
      DROPDOWN_VIEWPORT_PADDING,
      DROPDOWN_CLOSE_THROTTLE_MS,
    ]).toEqual([300, 12, 12, 8, 1000])
  })
})

describe('§9 dropdown: keyboard and click', () => {
  it('opens from the keyboard as a named dialog and Escape closes it, focus back on the trigger', async () => {
    const user = userEvent.setup()
    render(<CurrencyDropdown />)
    const trigger = screen.getByRole('button', { name: 'Currency' })
    trigger.focus()
    await user.keyboard('{Enter}')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Choose currency' })).toBeDefined()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('toggles on click', async () => {
    const user = userEvent.setup()
    render(<CurrencyDropdown />)
    const trigger = screen.getByRole('button', { name: 'Currency' })
    await user.click(trigger)
    expect(screen.getByRole('dialog')).toBeDefined()
    await user.click(trigger)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('§9 hover dropdown: close delay 300 ms, close throttle 1000 ms', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('closes 300 ms after the pointer leaves unless it comes back', () => {
    const setOpen = vi.fn()
    const intent = createHoverIntent({ closeDelayMs: 300, reopenBlockMs: 1000, setOpen })
    intent.enter()
    intent.leave()
    vi.advanceTimersByTime(299)
    intent.enter()
    vi.advanceTimersByTime(1000)
    expect(setOpen.mock.calls).toEqual([[true], [true]])
    intent.leave()
    vi.advanceTimersByTime(300)
    expect(setOpen).toHaveBeenLastCalledWith(false)
  })

  it('does not reopen on hover within 1000 ms of a hover-close', () => {
    const setOpen = vi.fn()
    const intent = createHoverIntent({ closeDelayMs: 300, reopenBlockMs: 1000, setOpen })
    intent.enter()
    intent.leave()
    vi.advanceTimersByTime(300)
    intent.enter()
    expect(setOpen.mock.calls).toEqual([[true], [false]])
    intent.leave()
    vi.advanceTimersByTime(1000)
    intent.enter()
    expect(setOpen).toHaveBeenLastCalledWith(true)
  })

  it('opens on mouse hover and closes after the delay; a touch does not hover', () => {
    render(<CurrencyDropdown openOn="hover" />)
    const trigger = screen.getByRole('button', { name: 'Currency' })
    fireEvent.pointerEnter(trigger, { pointerType: 'touch' })
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' })
    expect(screen.getByRole('dialog')).toBeDefined()
    expect(document.activeElement).toBe(document.body)
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' })
    fireEvent.pointerEnter(screen.getByRole('dialog'), { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS))
    expect(screen.getByRole('dialog')).toBeDefined()
    fireEvent.pointerLeave(screen.getByRole('dialog'), { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(document.body)
  })
})
