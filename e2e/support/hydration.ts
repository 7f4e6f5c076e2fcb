import type { Page, Response } from '@playwright/test'

/**
 * Opens a page and waits until React has hydrated it: the shell fetches this build's manifest
 * (§7 builds/meta/{buildId}.json) from an effect, which runs only after hydration.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const [, response] = await Promise.all([
    page.waitForRequest((request) => /\/builds\/meta\/[^/]+\.json$/.test(request.url())),
    page.goto(path),
  ])
  return response
}
