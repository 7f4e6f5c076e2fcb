import { fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { PopupTriggerOptions } from './popup-trigger.ts'
import { usePopupTrigger } from './popup-trigger.ts'

function Trigger({ element, ...options }: PopupTriggerOptions & { element: ReactElement }) {
  return usePopupTrigger(element, options).element
}

const closed = { open: false, contentId: 'menu', onToggle: () => undefined }

describe('usePopupTrigger', () => {
  it("keeps the element's own ref, props and handlers", () => {
    const ownRef = createRef<HTMLButtonElement>()
    const onFocus = vi.fn()
    const preload = vi.fn(() => Promise.resolve())
    render(
      <Trigger
        {...closed}
        preload={preload}
        element={
          <button ref={ownRef} type="submit" aria-haspopup="menu" onFocus={onFocus}>
            Menu
          </button>
        }
      />,
    )
    const trigger = screen.getByRole('button', { name: 'Menu' })
    expect(ownRef.current).toBe(trigger)
    expect(trigger.getAttribute('type')).toBe('submit')
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu')
    fireEvent.focus(trigger)
    expect(onFocus).toHaveBeenCalledOnce()
    expect(preload).toHaveBeenCalledOnce()
  })

  it('toggles on click, names the popup only while open, and warms on pointer enter', () => {
    const onToggle = vi.fn()
    const preload = vi.fn(() => Promise.resolve())
    const element = <button>Menu</button>
    const { rerender } = render(
      <Trigger {...closed} onToggle={onToggle} preload={preload} element={element} />,
    )
    const trigger = screen.getByRole('button', { name: 'Menu' })
    expect(trigger.getAttribute('type')).toBe('button')
    expect(trigger.hasAttribute('aria-controls')).toBe(false)
    fireEvent.pointerEnter(trigger)
    expect(preload).toHaveBeenCalledOnce()
    fireEvent.click(trigger)
    expect(onToggle).toHaveBeenCalledOnce()
    rerender(<Trigger {...closed} open onToggle={onToggle} preload={preload} element={element} />)
    expect(trigger.getAttribute('aria-controls')).toBe('menu')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.dataset.state).toBe('open')
  })
})
