import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar, AVATAR_SIZE, avatarColorIndex, avatarInitials } from './avatar.tsx'

describe('§9 avatar: initials from the first two words', () => {
  it('takes the first letter of each of the first two words, upper case', () => {
    expect(avatarInitials('anna maria rossi')).toBe('AM')
    expect(avatarInitials('  Jean-Luc   Picard ')).toBe('JP')
    expect(avatarInitials('Madonna')).toBe('M')
    expect(avatarInitials('ёлка Öztürk')).toBe('ЁÖ')
    expect(avatarInitials('"Captain" Nemo')).toBe('CN')
    expect(avatarInitials('')).toBe('')
  })
})

describe('§9 avatar: 5 colours chosen from the name', () => {
  it('gives one name one colour, always within 1–5', () => {
    expect(avatarColorIndex('Anna Rossi')).toBe(avatarColorIndex('Anna Rossi'))
    const indexes = new Set(
      ['Anna', 'Boris', 'Chen', 'Dana', 'Emil', 'Farah', 'Goran', 'Hana', 'Ivan', 'Jun'].map(
        avatarColorIndex,
      ),
    )
    for (const index of indexes) expect(index).toBeGreaterThanOrEqual(1)
    for (const index of indexes) expect(index).toBeLessThanOrEqual(5)
    expect(indexes.size).toBeGreaterThan(2)
  })
})

describe('§9 avatar 48', () => {
  it('shows initials as a named image at 48 px', () => {
    render(<Avatar name="Anna Rossi" />)
    const avatar = screen.getByRole('img', { name: 'Anna Rossi' })
    expect(avatar.textContent).toBe('AR')
    expect(AVATAR_SIZE).toBe(48)
    expect(avatar.style.width).toBe('48px')
    expect(avatar.dataset.color).toBe(String(avatarColorIndex('Anna Rossi')))
  })

  it('hides decorative initials (empty alt) rather than naming an image with nothing', () => {
    const { container } = render(<Avatar name="Anna Rossi" alt="" />)
    expect(screen.queryByRole('img')).toBeNull()
    const avatar = container.querySelector('.tm-avatar')
    expect(avatar?.getAttribute('aria-hidden')).toBe('true')
    expect(avatar?.textContent).toBe('AR')
  })

  it('shows the photo with alt text and 1x/2x sizes, falling back to initials if it fails', () => {
    render(<Avatar name="Anna Rossi" src="/media/avatar-3/{size}" alt="Anna, your guide" />)
    const image = screen.getByRole('img', { name: 'Anna, your guide' })
    expect(image.getAttribute('src')).toBe('/media/avatar-3/48x48')
    expect(image.getAttribute('srcset')).toBe('/media/avatar-3/48x48 1x, /media/avatar-3/96x96 2x')
    fireEvent.error(image)
    expect(screen.getByRole('img', { name: 'Anna, your guide' }).textContent).toBe('AR')
  })
})
