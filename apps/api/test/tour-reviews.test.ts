import { errorBodySchema, reviewsPageSchema } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { testDatabases } from './databases.ts'
import { createOrganizer, createTour, createTourSlugRedirect } from './factories.ts'
import { createReview, useTourTestHarness } from './factories-tours.ts'

describe.each(testDatabases)('tour and organizer reviews on $name', (target) => {
  const harness = useTourTestHarness(target)

  async function getReviews(url: string, headers: Record<string, string> = {}) {
    const response = await harness.app().inject({ method: 'GET', url, headers })
    expect(response.statusCode).toBe(200)
    return reviewsPageSchema.parse(response.json())
  }

  /** `count` reviews, one a day from 1 Jan 2025: the last one is the newest. */
  async function reviewed(
    tour: { id: number; organizerId: number },
    ratings: readonly number[],
  ): Promise<number[]> {
    const ids = []
    for (const [index, rating] of ratings.entries()) {
      const review = await createReview(harness.db, tour, {
        rating,
        createdAt: new Date(Date.UTC(2025, 0, 1 + index)),
      })
      ids.push(review.id)
    }
    return ids
  }

  describe('§7 GET /spa/tour-reviews (id)', () => {
    it('answers the 3 newest reviews with their photos and the summary of all', async () => {
      const tour = await createTour(harness.db, { title: 'Alps trek', titleRu: 'Поход по Альпам' })
      const ids = await reviewed(tour, [5, 3, 4, 5])
      const withPhotos = await createReview(harness.db, tour, {
        rating: 4,
        createdAt: new Date(Date.UTC(2025, 1, 1)),
        imageKeys: ['landscape-21', 'landscape-22'],
        organizerReply: 'Thank you!',
        tripDate: '2024-12-20',
      })
      const page = await getReviews(`/spa/tour-reviews?id=${tour.id}`)
      expect(page.data.map((review) => review.id)).toEqual([withPhotos.id, ids[3], ids[2]])
      expect(page.meta).toEqual({ page: 1, per_page: 3, total: 5, total_pages: 2 })
      expect(page.summary).toMatchObject({ average: 4.2, count: 5 })
      expect(page.data[0]).toMatchObject({
        rating: 4,
        organizer_reply: 'Thank you!',
        trip_date: '2024-12-20',
        created_at: '2025-02-01T00:00:00.000Z',
        images: [
          { image: '/media/landscape-21/{size}', video_url: null },
          { image: '/media/landscape-22/{size}', video_url: null },
        ],
        tour: { id: tour.id, slug: tour.slug, url: `/${tour.slug}`, title: 'Alps trek' },
      })
    })

    it('names the tour in X-Language', async () => {
      const tour = await createTour(harness.db, { title: 'Alps trek', titleRu: 'Поход по Альпам' })
      await reviewed(tour, [5])
      const page = await getReviews(`/spa/tour-reviews?id=${tour.id}`, { 'x-language': 'ru' })
      expect(page.data[0]?.tour.title).toBe('Поход по Альпам')
    })

    it('answers an empty page and a null average without reviews', async () => {
      const tour = await createTour(harness.db)
      const page = await getReviews(`/spa/tour-reviews?id=${tour.id}`)
      expect(page.data).toEqual([])
      expect(page.summary).toMatchObject({ average: null, count: 0 })
      expect(page.meta).toEqual({ page: 1, per_page: 3, total: 0, total_pages: 0 })
    })

    it('404 for an unknown or unpublished tour', async () => {
      const hidden = await createTour(harness.db, { isPublished: false })
      for (const id of [hidden.id, 2147483647]) {
        const response = await harness
          .app()
          .inject({ method: 'GET', url: `/spa/tour-reviews?id=${id}` })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toMatchObject({ code: 'tour_not_found' })
      }
    })
  })

  describe('§7 GET /spa/all-tour-reviews (slug, limit default 3, page default 1)', () => {
    it('defaults to page 1 of 3 reviews, newest first', async () => {
      const tour = await createTour(harness.db)
      const ids = await reviewed(tour, [5, 4, 3, 2, 1])
      const page = await getReviews(`/spa/all-tour-reviews?slug=${tour.slug}`)
      expect(page.data.map((review) => review.id)).toEqual([ids[4], ids[3], ids[2]])
      expect(page.meta).toEqual({ page: 1, per_page: 3, total: 5, total_pages: 2 })
    })

    it('pages with limit and page', async () => {
      const tour = await createTour(harness.db)
      const ids = await reviewed(tour, [5, 4, 3, 2, 1])
      const second = await getReviews(`/spa/all-tour-reviews?slug=${tour.slug}&limit=2&page=2`)
      expect(second.data.map((review) => review.id)).toEqual([ids[2], ids[1]])
      expect(second.meta).toEqual({ page: 2, per_page: 2, total: 5, total_pages: 3 })
      const beyond = await getReviews(`/spa/all-tour-reviews?slug=${tour.slug}&page=9`)
      expect(beyond.data).toEqual([])
    })

    it('finds a renamed tour by its old slug', async () => {
      const tour = await createTour(harness.db)
      await reviewed(tour, [4])
      await createTourSlugRedirect(harness.db, tour.id, `former-name-${tour.id}-old`)
      const page = await getReviews(`/spa/all-tour-reviews?slug=former-name-${tour.id}-old`)
      expect(page.meta.total).toBe(1)
    })

    it('issue 42: sorts by rating, highest or lowest first, ties newest first', async () => {
      const tour = await createTour(harness.db)
      const ids = await reviewed(tour, [3, 5, 1, 5, 4])
      const highest = await getReviews(
        `/spa/all-tour-reviews?slug=${tour.slug}&sort=highest&limit=5`,
      )
      expect(highest.data.map((review) => review.id)).toEqual([
        ids[3],
        ids[1],
        ids[4],
        ids[0],
        ids[2],
      ])
      const lowest = await getReviews(`/spa/all-tour-reviews?slug=${tour.slug}&sort=lowest&limit=5`)
      expect(lowest.data.map((review) => review.id)).toEqual([
        ids[2],
        ids[0],
        ids[4],
        ids[3],
        ids[1],
      ])
      const newest = await getReviews(`/spa/all-tour-reviews?slug=${tour.slug}&sort=newest&limit=2`)
      expect(newest.data.map((review) => review.id)).toEqual([ids[4], ids[3]])
    })

    it('issue 42: the visitor’s language first, a language filter, and the counts per language', async () => {
      const tour = await createTour(harness.db)
      const english = await reviewed(tour, [5, 4])
      const russian = []
      for (const [index, rating] of [3, 5].entries()) {
        const review = await createReview(harness.db, tour, {
          rating,
          text: 'Отличная поездка, всем советую!',
          language: 'ru',
          createdAt: new Date(Date.UTC(2025, 3, 1 + index)),
        })
        russian.push(review.id)
      }
      const url = `/spa/all-tour-reviews?slug=${tour.slug}&limit=10`
      const inEnglish = await getReviews(url)
      expect(inEnglish.data.map((review) => review.id)).toEqual([
        english[1],
        english[0],
        russian[1],
        russian[0],
      ])
      expect(inEnglish.data.map((review) => review.language)).toEqual(['en', 'en', 'ru', 'ru'])
      expect(inEnglish.languages).toEqual([
        { language: 'en', count: 2 },
        { language: 'ru', count: 2 },
      ])
      const inRussian = await getReviews(url, { 'x-language': 'ru' })
      expect(inRussian.data.map((review) => review.id)).toEqual([
        russian[1],
        russian[0],
        english[1],
        english[0],
      ])
      expect(inRussian.languages.map((row) => row.language)).toEqual(['ru', 'en'])
      const onlyRussian = await getReviews(`${url}&language=ru&sort=lowest`)
      expect(onlyRussian.data.map((review) => review.id)).toEqual([russian[0], russian[1]])
      expect(onlyRussian.meta).toEqual({ page: 1, per_page: 10, total: 2, total_pages: 1 })
      expect(onlyRussian.summary.count).toBe(4)
    })

    it('404 for an unknown slug; 400 naming limit or page out of range', async () => {
      const missing = await harness
        .app()
        .inject({ method: 'GET', url: '/spa/all-tour-reviews?slug=no-such-tour' })
      expect(missing.statusCode).toBe(404)
      for (const [query, field] of [
        ['limit=0', 'limit'],
        ['limit=51', 'limit'],
        ['page=0', 'page'],
        ['page=two', 'page'],
        ['sort=best', 'sort'],
        ['language=de', 'language'],
      ] as const) {
        const response = await harness
          .app()
          .inject({ method: 'GET', url: `/spa/all-tour-reviews?slug=any-1&${query}` })
        expect(response.statusCode).toBe(400)
        expect(Object.keys(errorBodySchema.parse(response.json()).errors ?? {})).toEqual([field])
      }
    })
  })

  describe('§7 GET /spa/organizer-reviews (id, limit 5, page)', () => {
    it('§9 defaults to 5 reviews across the organizer’s tours, each naming its tour', async () => {
      const organizer = await createOrganizer(harness.db)
      const first = await createTour(harness.db, { organizerId: organizer.id })
      const second = await createTour(harness.db, { organizerId: organizer.id })
      const firstIds = await reviewed(first, [5, 5, 4])
      const secondIds: number[] = []
      for (const [index, rating] of [3, 4, 5].entries()) {
        const review = await createReview(harness.db, second, {
          rating,
          createdAt: new Date(Date.UTC(2025, 5, 1 + index)),
        })
        secondIds.push(review.id)
      }
      const page = await getReviews(`/spa/organizer-reviews?id=${organizer.id}`)
      expect(page.meta).toEqual({ page: 1, per_page: 5, total: 6, total_pages: 2 })
      expect(page.data.map((review) => review.id)).toEqual([
        secondIds[2],
        secondIds[1],
        secondIds[0],
        firstIds[2],
        firstIds[1],
      ])
      expect(page.data[0]?.tour.id).toBe(second.id)
      expect(page.data[3]?.tour.id).toBe(first.id)
      expect(page.summary.average).toBe(4.33)
    })

    it('leaves out reviews of unpublished tours', async () => {
      const organizer = await createOrganizer(harness.db)
      const listed = await createTour(harness.db, { organizerId: organizer.id })
      const withdrawn = await createTour(harness.db, {
        organizerId: organizer.id,
        isPublished: false,
      })
      await reviewed(listed, [5])
      await reviewed(withdrawn, [1])
      const page = await getReviews(`/spa/organizer-reviews?id=${organizer.id}&limit=10`)
      expect(page.meta.total).toBe(1)
      expect(page.summary.average).toBe(5)
    })

    it('404 for an unknown organizer; 400 naming id', async () => {
      const unknown = await harness
        .app()
        .inject({ method: 'GET', url: '/spa/organizer-reviews?id=2147483647' })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toMatchObject({ code: 'organizer_not_found' })
      const malformed = await harness
        .app()
        .inject({ method: 'GET', url: '/spa/organizer-reviews?id=-3' })
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json().errors).toHaveProperty('id')
    })
  })
})
