import { AxeBuilder } from '@axe-core/playwright'
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

/** The page's serious and critical violations once its running CSS transitions have finished. */
async function blockingViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Only violations are judged, so axe skips gathering the passes (issue 36); legacy mode runs in
  // the page itself instead of opening a blank page to merge frames' results (a renderer each
  // time): the site embeds no cross-origin frame, the one thing legacy mode leaves out.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

/**
 * Runs axe on the page at rest; fails on any serious or critical violation that stays, listing
 * them. Running CSS transitions finish first: mid-fade, an element's colours are blended with the
 * page behind and axe would judge a frame no reader dwells on. A fade can also begin while axe
 * runs (the "Go up" button appears up to 300 ms after a scroll), so a violation is looked at again
 * until the expect timeout before it fails. Endless animations (spinners) are not awaited.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await expect
    .poll(() => blockingViolations(page), {
      message: `axe found serious or critical violations on ${page.url()}`,
      intervals: [500, 1_000],
    })
    .toEqual([])
}
