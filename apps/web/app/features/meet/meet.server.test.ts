import { ApiHttpError } from '@tourmarket/api-client/client'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { meetAction } from './meet.server.ts'

const api = vi.hoisted(() => ({ keysAsked: [] as string[] }))
vi.mock('../../lib/shell-context.server.ts', () => ({
  apiClientOf: () => ({}),
  shellRequestOf: () => {
    throw new Error('A refused post must not reach the shell')
  },
}))
vi.mock('../../lib/api-call.ts', () => ({
  callApi: (_api: unknown, name: string, input: { query: { key: string } }) => {
    expect(name).toBe('contractOrganizerMeetData')
    api.keysAsked.push(input.query.key)
    return Promise.reject(
      new ApiHttpError(
        {
          request: { method: 'GET', path: '/meet-data' },
          status: 404,
          body: { message: 'Page not found' },
        },
        'Not found',
      ),
    )
  },
}))

describe('the meet form posted without JavaScript (issue 37)', () => {
  it('answers a wrong key 404 before it reads a byte of the body', async () => {
    let chunksRead = 0
    const megabyte = new Uint8Array(1024 * 1024)
    // 200 chunks of 1 MiB: the form's whole allowance, produced only as it is read.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksRead += 1
        if (chunksRead > 200) controller.close()
        else controller.enqueue(megabyte)
      },
    })
    // Node needs duplex for a streamed body; the DOM typings do not know it yet.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    }
    const request = new Request('http://127.0.0.1:3000/meet?key=guessed', init)

    const answer = meetAction(request, new RouterContextProvider())

    await expect(answer).rejects.toMatchObject({ status: 404 })
    expect(api.keysAsked).toEqual(['guessed'])
    expect(request.bodyUsed).toBe(false)
    // A stream may pull ahead once on its own; reading the form would have pulled all 200.
    expect(chunksRead).toBeLessThanOrEqual(1)
  })
})
