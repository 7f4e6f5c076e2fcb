import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyWithPreload, warmOn } from './lazy-with-preload.ts'

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>
}

describe('lazyWithPreload', () => {
  it('loads nothing until preloaded or rendered, then once however often it is asked', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const greeting = lazyWithPreload(load)
    expect(load).not.toHaveBeenCalled()
    await Promise.all([greeting.preload(), greeting.preload()])
    render(
      <Suspense fallback={null}>
        <greeting.Component name="Anna" />
      </Suspense>,
    )
    expect(await screen.findByText('Hello, Anna')).toBeVisible()
    expect(load).toHaveBeenCalledOnce()
  })

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting)
    const greeting = lazyWithPreload(load)
    await expect(greeting.preload()).rejects.toThrow('offline')
    await expect(greeting.preload()).resolves.toBe(Greeting)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('warmOn', () => {
  it('starts the load on pointer enter and on focus, and leaves a failure to the render', async () => {
    const preload = vi.fn(() => Promise.reject(new Error('offline')))
    const handlers = warmOn(preload)
    handlers.onPointerEnter()
    handlers.onFocus()
    await Promise.resolve()
    expect(preload).toHaveBeenCalledTimes(2)
  })
})
