// Issue 43 item 3: uploaded files moderation in the operator console. Both endpoints for every
// caller, allowed (content, admin) and refused (visitor, tourist, organizer, staff without a role,
// support, finance), on both databases; a hidden review photo is refused by /media (410, though
// its sizes are on disk) and gone from the tour page's answer, a hidden tour photo too, and both
// come back on restore; the reason named when missing or too long; each change audited.
import { adminUploadSchema, adminUploadsSchema, errorBodySchema } from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { consoleCallers, consoleCallerToken, type ConsoleCaller } from './console-callers.ts'
import { testDatabases } from './databases.ts'
import { createTour } from './factories.ts'
import { createReview } from './factories-tours.ts'

const allowed: readonly ConsoleCaller[] = ['admin', 'content']

/** A generated key no other test shows, so hiding it touches only this test's tour. */
function freshKey(): string {
  return `landscape-${String(700_000_000 + Math.floor(Math.random() * 100_000_000))}`
}

describe.each(testDatabases)('operator console uploads on $name (issue 43)', (target) => {
  const harness = useAccountsHarness(target)

  const tokenOf = (caller: ConsoleCaller) => consoleCallerToken(harness, caller)

  /** A tour with one photo and a review with one photo, each under its own key. */
  async function tourWithPhotos() {
    const tourPhoto = freshKey()
    const reviewPhoto = freshKey()
    const tour = await createTour(harness.db, { mediaKeys: [tourPhoto] })
    const review = await createReview(harness.db, tour, { imageKeys: [reviewPhoto] })
    return { tour, review, tourPhoto, reviewPhoto }
  }

  async function moderate(token: string | undefined, body: Record<string, unknown>) {
    return harness.post('/crm/api/admin/upload/moderate', {
      ...(token === undefined ? {} : { token }),
      body,
    })
  }

  async function tourPageBody(slug: string): Promise<string> {
    const response = await harness.get(
      `/spa/tour?slug=${encodeURIComponent(slug)}&expand_reviews=1`,
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.body
  }

  const media = (key: string) => harness.get(`/media/${key}/120x80`)

  it.each(['admin/uploads', 'admin/upload/moderate'] as const)(
    '%s: allowed for content and admin, refused for everyone else',
    async (name) => {
      const { reviewPhoto } = await tourWithPhotos()
      for (const caller of consoleCallers) {
        const token = await tokenOf(caller)
        const auth = token === undefined ? {} : { token }
        const response =
          name === 'admin/uploads'
            ? await harness.get('/crm/api/admin/uploads', auth)
            : await moderate(token, { key: reviewPhoto, action: 'restore' })
        const expected = caller === 'visitor' ? 401 : allowed.includes(caller) ? 200 : 403
        expect(response.statusCode, `${name} as ${caller}: ${response.body}`).toBe(expected)
        if (expected === 403) expect(errorBodySchema.parse(response.json()).code).toBe('forbidden')
        if (expected === 200 && name === 'admin/uploads') {
          const list = adminUploadsSchema.parse(response.json())
          expect(list.data.length).toBeGreaterThan(0)
        }
      }
    },
  )

  it('a hidden review photo is refused by /media and gone from the tour page until restored', async () => {
    const { tour, review, reviewPhoto } = await tourWithPhotos()
    const token = await tokenOf('content')
    // Served (and so kept on disk) before it is hidden.
    expect((await media(reviewPhoto)).statusCode).toBe(200)
    expect(await tourPageBody(tour.slug)).toContain(`/media/${reviewPhoto}/`)

    const listed = adminUploadsSchema.parse(
      (await harness.get('/crm/api/admin/uploads?limit=50', { token })).json(),
    )
    const row = listed.data.find((upload) => upload.key === reviewPhoto)
    expect(row).toMatchObject({
      place: 'review',
      uploaded_by: review.authorName,
      used_on: { title: tour.title, path: expect.stringContaining(tour.slug) as unknown },
      hidden: null,
      image: `/media/${reviewPhoto}/{size}`,
    })

    const hidden = await moderate(token, {
      key: reviewPhoto,
      action: 'hide',
      reason: 'A stranger’s face',
    })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(adminUploadSchema.parse(hidden.json()).hidden?.reason).toBe('A stranger’s face')

    const refused = await media(reviewPhoto)
    expect(refused.statusCode).toBe(410)
    expect(errorBodySchema.parse(refused.json()).code).toBe('media_hidden')
    expect(String(refused.headers['cache-control'] ?? '')).not.toContain('immutable')
    expect(await tourPageBody(tour.slug)).not.toContain(`/media/${reviewPhoto}/`)
    const onlyHidden = adminUploadsSchema.parse(
      (await harness.get('/crm/api/admin/uploads?state=hidden&limit=50', { token })).json(),
    )
    expect(onlyHidden.data.every((upload) => upload.hidden !== null)).toBe(true)
    expect(onlyHidden.data.map((upload) => upload.key)).toContain(reviewPhoto)
    const reviewPhotos = adminUploadsSchema.parse(
      (await harness.get('/crm/api/admin/uploads?place=review&limit=50', { token })).json(),
    )
    expect(reviewPhotos.data.every((upload) => upload.place === 'review')).toBe(true)

    const restored = await moderate(token, { key: reviewPhoto, action: 'restore' })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(adminUploadSchema.parse(restored.json()).hidden).toBeNull()
    expect((await media(reviewPhoto)).statusCode).toBe(200)
    expect(await tourPageBody(tour.slug)).toContain(`/media/${reviewPhoto}/`)

    const audit = await harness.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'media'), eq(auditLog.objectId, reviewPhoto)))
      .orderBy(auditLog.id)
    expect(audit).toEqual([
      {
        action: 'media.hide',
        before: { hidden: false },
        after: { hidden: true, reason: 'A stranger’s face' },
      },
      {
        action: 'media.restore',
        before: { hidden: true, reason: 'A stranger’s face' },
        after: { hidden: false },
      },
    ])
  })

  it('a hidden tour photo leaves the tour page and /media, and comes back', async () => {
    const { tour, tourPhoto } = await tourWithPhotos()
    const token = await tokenOf('admin')
    expect(await tourPageBody(tour.slug)).toContain(`/media/${tourPhoto}/`)
    const hidden = await moderate(token, { key: tourPhoto, action: 'hide', reason: 'Copyright' })
    expect(adminUploadSchema.parse(hidden.json())).toMatchObject({
      place: 'tour',
      hidden: { reason: 'Copyright' },
    })
    expect((await media(tourPhoto)).statusCode).toBe(410)
    const page = JSON.parse(await tourPageBody(tour.slug)) as { media?: unknown }
    expect(JSON.stringify(page.media ?? null)).not.toContain(`/media/${tourPhoto}/`)
    await moderate(token, { key: tourPhoto, action: 'restore' })
    expect((await media(tourPhoto)).statusCode).toBe(200)
    expect(await tourPageBody(tour.slug)).toContain(`/media/${tourPhoto}/`)
  })

  it('names the field of a bad request and refuses a key no page shows', async () => {
    const { reviewPhoto } = await tourWithPhotos()
    const token = await tokenOf('admin')
    const noReason = await moderate(token, { key: reviewPhoto, action: 'hide', reason: '  ' })
    expect(noReason.statusCode).toBe(400)
    expect(Object.keys(errorBodySchema.parse(noReason.json()).errors ?? {})).toEqual(['reason'])
    const tooLong = await moderate(token, {
      key: reviewPhoto,
      action: 'hide',
      reason: 'x'.repeat(501),
    })
    expect(tooLong.statusCode).toBe(400)
    expect(Object.keys(errorBodySchema.parse(tooLong.json()).errors ?? {})).toEqual(['reason'])
    const badAction = await moderate(token, { key: reviewPhoto, action: 'burn', reason: 'x' })
    expect(badAction.statusCode).toBe(400)
    expect(Object.keys(errorBodySchema.parse(badAction.json()).errors ?? {})).toContain('action')
    const noKey = await moderate(token, { action: 'hide', reason: 'x' })
    expect(noKey.statusCode).toBe(400)
    expect(Object.keys(errorBodySchema.parse(noKey.json()).errors ?? {})).toContain('key')
    const badState = await harness.get('/crm/api/admin/uploads?state=gone', { token })
    expect(badState.statusCode).toBe(400)
    expect(Object.keys(errorBodySchema.parse(badState.json()).errors ?? {})).toContain('state')
    const badPlace = await harness.get('/crm/api/admin/uploads?place=chat', { token })
    expect(badPlace.statusCode).toBe(400)
    expect(Object.keys(errorBodySchema.parse(badPlace.json()).errors ?? {})).toContain('place')
    const unknown = await moderate(token, { key: freshKey(), action: 'hide', reason: 'x' })
    expect(unknown.statusCode).toBe(404)
    expect(errorBodySchema.parse(unknown.json()).code).toBe('media_not_found')
    expect(
      (await moderate(token, { key: reviewPhoto, action: 'hide', reason: 'x'.repeat(500) }))
        .statusCode,
    ).toBe(200)
    await moderate(token, { key: reviewPhoto, action: 'restore' })
  })
})
