import { expect, test } from './support/test.ts'

test.describe('files for crawlers and §2 page links', () => {
  test('sitemap.xml lists absolute addresses, a tour among them', async ({ page, baseURL }) => {
    const response = await page.request.get('/sitemap.xml')

    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
    expect(locs.length).toBeGreaterThan(1)
    for (const loc of locs) expect(loc.startsWith(`${String(baseURL)}/`)).toBe(true)
    expect(locs.some((loc) => /\/[a-z0-9-]+-\d+$/.test(loc))).toBe(true)
  })

  test('robots.txt keeps private paths out and names the sitemap', async ({ page, baseURL }) => {
    const response = await page.request.get('/robots.txt')

    expect(response.status()).toBe(200)
    const text = await response.text()
    expect(text).toContain('Disallow: /booking/')
    expect(text).toContain(`Sitemap: ${String(baseURL)}/sitemap.xml`)
  })

  test('§1 home has a canonical link and en / ru / x-default alternates', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/')
    const head = page.locator('head')

    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${String(baseURL)}/`,
    )
    await expect(head.locator('link[hreflang="en"]')).toHaveAttribute('href', `${String(baseURL)}/`)
    await expect(head.locator('link[hreflang="ru"]')).toHaveAttribute(
      'href',
      `${String(baseURL)}/ru`,
    )
    await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${String(baseURL)}/`,
    )
  })
})
