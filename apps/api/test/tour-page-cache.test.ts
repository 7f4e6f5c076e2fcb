import { tourPageSchema, type TourPage, type TourPageResponse } from '@tourmarket/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tours } from '../src/db/schema/index.ts'
import { createCurrencyService } from '../src/platform/currency/service.ts'
import { createOrganizerRepository } from '../src/modules/organizers/repository.ts'
import { createOrganizerService } from '../src/modules/organizers/service.ts'
import { createTourRepository } from '../src/modules/tours/repository.ts'
import { createTourService } from '../src/modules/tours/service.ts'
import { createTourPageCache } from '../src/modules/tours/tour-page-cache.ts'
import type { TourPageOptions } from '../src/modules/tours/tour-page.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createTour, daysFromToday, seedCurrencyRates } from './factories.ts'

const fullPage: TourPageOptions = {
  format: 'full',
  expandProgram: true,
  expandReviews: true,
  withAlt: false,
}
const english = { language: 'en-US', currency: 'USD' } as const

/** A stand-in page: only the fields the cache reads (its id) and one to tell loads apart. */
function fakePage(id: number, title: string): TourPage {
  return { id, title } as TourPage
}

function titleOf(answer: TourPageResponse): string {
  if ('redirect' in answer) throw new Error(`a redirect to ${answer.redirect.url}, not a page`)
  return answer.title
}

/** A loader that counts its calls and answers what `answer` says at the time. */
function countingLoader(answer: () => TourPageResponse) {
  const loader = {
    calls: 0,
    load: () => {
      loader.calls++
      return Promise.resolve(answer())
    },
  }
  return loader
}

describe('the API tour page cache', () => {
  function cacheAt(clock: { now: number }, maxEntries = 10) {
    return createTourPageCache({ ttlMs: 30_000, maxEntries, now: () => clock.now })
  }

  it('answers a kept page without loading it again until its time is up', async () => {
    const clock = { now: 0 }
    const cache = cacheAt(clock)
    let title = 'First'
    const loader = countingLoader(() => fakePage(1, title))
    expect(await cache.page('walks-1', fullPage, english, loader.load)).toEqual(
      fakePage(1, 'First'),
    )
    title = 'Second'
    clock.now = 29_999
    expect(await cache.page('walks-1', fullPage, english, loader.load)).toEqual(
      fakePage(1, 'First'),
    )
    expect(loader.calls).toBe(1)
    clock.now = 30_000
    expect(await cache.page('walks-1', fullPage, english, loader.load)).toEqual(
      fakePage(1, 'Second'),
    )
    expect(loader.calls).toBe(2)
  })

  it('keeps a page per language, currency, format and expansion', async () => {
    const cache = cacheAt({ now: 0 })
    const loader = countingLoader(() => fakePage(1, 'Walks'))
    await cache.page('walks-1', fullPage, english, loader.load)
    await cache.page('walks-1', fullPage, { language: 'ru', currency: 'USD' }, loader.load)
    await cache.page('walks-1', fullPage, { language: 'en-US', currency: 'EUR' }, loader.load)
    await cache.page('walks-1', { ...fullPage, format: 'short' }, english, loader.load)
    await cache.page('walks-1', { ...fullPage, expandReviews: false }, english, loader.load)
    expect(loader.calls).toBe(5)
    await cache.page('walks-1', fullPage, { language: 'ru', currency: 'USD' }, loader.load)
    expect(loader.calls).toBe(5)
  })

  it('loads a page once for requests that ask for it at the same time', async () => {
    const cache = cacheAt({ now: 0 })
    let release: (page: TourPage) => void = () => undefined
    let calls = 0
    const load = () => {
      calls++
      return new Promise<TourPage>((resolve) => (release = resolve))
    }
    const answers = Promise.all([
      cache.page('walks-1', fullPage, english, load),
      cache.page('walks-1', fullPage, english, load),
    ])
    release(fakePage(1, 'Walks'))
    expect(await answers).toEqual([fakePage(1, 'Walks'), fakePage(1, 'Walks')])
    expect(calls).toBe(1)
  })

  it('forgets the pages of the tours it is told about, in every language, and keeps the rest', async () => {
    const cache = cacheAt({ now: 0 })
    const titles = new Map([
      [1, 'Walks'],
      [2, 'Lakes'],
    ])
    const loaderOf = (id: number) => countingLoader(() => fakePage(id, titles.get(id) ?? ''))
    const walks = loaderOf(1)
    const lakes = loaderOf(2)
    await cache.page('walks-1', fullPage, english, walks.load)
    await cache.page('walks-1', fullPage, { language: 'ru', currency: 'USD' }, walks.load)
    await cache.page('lakes-2', fullPage, english, lakes.load)
    titles.set(1, 'Walks, renamed')
    titles.set(2, 'Lakes, renamed')
    cache.invalidate({ tourIds: [1] })
    expect(titleOf(await cache.page('walks-1', fullPage, english, walks.load))).toBe(
      'Walks, renamed',
    )
    expect(
      titleOf(
        await cache.page('walks-1', fullPage, { language: 'ru', currency: 'USD' }, walks.load),
      ),
    ).toBe('Walks, renamed')
    expect(titleOf(await cache.page('lakes-2', fullPage, english, lakes.load))).toBe('Lakes')
    cache.invalidate({ all: true })
    expect(titleOf(await cache.page('lakes-2', fullPage, english, lakes.load))).toBe(
      'Lakes, renamed',
    )
  })

  it('does not keep a page whose load began before an invalidation', async () => {
    const cache = cacheAt({ now: 0 })
    let release: (page: TourPage) => void = () => undefined
    const slow = () => new Promise<TourPage>((resolve) => (release = resolve))
    const stale = cache.page('walks-1', fullPage, english, slow)
    cache.invalidate({ tourIds: [1] })
    release(fakePage(1, 'Before the change'))
    expect(titleOf(await stale)).toBe('Before the change')
    const fresh = countingLoader(() => fakePage(1, 'After the change'))
    expect(titleOf(await cache.page('walks-1', fullPage, english, fresh.load))).toBe(
      'After the change',
    )
  })

  it('keeps no redirect and no error', async () => {
    const cache = cacheAt({ now: 0 })
    const redirect = countingLoader(() => ({
      redirect: { slug: 'walks-1', url: '/walks-1' },
    }))
    await cache.page('old-walks-1', fullPage, english, redirect.load)
    await cache.page('old-walks-1', fullPage, english, redirect.load)
    expect(redirect.calls).toBe(2)
    const failing = () => Promise.reject(new Error('database down'))
    await expect(cache.page('walks-1', fullPage, english, failing)).rejects.toThrow('database down')
    const working = countingLoader(() => fakePage(1, 'Walks'))
    expect(titleOf(await cache.page('walks-1', fullPage, english, working.load))).toBe('Walks')
  })

  it('drops the oldest pages beyond its size', async () => {
    const cache = cacheAt({ now: 0 }, 3)
    for (const id of [1, 2, 3, 4]) {
      await cache.page(`tour-${id}`, fullPage, english, () => Promise.resolve(fakePage(id, 'T')))
    }
    expect(cache.size).toBe(3)
    const first = countingLoader(() => fakePage(1, 'T'))
    await cache.page('tour-1', fullPage, english, first.load)
    expect(first.calls).toBe(1)
  })
})

describe.each(testDatabases)('§7 /spa/tour from the page cache on $name', (target) => {
  const harness = useAccountsHarness(target)
  beforeAll(async () => {
    await seedCurrencyRates(harness.db)
  })

  /** The tour service as the app builds it, over the test database. */
  function tourService() {
    const db = harness.db
    return createTourService({
      repository: createTourRepository(db),
      organizers: createOrganizerService({ repository: createOrganizerRepository(db) }),
      currency: createCurrencyService(db),
      now: () => new Date(),
    })
  }

  async function romeTour() {
    return createTour(harness.db, {
      title: 'Eternal City walks',
      titleRu: 'Прогулки по Вечному городу',
      dates: [{ startDate: daysFromToday(30), endDate: daysFromToday(36) }],
    })
  }

  async function pageOf(
    service: ReturnType<typeof tourService>,
    slug: string,
    context: { language: 'en-US' | 'ru'; currency: 'USD' | 'EUR' } = english,
  ) {
    return tourPageSchema.parse(await service.tourPage(slug, fullPage, context))
  }

  it('serves a kept page until the tour is invalidated, then reads the change', async () => {
    const service = tourService()
    const tour = await romeTour()
    expect(titleOf(await pageOf(service, tour.slug))).toBe('Eternal City walks')
    await harness.db.update(tours).set({ title: 'Rome on foot' }).where(eq(tours.id, tour.id))
    expect(titleOf(await pageOf(service, tour.slug))).toBe('Eternal City walks')
    expect(titleOf(await service.currentTourPage(tour.slug, fullPage, english))).toBe(
      'Rome on foot',
    )
    service.invalidateTourPages({ tourIds: [tour.id] })
    expect(titleOf(await pageOf(service, tour.slug))).toBe('Rome on foot')
  })

  it('keeps each language and currency apart', async () => {
    const service = tourService()
    const tour = await romeTour()
    const inEnglish = await pageOf(service, tour.slug)
    const inRussian = await pageOf(service, tour.slug, { language: 'ru', currency: 'USD' })
    const inEuros = await pageOf(service, tour.slug, { language: 'en-US', currency: 'EUR' })
    expect(inEnglish.title).toBe('Eternal City walks')
    expect(inRussian.title).toBe('Прогулки по Вечному городу')
    expect(inEnglish.dates[0]?.currency).toBe('USD')
    expect(inEuros.dates[0]?.currency).toBe('EUR')
    expect(titleOf(await pageOf(service, tour.slug))).toBe('Eternal City walks')
  })

  it('answers a signed-in tourist the same page as anyone: it holds nothing of theirs to share', async () => {
    const tour = await romeTour()
    const tourist = await harness.register()
    const url = `/spa/tour?slug=${tour.slug}&expand_program=1&expand_reviews=1`
    const signedIn = await harness.get(url, { token: tourist.token })
    const anonymous = await harness.get(url)
    const otherTourist = await harness.register()
    const signedInAgain = await harness.get(url, { token: otherTourist.token })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.body).toBe(anonymous.body)
    expect(signedInAgain.body).toBe(anonymous.body)
    expect(signedIn.body).not.toContain(tourist.email)
  })
})
