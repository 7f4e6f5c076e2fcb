import type { AdminComplaintList, AdminReview, AdminReviewList } from '@tourmarket/contracts'
import { AppError } from '../../../errors.ts'
import { requireRole } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { tourUrl } from '../../../platform/site-paths/site-paths.ts'
import type { AdminModerationRepository, ModeratedReviewRecord } from '../moderation-repository.ts'

export type AdminModerationOptions = {
  repository: AdminModerationRepository
  /** Search rows, the change feed and tour pages follow these tours; never rejects. */
  toursChanged: (tourIds: readonly number[]) => Promise<void>
}

type Page = { page: number; limit: number }

function meta(query: Page, total: number) {
  return {
    page: query.page,
    per_page: query.limit,
    total,
    total_pages: Math.ceil(total / query.limit),
  }
}

function hiddenOf(at: string | null, reason: string | null) {
  return at === null ? null : { at, reason: reason ?? '' }
}

function presentReview(record: ModeratedReviewRecord): AdminReview {
  return {
    id: record.id,
    tour: { id: record.tour.id, title: record.tour.title, path: tourUrl(record.tour.slug) },
    organizer: record.organizer,
    author_name: record.authorName,
    rating: record.rating,
    text: record.text,
    created_at: record.createdAt,
    hidden: hiddenOf(record.hiddenAt, record.hiddenReason),
    reply:
      record.reply === null
        ? null
        : {
            text: record.reply,
            hidden: hiddenOf(record.replyHiddenAt, record.replyHiddenReason),
          },
  }
}

/**
 * Issue 43 item 3, for admins: reviews and their organizers' replies hidden with a reason and
 * restored, and the tours reported through §7 tour/complaint as a queue. Every change reaches
 * search and the tour's page before the call answers.
 */
export function createAdminModerationUseCases({
  repository,
  toursChanged,
}: AdminModerationOptions) {
  return {
    async reviewList(
      viewer: Viewer,
      query: Page & { q: string; state: 'all' | 'shown' | 'hidden' },
    ): Promise<AdminReviewList> {
      requireRole(viewer, 'moderation.reviews')
      const { rows, total } = await repository.reviews(query, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      return { data: rows.map(presentReview), meta: meta(query, total) }
    },

    async reviewModerate(
      viewer: Viewer,
      change: {
        id: number
        target: 'review' | 'reply'
        action: 'hide' | 'restore'
        reason: string
      },
    ): Promise<AdminReview> {
      const staff = requireRole(viewer, 'moderation.review-hide')
      const review = await repository.review(change.id)
      if (review === undefined) {
        throw new AppError({ code: 'review_not_found', message: 'There is no such review.' })
      }
      if (change.target === 'reply' && review.reply === null) {
        throw new AppError({
          code: 'validation_failed',
          message: 'Check the marked fields.',
          errors: { target: ['This review has no reply from its organizer.'] },
        })
      }
      await repository.moderateReview(review, {
        target: change.target,
        hide: change.action === 'hide',
        reason: change.reason,
        actorUserId: staff.userId,
      })
      await toursChanged([review.tour.id])
      return presentReview((await repository.review(change.id))!)
    },

    async complaintList(
      viewer: Viewer,
      query: Page & { state: 'open' | 'settled' },
    ): Promise<AdminComplaintList> {
      requireRole(viewer, 'moderation.complaints')
      const { tours, total } = await repository.complaintTours(query.state, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      return {
        data: tours.map((tour) => ({
          tour: {
            id: tour.id,
            title: tour.title,
            path: tourUrl(tour.slug),
            is_published: tour.isPublished,
            organizer: tour.organizer,
          },
          reports: tour.reports.map((report) => ({
            id: report.id,
            text: report.text,
            created_at: report.createdAt,
            resolution: report.resolution,
            resolved_at: report.resolvedAt,
          })),
        })),
        meta: meta(query, total),
      }
    },

    async complaintResolve(
      viewer: Viewer,
      change: { tour_id: number; action: 'hide' | 'dismiss'; reason: string },
    ): Promise<{ settled: number }> {
      const staff = requireRole(viewer, 'moderation.complaint-resolve')
      const tour = await repository.tourOrganizer(change.tour_id)
      if (tour === undefined) {
        throw new AppError({ code: 'tour_not_found', message: 'There is no such tour.' })
      }
      const settled = await repository.resolveComplaints(
        { id: change.tour_id, ...tour },
        { hide: change.action === 'hide', reason: change.reason, actorUserId: staff.userId },
      )
      if (change.action === 'hide') await toursChanged([change.tour_id])
      return { settled }
    },
  }
}

export type AdminModerationUseCases = ReturnType<typeof createAdminModerationUseCases>
