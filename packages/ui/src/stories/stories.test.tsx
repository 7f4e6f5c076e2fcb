import { fireEvent, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Stories } from './stories.tsx'

const stories = [
  { image: '/media/portrait-1/{size}', alt: 'Sunrise over the Dolomites', title: 'Dolomites' },
  { image: '/media/portrait-2/{size}', alt: 'Kayaks on Lake Bled' },
]

describe('§9 stories: posters 374x500 (748x1000 at 2x) in a row', () => {
  it('lists named posters with 1x and 2x sizes', () => {
    render(<Stories stories={stories} label="Stories" />)
    const row = screen.getByRole('list', { name: 'Stories' })
    const posters = within(row).getAllByRole('img')
    expect(posters[0]?.getAttribute('srcset')).toBe(
      '/media/portrait-1/374x500 1x, /media/portrait-1/748x1000 2x',
    )
    expect(
      within(row).getByRole('link', { name: 'Sunrise over the Dolomites Dolomites' }),
    ).toBeVisible()
  })

  it('a poster is a link to its photo at the viewer size, for before the page starts', () => {
    render(<Stories stories={stories} label="Stories" />)
    expect(screen.getByRole('link', { name: 'Kayaks on Lake Bled' }).getAttribute('href')).toBe(
      '/media/portrait-2/1200x0',
    )
  })

  it('a click with a modifier key is left to the browser (the photo in a new tab)', () => {
    render(<Stories stories={stories} label="Stories" />)
    const poster = screen.getByRole('link', { name: 'Kayaks on Lake Bled' })
    // dispatchEvent answers false when a handler prevented the browser's own action.
    expect(fireEvent.click(poster, { ctrlKey: true })).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fireEvent.click(poster)).toBe(false)
  })

  it('shows nothing without stories', () => {
    const { container } = render(<Stories stories={[]} label="Stories" />)
    expect(container.innerHTML).toBe('')
  })

  it('a poster opens the viewer at that story and focus returns to it', async () => {
    const user = userEvent.setup()
    render(<Stories stories={stories} label="Stories" />)
    const poster = screen.getByRole('link', { name: 'Kayaks on Lake Bled' })
    await user.click(poster)
    const viewer = await screen.findByRole('dialog')
    expect(viewer.querySelector('.tm-viewer__counter')?.textContent).toBe('2 / 2')
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(poster)
  })

  it('a story with its own address and opener leads there and opens the page’s way', async () => {
    const user = userEvent.setup()
    const opened: number[] = []
    render(
      <Stories
        stories={[stories[0]!, { ...stories[1]!, href: '/lake-bled-tour' }]}
        label="Stories"
        onOpenStory={(index) => opened.push(index)}
      />,
    )
    const poster = screen.getByRole('link', { name: 'Kayaks on Lake Bled' })
    expect(poster.getAttribute('href')).toBe('/lake-bled-tour')
    await user.click(poster)
    expect(opened).toEqual([1])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
