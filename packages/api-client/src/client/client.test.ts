import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createApiClient, REFRESH_TOKEN_PATH } from './client.ts'
import type { ApiClientOptions } from './client.ts'
import {
  ApiBadRequestError,
  ApiBadResponseError,
  CanceledError,
  CaptchaRequiredError,
  NetworkError,
  RequestAbortedError,
  TimeoutError,
} from './errors.ts'
import { createLatestOnly } from './latest-only.ts'
import { createMemoryTokenStore } from './token-store.ts'
import type { TokenStore } from './token-store.ts'
import { sendJson, startTestServer } from './test-server.ts'
import type { TestServer } from './test-server.ts'

let server: TestServer

beforeEach(async () => {
  server = await startTestServer()
})

afterEach(async () => {
  await server.close()
})

function clientFor(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: server.baseUrl,
    language: 'ru',
    localization: 'en-US',
    currency: 'EUR',
    retryDelayMs: 10,
    timeoutMs: 2000,
    ...overrides,
  })
}

/** A memory store that also counts what the client did to it. */
function spyTokenStore(initial: string | null) {
  const store = createMemoryTokenStore(initial)
  const calls = { set: [] as string[], cleared: 0 }
  const spy: TokenStore = {
    getToken: () => store.getToken(),
    setToken: (value) => {
      calls.set.push(value)
      store.setToken(value)
    },
    clearTokens: () => {
      calls.cleared += 1
      store.clearTokens()
    },
  }
  return { store: spy, calls }
}

function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: unknown) => error,
  )
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Never answers: the client has to give up by itself. */
function hold(): void {}

describe('§7 request headers', () => {
  it('§7 every request carries X-Language, X-Localization, X-Currency, X-Role: client and the bearer token', async () => {
    const client = clientFor({ tokens: createMemoryTokenStore('Bearer abc123') })
    await client.get('/spa/info')
    await client.post('/crm/api/user/set-currency', { body: { currency_code: 'EUR' } })

    for (const request of server.requests) {
      expect(request.headers['x-language']).toBe('ru')
      expect(request.headers['x-localization']).toBe('en-US')
      expect(request.headers['x-currency']).toBe('EUR')
      expect(request.headers['x-role']).toBe('client')
      expect(request.headers['x-authorization']).toBe('Bearer abc123')
    }
  })

  it('§7 a stored bare token is still sent as Bearer {token}', async () => {
    await clientFor({ tokens: createMemoryTokenStore('abc123') }).get('/spa/info')
    expect(server.requests[0]?.headers['x-authorization']).toBe('Bearer abc123')
  })

  it('§4 with no token there is no X-Authorization header', async () => {
    await clientFor({ tokens: createMemoryTokenStore(null) }).get('/spa/info')
    await clientFor().get('/spa/info')
    expect(server.requests.map((request) => request.headers['x-authorization'])).toEqual([
      undefined,
      undefined,
    ])
  })

  it('§7 a body is sent as JSON; per-request headers are added', async () => {
    await clientFor().post('/spa/submit-help-request', {
      body: { email: 'a@example.com', tour_id: 7 },
      headers: { 'X-Captcha': 'solution' },
    })
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers['x-captcha']).toBe('solution')
    expect(JSON.parse(request?.body ?? '')).toEqual({ email: 'a@example.com', tour_id: 7 })
  })

  it('§7 FormData uploads go out as multipart, not JSON', async () => {
    const form = new FormData()
    form.append('bucket', 'reviews')
    await clientFor().post('/crm/api/image/upload', { body: form })
    const [request] = server.requests
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(request?.body).toContain('reviews')
  })

  it('§7 paths are joined to the base URL with exactly one slash', async () => {
    await clientFor({ baseUrl: `${server.baseUrl}/` }).get('spa/info')
    expect(server.requests[0]?.path).toBe('/spa/info')
  })
})

describe('§7 query parameters', () => {
  it('§7 lists are comma lists, booleans 1/0, null and undefined and empty lists dropped', async () => {
    await clientFor().get('/crm/api/tour/get-by-ids', {
      query: {
        ids: [3, 1, 2],
        active_only: true,
        with_alt: false,
        page: 2,
        query: 'Lake Baikal & co',
        exclude: [],
        only: null,
        limit: undefined,
      },
    })
    const [request] = server.requests
    expect([...(request?.query.entries() ?? [])]).toEqual([
      ['ids', '3,1,2'],
      ['active_only', '1'],
      ['with_alt', '0'],
      ['page', '2'],
      ['query', 'Lake Baikal & co'],
    ])
  })
})

describe('§9 retries by method and status', () => {
  it('§9 GET 503 then 200 succeeds after 2 requests', async () => {
    server.handle((request, response) =>
      server.requests.length === 1
        ? sendJson(response, 503, { message: 'Busy.' })
        : sendJson(response, 200, { ok: true }),
    )
    await expect(clientFor().get('/spa/info')).resolves.toEqual({ ok: true })
    expect(server.requests).toHaveLength(2)
  })

  it('§9 GET 503 twice fails with a bad response after 2 requests', async () => {
    server.handle((_request, response) => sendJson(response, 503, { message: 'Busy.' }))
    const error = await rejectionOf(clientFor().get('/spa/info'))
    expect(error).toBeInstanceOf(ApiBadResponseError)
    expect(error).toMatchObject({ status: 503, message: 'Busy.' })
    expect(server.requests).toHaveLength(2)
  })

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    '§9 %s 503 is not retried: 1 request',
    async (method) => {
      server.handle((_request, response) => sendJson(response, 503, { message: 'Busy.' }))
      const error = await rejectionOf(clientFor()[method]('/crm/api/user/update-profile'))
      expect(error).toBeInstanceOf(ApiBadResponseError)
      expect(server.requests).toHaveLength(1)
    },
  )

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    '§9 GET is retried once after %i',
    async (status) => {
      server.handle((_request, response) => sendJson(response, status, { message: 'No.' }))
      await rejectionOf(clientFor().get('/spa/info'))
      expect(server.requests).toHaveLength(2)
    },
  )

  it.each([400, 403, 404, 410, 422, 501])('§9 GET %i is not retried', async (status) => {
    server.handle((_request, response) => sendJson(response, status, { message: 'No.' }))
    const error = await rejectionOf(clientFor().get('/spa/info'))
    expect(error).toMatchObject({ status })
    expect(server.requests).toHaveLength(1)
  })

  it('§9 the retry waits at least the Retry-After the server asks for', async () => {
    server.handle((_request, response) =>
      server.requests.length === 1
        ? sendJson(response, 503, { message: 'Busy.' }, { 'Retry-After': '1' })
        : sendJson(response, 200, { ok: true }),
    )
    await clientFor().get('/spa/info')
    const [first, second] = server.requests
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950)
  })

  it('§8 a network error is retried once for GET, then rejects with NetworkError', async () => {
    server.handle((_request, response) => response.socket?.destroy())
    const error = await rejectionOf(clientFor().get('/spa/info'))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({ message: 'network error', method: 'GET', path: '/spa/info' })
    expect(server.requests).toHaveLength(2)
  })

  it('§8 a network error on POST is not retried', async () => {
    server.handle((_request, response) => response.socket?.destroy())
    await expect(clientFor().post('/spa/submit-help-request')).rejects.toBeInstanceOf(NetworkError)
    expect(server.requests).toHaveLength(1)
  })
})

describe('§8 transport: timeout, abort, cancel', () => {
  it('§8 a GET that gets no answer in time fails with timeout exceeded after one retry', async () => {
    server.handle(hold)
    const error = await rejectionOf(clientFor({ timeoutMs: 100 }).get('/spa/tours'))
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ message: 'timeout exceeded' })
    expect(server.requests).toHaveLength(2)
  })

  it('§8 a POST that times out is not retried', async () => {
    server.handle(hold)
    const error = await rejectionOf(clientFor({ timeoutMs: 100 }).post('/spa/submit-help-request'))
    expect(error).toBeInstanceOf(TimeoutError)
    expect(server.requests).toHaveLength(1)
  })

  it('§8 a body that stalls after the headers is a timeout too', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.write('{"data":')
    })
    const error = await rejectionOf(clientFor().get('/spa/tours', { timeoutMs: 100 }))
    expect(error).toBeInstanceOf(TimeoutError)
  })

  it('§8 aborting through the signal rejects with request aborted and is never retried', async () => {
    server.handle(hold)
    const controller = new AbortController()
    const pending = rejectionOf(clientFor().get('/spa/tours', { signal: controller.signal }))
    await server.received(1)
    controller.abort()
    const error = await pending
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect(error).toMatchObject({ message: 'request aborted' })
    await wait(100)
    expect(server.requests).toHaveLength(1)
  })

  it('§8 an already aborted signal sends nothing', async () => {
    const error = await rejectionOf(clientFor().get('/spa/tours', { signal: AbortSignal.abort() }))
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect(server.requests).toHaveLength(0)
  })

  it('§8 aborting during the pause before a retry stops the retry', async () => {
    server.handle((_request, response) => sendJson(response, 503, { message: 'Busy.' }))
    const controller = new AbortController()
    const pending = rejectionOf(
      clientFor({ retryDelayMs: 500 }).get('/spa/tours', { signal: controller.signal }),
    )
    await server.received(1)
    await wait(50)
    controller.abort()
    expect(await pending).toBeInstanceOf(RequestAbortedError)
    await wait(600)
    expect(server.requests).toHaveLength(1)
  })

  it('§7 latest-only: a new completion cancels the one in flight with CanceledError', async () => {
    server.handle((request, response) => {
      if (request.query.get('phrase') === 'bai') return
      sendJson(response, 200, { phrase: request.query.get('phrase') })
    })
    const client = clientFor()
    const complete = createLatestOnly((signal, phrase: string) =>
      client.get('/spa/tours-filter-completion', { query: { phrase }, signal }),
    )
    const first = rejectionOf(complete('bai'))
    await server.received(1)
    const second = complete('baikal')

    const error = await first
    expect(error).toBeInstanceOf(CanceledError)
    expect(error).toMatchObject({ message: 'canceled' })
    await expect(second).resolves.toEqual({ phrase: 'baikal' })
    expect(server.requests.map((request) => request.query.get('phrase'))).toEqual(['bai', 'baikal'])
  })
})

describe('§4 token refresh on 401', () => {
  /** 401 for any token but `fresh`; the refresh path answers `fresh` after `delayMs`. */
  function serveRefresh(options: { refreshStatus?: number; delayMs?: number } = {}) {
    server.handle((request, response) => {
      if (request.path === REFRESH_TOKEN_PATH) {
        setTimeout(
          () =>
            options.refreshStatus === undefined
              ? sendJson(response, 200, { token: 'fresh' })
              : sendJson(response, options.refreshStatus, { message: 'Refresh token expired.' }),
          options.delayMs ?? 0,
        )
        return
      }
      if (request.headers['x-authorization'] === 'Bearer fresh') {
        sendJson(response, 200, { path: request.path, body: request.body })
        return
      }
      sendJson(response, 401, { message: 'Unauthenticated.', code: 'unauthenticated' })
    })
  }

  const requestsTo = (path: string) => server.requests.filter((request) => request.path === path)

  it('§4 three concurrent 401s share one refresh call, then all three succeed with the new token', async () => {
    serveRefresh({ delayMs: 100 })
    const { store, calls } = spyTokenStore('Bearer stale')
    const client = clientFor({ tokens: store })

    const results = await Promise.all(['/a', '/b', '/c'].map((path) => client.get(path)))

    expect(results).toEqual([
      { path: '/a', body: '' },
      { path: '/b', body: '' },
      { path: '/c', body: '' },
    ])
    expect(requestsTo(REFRESH_TOKEN_PATH)).toHaveLength(1)
    expect(requestsTo(REFRESH_TOKEN_PATH)[0]).toMatchObject({ method: 'POST' })
    expect(requestsTo(REFRESH_TOKEN_PATH)[0]?.headers['x-authorization']).toBe('Bearer stale')
    expect(calls.set).toEqual(['Bearer fresh'])
    expect(store.getToken()).toBe('Bearer fresh')
    for (const path of ['/a', '/b', '/c']) {
      expect(requestsTo(path).map((request) => request.headers['x-authorization'])).toEqual([
        'Bearer stale',
        'Bearer fresh',
      ])
    }
  })

  it('§4 a custom refresh is called once while all three requests wait for it', async () => {
    serveRefresh()
    const refresh = vi.fn(async () => {
      await server.received(3)
      await wait(50)
      return 'fresh'
    })
    const client = clientFor({ tokens: createMemoryTokenStore('stale'), refresh })
    await Promise.all(['/a', '/b', '/c'].map((path) => client.get(path)))
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(server.requests).toHaveLength(6)
  })

  it('§4 a 401 that arrives after another request refreshed takes the new token without refreshing again', async () => {
    server.handle((request, response) => {
      if (request.path === REFRESH_TOKEN_PATH) return sendJson(response, 200, { token: 'fresh' })
      if (request.headers['x-authorization'] === 'Bearer fresh') {
        return sendJson(response, 200, { path: request.path })
      }
      // The slow request's 401 lands only after the fast one has refreshed.
      const delayMs = request.path === '/slow' ? 300 : 0
      setTimeout(() => sendJson(response, 401, { message: 'Unauthenticated.' }), delayMs)
    })
    const client = clientFor({ tokens: createMemoryTokenStore('stale') })
    const results = await Promise.all([client.get('/fast'), client.get('/slow')])
    expect(results).toEqual([{ path: '/fast' }, { path: '/slow' }])
    expect(requestsTo(REFRESH_TOKEN_PATH)).toHaveLength(1)
  })

  it('§4 clients share nothing: each per-request client refreshes into its own store', async () => {
    server.handle((request, response) => {
      if (request.path === REFRESH_TOKEN_PATH) {
        const stale = request.headers['x-authorization']
        return sendJson(response, 200, { token: stale === 'Bearer one' ? 'fresh' : 'fresh2' })
      }
      const auth = request.headers['x-authorization']
      if (auth === 'Bearer fresh' || auth === 'Bearer fresh2') return sendJson(response, 200, {})
      sendJson(response, 401, { message: 'Unauthenticated.' })
    })
    const first = createMemoryTokenStore('one')
    const second = createMemoryTokenStore('two')
    await Promise.all([
      clientFor({ tokens: first }).get('/crm/api/user/profile'),
      clientFor({ tokens: second }).get('/crm/api/user/profile'),
    ])
    expect(requestsTo(REFRESH_TOKEN_PATH)).toHaveLength(2)
    expect(first.getToken()).toBe('Bearer fresh')
    expect(second.getToken()).toBe('Bearer fresh2')
  })

  it('§9 the repeat after a refresh still has its own retry', async () => {
    let freshTries = 0
    server.handle((request, response) => {
      if (request.path === REFRESH_TOKEN_PATH) return sendJson(response, 200, { token: 'fresh' })
      if (request.headers['x-authorization'] !== 'Bearer fresh') {
        return sendJson(response, 401, { message: 'Unauthenticated.' })
      }
      freshTries += 1
      if (freshTries === 1) return sendJson(response, 503, { message: 'Busy.' })
      sendJson(response, 200, { ok: true })
    })
    const client = clientFor({ tokens: createMemoryTokenStore('stale') })
    await expect(client.get('/crm/api/user/profile')).resolves.toEqual({ ok: true })
    expect(requestsTo('/crm/api/user/profile')).toHaveLength(3)
  })

  it('§4 a request with a body is repeated once after the refresh, body included', async () => {
    serveRefresh()
    const client = clientFor({ tokens: createMemoryTokenStore('stale') })
    const result = await client.post('/crm/api/chat/send-message', { body: { chat_id: 4 } })
    expect(result).toEqual({ path: '/crm/api/chat/send-message', body: '{"chat_id":4}' })
    expect(requestsTo('/crm/api/chat/send-message')).toHaveLength(2)
  })

  it('§8 a failed refresh clears token and refresh token and rejects with the original 401', async () => {
    serveRefresh({ refreshStatus: 401 })
    const { store, calls } = spyTokenStore('Bearer stale')
    const error = await rejectionOf(clientFor({ tokens: store }).get('/crm/api/user/profile'))

    expect(error).toBeInstanceOf(ApiBadRequestError)
    expect(error).toMatchObject({
      status: 401,
      message: 'Unauthenticated.',
      code: 'unauthenticated',
    })
    expect(calls.cleared).toBe(1)
    expect(store.getToken()).toBeNull()
    expect(requestsTo('/crm/api/user/profile')).toHaveLength(1)
    expect(requestsTo(REFRESH_TOKEN_PATH)).toHaveLength(1)
  })

  it('§8 a refresh that throws is a failed refresh; concurrent requests all reject after one call', async () => {
    serveRefresh()
    const { store, calls } = spyTokenStore('stale')
    const refresh = vi.fn(async () => {
      await server.received(3)
      throw new Error('refresh endpoint down')
    })
    const client = clientFor({ tokens: store, refresh })
    const errors = await Promise.all(
      ['/a', '/b', '/c'].map((path) => rejectionOf(client.get(path))),
    )

    for (const error of errors) expect(error).toMatchObject({ status: 401 })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(calls.cleared).toBe(1)
    expect(server.requests).toHaveLength(3)
  })

  it('§4 refreshSession renews a token before it expires through the same one refresh as the 401s', async () => {
    serveRefresh({ delayMs: 100 })
    const { store, calls } = spyTokenStore('Bearer stale')
    const client = clientFor({ tokens: store })
    const [early] = await Promise.all([client.refreshSession?.(), client.get('/a')])
    expect(early).toBe('fresh')
    expect(requestsTo(REFRESH_TOKEN_PATH)).toHaveLength(1)
    expect(calls.set).toEqual(['Bearer fresh'])
    // Signed out: nothing to renew, nothing asked.
    expect(await clientFor({ tokens: createMemoryTokenStore(null) }).refreshSession?.()).toBeNull()
    expect(requestsTo(REFRESH_TOKEN_PATH)).toHaveLength(1)
  })

  it('§4 a 401 without a token is not refreshed', async () => {
    serveRefresh()
    const refresh = vi.fn(async () => 'fresh')
    const error = await rejectionOf(
      clientFor({ tokens: createMemoryTokenStore(null), refresh }).get('/crm/api/user/profile'),
    )
    expect(error).toMatchObject({ status: 401 })
    expect(refresh).not.toHaveBeenCalled()
    expect(server.requests).toHaveLength(1)
  })

  it('§4 a second 401 after the repeat rejects without another refresh', async () => {
    server.handle((_request, response) => sendJson(response, 401, { message: 'Unauthenticated.' }))
    const refresh = vi.fn(async () => 'fresh')
    const client = clientFor({ tokens: createMemoryTokenStore('stale'), refresh })
    const error = await rejectionOf(client.get('/crm/api/user/profile'))
    expect(error).toMatchObject({ status: 401 })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(server.requests).toHaveLength(2)
  })
})

describe('§8 captcha required', () => {
  it.each(['captcha', 'hard_captcha'] as const)(
    '§8 429 with body type %s rejects with CaptchaRequiredError, calls onCaptchaRequired, no retry',
    async (kind) => {
      server.handle((_request, response) =>
        sendJson(response, 429, { type: kind, message: 'Prove you are human.' }),
      )
      const onCaptchaRequired = vi.fn()
      const error = await rejectionOf(clientFor({ onCaptchaRequired }).get('/spa/tours'))

      expect(error).toBeInstanceOf(CaptchaRequiredError)
      expect(error).toMatchObject({ kind, status: 429, message: 'captcha required' })
      expect(onCaptchaRequired).toHaveBeenCalledTimes(1)
      expect(onCaptchaRequired).toHaveBeenCalledWith(error)
      expect(server.requests).toHaveLength(1)
    },
  )

  it('§8 a solved captcha repeats the request once with X-Captcha, body included', async () => {
    server.handle((request, response) =>
      request.headers['x-captcha'] === 'solved'
        ? sendJson(response, 200, { ok: true })
        : sendJson(response, 429, { type: 'captcha', message: 'Prove you are human.' }),
    )
    const solveCaptcha = vi.fn(() => Promise.resolve('solved'))
    const answer = await clientFor({ solveCaptcha }).post('/crm/api/user/auth', {
      body: { login: 'a@b.c' },
    })

    expect(answer).toEqual({ ok: true })
    expect(solveCaptcha).toHaveBeenCalledTimes(1)
    expect(server.requests.map((request) => request.body)).toEqual([
      '{"login":"a@b.c"}',
      '{"login":"a@b.c"}',
    ])
  })

  it('§8 a second captcha 429 after the solved repeat rejects without solving again', async () => {
    server.handle((_request, response) =>
      sendJson(response, 429, { type: 'hard_captcha', message: 'Still too many.' }),
    )
    const solveCaptcha = vi.fn(() => Promise.resolve('solved'))
    const error = await rejectionOf(clientFor({ solveCaptcha }).post('/crm/api/user/auth'))

    expect(error).toBeInstanceOf(CaptchaRequiredError)
    expect(error).toMatchObject({ kind: 'hard_captcha' })
    expect(solveCaptcha).toHaveBeenCalledTimes(1)
    expect(server.requests).toHaveLength(2)
    expect(server.requests[1]?.headers['x-captcha']).toBe('solved')
  })

  it('§8 a solver that gives up (null) rejects with the captcha error and sends nothing more', async () => {
    server.handle((_request, response) => sendJson(response, 429, { type: 'captcha' }))
    const error = await rejectionOf(
      clientFor({ solveCaptcha: () => Promise.resolve(null) }).get('/spa/tours'),
    )
    expect(error).toBeInstanceOf(CaptchaRequiredError)
    expect(server.requests).toHaveLength(1)
  })

  it('§8 a 429 without a captcha type is rate limiting: a bad request, retried for GET', async () => {
    server.handle((_request, response) => sendJson(response, 429, { message: 'Too many.' }))
    const onCaptchaRequired = vi.fn()
    const error = await rejectionOf(clientFor({ onCaptchaRequired }).get('/spa/tours'))
    expect(error).toBeInstanceOf(ApiBadRequestError)
    expect(error).not.toBeInstanceOf(CaptchaRequiredError)
    expect(onCaptchaRequired).not.toHaveBeenCalled()
    expect(server.requests).toHaveLength(2)
  })
})

describe('§8 error bodies', () => {
  it('§8 a 4xx is a bad request with the message, code and field errors of the body', async () => {
    server.handle((_request, response) =>
      sendJson(response, 422, {
        message: 'Validation failed.',
        code: 'validation_failed',
        errors: { email: ['Required field.'], password: ['Minimum 8 characters.'] },
      }),
    )
    const error = await rejectionOf(clientFor().post('/crm/api/user/register'))
    expect(error).toBeInstanceOf(ApiBadRequestError)
    expect(error).toMatchObject({
      status: 422,
      message: 'Validation failed.',
      code: 'validation_failed',
      errors: { email: ['Required field.'], password: ['Minimum 8 characters.'] },
      method: 'POST',
      path: '/crm/api/user/register',
    })
  })

  it('§8 the message is read from body.error when there is no body.message', async () => {
    server.handle((_request, response) => sendJson(response, 500, { error: 'Upstream failed.' }))
    const error = await rejectionOf(clientFor().post('/spa/submit-help-request'))
    expect(error).toBeInstanceOf(ApiBadResponseError)
    expect(error).toMatchObject({ status: 500, message: 'Upstream failed.', errors: {} })
  })

  it('§8 a 5xx without a JSON body is a bad response with the catalogue words', async () => {
    server.handle((_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' })
      response.end('<h1>Bad gateway</h1>')
    })
    const error = await rejectionOf(clientFor().post('/spa/submit-help-request'))
    expect(error).toBeInstanceOf(ApiBadResponseError)
    expect(error).toMatchObject({
      status: 502,
      message: 'bad response',
      body: '<h1>Bad gateway</h1>',
    })
  })

  it('§8 a 4xx without a message reads bad request', async () => {
    server.handle((_request, response) => sendJson(response, 404, {}))
    const error = await rejectionOf(clientFor().get('/spa/tour'))
    expect(error).toMatchObject({ status: 404, message: 'bad request' })
  })
})

describe('§8 response schemas', () => {
  const tourSchema = z.object({ id: z.number(), title: z.string() })

  it('§8 a body that matches the schema is returned parsed', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { id: 7, title: 'Baikal', extra: true }),
    )
    const tour = await clientFor().get('/spa/tour', { schema: tourSchema })
    expect(tour).toEqual({ id: 7, title: 'Baikal' })
  })

  it('§8 a body that does not match the schema is a bad response', async () => {
    server.handle((_request, response) => sendJson(response, 200, { id: '7', message: 'ok' }))
    const error = await rejectionOf(clientFor().get('/spa/tour', { schema: tourSchema }))
    expect(error).toBeInstanceOf(ApiBadResponseError)
    expect(error).toMatchObject({ status: 200, message: 'bad response' })
    expect((error as ApiBadResponseError).cause).toBeInstanceOf(z.ZodError)
    expect(server.requests).toHaveLength(1)
  })

  it('§8 malformed JSON is a bad response', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end('{"id":')
    })
    const error = await rejectionOf(clientFor().get('/spa/tour'))
    expect(error).toBeInstanceOf(ApiBadResponseError)
    expect(error).toMatchObject({ status: 200, message: 'bad response' })
  })

  it('§7 an empty answer (204) resolves to undefined', async () => {
    server.handle((_request, response) => {
      response.writeHead(204)
      response.end()
    })
    await expect(clientFor().post('/crm/api/user/logout')).resolves.toBeUndefined()
  })
})

describe('§5 an API redirect where none is allowed', () => {
  beforeEach(() => {
    server.handle((request, response) => {
      if (request.path === '/moved') {
        response.writeHead(301, { Location: '/elsewhere' })
        response.end()
        return
      }
      sendJson(response, 200, { at: request.path })
    })
  })

  it('is followed by default', async () => {
    await expect(clientFor().get('/moved')).resolves.toEqual({ at: '/elsewhere' })
  })

  it("with redirect 'manual' rejects with the 3xx's status, once, without going there", async () => {
    const error = await rejectionOf(clientFor().get('/moved', { redirect: 'manual' }))
    expect(error).toBeInstanceOf(ApiBadRequestError)
    expect((error as ApiBadRequestError).status).toBe(301)
    expect(server.requests.map((request) => request.path)).toEqual(['/moved'])
  })
})
