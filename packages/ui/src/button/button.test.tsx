import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'

function deferred() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('§9 button variants', () => {
  it.each(['primary', 'secondary', 'ghost'] as const)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Book</Button>)
    expect(screen.getByRole('button', { name: 'Book' })).toHaveProperty(
      'className',
      expect.stringContaining(`tm-button--${variant}`),
    )
  })

  it('is a plain button unless told otherwise, so it never submits a form by accident', () => {
    render(<Button>Open</Button>)
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('type')).toBe('button')
  })
})

describe('design forms: a busy button shows progress and cannot be pressed twice', () => {
  it('ignores presses while loading and says it is loading', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Submit/ })
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.textContent).toContain('Loading...')
  })

  it('stays busy until the promise its click returned settles', async () => {
    const user = userEvent.setup()
    const work = deferred()
    const onClick = vi.fn(() => work.promise)
    render(<Button onClick={onClick}>Pay</Button>)
    const button = screen.getByRole('button', { name: 'Pay' })
    await user.dblClick(button)
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    work.resolve()
    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull())
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('does not submit its form a second time while loading', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    )
    await user.click(screen.getByRole('button', { name: /Send/ }))
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
