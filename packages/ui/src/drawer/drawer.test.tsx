import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Drawer, DRAWER_WIDTH } from './drawer.tsx'

function FiltersDrawer({ side }: { side?: 'left' | 'right' }) {
  return (
    <Drawer
      title="Filters"
      trigger={<button type="button">Filters</button>}
      footer={<button type="button">Apply</button>}
      {...(side === undefined ? {} : { side })}
    >
      <label>
        Price <input />
      </label>
    </Drawer>
  )
}

describe('§4 drawer open/closed', () => {
  it('opens from its trigger as a named modal dialog and Escape closes it, returning focus', async () => {
    const user = userEvent.setup()
    render(<FiltersDrawer />)
    const trigger = screen.getByRole('button', { name: 'Filters' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(document.querySelector('.tm-drawer')).toBeNull()
    await user.click(trigger)
    const drawer = await screen.findByRole('dialog', { name: 'Filters' })
    expect(trigger.getAttribute('aria-controls')).toBe(drawer.id)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(drawer.contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('traps focus among the close button, the fields and the footer', async () => {
    const user = userEvent.setup()
    render(<FiltersDrawer />)
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const drawer = await screen.findByRole('dialog')
    for (let press = 0; press < 5; press += 1) {
      await user.tab()
      expect(drawer.contains(document.activeElement)).toBe(true)
    }
  })

  it('closes with the Close button', async () => {
    const user = userEvent.setup()
    render(<FiltersDrawer />)
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('§4 drawer: open state from the parent', () => {
  it('defaultOpen opens it on the first render, and the trigger says so', async () => {
    render(
      <Drawer title="Filters" defaultOpen trigger={<button type="button">Filters</button>}>
        <p>Price</p>
      </Drawer>,
    )
    const drawer = await screen.findByRole('dialog', { name: 'Filters' })
    // The open modal hides the rest of the page from assistive technology, the trigger included.
    const trigger = screen.getByRole('button', { name: 'Filters', hidden: true })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(drawer.id)
  })

  it('controlled: the parent closes it, and focus returns to the trigger', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [open, setOpen] = useState(false)
      return (
        <Drawer
          title="Filters"
          open={open}
          onOpenChange={setOpen}
          trigger={<button type="button">Filters</button>}
          footer={
            <button type="button" onClick={() => setOpen(false)}>
              Apply
            </button>
          }
        />
      )
    }
    render(<Controlled />)
    const trigger = screen.getByRole('button', { name: 'Filters' })
    await user.click(trigger)
    await user.click(await screen.findByRole('button', { name: 'Apply' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })
})

describe('§9 drawer width 500', () => {
  it('sets the 500 px width and the side it slides from', async () => {
    const user = userEvent.setup()
    render(<FiltersDrawer side="left" />)
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const drawer = await screen.findByRole('dialog')
    expect(DRAWER_WIDTH).toBe(500)
    expect(drawer.style.getPropertyValue('--tm-drawer-width')).toBe('500px')
    expect(drawer.dataset.side).toBe('left')
  })
})
