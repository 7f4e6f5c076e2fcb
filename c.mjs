import { chromium } from 'playwright'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
page.on('console', m => console.log('CONSOLE', m.type(), m.text().slice(0, 200)))
page.on('pageerror', e => console.log('PAGEERROR', e.message))
await page.goto('http://127.0.0.1:3900/united-states', { waitUntil: 'networkidle' })
const lcp = await page.evaluate(() => new Promise(r => new PerformanceObserver(l => { const e = l.getEntries().at(-1); r({ t: e.startTime, el: e.element?.outerHTML.slice(0, 200), url: e.url }) }).observe({ type: 'largest-contentful-paint', buffered: true })))
console.log(lcp)
await browser.close()
