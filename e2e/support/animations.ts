import type { Locator } from '@playwright/test'

/**
 * Waits until the element's animations (its own and its descendants') have ended, so a picture
 * or axe's colour check sees the settled state. An animation cancelled meanwhile (a re-render
 * replaces it) rejects `finished` with AbortError: it is over as well.
 */
export async function animationsEnded(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    Promise.all(
      node
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
