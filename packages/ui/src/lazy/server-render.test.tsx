import { act, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { describe, expect, it, vi } from 'vitest'
import { CalendarPopover } from '../calendar/calendar-popover.tsx'
import { Modal } from '../modal/modal.tsx'
import { Select } from '../select/select.tsx'
import { ToastProvider } from '../toast/toast.tsx'

function Page() {
  return (
    <ToastProvider>
      <main>
        <Modal title="Booking" defaultOpen trigger={<button type="button">Book</button>}>
          <p>Seats left: 2</p>
        </Modal>
        <form aria-label="Filters">
          <Select label="Sort" name="sort" items={['Price', 'Rating']} value="Rating" />
        </form>
        <CalendarPopover label="Date" value="2026-06-10" onValueChange={() => undefined} />
      </main>
    </ToastProvider>
  )
}

/** The HTML the server sends once everything, lazily loaded parts included, has rendered. */
async function serverHtml(page: ReactNode): Promise<string> {
  const { prelude } = await prerender(page)
  return new Response(prelude).text()
}

describe('server rendering and hydration with lazily loaded parts', () => {
  it('renders the triggers and look-alikes on the server, a dialog open by default included', async () => {
    const container = document.createElement('div')
    container.innerHTML = await serverHtml(<Page />)
    const book = container.querySelector('button')
    expect(book?.textContent).toBe('Book')
    expect(book?.getAttribute('aria-expanded')).toBe('true')
    expect(book?.dataset.state).toBe('open')
    const sort = container.querySelector<HTMLElement>('[role="combobox"]')
    expect(sort?.textContent).toBe('Rating')
    expect(container.querySelector<HTMLInputElement>('input[name="sort"]')?.value).toBe('"Rating"')
    expect(container.querySelector('.tm-calendar-trigger')?.textContent).toBe('Jun 10, 2026')
  })

  it('hydrates without a mismatch, then shows the dialog open by default', async () => {
    const container = document.createElement('div')
    container.innerHTML = await serverHtml(<Page />)
    document.body.append(container)
    const onRecoverableError = vi.fn()
    // React's own complaint about the server and client renderers sharing one test process is
    // the only console error allowed: a hydration mismatch would log one too.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const root = await act(() => hydrateRoot(container, <Page />, { onRecoverableError }))
    expect(await screen.findByRole('dialog', { name: 'Booking' })).toBeVisible()
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(
      consoleError.mock.calls.filter(
        ([message]) => !String(message).startsWith('Detected multiple renderers'),
      ),
    ).toEqual([])
    consoleError.mockRestore()
    act(() => root.unmount())
    container.remove()
  })
})
