import type { Page } from '@playwright/test'
import { test } from './test.ts'

/** The page at the desktop and phone widths, for a look at its layout (the test's output). */
export async function photograph(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({
      path: test.info().outputPath(`${name}-${String(width)}.png`),
      fullPage: true,
    })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}
