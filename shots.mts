import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3350'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] })
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, javaScriptEnabled: false })
  await context.addCookies([{ name: 'cookie_notice', value: '1', url: base }])
  const page = await context.newPage()
  for (const path of ['/tour-providers?country=16', '/tour-provider/24']) {
    await page.goto(base + path)
    await page.screenshot({ path: `/tmp/org-g-${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png` })
  }
  await context.close()
}
await browser.close()
