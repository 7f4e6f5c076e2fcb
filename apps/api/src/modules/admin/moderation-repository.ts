import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { recordAudit } from '../../platform/audit/audit-log.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

function toInstant(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString()
}

function instantOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toInstant(value)
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

export type ModeratedReviewRecord = {
  id: number
  tour: { id: number; title: string; slug: string }
  organizer: { id: number; name: string }
  authorName: string
  rating: number
  text: string
  createdAt: string
  hiddenAt: string | null
  hiddenReason: string | null
  reply: string | null
  replyHiddenAt: string | null
  replyHiddenReason: string | null
}

export type ComplaintRecord = {
  id: number
  tourId: number
  text: string
  createdAt: string
  resolution: 'hidden' | 'dismissed' | null
  resolvedAt: string | null
}

type Page = { limit: number; offset: number }

/** The console's moderation (issue 43 item 3): reviews, their replies and reported tours. */
export function createAdminModerationRepository(db: AppDatabase) {
  async function reviewRecords(where: SQL, page: Page): Promise<ModeratedReviewRecord[]> {
    const rows = await selectRows<Record<string, unknown>>(
      db,
      sql`SELECT r.id, r.author_name AS "authorName", r.rating, r.text, r.created_at AS "createdAt",
          r.hidden_at AS "hiddenAt", r.hidden_reason AS "hiddenReason",
          r.organizer_reply AS reply, r.reply_hidden_at AS "replyHiddenAt",
          r.reply_hidden_reason AS "replyHiddenReason",
          t.id AS "tourId", t.title AS "tourTitle", t.slug AS "tourSlug",
          o.id AS "organizerId", o.name AS "organizerName"
        FROM reviews r JOIN tours t ON t.id = r.tour_id JOIN organizers o ON o.id = r.organizer_id
        WHERE ${where}
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
    )
    return rows.map((row) => ({
      id: Number(row.id),
      tour: { id: Number(row.tourId), title: String(row.tourTitle), slug: String(row.tourSlug) },
      organizer: { id: Number(row.organizerId), name: String(row.organizerName) },
      authorName: String(row.authorName),
      rating: Number(row.rating),
      text: String(row.text),
      createdAt: toInstant(row.createdAt),
      hiddenAt: instantOrNull(row.hiddenAt),
      hiddenReason: row.hiddenReason === null ? null : String(row.hiddenReason),
      reply: row.reply === null ? null : String(row.reply),
      replyHiddenAt: instantOrNull(row.replyHiddenAt),
      replyHiddenReason: row.replyHiddenReason === null ? null : String(row.replyHiddenReason),
    }))
  }

  function reviewCondition(q: string, state: 'all' | 'shown' | 'hidden'): SQL {
    const term = q.trim()
    const pattern = likePattern(term)
    const byTerm =
      term === ''
        ? sql`TRUE`
        : sql`(r.text ILIKE ${pattern} OR r.author_name ILIKE ${pattern} OR t.title ILIKE ${pattern}
            OR o.name ILIKE ${pattern} ${/^\d{1,9}$/.test(term) ? sql`OR r.id = ${Number(term)}` : sql``})`
    const byState =
      state === 'all'
        ? sql`TRUE`
        : state === 'hidden'
          ? sql`(r.hidden_at IS NOT NULL OR r.reply_hidden_at IS NOT NULL)`
          : sql`r.hidden_at IS NULL`
    return sql`${byTerm} AND ${byState}`
  }

  return {
    async reviews(query: { q: string; state: 'all' | 'shown' | 'hidden' }, page: Page) {
      const where = reviewCondition(query.q, query.state)
      const [counted] = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT count(*)::int AS total
          FROM reviews r JOIN tours t ON t.id = r.tour_id JOIN organizers o ON o.id = r.organizer_id
          WHERE ${where}`,
      )
      return { rows: await reviewRecords(where, page), total: Number(counted?.total ?? 0) }
    },

    async review(reviewId: number): Promise<ModeratedReviewRecord | undefined> {
      const [row] = await reviewRecords(sql`r.id = ${reviewId}`, { limit: 1, offset: 0 })
      return row
    },

    /**
     * Hides or restores a review or its reply with the admin's audit row; a review's own change
     * recomputes its tour's and organizer's stored ratings, which count shown reviews only.
     */
    async moderateReview(
      review: ModeratedReviewRecord,
      change: { target: 'review' | 'reply'; hide: boolean; reason: string; actorUserId: number },
    ): Promise<void> {
      const reason = change.hide ? change.reason : null
      await db.transaction(async (tx) => {
        if (change.target === 'review') {
          await tx.execute(sql`UPDATE reviews SET hidden_at = ${change.hide ? sql`now()` : sql`NULL`},
              hidden_reason = ${reason} WHERE id = ${review.id}`)
          await tx.execute(sql`UPDATE tours SET
              rating = (SELECT round(avg(r.rating), 2) FROM reviews r
                WHERE r.tour_id = ${review.tour.id} AND r.hidden_at IS NULL),
              reviews_count = (SELECT count(*)::int FROM reviews r
                WHERE r.tour_id = ${review.tour.id} AND r.hidden_at IS NULL)
            WHERE id = ${review.tour.id}`)
          await tx.execute(sql`UPDATE organizers SET
              rating = (SELECT round(avg(r.rating), 2) FROM reviews r
                WHERE r.organizer_id = ${review.organizer.id} AND r.hidden_at IS NULL),
              reviews_count = (SELECT count(*)::int FROM reviews r
                WHERE r.organizer_id = ${review.organizer.id} AND r.hidden_at IS NULL)
            WHERE id = ${review.organizer.id}`)
        } else {
          await tx.execute(sql`UPDATE reviews SET
              reply_hidden_at = ${change.hide ? sql`now()` : sql`NULL`},
              reply_hidden_reason = ${reason} WHERE id = ${review.id}`)
        }
        const before =
          change.target === 'review'
            ? { hidden: review.hiddenAt !== null, reason: review.hiddenReason }
            : { hidden: review.replyHiddenAt !== null, reason: review.replyHiddenReason }
        await recordAudit(tx, {
          organizerId: review.organizer.id,
          actorUserId: change.actorUserId,
          actorKind: 'admin',
          objectKind: 'review',
          objectId: review.id,
          action: `review.${change.target === 'reply' ? 'reply-' : ''}${change.hide ? 'hide' : 'restore'}-by-admin`,
          before,
          after: { hidden: change.hide, reason },
        })
      })
    },

    /** Tours with reports in this state, the most recently reported first, with those reports. */
    async complaintTours(state: 'open' | 'settled', page: Page) {
      const settled =
        state === 'settled' ? sql`c.resolution IS NOT NULL` : sql`c.resolution IS NULL`
      const [counted] = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT count(DISTINCT c.tour_id)::int AS total FROM tour_complaints c WHERE ${settled}`,
      )
      const tours = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT t.id, t.title, t.slug, t.is_published AS "isPublished",
            o.id AS "organizerId", o.name AS "organizerName", max(c.created_at) AS latest
          FROM tour_complaints c JOIN tours t ON t.id = c.tour_id
            JOIN organizers o ON o.id = t.organizer_id
          WHERE ${settled}
          GROUP BY t.id, o.id
          ORDER BY latest DESC, t.id DESC
          LIMIT ${page.limit} OFFSET ${page.offset}`,
      )
      const tourIds = tours.map((tour) => Number(tour.id))
      const reports =
        tourIds.length === 0
          ? []
          : await selectRows<Record<string, unknown>>(
              db,
              sql`SELECT c.id, c.tour_id AS "tourId", c.text, c.created_at AS "createdAt",
                  c.resolution, c.resolved_at AS "resolvedAt"
                FROM tour_complaints c
                WHERE ${settled} AND c.tour_id IN (${sql.join(
                  tourIds.map((tourId) => sql`${tourId}`),
                  sql`, `,
                )})
                ORDER BY c.created_at DESC, c.id DESC`,
            )
      return {
        total: Number(counted?.total ?? 0),
        tours: tours.map((tour) => ({
          id: Number(tour.id),
          title: String(tour.title),
          slug: String(tour.slug),
          isPublished: tour.isPublished === true,
          organizer: { id: Number(tour.organizerId), name: String(tour.organizerName) },
          reports: reports
            .filter((report) => Number(report.tourId) === Number(tour.id))
            .map((report): ComplaintRecord => ({
              id: Number(report.id),
              tourId: Number(report.tourId),
              text: String(report.text),
              createdAt: toInstant(report.createdAt),
              resolution:
                report.resolution === 'hidden' || report.resolution === 'dismissed'
                  ? report.resolution
                  : null,
              resolvedAt: instantOrNull(report.resolvedAt),
            })),
        })),
      }
    },

    async tourOrganizer(
      tourId: number,
    ): Promise<{ organizerId: number; status: string } | undefined> {
      const [row] = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT organizer_id AS "organizerId", status FROM tours WHERE id = ${tourId}`,
      )
      return row === undefined
        ? undefined
        : { organizerId: Number(row.organizerId), status: String(row.status) }
    },

    /**
     * Settles the tour's open reports; `hide` also takes the tour off the site (the office's
     * hidden state, which its organizer sees). Returns how many reports it settled.
     */
    async resolveComplaints(
      tour: { id: number; organizerId: number; status: string },
      change: { hide: boolean; reason: string; actorUserId: number },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        if (change.hide && tour.status === 'published') {
          await tx.execute(sql`UPDATE tours SET status = 'hidden', is_published = false,
              updated_at = now() WHERE id = ${tour.id}`)
        }
        const settled = await selectRows<{ id: number }>(
          tx,
          sql`UPDATE tour_complaints SET resolution = ${change.hide ? 'hidden' : 'dismissed'},
              resolved_at = now(), resolved_by_user_id = ${change.actorUserId}
            WHERE tour_id = ${tour.id} AND resolution IS NULL RETURNING id`,
        )
        await recordAudit(tx, {
          organizerId: tour.organizerId,
          actorUserId: change.actorUserId,
          actorKind: 'admin',
          objectKind: 'tour',
          objectId: tour.id,
          action: change.hide ? 'tour.hide-by-admin' : 'tour.complaints-dismiss-by-admin',
          before: { status: tour.status },
          after: {
            status: change.hide && tour.status === 'published' ? 'hidden' : tour.status,
            reports: settled.length,
            ...(change.reason === '' ? {} : { reason: change.reason }),
          },
        })
        return settled.length
      })
    },
  }
}

export type AdminModerationRepository = ReturnType<typeof createAdminModerationRepository>
