import type { OfficeReview, OfficeReviewList, ReviewsPage, TourPage } from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, reviews } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createOrganizerOwner, createSignedInUser } from './factories-bookings.ts'
import { createTour } from './factories.ts'
import { createReview } from './factories-tours.ts'

describe.each(testDatabases)('office reviews and replies on $name (issue 40)', (target) => {
  const harness = useAccountsHarness(target)

  const list = (token: string | undefined, query = '') =>
    harness.get(`/crm/api/office/review/list${query}`, token === undefined ? {} : { token })
  const reply = (token: string | undefined, body: Record<string, unknown>) =>
    harness.post('/crm/api/office/review/reply', token === undefined ? { body } : { token, body })

  /** An organizer with two tours: three reviews of the first (one with photos), one of the second. */
  async function reviewedOrganizer() {
    const owner = await createOrganizerOwner(harness.db, harness.config, { name: 'Altai Trails' })
    const lake = await createTour(harness.db, {
      organizerId: owner.organizer.id,
      title: 'Lake Teletskoye',
    })
    const pass = await createTour(harness.db, {
      organizerId: owner.organizer.id,
      title: 'Katu-Yaryk pass',
    })
    const older = await createReview(harness.db, lake, {
      rating: 5,
      createdAt: new Date('2026-06-01T10:00:00Z'),
      tripDate: '2026-05-20',
      imageKeys: ['landscape-31'],
    })
    const middle = await createReview(harness.db, lake, {
      rating: 3,
      createdAt: new Date('2026-07-01T10:00:00Z'),
      organizerReply: 'Thank you, we fixed the boat schedule.',
      organizerRepliedAt: new Date('2026-07-02T09:00:00Z'),
    })
    const newest = await createReview(harness.db, pass, {
      rating: 5,
      createdAt: new Date('2026-08-01T10:00:00Z'),
    })
    return { ...owner, lake, pass, older, middle, newest }
  }

  it('lists the organizer’s reviews newest first with tour, photos, reply and counts, and filters them', async () => {
    const seed = await reviewedOrganizer()
    const other = await createOrganizerOwner(harness.db, harness.config)
    await createReview(
      harness.db,
      await createTour(harness.db, { organizerId: other.organizer.id }),
    )

    const response = await list(seed.account.token)
    expect(response.statusCode, response.body).toBe(200)
    const page = response.json<OfficeReviewList>()
    expect(page.data.map((row) => row.id)).toEqual([seed.newest.id, seed.middle.id, seed.older.id])
    expect(page.counts).toEqual({ all: 3, without_reply: 2 })
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 })
    expect(page.tours).toEqual([
      { id: seed.pass.id, title: 'Katu-Yaryk pass', reviews: 1 },
      { id: seed.lake.id, title: 'Lake Teletskoye', reviews: 2 },
    ])
    expect(page.data[1]).toMatchObject({
      rating: 3,
      tour: { id: seed.lake.id, title: 'Lake Teletskoye', is_published: true },
      reply: {
        text: 'Thank you, we fixed the boat schedule.',
        replied_at: '2026-07-02T09:00:00.000Z',
      },
    })
    expect(page.data[2]).toMatchObject({
      trip_date: '2026-05-20',
      reply: null,
      photos: [{ image: '/media/landscape-31/{size}' }],
    })

    const ids = async (query: string) =>
      (await list(seed.account.token, query)).json<OfficeReviewList>().data.map((row) => row.id)
    expect(await ids(`?tour_id=${String(seed.lake.id)}`)).toEqual([seed.middle.id, seed.older.id])
    expect(await ids('?rating=5')).toEqual([seed.newest.id, seed.older.id])
    expect(await ids('?without_reply=1')).toEqual([seed.newest.id, seed.older.id])
    expect(await ids(`?without_reply=1&rating=5&tour_id=${String(seed.lake.id)}`)).toEqual([
      seed.older.id,
    ])
    const bad = await list(seed.account.token, '?rating=7')
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('rating')
  })

  it('posts a reply that the tour page and the organizer page show at once, edits it, removes it, and audits each', async () => {
    const seed = await reviewedOrganizer()
    const tourPage = async () =>
      (await harness.get(`/spa/tour?slug=${seed.lake.slug}&expand_reviews=1`)).json<TourPage>()
    // The tour page is cached: read it first, so the reply has a kept page to replace.
    expect(JSON.stringify(await tourPage())).not.toContain('See you next summer')

    const posted = await reply(seed.account.token, {
      review_id: seed.older.id,
      text: '  Thank you, Maria!\r\n\r\n\r\nSee you next summer. <b>Ivan</b>\u0007 ',
    })
    expect(posted.statusCode, posted.body).toBe(200)
    const saved = posted.json<OfficeReview>()
    const text = 'Thank you, Maria!\n\nSee you next summer. <b>Ivan</b>'
    expect(saved.reply?.text).toBe(text)
    const repliedAt = saved.reply!.replied_at

    const tourReviews = (
      await harness.get(`/spa/tour-reviews?id=${String(seed.lake.id)}`)
    ).json<ReviewsPage>()
    expect(tourReviews.data.find((row) => row.id === seed.older.id)).toMatchObject({
      organizer_reply: text,
      organizer_replied_at: repliedAt,
    })
    // With Redis or PostgreSQL the kept page is dropped when the change feed's message comes
    // back: soon after the reply, not always within its request on a loaded machine (CI, once).
    await expect.poll(async () => JSON.stringify(await tourPage())).toContain('See you next summer')
    const organizerReviews = (
      await harness.get(`/spa/organizer-reviews?id=${String(seed.organizer.id)}`)
    ).json<ReviewsPage>()
    expect(organizerReviews.data.find((row) => row.id === seed.older.id)?.organizer_reply).toBe(
      text,
    )

    const edited = await reply(seed.account.token, {
      review_id: seed.older.id,
      text: 'Thank you, Maria! See you in June.',
    })
    expect(edited.json<OfficeReview>().reply?.text).toBe('Thank you, Maria! See you in June.')

    const removed = await reply(seed.account.token, { review_id: seed.older.id, text: ' \n ' })
    expect(removed.statusCode).toBe(200)
    expect(removed.json<OfficeReview>().reply).toBeNull()
    const [row] = await harness.db.select().from(reviews).where(eq(reviews.id, seed.older.id))
    expect(row).toMatchObject({
      organizerReply: null,
      organizerRepliedAt: null,
      organizerReplyUserId: null,
    })

    const trail = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'review'), eq(auditLog.objectId, String(seed.older.id))))
      .orderBy(auditLog.id)
    expect(trail.map((entry) => [entry.action, entry.actorUserId, entry.after])).toEqual([
      ['review.reply', seed.account.id, { reply: text }],
      ['review.reply_edit', seed.account.id, { reply: 'Thank you, Maria! See you in June.' }],
      ['review.reply_remove', seed.account.id, { reply: null }],
    ])
    expect(trail[2]!.before).toEqual({ reply: 'Thank you, Maria! See you in June.' })
  })

  it('refuses a reply over 2,000 characters naming the field, in the caller’s language', async () => {
    const seed = await reviewedOrganizer()
    const long = await reply(seed.account.token, {
      review_id: seed.older.id,
      text: 'a'.repeat(2001),
    })
    expect(long.statusCode).toBe(400)
    expect(long.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      text: ['Maximum 2000 characters.'],
    })
    const russian = await harness.post('/crm/api/office/review/reply', {
      token: seed.account.token,
      body: { review_id: seed.older.id, text: 'я'.repeat(2001) },
      headers: { 'x-language': 'ru' },
    })
    expect(russian.json<{ errors: Record<string, string[]> }>().errors.text).toEqual([
      'Не больше 2000 символов.',
    ])
    expect((await reply(seed.account.token, { review_id: seed.older.id })).statusCode).toBe(400)
  })

  it('keeps other organizers, tourists and strangers out (403/404/401)', async () => {
    const seed = await reviewedOrganizer()
    const other = await createOrganizerOwner(harness.db, harness.config)
    const theirReview = await createReview(
      harness.db,
      await createTour(harness.db, { organizerId: other.organizer.id }),
    )

    const refused = await reply(seed.account.token, { review_id: theirReview.id, text: 'Mine now' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json<{ code: string }>().code).toBe('forbidden')
    const back = await reply(other.account.token, { review_id: seed.older.id, text: 'Hi' })
    expect(back.statusCode).toBe(403)
    const [untouched] = await harness.db
      .select({ reply: reviews.organizerReply })
      .from(reviews)
      .where(eq(reviews.id, theirReview.id))
    expect(untouched?.reply).toBeNull()
    // Another organizer's list holds its own reviews only.
    expect(
      (await list(other.account.token)).json<OfficeReviewList>().data.map((row) => row.id),
    ).toEqual([theirReview.id])

    const unknown = await reply(seed.account.token, { review_id: 2_000_000_000, text: 'Hi' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json<{ code: string }>().code).toBe('review_not_found')

    const touristAccount = await createSignedInUser(harness.db, harness.config)
    expect((await list(touristAccount.token)).statusCode).toBe(403)
    expect(
      (await reply(touristAccount.token, { review_id: seed.older.id, text: 'Hi' })).statusCode,
    ).toBe(403)
    expect((await list(undefined)).statusCode).toBe(401)
    expect((await reply(undefined, { review_id: seed.older.id, text: 'Hi' })).statusCode).toBe(401)

    // An account that still points at the profile but was removed from its team is out too.
    const removed = await createSignedInUser(harness.db, harness.config, {
      organizerId: seed.organizer.id,
    })
    expect((await list(removed.token)).statusCode).toBe(403)
  })
})
