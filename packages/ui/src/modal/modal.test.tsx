import { act, fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KIT_MODAL_WIDTH, Modal, MODAL_SHAKE_MS } from './modal.tsx'

function Harness({ persistent = false, width }: { persistent?: boolean; width?: number }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Booking details"
        open={open}
        onOpenChange={setOpen}
        persistent={persistent}
        {...(width === undefined ? {} : { width })}
      >
        <button type="button">Inside</button>
      </Modal>
    </>
  )
}

// Radix starts listening for outside pointer events one task after the dialog opens.
async function outsideListenerReady(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

function overlay(): Element {
  const element = document.querySelector('.tm-modal-overlay')
  if (element === null) throw new Error('no overlay')
  return element
}

describe('§4 modal open/closed', () => {
  afterEach(() => vi.useRealTimers())

  it('opens as a named dialog and Escape closes it, returning focus to the opener', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Booking details' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('traps focus: Tab cycles inside the dialog', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog')
    for (let press = 0; press < 4; press += 1) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  it('the close button has the §9 name Close and closes the modal', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('an overlay click closes a modal that is not persistent', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await outsideListenerReady()
    await user.click(overlay())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a persistent modal shakes for 300 ms on an overlay click instead of closing', async () => {
    const user = userEvent.setup()
    render(<Harness persistent />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await outsideListenerReady()
    vi.useFakeTimers()
    fireEvent.pointerDown(overlay())
    fireEvent.click(overlay())
    const dialog = screen.getByRole('dialog')
    expect(dialog.hasAttribute('data-shaking')).toBe(true)
    act(() => vi.advanceTimersByTime(MODAL_SHAKE_MS - 1))
    expect(dialog.hasAttribute('data-shaking')).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(dialog.hasAttribute('data-shaking')).toBe(false)
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it('a persistent modal still closes on Escape', async () => {
    const user = userEvent.setup()
    render(<Harness persistent />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('§9 modal width: 500 in the kit, 489 in the brand', () => {
  it('defaults to the kit width', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(KIT_MODAL_WIDTH).toBe(500)
    expect(screen.getByRole('dialog').style.getPropertyValue('--tm-modal-width')).toBe('500px')
  })

  it('takes the brand width as a prop', async () => {
    const user = userEvent.setup()
    render(<Harness width={489} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('dialog').style.getPropertyValue('--tm-modal-width')).toBe('489px')
  })
})

describe('§4 modal: accessible name even when the design hides the title', () => {
  it('keeps a hidden title as the dialog name', () => {
    render(<Modal title="Photo" hideTitle defaultOpen />)
    expect(screen.getByRole('dialog', { name: 'Photo' })).toBeDefined()
  })
})
