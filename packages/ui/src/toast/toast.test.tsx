import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ToastOptions } from './toast.tsx'
import { TOAST_CLOSE_DELAY_MS, ToastProvider, useToast } from './toast.tsx'

function Shower({ toast }: { toast: ToastOptions }) {
  const { show } = useToast()
  return (
    <button type="button" onClick={() => show(toast)}>
      Notify
    </button>
  )
}

function notify() {
  fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
}

/** Shows the toast; its implementation loads with the first toast, so it appears a moment later. */
async function renderWithToast(toast: ToastOptions): Promise<HTMLElement> {
  render(
    <ToastProvider>
      <Shower toast={toast} />
    </ToastProvider>,
  )
  notify()
  return screen.findByRole('listitem')
}

describe('§3 toast: type, title, text', () => {
  it('shows title and text in a notification item marked with its type', async () => {
    const toast = await renderWithToast({
      type: 'success',
      title: 'Saved',
      text: 'The data has been successfully saved.',
    })
    expect(toast.textContent).toContain('Saved')
    expect(toast.textContent).toContain('The data has been successfully saved.')
    expect(toast.dataset.type).toBe('success')
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).contains(toast)).toBe(true)
  })

  it('an error is announced assertively, info politely', async () => {
    await renderWithToast({ type: 'error', title: 'Error', text: 'Please try again later' })
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('assertive')
    cleanup()
    await renderWithToast({ type: 'info', title: 'Tip' })
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite')
  })

  it('defaults to the info type', async () => {
    expect((await renderWithToast({ title: 'Tip' })).dataset.type).toBe('info')
  })

  it('closes with its Close button', async () => {
    await renderWithToast({ title: 'Hello' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('listitem')).toBeNull()
  })

  it('useToast outside the provider is a programming error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Shower toast={{}} />)).toThrow('ToastProvider')
    vi.restoreAllMocks()
  })
})

describe('the toasts load with the first one', () => {
  it('renders no notifications region until a toast is shown', async () => {
    render(
      <ToastProvider>
        <Shower toast={{ title: 'Saved' }} />
      </ToastProvider>,
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.queryByRole('region')).toBeNull()
    notify()
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeVisible()
  })

  it('keeps the toasts shown while it loads, in order', async () => {
    function Burst() {
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
        <Burst />
      </ToastProvider>,
    )
    notify()
    const toasts = await screen.findAllByRole('listitem')
    expect(toasts.map((toast) => toast.textContent)).toEqual(['First', 'Second'])
  })
})

describe('§8 toast shows 7000 ms by default', () => {
  beforeEach(async () => {
    // Loaded first, as after a visit's first toast: the clock then starts when the toast shows.
    await renderWithToast({ title: 'Loading' })
    cleanup()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  function renderLoaded(toast: ToastOptions) {
    render(
      <ToastProvider>
        <Shower toast={toast} />
      </ToastProvider>,
    )
    notify()
  }

  it('closes after 7000 ms', () => {
    expect(TOAST_CLOSE_DELAY_MS).toBe(7000)
    renderLoaded({ type: 'info', title: 'Hello' })
    act(() => vi.advanceTimersByTime(6999))
    expect(screen.getByRole('listitem')).toBeVisible()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('listitem')).toBeNull()
  })

  it('honours a closeDelay of its own', () => {
    renderLoaded({ title: 'Quick', closeDelay: 2000 })
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByRole('listitem')).toBeVisible()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('listitem')).toBeNull()
  })
})

describe('issue 42 a toast with an action', () => {
  it('shows the action as a link, runs its handler and closes', async () => {
    const onSelect = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    await renderWithToast({
      title: 'Added to favourites',
      action: { label: 'View list', href: '/favorites', onSelect },
    })
    const link = screen.getByRole('link', { name: 'View list' })
    expect(link.getAttribute('href')).toBe('/favorites')
    fireEvent.click(link)
    expect(onSelect).toHaveBeenCalledOnce()
    expect(screen.queryByRole('listitem')).toBeNull()
  })
})
