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

function renderWithToast(toast: ToastOptions) {
  render(
    <ToastProvider>
      <Shower toast={toast} />
    </ToastProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
}

describe('§3 toast: type, title, text', () => {
  it('shows title and text in a notification item marked with its type', () => {
    renderWithToast({
      type: 'success',
      title: 'Saved',
      text: 'The data has been successfully saved.',
    })
    const toast = screen.getByRole('listitem')
    expect(toast.textContent).toContain('Saved')
    expect(toast.textContent).toContain('The data has been successfully saved.')
    expect(toast.dataset.type).toBe('success')
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).contains(toast)).toBe(true)
  })

  it('an error is announced assertively, info politely', () => {
    renderWithToast({ type: 'error', title: 'Error', text: 'Please try again later' })
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('assertive')
    cleanup()
    renderWithToast({ type: 'info', title: 'Tip' })
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite')
  })

  it('defaults to the info type', () => {
    renderWithToast({ title: 'Tip' })
    expect(screen.getByRole('listitem').dataset.type).toBe('info')
  })

  it('closes with its Close button', () => {
    renderWithToast({ title: 'Hello' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('listitem')).toBeNull()
  })

  it('useToast outside the provider is a programming error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Shower toast={{}} />)).toThrow('ToastProvider')
    vi.restoreAllMocks()
  })
})

describe('§8 toast shows 7000 ms by default', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('closes after 7000 ms', () => {
    expect(TOAST_CLOSE_DELAY_MS).toBe(7000)
    renderWithToast({ type: 'info', title: 'Hello' })
    act(() => vi.advanceTimersByTime(6999))
    expect(screen.getByRole('listitem')).toBeDefined()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('listitem')).toBeNull()
  })

  it('honours a closeDelay of its own', () => {
    renderWithToast({ title: 'Quick', closeDelay: 2000 })
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByRole('listitem')).toBeDefined()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('listitem')).toBeNull()
  })
})
