import { expect, test } from './support/test.ts'

test.describe('§7 calls: the storefront origin forwards the API paths', () => {
  test('/spa/* reaches the API, which answers its own JSON 404', async ({ page }) => {
    const response = await page.request.get('/spa/does-not-exist')

    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
    const body: unknown = await response.json()
    expect(body).toEqual(expect.objectContaining({ message: expect.any(String) }))
  })

  test('§2 a page whose path only starts like an API path stays with the storefront', async ({
    page,
  }) => {
    const response = await page.request.get('/spa-resorts')

    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('text/html')
    expect(await response.text()).toContain('Page not found')
  })
})

test.describe('probes for a load balancer (docs/deploy.md)', () => {
  test('issue 22: the API’s /metrics is not reachable through the site', async ({ request }) => {
    const response = await request.get('/metrics')
    expect(response.status()).toBe(404)
    expect(await response.text()).not.toContain('http_request_duration_seconds')
  })

  test('/healthz answers while the process runs; /readyz once the API it calls is ready', async ({
    page,
  }) => {
    const live = await page.request.get('/healthz')
    expect(live.status()).toBe(200)
    expect(await live.json()).toEqual({ status: 'ok' })
    expect(live.headers()['cache-control']).toBe('no-store')

    const ready = await page.request.get('/readyz')
    expect(ready.status()).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })
})

test.describe('issue 22: one request id from the storefront to the API', () => {
  test('a page and a forwarded API call keep the caller’s X-Request-Id; without one, each gets its own', async ({
    request,
  }) => {
    const page = await request.get('/contacts', { headers: { 'x-request-id': 'lb-trace.page-1' } })
    expect(page.headers()['x-request-id']).toBe('lb-trace.page-1')
    // The API answers the forwarded call itself and echoes the id it logged the call under.
    const call = await request.get('/spa/info', { headers: { 'x-request-id': 'lb-trace.call-1' } })
    expect(call.headers()['x-request-id']).toBe('lb-trace.call-1')

    const [first, second] = await Promise.all([request.get('/contacts'), request.get('/contacts')])
    const made = [first.headers()['x-request-id'], second.headers()['x-request-id']]
    expect(made[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(made[1]).toMatch(/^[0-9a-f-]{36}$/)
    expect(made[0]).not.toBe(made[1])
    // An unsafe id (spaces could forge log fields) is replaced, not passed on.
    const forged = await request.get('/contacts', { headers: { 'x-request-id': 'a b' } })
    expect(forged.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
