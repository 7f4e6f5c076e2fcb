import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

// Issue 42 item 10: a new visitor who presses the cookie notice's "Ok, don't show again" and the
// heart the moment a tour page shows lost both one time in four. Nothing is held back here: each
// run opens the page cold, as a new visitor does, and presses as soon as the controls show, so
// the presses land before, during or (rarely) after hydration as they would for real
// (docs/decisions/0066-early-clicks-held-until-hydrated.md).

/**
 * Runs in a row per test, at both widths and CPU speeds. Issue 42 asked for 20 in a row, which
 * `E2E_EARLY_CLICK_RUNS=20` still proves; every `npm test` runs 8 (32 cold page loads, not 80: the
 * 20 cost CI almost ten minutes on a slow day — decision 0066, addendum of 2026-12-03).
 */
const RUNS = Number(process.env.E2E_EARLY_CLICK_RUNS ?? 8)

const WIDTHS = [
  { name: '1280 px', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: '390 px',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const satisfies readonly { name: string; use: BrowserContextOptions }[]

/** A tour with two open dates, so the booking box has a date to pick. */
async function tourWithTwoOpenDates(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/spa/tours?limit=20')).json()) as {
    data: { slug: string }[]
  }
  for (const { slug } of list.data) {
    const tour = (await (
      await request.get(`/spa/tour?slug=${encodeURIComponent(slug)}`)
    ).json()) as { dates: { is_busy: boolean }[] }
    if (tour.dates.filter((date) => !date.is_busy).length >= 2) return slug
  }
  throw new Error('the seeded catalogue has no tour with two open dates')
}

/**
 * A new visitor's page: its own context (no cookies, storage or cached scripts), the CPU slowed
 * `rate` times through CDP, and every press noted with whether hydration had begun by then.
 */
async function newVisitor(
  browser: Browser,
  options: BrowserContextOptions,
  rate: number,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  await page.addInitScript(() => {
    const presses: boolean[] = []
    Object.assign(window, { __pressesBeforeHydration: presses })
    // The inline capture's global is there until the client entry starts hydrating.
    window.addEventListener('click', () => presses.push('__tmEarlyEvents' in window), true)
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return { page, errors, close: () => context.close() }
}

/** How many of the visitor's presses so far came before hydration began. */
function pressesBeforeHydration(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (
        window as unknown as { __pressesBeforeHydration: boolean[] }
      ).__pressesBeforeHydration.filter(Boolean).length,
  )
}

// Each run makes its own context at the width it tests, so the file runs once, in the desktop
// project, for both widths.
test.describe('issue 42 early clicks on a tour page, every time', () => {
  for (const width of WIDTHS) {
    for (const rate of [1, 4]) {
      test(`at ${width.name}, CPU ${String(rate)}× slower: the notice's Ok and the heart pressed at once take effect ${String(RUNS)} times in a row`, async ({
        browser,
        request,
        baseURL,
      }) => {
        // A minute for the first run's axe check and reload, then up to 10 s a cold load per run
        // (per CPU slow-down): a busy 2-core machine took 6 s for some at 1×.
        test.setTimeout(60_000 + RUNS * rate * 10_000)
        const slug = await tourWithTwoOpenDates(request)
        const desktop = width.use.viewport.width > 600
        let early = 0
        for (let run = 1; run <= RUNS; run++) {
          await test.step(`run ${String(run)}`, async () => {
            const { page, errors, close } = await newVisitor(
              browser,
              { ...width.use, baseURL },
              rate,
            )
            await page.goto(`/${slug}`, { waitUntil: 'commit' })
            const notice = page.getByRole('region', { name: 'Cookie notice' })
            const heading = page.getByRole('heading', { level: 1 })
            const heart = page.locator('.tour-head__title').getByRole('button')
            const date = page
              .getByTestId('tour-booking')
              .getByRole('combobox', { name: 'Date', exact: true })
            await notice
              .getByRole('button', { name: "Ok, don't show again" })
              .click({ noWaitAfter: true })
            await heart.click({ noWaitAfter: true })
            // The booking box's date is a kit select, whose click the same capture holds.
            if (desktop) await date.click({ noWaitAfter: true })
            early += await pressesBeforeHydration(page)

            if (desktop) {
              const second = page.getByRole('listbox').getByRole('option').nth(1)
              await expect(second).toBeVisible()
              const chosen = (await second.textContent()) ?? ''
              // By keyboard: the first heart's toast may lie over the list.
              await second.focus()
              await page.keyboard.press('Enter')
              await expect(date).toHaveText(chosen)
            }
            await expect(notice).toHaveCount(0)
            await expect(heart).toHaveAttribute('aria-pressed', 'true')
            await expect(heart).toHaveAccessibleName('Remove from favourites')
            await expect(heading).toBeVisible()
            if (run === 1) {
              await expectNoSeriousAxeViolations(page)
              // Kept: the server leaves the notice out, and the device keeps the favourite. Once
              // is enough: every run starts from a new context, so a reload proves nothing new.
              await page.reload()
              await expect(heart).toHaveAttribute('aria-pressed', 'true')
              await expect(notice).toHaveCount(0)
            }
            expect(errors, 'browser console errors').toEqual([])
            await close()
          })
        }
        // Not a foregone conclusion: the presses did land before hydration began.
        expect(early).toBeGreaterThan(0)
        test.info().annotations.push({
          type: 'presses before hydration began',
          description: `${String(early)} in ${String(RUNS)} runs`,
        })
      })
    }
  }
})
