// Issue 43 items 2 and 3: the operator console's organizers and moderation. Every endpoint for
// every caller, allowed (admin) and refused (visitor, tourist, organizer, staff without a role,
// support, content, finance), on both databases; an operator's verdict on the organizer page;
// hiding an organizer with its tours (404s, the office's notice, no self-publishing); reviews and
// replies hidden and restored on the tour page and in the ratings; the complaint queue; audit rows.
import type {
  AdminComplaintList,
  AdminOrganizer,
  AdminOrganizerList,
  AdminReview,
  AdminReviewList,
  OfficeContext,
} from '@tourmarket/contracts'
import type { StaffRole } from '@tourmarket/domain/console'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, tourComplaints, tours, users } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import {
  createOrganizerOwner,
  createSignedInUser,
  type SignedInUser,
} from './factories-bookings.ts'
import { createTour } from './factories.ts'
import { createReview } from './factories-tours.ts'

type Caller = 'visitor' | 'tourist' | 'organizer' | 'staff without a role' | StaffRole

const callers: Caller[] = [
  'visitor',
  'tourist',
  'organizer',
  'staff without a role',
  'admin',
  'support',
  'content',
  'finance',
]

describe.each(testDatabases)(
  'operator console organizers and moderation on $name (issue 43)',
  (target) => {
    const harness = useAccountsHarness(target)

    async function signedInAs(caller: Exclude<Caller, 'visitor'>): Promise<SignedInUser> {
      switch (caller) {
        case 'tourist':
          return createSignedInUser(harness.db, harness.config)
        case 'organizer':
          return (await createOrganizerOwner(harness.db, harness.config)).account
        case 'staff without a role': {
          // A staff login whatever role the factory gives staff by default, then none.
          const staff = await createSignedInUser(harness.db, harness.config, { isAdminAuth: true })
          await harness.db.update(users).set({ staffRole: null }).where(eq(users.id, staff.id))
          return staff
        }
        default:
          return createSignedInUser(harness.db, harness.config, { staffRole: caller })
      }
    }

    const admin = () => signedInAs('admin')
    const get = (url: string, user: SignedInUser | null) =>
      harness.get(url, user === null ? {} : { token: user.token })
    const post = (url: string, user: SignedInUser | null, body: Record<string, unknown>) =>
      harness.post(url, user === null ? { body } : { token: user.token, body })

    /** A published organizer waiting for review (no check passed) with a tour and a review. */
    async function organizerWithTour() {
      const owner = await createOrganizerOwner(harness.db, harness.config, {
        name: `Altai Trails ${Math.random().toString(36).slice(2, 8)}`,
        internalCheck: 0,
        identityCheck: 0,
        isPublished: false,
      })
      const tour = await createTour(harness.db, { organizerId: owner.organizer.id })
      const review = await createReview(harness.db, tour, {
        rating: 1,
        text: 'The guide never came and nobody answered the phone.',
        organizerReply: 'We are sorry: the guide was ill, and we refunded everyone.',
        organizerRepliedAt: new Date(),
      })
      await createReview(harness.db, tour, { rating: 5, text: 'A wonderful lake and kind hosts.' })
      return { ...owner, tour, review }
    }

    async function tourPage(slug: string) {
      return harness.get(`/spa/tour?slug=${encodeURIComponent(slug)}&expand_reviews=1`)
    }

    const endpointsByName = [
      'admin/organizer/list',
      'admin/organizer/view',
      'admin/organizer/verify',
      'admin/organizer/publish',
      'admin/review/list',
      'admin/review/moderate',
      'admin/complaint/list',
      'admin/complaint/resolve',
    ] as const

    it.each(endpointsByName)('%s: allowed for admins, refused for everyone else', async (name) => {
      const seed = await organizerWithTour()
      for (const caller of callers) {
        const user = caller === 'visitor' ? null : await signedInAs(caller)
        const response =
          name === 'admin/organizer/list'
            ? await get(`/crm/api/admin/organizer/list?q=${seed.organizer.id}`, user)
            : name === 'admin/organizer/view'
              ? await get(`/crm/api/admin/organizer/view?id=${seed.organizer.id}`, user)
              : name === 'admin/organizer/verify'
                ? await post('/crm/api/admin/organizer/verify', user, {
                    id: seed.organizer.id,
                    approved: true,
                  })
                : name === 'admin/organizer/publish'
                  ? await post('/crm/api/admin/organizer/publish', user, {
                      id: seed.organizer.id,
                      is_published: false,
                      reason: 'Checked by the role test.',
                    })
                  : name === 'admin/review/list'
                    ? await get(`/crm/api/admin/review/list?q=${seed.review.id}`, user)
                    : name === 'admin/review/moderate'
                      ? await post('/crm/api/admin/review/moderate', user, {
                          id: seed.review.id,
                          target: 'review',
                          action: 'hide',
                          reason: 'Checked by the role test.',
                        })
                      : name === 'admin/complaint/list'
                        ? await get('/crm/api/admin/complaint/list', user)
                        : await post('/crm/api/admin/complaint/resolve', user, {
                            tour_id: seed.tour.id,
                            action: 'dismiss',
                          })
        const expected = caller === 'visitor' ? 401 : caller === 'admin' ? 200 : 403
        expect(response.statusCode, `${name} as ${caller}: ${response.body}`).toBe(expected)
        if (caller !== 'visitor' && caller !== 'admin') {
          const refusal = response.json<{ code: string; message: string }>()
          expect(refusal.code).toBe('forbidden')
          if (caller === 'support' || caller === 'content' || caller === 'finance') {
            expect(refusal.message).toMatch(
              /^The (support|content|finance) role may not do this: (organizers|moderation)\.[\w-]+ is for admin only\.$/,
            )
          }
        }
      }
      // Only the admin's write is in the audit log: the refused ones changed nothing.
      const writes = await harness.db
        .select({ action: auditLog.action, actorKind: auditLog.actorKind })
        .from(auditLog)
        .where(eq(auditLog.organizerId, seed.organizer.id))
      const expectedWrites: Partial<Record<(typeof endpointsByName)[number], string>> = {
        'admin/organizer/verify': 'organizer.verify-by-admin',
        'admin/organizer/publish': 'organizer.hide-by-admin',
        'admin/review/moderate': 'review.hide-by-admin',
        'admin/complaint/resolve': 'tour.complaints-dismiss-by-admin',
      }
      const action = expectedWrites[name]
      expect(writes).toEqual(action === undefined ? [] : [{ action, actorKind: 'admin' }])
    })

    it('verifies an organizer: "checked by our team" on its page, published on its first approval, in the list', async () => {
      const seed = await organizerWithTour()
      const staff = await admin()
      expect(
        (await harness.get(`/crm/api/organizer/public-info?id=${seed.organizer.id}`)).statusCode,
      ).toBe(404)

      const listed = await get(
        `/crm/api/admin/organizer/list?state=waiting&q=${encodeURIComponent(seed.organizer.name)}`,
        staff,
      )
      expect(listed.statusCode, listed.body).toBe(200)
      expect(listed.json<AdminOrganizerList>().data).toMatchObject([
        {
          id: seed.organizer.id,
          review: 'waiting',
          is_published: false,
          tours_count: 1,
          sales: { bookings_count: 0, paid: [] },
        },
      ])

      const verified = await post('/crm/api/admin/organizer/verify', staff, {
        id: seed.organizer.id,
        approved: true,
      })
      expect(verified.statusCode, verified.body).toBe(200)
      expect(verified.json<AdminOrganizer>()).toMatchObject({
        review: 'approved',
        is_published: true,
        checks: { internal: 1 },
        owners: [{ id: seed.account.id, role: 'owner' }],
        page_path: `/tour-provider/${seed.organizer.id}`,
      })
      const checks = await harness.get(
        `/crm/api/organizer/verification-info?id=${seed.organizer.id}`,
      )
      expect(checks.statusCode, checks.body).toBe(200)
      expect(checks.json<{ internal: { is_verified: boolean } }>().internal.is_verified).toBe(true)

      const rejected = await post('/crm/api/admin/organizer/verify', staff, {
        id: seed.organizer.id,
        approved: false,
      })
      expect(rejected.json<AdminOrganizer>()).toMatchObject({
        review: 'rejected',
        is_published: false,
      })
      expect(
        (await harness.get(`/crm/api/organizer/public-info?id=${seed.organizer.id}`)).statusCode,
      ).toBe(404)
    })

    it('hides an organizer with its tours and a reason its office shows; only an operator publishes it again', async () => {
      const seed = await organizerWithTour()
      const staff = await admin()
      await post('/crm/api/admin/organizer/verify', staff, {
        id: seed.organizer.id,
        approved: true,
      })
      expect((await tourPage(seed.tour.slug)).statusCode).toBe(200)

      const refusedBlank = await post('/crm/api/admin/organizer/publish', staff, {
        id: seed.organizer.id,
        is_published: false,
        reason: '  ',
      })
      expect(refusedBlank.statusCode).toBe(400)
      expect(refusedBlank.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(
        'reason',
      )

      const reason = 'Your licence expired: send us the new one.'
      const hidden = await post('/crm/api/admin/organizer/publish', staff, {
        id: seed.organizer.id,
        is_published: false,
        reason,
      })
      expect(hidden.statusCode, hidden.body).toBe(200)
      expect(hidden.json<AdminOrganizer>()).toMatchObject({
        is_published: false,
        hidden_reason: reason,
      })
      expect(
        (await harness.get(`/crm/api/organizer/public-info?id=${seed.organizer.id}`)).statusCode,
      ).toBe(404)
      expect((await tourPage(seed.tour.slug)).statusCode).toBe(404)

      const office = await harness.get('/crm/api/office/context', { token: seed.account.token })
      expect(office.json<OfficeContext>().organizer).toMatchObject({
        is_published: false,
        hidden_reason: reason,
      })
      const selfPublish = await harness.post('/crm/api/organizer/set-published-on-site', {
        token: seed.account.token,
        body: { id: seed.organizer.id, is_published: true },
      })
      expect(selfPublish.statusCode, selfPublish.body).toBe(409)
      expect(selfPublish.json<{ message: string }>().message).toContain(reason)

      const published = await post('/crm/api/admin/organizer/publish', staff, {
        id: seed.organizer.id,
        is_published: true,
      })
      expect(published.json<AdminOrganizer>()).toMatchObject({
        is_published: true,
        hidden_reason: null,
      })
      expect((await tourPage(seed.tour.slug)).statusCode).toBe(200)
      const officeAgain = await harness.get('/crm/api/office/context', {
        token: seed.account.token,
      })
      expect(officeAgain.json<OfficeContext>().organizer.hidden_reason).toBeNull()
    })

    it('refuses to publish a profile nobody approved, and answers 404 for an unknown one', async () => {
      const seed = await organizerWithTour()
      const staff = await admin()
      const response = await post('/crm/api/admin/organizer/publish', staff, {
        id: seed.organizer.id,
        is_published: true,
      })
      expect(response.statusCode).toBe(409)
      expect(response.json<{ code: string }>().code).toBe('organizer_review_pending')
      expect((await get('/crm/api/admin/organizer/view?id=99999999', staff)).statusCode).toBe(404)
    })

    it('hides a review from the tour page and the ratings, hides a reply on its own, and restores both', async () => {
      const seed = await organizerWithTour()
      const staff = await admin()
      await post('/crm/api/admin/organizer/verify', staff, {
        id: seed.organizer.id,
        approved: true,
      })
      const before = (await tourPage(seed.tour.slug)).json<{
        reviews: { id: number; organizer_reply: string | null }[] | null
      }>()
      expect(before.reviews?.map((review) => review.id)).toContain(seed.review.id)

      const hideReply = await post('/crm/api/admin/review/moderate', staff, {
        id: seed.review.id,
        target: 'reply',
        action: 'hide',
        reason: 'Names a guide’s health.',
      })
      expect(hideReply.statusCode, hideReply.body).toBe(200)
      expect(hideReply.json<AdminReview>().reply).toMatchObject({
        hidden: { reason: 'Names a guide’s health.' },
      })
      // The tour page's cache follows the change feed (on PostgreSQL a NOTIFY away): polled.
      const replyOnPage = async () =>
        (await tourPage(seed.tour.slug))
          .json<typeof before>()
          .reviews?.find((review) => review.id === seed.review.id)?.organizer_reply
      await expect.poll(replyOnPage).toBeNull()

      const hidden = await post('/crm/api/admin/review/moderate', staff, {
        id: seed.review.id,
        target: 'review',
        action: 'hide',
        reason: 'Not about this tour.',
      })
      expect(hidden.json<AdminReview>().hidden).toMatchObject({ reason: 'Not about this tour.' })
      await expect
        .poll(async () =>
          (await tourPage(seed.tour.slug))
            .json<typeof before>()
            .reviews?.map((review) => review.id),
        )
        .not.toContain(seed.review.id)
      const [stored] = await harness.db
        .select({ rating: tours.rating, reviewsCount: tours.reviewsCount })
        .from(tours)
        .where(eq(tours.id, seed.tour.id))
      expect(stored).toEqual({ rating: 5, reviewsCount: 1 })
      const hiddenList = await get(
        `/crm/api/admin/review/list?state=hidden&q=${seed.review.id}`,
        staff,
      )
      // The number matches the review's id (and any text holding it): only hidden ones are listed.
      const hiddenRows = hiddenList.json<AdminReviewList>().data
      expect(hiddenRows.map((review) => review.id)).toContain(seed.review.id)
      expect(hiddenRows.every((review) => review.hidden !== null || review.reply?.hidden)).toBe(
        true,
      )

      for (const target of ['review', 'reply'] as const) {
        const restored = await post('/crm/api/admin/review/moderate', staff, {
          id: seed.review.id,
          target,
          action: 'restore',
        })
        expect(restored.statusCode, restored.body).toBe(200)
      }
      await expect
        .poll(replyOnPage)
        .toBe('We are sorry: the guide was ill, and we refunded everyone.')
      const trail = await harness.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(
          and(eq(auditLog.objectKind, 'review'), eq(auditLog.objectId, String(seed.review.id))),
        )
        .orderBy(auditLog.id)
      expect(trail.map((row) => row.action)).toEqual([
        'review.reply-hide-by-admin',
        'review.hide-by-admin',
        'review.restore-by-admin',
        'review.reply-restore-by-admin',
      ])
    })

    it('queues reported tours with their reports; hiding one takes it off the site, dismissing settles it', async () => {
      const seed = await organizerWithTour()
      const other = await createTour(harness.db, { organizerId: seed.organizer.id })
      const staff = await admin()
      await post('/crm/api/admin/organizer/verify', staff, {
        id: seed.organizer.id,
        approved: true,
      })
      for (const text of ['The photos are of another lake.', 'The price is not the real one.']) {
        const reported = await harness.post('/crm/api/tour/complaint', {
          body: { tour_id: seed.tour.id, text },
        })
        expect(reported.statusCode, reported.body).toBe(201)
      }
      await harness.post('/crm/api/tour/complaint', {
        body: { tour_id: other.id, text: 'This tour looks like a copy.' },
      })

      const queue = (
        await get('/crm/api/admin/complaint/list?limit=50', staff)
      ).json<AdminComplaintList>()
      const entry = queue.data.find((row) => row.tour.id === seed.tour.id)
      expect(entry?.reports.map((report) => report.text)).toEqual([
        'The price is not the real one.',
        'The photos are of another lake.',
      ])

      const hidden = await post('/crm/api/admin/complaint/resolve', staff, {
        tour_id: seed.tour.id,
        action: 'hide',
        reason: 'Photos of another place.',
      })
      expect(hidden.statusCode, hidden.body).toBe(200)
      expect(hidden.json()).toEqual({ settled: 2 })
      expect((await tourPage(seed.tour.slug)).statusCode).toBe(404)
      const [tour] = await harness.db
        .select({ status: tours.status })
        .from(tours)
        .where(eq(tours.id, seed.tour.id))
      expect(tour?.status).toBe('hidden')

      const dismissed = await post('/crm/api/admin/complaint/resolve', staff, {
        tour_id: other.id,
        action: 'dismiss',
      })
      expect(dismissed.json()).toEqual({ settled: 1 })
      expect((await tourPage(other.slug)).statusCode).toBe(200)
      const settled = await harness.db
        .select({ resolution: tourComplaints.resolution })
        .from(tourComplaints)
        .where(eq(tourComplaints.tourId, other.id))
      expect(settled).toEqual([{ resolution: 'dismissed' }])
      const open = (
        await get('/crm/api/admin/complaint/list?limit=50', staff)
      ).json<AdminComplaintList>()
      expect(open.data.map((row) => row.tour.id)).not.toContain(seed.tour.id)
      const settledList = (
        await get('/crm/api/admin/complaint/list?state=settled&limit=50', staff)
      ).json<AdminComplaintList>()
      expect(settledList.data.find((row) => row.tour.id === other.id)?.reports).toMatchObject([
        { resolution: 'dismissed' },
      ])
    })
  },
)
