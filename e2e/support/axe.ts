import { AxeBuilder } from '@axe-core/playwright'
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

/**
 * Runs axe on the page at rest; fails on any serious or critical violation, listing them. Running
 * CSS transitions finish first: mid-fade, an element's colours are blended with the page behind
 * and axe would judge a frame no reader dwells on. Endless animations (spinners) are not awaited.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
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
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  expect(blocking, `axe found serious or critical violations on ${page.url()}`).toEqual([])
}
