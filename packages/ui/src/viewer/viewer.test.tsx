import { act, fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VIEWER_DOUBLE_TAP_MS } from './gestures.ts'
import { Viewer } from './viewer.tsx'

const images = [
  { url: '/media/landscape-1/{size}', alt: 'Colosseum at dusk' },
  { url: '/media/landscape-2/{size}', alt: 'Trevi fountain' },
  { url: '/media/landscape-3/{size}', alt: 'Pantheon dome' },
]

function Gallery({ startAt = 0 }: { startAt?: number }) {
  const [index, setIndex] = useState<number | null>(null)
  return (
    <>
      <button type="button" onClick={() => setIndex(startAt)}>
        Open gallery
      </button>
      <Viewer
        images={images}
        open={index !== null}
        onOpenChange={(open) => {
          if (!open) setIndex(null)
        }}
        index={index ?? 0}
        onIndexChange={setIndex}
      />
    </>
  )
}

// The viewer's implementation loads when it first opens, so it appears a moment after the click.
async function openGallery(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Open gallery' }))
  return screen.findByRole('dialog')
}

function counter(): string | null {
  return document.querySelector('.tm-viewer__counter')?.textContent ?? null
}

function stage(): Element {
  const element = document.querySelector('.tm-viewer__stage')
  if (element === null) throw new Error('no stage')
  return element
}

function swipe(deltaX: number, deltaY: number) {
  fireEvent.pointerDown(stage(), {
    pointerId: 1,
    isPrimary: true,
    button: 0,
    clientX: 300,
    clientY: 300,
  })
  fireEvent.pointerMove(stage(), { pointerId: 1, clientX: 300 + deltaX, clientY: 300 + deltaY })
  fireEvent.pointerUp(stage(), { pointerId: 1, clientX: 300 + deltaX, clientY: 300 + deltaY })
}

function tap() {
  fireEvent.pointerDown(stage(), {
    pointerId: 1,
    isPrimary: true,
    button: 0,
    clientX: 300,
    clientY: 300,
  })
  fireEvent.pointerUp(stage(), { pointerId: 1, clientX: 301, clientY: 300 })
}

describe('§2 fullscreen viewer: Esc closes, arrows navigate, counter n / total', () => {
  it('opens at the chosen image with its alt text and counter', async () => {
    const user = userEvent.setup()
    render(<Gallery startAt={1} />)
    expect(document.querySelector('.tm-viewer')).toBeNull()
    await openGallery(user)
    expect(await screen.findByRole('dialog', { name: 'Photos' })).toBeVisible()
    expect(counter()).toBe('2 / 3')
    expect(screen.getByRole('img', { name: 'Trevi fountain' }).getAttribute('src')).toBe(
      '/media/landscape-2/1200x0',
    )
  })

  it('left and right arrows navigate and stop at the ends', async () => {
    const user = userEvent.setup()
    render(<Gallery />)
    await openGallery(user)
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(counter()).toBe('3 / 3')
    const next = screen.getByRole('button', { name: 'Next' })
    expect(next.getAttribute('aria-disabled')).toBe('true')
    await user.click(next)
    expect(counter()).toBe('3 / 3')
    await user.keyboard('{ArrowLeft}')
    expect(counter()).toBe('2 / 3')
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(counter()).toBe('1 / 3')
  })

  it('Escape closes and focus returns to the opener', async () => {
    const user = userEvent.setup()
    render(<Gallery />)
    const opener = screen.getByRole('button', { name: 'Open gallery' })
    await user.click(opener)
    expect((await screen.findByRole('dialog')).contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('loads the shown image and its neighbour only; the neighbour is inert', async () => {
    const user = userEvent.setup()
    render(<Gallery />)
    await openGallery(user)
    const loaded = screen.getAllByRole('img')
    expect(
      loaded.map((image) => [image.getAttribute('alt'), image.closest('figure')?.inert]),
    ).toEqual([
      ['Colosseum at dusk', false],
      ['Trevi fountain', true],
    ])
  })
})

describe('§2 viewer swipe: 100 px changes slide or (vertically) closes', () => {
  it('a left swipe shows the next image, a right swipe the previous, a short one nothing', async () => {
    const user = userEvent.setup()
    render(<Gallery />)
    await openGallery(user)
    swipe(-120, 5)
    expect(counter()).toBe('2 / 3')
    swipe(60, 0)
    expect(counter()).toBe('2 / 3')
    swipe(150, 0)
    expect(counter()).toBe('1 / 3')
  })

  it('a vertical swipe closes', async () => {
    const user = userEvent.setup()
    render(<Gallery />)
    await openGallery(user)
    swipe(0, 140)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('§9 viewer double tap 300 ms zooms 2x', () => {
  afterEach(() => vi.useRealTimers())

  it('two taps within 300 ms zoom in, two more zoom out; slower taps do not', async () => {
    const user = userEvent.setup()
    render(<Gallery />)
    await openGallery(user)
    vi.useFakeTimers()
    tap()
    act(() => vi.advanceTimersByTime(VIEWER_DOUBLE_TAP_MS + 1))
    tap()
    expect(stage().hasAttribute('data-zoomed')).toBe(false)
    act(() => vi.advanceTimersByTime(VIEWER_DOUBLE_TAP_MS))
    tap()
    expect(stage().hasAttribute('data-zoomed')).toBe(true)
    expect(screen.getByRole('img', { name: 'Colosseum at dusk' }).style.transform).toContain(
      'scale(2)',
    )
    swipe(-200, 0)
    expect(counter()).toBe('1 / 3')
    tap()
    act(() => vi.advanceTimersByTime(100))
    tap()
    expect(stage().hasAttribute('data-zoomed')).toBe(false)
  })
})
