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
