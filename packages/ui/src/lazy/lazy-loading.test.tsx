import { act, fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CalendarPopover } from '../calendar/calendar-popover.tsx'
import { Drawer } from '../drawer/drawer.tsx'
import { Dropdown } from '../dropdown/dropdown.tsx'
import { Modal } from '../modal/modal.tsx'
import { PhotoPreview } from '../photo-preview/photo-preview.tsx'
import { Select } from '../select/select.tsx'
import { ToastProvider, useToast } from '../toast/toast.tsx'

// Records which implementation modules have been imported, to show that none is loaded with the
// page: each loads on the first interaction that needs it (or on hover and focus, ahead of it).
const imported = vi.hoisted(() => new Set<string>())
vi.mock('../toast/toast-viewport.tsx', async (importOriginal) => {
  imported.add('toast')
  return importOriginal()
})
vi.mock('../modal/modal-dialog.tsx', async (importOriginal) => {
  imported.add('modal')
  return importOriginal()
})
vi.mock('../drawer/drawer-dialog.tsx', async (importOriginal) => {
  imported.add('drawer')
  return importOriginal()
})
vi.mock('../viewer/viewer-dialog.tsx', async (importOriginal) => {
  imported.add('viewer')
  return importOriginal()
})
vi.mock('../calendar/calendar-popover-content.tsx', async (importOriginal) => {
  imported.add('calendar popover')
  return importOriginal()
})
vi.mock('../calendar/calendar.tsx', async (importOriginal) => {
  imported.add('calendar')
  return importOriginal()
})
vi.mock('../select/select-control.tsx', async (importOriginal) => {
  imported.add('select')
  return importOriginal()
})
vi.mock('../dropdown/dropdown-panel.tsx', async (importOriginal) => {
  imported.add('dropdown')
  return importOriginal()
})

async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

describe('implementations load when first needed, not with the page', () => {
  it('toasts: the first toast loads them; toasts shown meanwhile all appear, in order', async () => {
    function Notifier() {
      const { show } = useToast()
      return (
        <button
          type="button"
          onClick={() => {
            show({ title: 'First' })
            show({ title: 'Second' })
          }}
        >
          Notify
        </button>
      )
    }
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    )
    await settle()
    expect(imported.has('toast')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    const toasts = await screen.findAllByRole('listitem')
    expect(toasts.map((toast) => toast.textContent)).toEqual(['First', 'Second'])
    expect(imported.has('toast')).toBe(true)
  })

  it('modal: hovering the trigger loads the dialog before the click', async () => {
    const user = userEvent.setup()
    render(<Modal title="Program" trigger={<button type="button">Program</button>} />)
    await settle()
    expect(imported.has('modal')).toBe(false)
    await user.hover(screen.getByRole('button', { name: 'Program' }))
    await vi.waitFor(() => expect(imported.has('modal')).toBe(true), { timeout: 5000 })
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Program' }))
    expect(await screen.findByRole('dialog', { name: 'Program' })).toBeVisible()
  })

  it('drawer: opening it loads it', async () => {
    render(<Drawer title="Filters" trigger={<button type="button">Filters</button>} />)
    await settle()
    expect(imported.has('drawer')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeVisible()
    expect(imported.has('drawer')).toBe(true)
  })

  it('viewer: focusing a photo of a preview loads it', async () => {
    render(<PhotoPreview images={[{ url: '/media/a/{size}', alt: 'Lake' }]} />)
    await settle()
    expect(imported.has('viewer')).toBe(false)
    fireEvent.focus(screen.getByRole('button', { name: 'Lake' }))
    await vi.waitFor(() => expect(imported.has('viewer')).toBe(true), { timeout: 5000 })
  })

  it('calendar popover: the field renders alone; opening loads the popover and calendar', async () => {
    render(<CalendarPopover label="Date" value={null} onValueChange={() => undefined} />)
    await settle()
    expect(imported.has('calendar popover')).toBe(false)
    expect(imported.has('calendar')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Date Select dates' }))
    expect(await screen.findByRole('grid')).toBeVisible()
    expect(imported.has('calendar popover')).toBe(true)
    expect(imported.has('calendar')).toBe(true)
  })

  it('select: a look-alike until pressed; the press loads Radix Select and opens it', async () => {
    const user = userEvent.setup()
    render(<Select label="Sort" items={['Price', 'Rating']} value="Price" />)
    await settle()
    expect(imported.has('select')).toBe(false)
    await user.click(screen.getByRole('combobox', { name: 'Sort' }))
    expect(await screen.findByRole('listbox')).toBeVisible()
    expect(imported.has('select')).toBe(true)
  })

  it('dropdown: opening it loads the panel', async () => {
    render(
      <Dropdown trigger={<button type="button">Menu</button>} label="Tour menu">
        <p>Share</p>
      </Dropdown>,
    )
    await settle()
    expect(imported.has('dropdown')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    expect(await screen.findByRole('dialog', { name: 'Tour menu' })).toBeVisible()
    expect(imported.has('dropdown')).toBe(true)
  })
})
