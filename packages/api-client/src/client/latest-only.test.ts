import { describe, expect, it } from 'vitest'
import { CanceledError } from './errors.ts'
import { createLatestOnly } from './latest-only.ts'

/** A call that settles when the test says so, recording the signal it was given. */
function controllableCall() {
  const calls: { signal: AbortSignal; resolve: (value: string) => void }[] = []
  const call = (signal: AbortSignal, _phrase: string) =>
    new Promise<string>((resolve) => {
      calls.push({ signal, resolve })
    })
  return { call, calls }
}

describe('§7 latest-only calls (cancel previous)', () => {
  it('§7 a new call aborts the one in flight, which rejects with CanceledError', async () => {
    const { call, calls } = controllableCall()
    const search = createLatestOnly(call)
    const first = search('ba')
    const second = search('bai')

    expect(calls[0]?.signal.aborted).toBe(true)
    expect(calls[0]?.signal.reason).toBeInstanceOf(CanceledError)
    expect(calls[1]?.signal.aborted).toBe(false)
    await expect(first).rejects.toBeInstanceOf(CanceledError)
    calls[1]?.resolve('baikal')
    await expect(second).resolves.toBe('baikal')
  })

  it('§7 a superseded call that ignores its signal still rejects: a stale answer never lands', async () => {
    const { call, calls } = controllableCall()
    const search = createLatestOnly(call)
    const first = search('ba')
    const second = search('bai')
    calls[0]?.resolve('stale')
    calls[1]?.resolve('fresh')
    await expect(first).rejects.toBeInstanceOf(CanceledError)
    await expect(second).resolves.toBe('fresh')
  })

  it('§7 a superseded call that fails some other way rejects with CanceledError', async () => {
    const search = createLatestOnly(
      (signal: AbortSignal) =>
        new Promise<string>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('socket closed')))
        }),
    )
    const first = search()
    void search().catch(() => undefined)
    await expect(first).rejects.toBeInstanceOf(CanceledError)
    search.cancel()
  })

  it('§7 calls that do not overlap are not canceled', async () => {
    const search = createLatestOnly(async (_signal: AbortSignal, phrase: string) => phrase)
    await expect(search('a')).resolves.toBe('a')
    await expect(search('b')).resolves.toBe('b')
  })

  it('§7 errors of the latest call pass through unchanged', async () => {
    const failure = new Error('server down')
    const search = createLatestOnly(async () => {
      throw failure
    })
    await expect(search()).rejects.toBe(failure)
  })

  it('§7 cancel() cancels the call in flight', async () => {
    const { call, calls } = controllableCall()
    const search = createLatestOnly(call)
    const pending = search('ba')
    search.cancel()
    expect(calls[0]?.signal.aborted).toBe(true)
    await expect(pending).rejects.toBeInstanceOf(CanceledError)
  })
})
