import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
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
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(document.querySelector('.tm-dropdown')).toBeNull()
    await user.keyboard('{Enter}')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const dialog = await screen.findByRole('dialog', { name: 'Choose currency' })
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('toggles on click', async () => {
    const user = userEvent.setup()
    render(<CurrencyDropdown />)
    const trigger = screen.getByRole('button', { name: 'Currency' })
    await user.click(trigger)
    expect(await screen.findByRole('dialog')).toBeVisible()
    await user.click(trigger)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('an outside click closes it without taking focus back to the trigger', async () => {
    const user = userEvent.setup()
    render(
      <>
        <CurrencyDropdown />
        <input aria-label="Search" />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Currency' }))
    await screen.findByRole('dialog')
    await user.click(screen.getByRole('textbox', { name: 'Search' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }))
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
})

describe('§9 hover dropdown on the page', () => {
  beforeEach(async () => {
    // The panel loaded first, as after the first opening: the clock then only drives the hover.
    render(<CurrencyDropdown />)
    fireEvent.click(screen.getByRole('button', { name: 'Currency' }))
    await screen.findByRole('dialog')
    cleanup()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('opens on mouse hover and closes after the delay; a touch does not hover', () => {
    render(<CurrencyDropdown openOn="hover" />)
    const trigger = screen.getByRole('button', { name: 'Currency' })
    fireEvent.pointerEnter(trigger, { pointerType: 'touch' })
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' })
    expect(screen.getByRole('dialog')).toBeVisible()
    expect(document.activeElement).toBe(document.body)
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' })
    fireEvent.pointerEnter(screen.getByRole('dialog'), { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS))
    expect(screen.getByRole('dialog')).toBeVisible()
    fireEvent.pointerLeave(screen.getByRole('dialog'), { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(document.body)
  })
})
