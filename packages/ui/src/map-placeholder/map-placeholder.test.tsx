import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { formatCoordinates, MapPlaceholder } from './map-placeholder.tsx'

describe("§2 map placeholder 'Show on map'", () => {
  it('formats coordinates with hemispheres', () => {
    expect(formatCoordinates(41.89021, 12.49223)).toBe('41.8902° N, 12.4922° E')
    expect(formatCoordinates(-33.8568, -70.6483)).toBe('33.8568° S, 70.6483° W')
  })

  it('shows the place and coordinates, and the button asks for the real map', async () => {
    const user = userEvent.setup()
    const onShowMap = vi.fn()
    render(
      <MapPlaceholder lat={41.8902} lng={12.4922} place="Meeting point" onShowMap={onShowMap} />,
    )
    expect(screen.getByText('Meeting point')).toBeVisible()
    expect(screen.getByText('41.8902° N, 12.4922° E')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show on map' }))
    expect(onShowMap).toHaveBeenCalledOnce()
  })

  it('can link to an external map instead, with a translated label', () => {
    render(
      <MapPlaceholder
        lat={1}
        lng={2}
        label="Показать на карте"
        href="https://maps.example/?q=1,2"
      />,
    )
    const link = screen.getByRole('link', { name: 'Показать на карте' })
    expect(link.getAttribute('href')).toBe('https://maps.example/?q=1,2')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
