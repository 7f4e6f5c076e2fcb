import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MountOnceOpened } from './mount-once-opened.tsx'

describe('MountOnceOpened', () => {
  it('renders nothing until first opened, then keeps its children when closed again', () => {
    const { rerender } = render(
      <MountOnceOpened open={false}>
        <p>Dialog</p>
      </MountOnceOpened>,
    )
    expect(screen.queryByText('Dialog')).toBeNull()
    rerender(
      <MountOnceOpened open>
        <p>Dialog</p>
      </MountOnceOpened>,
    )
    expect(screen.getByText('Dialog')).toBeVisible()
    rerender(
      <MountOnceOpened open={false}>
        <p>Dialog</p>
      </MountOnceOpened>,
    )
    expect(screen.getByText('Dialog')).toBeVisible()
  })

  it('renders its children at once when open from the start', () => {
    render(
      <MountOnceOpened open>
        <p>Dialog</p>
      </MountOnceOpened>,
    )
    expect(screen.getByText('Dialog')).toBeVisible()
  })
})
