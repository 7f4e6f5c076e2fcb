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
