import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] })
const base = process.env.BASE ?? 'http://127.0.0.1:3250'
const pages: [string, string][] = [
  ['index', '/journal'],
  ['article', '/journal/ten-days-in-georgia-from-tbilisi-to-svaneti-1'],
  ['ru-article', '/ru/journal/kyoto-beyond-the-temples-10'],
  ['home', '/'],
]
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: process.env.NOJS !== '1' })
  const page = await context.newPage()
  for (const [name, url] of pages) {
    await page.goto(base + url, { waitUntil: 'networkidle' })
    if (name === 'home') {
      await page.getByRole('heading', { name: /journal|журнал/i }).first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: `/tmp/jr/${name}-${width}.png` })
    } else {
      await page.screenshot({ path: `/tmp/jr/${name}-${width}.png`, fullPage: true })
    }
  }
  await context.close()
}
await browser.close()
