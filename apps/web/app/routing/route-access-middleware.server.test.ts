import { RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { SESSION_COOKIE } from '../lib/session.server.ts'
import { routeRulesMiddleware, sitePageOf } from './route-access.server.ts'

const signedIn = `${SESSION_COOKIE}=${encodeURIComponent('Bearer abc')}`

type Run = {
  readonly context: RouterContextProvider
  readonly next: ReturnType<typeof vi.fn>
  readonly answer: Promise<unknown>
}

/** Runs the §2 pages' middleware for a request; `next` answers as a page would. */
function run(path: string, init: { method?: string; cookie?: string } = {}): Run {
  const request = new Request(`http://127.0.0.1${path}`, {
    method: init.method ?? 'GET',
    headers: init.cookie === undefined ? {} : { cookie: init.cookie },
  })
  const context = new RouterContextProvider()
  const next = vi.fn(() => Promise.resolve(new Response('page')))
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '' }
  const answer = Promise.resolve().then(() => routeRulesMiddleware(args, next))
  return { context, next, answer }
}

async function thrownBy(answer: Promise<unknown>): Promise<Response> {
  const thrown: unknown = await answer.then(
    () => new Error('expected a Response to be thrown'),
    (error: unknown) => error,
  )
  if (thrown instanceof Response) return thrown
  throw thrown
}

describe('§6 the §2 pages’ middleware', () => {
  it('sends a signed-out visitor of an authOnly page to log in and back, before any loader', async () => {
    const { answer, next } = run('/settings?tab=email')
    const response = await thrownBy(answer)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?back=%2Fsettings%3Ftab%3Demail')
    expect(next).not.toHaveBeenCalled()
  })

  it('sends a client navigation’s data request back to the page, not to its .data address', async () => {
    const response = await thrownBy(run('/booking/new/12.data?_routes=checkout').answer)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?back=%2Fbooking%2Fnew%2F12')
  })

  it('lets a signed-in visitor through and hands the loaders the page’s route', async () => {
    const { answer, next, context } = run('/settings', { cookie: signedIn })
    expect(await answer).toBeInstanceOf(Response)
    expect(next).toHaveBeenCalledOnce()
    expect(sitePageOf(context).name).toBe('settings')
  })

  it('lets anyone through to an open page', async () => {
    const { answer, context } = run('/about')
    await answer
    expect(sitePageOf(context).name).toBe('about')
  })

  it('leaves a 404 to the page’s loader, so the 404 page keeps the site’s header and footer', async () => {
    const { answer, next, context } = run('/r/abc')
    await answer
    expect(next).toHaveBeenCalledOnce()
    expect(() => sitePageOf(context)).toThrow(Response)
    const meet = run('/meet')
    await meet.answer
    let thrown: unknown = null
    try {
      sitePageOf(meet.context)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(404)
  })

  it('lets a post reach its action, whose answer stays its own; the loaders after it still redirect', async () => {
    const { answer, next, context } = run('/settings', { method: 'POST' })
    await answer
    expect(next).toHaveBeenCalledOnce()
    let thrown: unknown = null
    try {
      sitePageOf(context)
    } catch (error) {
      thrown = error
    }
    expect((thrown as Response).headers.get('location')).toBe('/login?back=%2Fsettings')
  })
})
