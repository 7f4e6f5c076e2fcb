import { ApiHttpError } from '@tourmarket/api-client/client'
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { isNoindexError } from '../../lib/noindex-error.ts'
import { loadMeet, meetAction } from './meet.server.ts'

const api = vi.hoisted(() => ({
  keysAsked: [] as string[],
  /** The API's refusal status; null: no answer at all. */
  status: 404 as number | null,
  routeFound: true,
}))
vi.mock('../../lib/shell-context.server.ts', () => ({
  apiClientOf: () => ({}),
  shellRequestOf: () => {
    throw new Error('A refused post must not reach the shell')
  },
}))
vi.mock('../../routing/route-access.server.ts', () => ({
  sitePageOf: () => {
    if (!api.routeFound) throw new Response(null, { status: 404 })
    return { locale: 'en-US' }
  },
}))
vi.mock('../../lib/api-call.ts', () => ({
  callApi: (_api: unknown, name: string, input: { query: { key: string } }) => {
    expect(name).toBe('contractOrganizerMeetData')
    api.keysAsked.push(input.query.key)
    return Promise.reject(
      api.status === null
        ? new TypeError('fetch failed')
        : new ApiHttpError(
            {
              request: { method: 'GET', path: '/meet-data' },
              status: api.status,
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
    api.status = 404
    api.routeFound = true
    api.keysAsked.length = 0

    const answer = meetAction(request, new RouterContextProvider())

    // Thrown as the root error screen's noindex answer (data with its status and headers).
    await expect(answer).rejects.toMatchObject({ init: { status: 404 } })
    expect(api.keysAsked).toEqual(['guessed'])
    expect(request.bodyUsed).toBe(false)
    // A stream may pull ahead once on its own; reading the form would have pulled all 200.
    expect(chunksRead).toBeLessThanOrEqual(1)
  })
})

type ThrownData = { data: unknown; init: { status: number; headers: Record<string, string> } }

async function thrownBy(url: string): Promise<ThrownData> {
  try {
    await loadMeet({ request: new Request(url), context: new RouterContextProvider() })
  } catch (error) {
    return error as ThrownData
  }
  throw new Error('expected the loader to throw')
}

/** What the root error boundary receives for a thrown data answer. */
function asBoundarySees(thrown: ThrownData) {
  return new ErrorResponse(thrown.init.status, '', thrown.data)
}

describe('§2 /meet error pages are not indexed either', () => {
  it.each([
    ['a wrong key', 404],
    ['an expired key', 403],
  ])('%s: the error page with the API status, noindex and no shared cache', async (_, status) => {
    api.routeFound = true
    api.status = status
    const thrown = await thrownBy('http://127.0.0.1/meet?key=wrong')
    expect(thrown.init.status).toBe(status)
    expect(thrown.init.headers).toMatchObject({
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'private, no-store',
    })
    expect(isNoindexError(asBoundarySees(thrown))).toBe(true)
  })

  it('§8 no answer at all: 503, still noindex', async () => {
    api.routeFound = true
    api.status = null
    const thrown = await thrownBy('http://127.0.0.1/meet?key=any')
    expect(thrown.init.status).toBe(503)
    expect(isNoindexError(asBoundarySees(thrown))).toBe(true)
  })

  it('no key (§6 404 before any call): noindex too', async () => {
    api.routeFound = false
    const thrown = await thrownBy('http://127.0.0.1/meet')
    expect(thrown.init.status).toBe(404)
    expect(thrown.init.headers['X-Robots-Tag']).toBe('noindex')
    expect(isNoindexError(asBoundarySees(thrown))).toBe(true)
  })

  it('another page’s error is not marked', () => {
    expect(isNoindexError(new ErrorResponse(404, 'Not Found', null))).toBe(false)
    expect(isNoindexError(new Error('boom'))).toBe(false)
  })
})
