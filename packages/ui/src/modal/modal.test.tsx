import { act, fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { MouseEvent } from 'react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KIT_MODAL_WIDTH, Modal, MODAL_SHAKE_MS } from './modal.tsx'

// The dialog's implementation loads when it first opens, so it appears a moment after the click.
async function openHarness(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Open' }))
  return screen.findByRole('dialog')
}

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
    const dialog = await screen.findByRole('dialog', { name: 'Booking details' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('traps focus: Tab cycles inside the dialog', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const dialog = await openHarness(user)
    for (let press = 0; press < 4; press += 1) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  it('the close button has the §9 name Close and closes the modal', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await openHarness(user)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('an overlay click closes a modal that is not persistent', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await openHarness(user)
    await outsideListenerReady()
    await user.click(overlay())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a persistent modal shakes for 300 ms on an overlay click instead of closing', async () => {
    const user = userEvent.setup()
    render(<Harness persistent />)
    await openHarness(user)
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
    await openHarness(user)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('§9 modal width: 500 in the kit, 489 in the brand', () => {
  it('defaults to the kit width', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const dialog = await openHarness(user)
    expect(KIT_MODAL_WIDTH).toBe(500)
    expect(dialog.style.getPropertyValue('--tm-modal-width')).toBe('500px')
  })

  it('takes the brand width as a prop', async () => {
    const user = userEvent.setup()
    render(<Harness width={489} />)
    const dialog = await openHarness(user)
    expect(dialog.style.getPropertyValue('--tm-modal-width')).toBe('489px')
  })
})

describe('§4 modal: accessible name even when the design hides the title', () => {
  it('keeps a hidden title as the dialog name', async () => {
    render(<Modal title="Photo" hideTitle defaultOpen />)
    expect(await screen.findByRole('dialog', { name: 'Photo' })).toBeVisible()
  })
})

describe('the trigger renders at once; the dialog loads on first opening', () => {
  function ProgramModal({ onTriggerClick }: { onTriggerClick?: (event: MouseEvent) => void }) {
    return (
      <Modal
        title="Tour program"
        trigger={
          <button type="button" onClick={onTriggerClick}>
            Program
          </button>
        }
      >
        <p>Day 1</p>
      </Modal>
    )
  }

  it('gives the trigger the attributes of a dialog trigger and renders no dialog before', async () => {
    const user = userEvent.setup()
    render(<ProgramModal />)
    const trigger = screen.getByRole('button', { name: 'Program' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(trigger.hasAttribute('aria-controls')).toBe(false)
    expect(trigger.dataset.state).toBe('closed')
    expect(document.querySelector('.tm-modal, .tm-modal-overlay')).toBeNull()

    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Tour program' })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id)
    expect(trigger.dataset.state).toBe('open')
  })

  it('closing returns focus to the trigger, which opens it again', async () => {
    const user = userEvent.setup()
    render(<ProgramModal />)
    const trigger = screen.getByRole('button', { name: 'Program' })
    await user.click(trigger)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('false')

    await user.click(trigger)
    expect(screen.getByRole('dialog', { name: 'Tour program' })).toBeVisible()
  })

  it("the trigger's own click handler runs first and can keep the dialog closed", async () => {
    const user = userEvent.setup()
    const onTriggerClick = vi.fn((event: MouseEvent) => event.preventDefault())
    render(<ProgramModal onTriggerClick={onTriggerClick} />)
    await user.click(screen.getByRole('button', { name: 'Program' }))
    expect(onTriggerClick).toHaveBeenCalledOnce()
    await outsideListenerReady()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('controlled: open shows it, and closing asks the parent through onOpenChange', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const { rerender } = render(<Modal title="Booking" open={false} onOpenChange={onOpenChange} />)
    await outsideListenerReady()
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(<Modal title="Booking" open onOpenChange={onOpenChange} />)
    await screen.findByRole('dialog', { name: 'Booking' })
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false)
    // The parent has not closed it yet.
    expect(screen.getByRole('dialog', { name: 'Booking' })).toBeVisible()
  })
})
