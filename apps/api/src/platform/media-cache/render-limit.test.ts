import { describe, expect, it } from 'vitest'
import { AppError } from '../../errors.ts'
import { createRenderLimit } from './render-limit.ts'

/** A render that finishes when the test says so, counting how many run at once. */
function controlledRenders() {
  let running = 0
  let most = 0
  const finishers: (() => void)[] = []
  const render = () =>
    new Promise<string>((resolve) => {
      running += 1
      most = Math.max(most, running)
      finishers.push(() => {
        running -= 1
        resolve('done')
      })
    })
  return { render, finishers, most: () => most }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('issue 14: image rendering takes a bounded share of the CPU', () => {
  it('runs at most `concurrency` renders, queues `queue` more, and refuses the rest with 503', async () => {
    const limited = createRenderLimit({ concurrency: 2, queue: 2 })
    const renders = controlledRenders()
    const accepted = Array.from({ length: 4 }, () => limited(renders.render))
    await settle()
    expect(renders.finishers).toHaveLength(2)

    const refused = await limited(renders.render).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({
      status: 503,
      code: 'media_busy',
      headers: { 'Retry-After': '5' },
    })

    // Each finished render lets exactly one waiting render start.
    for (let index = 0; index < 4; index += 1) {
      renders.finishers[index]!()
      await settle()
    }
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done', 'done'])
    expect(renders.most()).toBe(2)

    // Free again: a new render starts at once.
    const again = limited(async () => 'again')
    expect(await again).toBe('again')
  })

  it('frees the slot of a render that fails', async () => {
    const limited = createRenderLimit({ concurrency: 1, queue: 0 })
    await expect(limited(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await limited(async () => 'next')).toBe('next')
  })
})
