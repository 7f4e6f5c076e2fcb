import type { Page } from '@playwright/test'
import { expect } from './test.ts'

/** Lighthouse's mid-range phone: every task takes four times as long. */
const PHONE_CPU_SLOWDOWN = 4

/**
 * Opens a page as a quick visitor on a slow phone sees it (issue 16): the CPU four times slower
 * and the storefront's scripts held back, so whatever the test does until `hydrate()` happens on
 * the server's HTML alone, at DOMContentLoaded, before React has the page. `hydrate()` checks that
 * was so, lets the scripts load and waits until React has taken the page.
 */
export async function openBeforeHydration(
  page: Page,
  path: string,
): Promise<{ hydrate: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return {
    async hydrate() {
      // The inline capture is still listening: nothing has hydrated yet.
      expect(await page.evaluate(() => '__tmEarlyEvents' in window)).toBe(true)
      release()
      // The client entry takes the capture's records just before it hydrates.
      await page.waitForFunction(() => !('__tmEarlyEvents' in window))
    },
  }
}
