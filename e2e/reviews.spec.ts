import type { Page, TestInfo } from '@playwright/test'
import { visitorAddress } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

// Issue 19 item 3: the review link after the trip (§2 /review/{uuid}), rating, text and photos,
// and the review on the tour page with the tour's rating moved.

/**
 * The seed's review links of the demo past trips (apps/api/src/seed/demo-accounts.ts
 * demoReviewInvitationUuids): each project and journey has its own, so runs in parallel never
 * share a review; a rerun on the same servers finds its review written and edits it.
 */
const invitations = {
  desktop: {
    withScript: '19000000-0000-4000-8000-000000000001',
    withoutScript: '19000000-0000-4000-8000-000000000003',
  },
  phone: {
    withScript: '19000000-0000-4000-8000-000000000002',
    withoutScript: '19000000-0000-4000-8000-000000000004',
  },
} as const

function invitationFor(testInfo: TestInfo, journey: 'withScript' | 'withoutScript'): string {
  const project = testInfo.project.name === 'phone' ? 'phone' : 'desktop'
  return invitations[project][journey]
}

/** A 1×1 PNG: the server re-encodes it like any photo. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** The tour page's review summary: the average shown and the number of reviews. */
async function reviewSummary(page: Page) {
  const summary = page.locator('.tour-rating-summary')
  await expect(summary).toBeVisible()
  const average = await summary.locator('.tour-rating-summary__value').innerText()
  const count = Number(
    /\d+/.exec(await summary.innerText().then((text) => text.split('\n').pop() ?? ''))?.[0],
  )
  return { average, count }
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
})

test.describe('reviews after the trip', () => {
  test('review link → rating, text and two photos → the review is on the tour page and the rating moved', async ({
    page,
  }, testInfo) => {
    const uuid = invitationFor(testInfo, 'withScript')
    await gotoHydrated(page, `/review/${uuid}`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(/How was your trip\?|Your review/)
    const tourLink = page.getByRole('definition').getByRole('link').first()
    const tourPath = await tourLink.getAttribute('href')
    expect(tourPath).toMatch(/^\/[a-z0-9-]+-\d+$/)
    await expect(page.getByText('Organizer', { exact: true })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectNoSeriousAxeViolations(page)

    // A rerun finds this project's review written: then it is an edit, and the count stays.
    const isEdit = (await heading.innerText()) === 'Your review'

    await page.goto(tourPath!)
    const before = await reviewSummary(page)

    await gotoHydrated(page, `/review/${uuid}`)
    const form = page.locator('form.review-form')
    const text = `${testInfo.project.name} ${String(Date.now())}: the guide knew every trail and the views were wonderful.`

    // §5 first: nothing chosen, too short.
    await form.getByRole('textbox', { name: 'Your review' }).fill('Too short.')
    if (!isEdit) {
      await form.getByRole('button', { name: 'Publish review' }).click()
      await expect(form.getByText('Choose a rating from 1 to 5.')).toBeVisible()
      await expect(form.getByText('Minimum 20 characters.')).toBeVisible()
    }

    await form.getByRole('radio', { name: 'Terrible' }).check({ force: true })
    await expect(form.getByText('Terrible', { exact: true }).last()).toBeVisible()
    await form.getByRole('textbox', { name: 'Your review' }).fill(text)
    // An edit starts from the photos saved last time: remove them, then add two.
    const removeButtons = form.getByRole('button', { name: /^Remove photo \d+$/ })
    while ((await removeButtons.count()) > 0) await removeButtons.first().click()
    await form.locator('input[type="file"]').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: pixel },
      { name: 'second.png', mimeType: 'image/png', buffer: pixel },
    ])
    await expect(removeButtons).toHaveCount(2)
    await expect(form.getByRole('img', { name: /^Your photo [12]$/ })).toHaveCount(2)
    await expect(form.getByText('Uploading…')).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
    await form.getByRole('button', { name: isEdit ? 'Save changes' : 'Publish review' }).click()

    const done = page
      .getByRole('status')
      .filter({ hasText: /Thank you! Your review is published\.|Your changes are saved\./ })
    await expect(done).toBeVisible()
    await expect(done.getByText(text)).toBeVisible()
    await expect(done.getByRole('img', { name: /^Your photo \d+$/ })).toHaveCount(2)
    await expectNoSeriousAxeViolations(page)

    await done.getByRole('link', { name: 'See it on the tour page' }).click()
    await expect(page).toHaveURL(tourPath!)
    const mine = page.getByTestId('tour-reviews').getByRole('listitem').filter({ hasText: text })
    // A new review is among the newest shown; an edited one may be further down the pages.
    const showMore = page.getByRole('button', { name: 'Show more' })
    await expect(async () => {
      if ((await mine.count()) === 0 && (await showMore.isVisible())) await showMore.click()
      await expect(mine).toBeVisible({ timeout: 1000 })
    }).toPass()
    await expect(mine.getByRole('img', { name: /Rated 1 out of 5/ })).toBeVisible()
    await expect(mine.locator('.review-photo-strip img')).not.toHaveCount(0)
    const after = await reviewSummary(page)
    if (isEdit) {
      expect(after.count).toBe(before.count)
    } else {
      // A 1-star review among better ones: one more review, and the average went down.
      expect(after.count).toBe(before.count + 1)
      expect(Number(after.average)).toBeLessThan(Number(before.average))
    }
  })

  test.describe('an unknown link', () => {
    test.use({ expectedConsoleErrors: [/status of 404/] })

    test('is the 404 page', async ({ page }) => {
      const response = await page.goto('/review/19000000-0000-4000-8000-0000000000ff')
      expect(response?.status()).toBe(404)
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 400/] })

    test('rating and text post as a real form; §5 messages, then the thank-you', async ({
      page,
    }, testInfo) => {
      const uuid = invitationFor(testInfo, 'withoutScript')
      await page.goto(`/ru/review/${uuid}`)
      const form = page.locator('form.review-form')
      const isEdit = (await page.getByRole('heading', { level: 1 }).innerText()) === 'Ваш отзыв'
      const submit = form.getByRole('button', {
        name: isEdit ? 'Сохранить изменения' : 'Опубликовать отзыв',
      })
      await form.getByRole('textbox', { name: 'Ваш отзыв' }).fill('Коротко.')
      await form.getByRole('radio', { name: 'Хорошо' }).check({ force: true })
      await submit.click()
      await expect(form.getByText(/^Минимум 20/)).toBeVisible()
      await expect(form.getByRole('textbox', { name: 'Ваш отзыв' })).toHaveValue('Коротко.')

      const text = `${testInfo.project.name} ${String(Date.now())}: отличный маршрут и внимательный гид.`
      await form.getByRole('radio', { name: 'Хорошо' }).check({ force: true })
      await form.getByRole('textbox', { name: 'Ваш отзыв' }).fill(text)
      await form
        .getByRole('button', { name: isEdit ? 'Сохранить изменения' : 'Опубликовать отзыв' })
        .click()
      await expect(page).toHaveURL(new RegExp(`/ru/review/${uuid}\\?sent=(published|saved)$`))
      await expect(
        page.getByText(/Спасибо! Ваш отзыв опубликован\.|Изменения сохранены\./),
      ).toBeVisible()
      await expect(page.getByText(text)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Посмотреть на странице тура' })).toHaveAttribute(
        'href',
        /^\/ru\/[a-z0-9-]+-\d+$/,
      )
    })
  })
})
