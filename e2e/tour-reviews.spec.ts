import type { APIRequestContext, Page } from '@playwright/test'
import { signInContext, signInThroughApi } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { expect, test } from './support/test.ts'

/** The README's demo organizer. */
const DEMO_ORGANIZER = { login: 'organizer@tourmarket.test', password: 'organizer-demo-2026' }

type ReviewsPage = {
  data: { id: number; rating: number; language: 'en' | 'ru'; images: unknown[] }[]
  summary: { count: number; distribution: { rating: number; count: number }[] }
  languages: { language: 'en' | 'ru'; count: number }[]
}

type ReviewedTour = { slug: string; reviews: ReviewsPage }

/**
 * A seeded tour with reviews in English and Russian whose first Russian reviews (newest first,
 * three to a page) include one with photos.
 */
async function tourWithReviewsInBothLanguages(request: APIRequestContext): Promise<ReviewedTour> {
  const list = (await (await request.get('/spa/tours?limit=100')).json()) as {
    data: { slug: string }[]
  }
  for (const { slug } of list.data) {
    const query = `/spa/all-tour-reviews?slug=${encodeURIComponent(slug)}`
    const reviews = (await (await request.get(`${query}&limit=50`)).json()) as ReviewsPage
    if (reviews.languages.length < 2 || reviews.summary.count < 5) continue
    const russian = (await (await request.get(`${query}&language=ru`)).json()) as ReviewsPage
    if (russian.data.some((review) => review.images.length > 0)) {
      return { slug, reviews }
    }
  }
  throw new Error('the seeded catalogue has no tour with Russian reviews with photos')
}

async function ratingsShown(page: Page): Promise<number[]> {
  const labels = await page
    .getByTestId('tour-reviews')
    .locator('.tour-review__rating')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''))
  return labels.map((label) => Number(/\d/.exec(label)?.[0]))
}

test.describe('issue 42: reviews on the tour page', () => {
  test('the breakdown, the language filter, the sort and a review photo in the viewer', async ({
    page,
    request,
  }) => {
    const tour = await tourWithReviewsInBothLanguages(request)
    await gotoHydrated(page, `/${tour.slug}`)
    const reviews = page.getByRole('region', { name: 'Reviews' })
    // The breakdown: a row per rating, 5 to 1, with the API's counts.
    for (const { rating, count } of tour.reviews.summary.distribution) {
      await expect(page.getByTestId(`rating-row-${String(rating)}`)).toContainText(String(count))
    }
    // English first on the English page; a Russian review says it is Russian.
    const languages = reviews.getByRole('navigation', { name: 'Language' })
    const links = languages.getByRole('link')
    await expect(links).toHaveText([/^All languages/, /^English/, /^Russian/])
    const russianCount = tour.reviews.languages.find((row) => row.language === 'ru')?.count ?? 0
    await languages.getByRole('link', { name: `Russian (${String(russianCount)})` }).click()
    await expect(page).toHaveURL(/[?&]reviews_language=ru/)
    await expect(links.nth(2)).toHaveAttribute('aria-current', 'true')
    const shown = page
      .getByTestId('tour-reviews')
      .getByRole('listitem')
      .filter({
        has: page.getByTestId('review-language'),
      })
    await expect(shown.first()).toBeVisible()
    await expect(page.getByTestId('review-language').first()).toHaveText('Russian')
    await expect(page.getByTestId('tour-reviews').locator(':scope > li')).toHaveCount(
      Math.min(3, russianCount),
    )

    // Lowest first, still only Russian.
    await reviews.getByRole('combobox', { name: 'Sort' }).selectOption('lowest')
    await expect(page).toHaveURL(/reviews_sort=lowest/)
    const lowestRussian = Math.min(
      ...(
        (await (
          await request.get(
            `/spa/all-tour-reviews?slug=${encodeURIComponent(tour.slug)}&language=ru&sort=lowest&limit=1`,
          )
        ).json()) as ReviewsPage
      ).data.map((review) => review.rating),
    )
    await expect.poll(async () => (await ratingsShown(page))[0]).toBe(lowestRussian)
    const ratings = await ratingsShown(page)
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b))
    await expectNoSeriousAxeViolations(page)

    // Back to the newest Russian reviews: one has photos, which open in the viewer.
    await reviews.getByRole('combobox', { name: 'Sort' }).selectOption('newest')
    await expect(page).not.toHaveURL(/reviews_sort=/)
    const photo = page.getByTestId('tour-reviews').locator('.review-photo-strip a').first()
    await photo.scrollIntoViewIfNeeded()
    await photo.click()
    const viewer = page.getByRole('dialog', { name: 'Review photos' })
    await expect(viewer).toBeVisible()
    await expect(viewer.getByRole('img').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
  })
})

test.describe('issue 42: reviews on the tour page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sort and the language work as a form and links before any script', async ({
    page,
    request,
  }) => {
    const tour = await tourWithReviewsInBothLanguages(request)
    await page.goto(`/ru/${tour.slug}`)
    // The Russian page lists Russian first.
    const languages = page
      .getByRole('region', { name: 'Отзывы' })
      .getByRole('navigation', { name: 'Язык' })
    await expect(languages.getByRole('link')).toHaveText([/^Все языки/, /^Русский/, /^Английский/])
    // From the keyboard: on a phone the cookie notice or the booking sheet may cover the controls.
    const english = languages.getByRole('link', { name: /^Английский/ })
    await english.focus()
    await english.press('Enter')
    await expect(page).toHaveURL(/\/ru\/[^?]+\?reviews_language=en/)
    await expect(page.getByTestId('review-language').first()).toHaveText('Английский')
    // The reviews' own form: the all-in cost section has a 'Показать' button too.
    const reviews = page.getByRole('region', { name: 'Отзывы' })
    await reviews.getByRole('combobox', { name: 'Сортировка' }).selectOption('highest')
    const show = reviews.getByRole('button', { name: 'Показать', exact: true })
    await show.focus()
    await show.press('Enter')
    await expect(page).toHaveURL(/reviews_sort=highest/)
    await expect(page).toHaveURL(/reviews_language=en/)
    const ratings = await ratingsShown(page)
    expect(ratings.length).toBeGreaterThan(0)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  })
})

test.describe('issue 42: structured facts from the office to the tour page', () => {
  test('an organizer lists what to know and access, and the tour page shows them', async ({
    page,
    request,
  }) => {
    const token = await signInThroughApi(request, DEMO_ORGANIZER)
    await signInContext(page.context(), STOREFRONT_URL, token)
    const list = (await (
      await request.get(`${API_URL}/crm/api/office/tour/list?status=published`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { id: number; url: string }[] }
    // A seeded tour (the lowest id): other journeys publish tours of their own, without the
    // seeded "included" list this test checks last, and the list puts the newest first.
    const tour = list.data.toSorted((first, second) => first.id - second.id)[0]
    if (tour === undefined) throw new Error('the demo organizer has no published tour')
    const marker = Math.random().toString(36).slice(2, 8)
    await gotoHydrated(page, `/office/tours/${String(tour.id)}`)
    const included = page.getByRole('region', { name: 'Included', exact: true })
    const knowBefore = included.getByRole('group', { name: 'Know before you go' })
    await knowBefore.getByRole('button', { name: 'Add an item' }).click()
    await knowBefore
      .getByRole('textbox', { name: 'Item (English)' })
      .last()
      .fill(`Bring a torch ${marker}`)
    await knowBefore
      .getByRole('textbox', { name: 'Item (Russian)' })
      .last()
      .fill(`Возьмите фонарик ${marker}`)
    const access = included.getByRole('group', { name: 'Accessibility' })
    await access.getByRole('button', { name: 'Add an item' }).click()
    await access
      .getByRole('textbox', { name: 'Item (English)' })
      .last()
      .fill(`Step-free boarding ${marker}`)
    await included.getByRole('button', { name: 'Save' }).click()
    await expect(included.getByRole('status')).toHaveText('Included: saved.')
    await expectNoSeriousAxeViolations(page)

    await gotoHydrated(page, tour.url)
    const knowList = page.getByRole('region', { name: 'Know before you go' }).getByRole('list')
    await expect(knowList.getByRole('listitem').last()).toHaveText(`Bring a torch ${marker}`)
    await expect(
      page.getByRole('region', { name: 'Accessibility' }).getByRole('listitem').last(),
    ).toHaveText(`Step-free boarding ${marker}`)
    await expect(page.getByTestId('tour-included').getByRole('listitem').first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await gotoHydrated(page, `/ru${tour.url}`)
    await expect(
      page.getByRole('region', { name: 'Что нужно знать заранее' }).getByRole('listitem').last(),
    ).toHaveText(`Возьмите фонарик ${marker}`)
    await expect(page.getByRole('region', { name: 'Доступность' })).toBeVisible()
  })
})
