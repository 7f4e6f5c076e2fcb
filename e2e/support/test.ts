import { test as base, expect } from '@playwright/test'

type Options = {
  /** Browser console errors a test expects (e.g. the 404 of the document it opens on purpose). */
  expectedConsoleErrors: RegExp[]
}

/**
 * The Playwright test with one addition: an unexpected browser console error or uncaught page
 * error (a hydration mismatch, a failed script) fails the test.
 */
export const test = base.extend<Options & { failOnConsoleErrors: void }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const unexpected: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) unexpected.push(text)
      })
      page.on('pageerror', (error) => unexpected.push(`uncaught: ${error.message}`))
      await use()
      expect(unexpected, 'unexpected browser console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
