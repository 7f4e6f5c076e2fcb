import { invoiceStatus } from '@tourmarket/domain/enums'
import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { recordAudit } from '../../platform/audit/audit-log.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

/** Raw rows answer timestamps as Date (node-postgres) or text (PGlite). */
function toInstant(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString()
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** The review state in SQL, as organizer-profiles' organizerReview decides it. */
const reviewState = sql`CASE WHEN o.internal_check = 2 THEN 'rejected'
  WHEN o.internal_check = 1 OR o.identity_check = 1 THEN 'approved' ELSE 'waiting' END`

export type OrganizerListFilter = {
  q: string
  state: 'all' | 'waiting' | 'approved' | 'rejected' | 'hidden'
}

function listCondition({ q, state }: OrganizerListFilter): SQL {
  const term = q.trim()
  const byTerm =
    term === ''
      ? sql`TRUE`
      : sql`(o.name ILIKE ${likePattern(term)} OR o.slug ILIKE ${likePattern(term)}
          ${/^\d{1,9}$/.test(term) ? sql`OR o.id = ${Number(term)}` : sql``}
          OR EXISTS (SELECT 1 FROM organizer_accounts oa JOIN users u ON u.id = oa.user_id
            WHERE oa.organizer_id = o.id AND u.email ILIKE ${likePattern(term)}))`
  const byState =
    state === 'all'
      ? sql`TRUE`
      : state === 'hidden'
        ? sql`o.hidden_reason IS NOT NULL`
        : sql`${reviewState} = ${state}`
  return sql`${byTerm} AND ${byState}`
}

export type AdminOrganizerRecord = {
  id: number
  name: string
  slug: string
  country: string
  review: 'waiting' | 'approved' | 'rejected'
  identityCheck: number
  documentsCheck: number
  internalCheck: number
  isPublished: boolean
  hiddenReason: string | null
  rating: number | null
  reviewsCount: number
  toursCount: number
  bookingsCount: number
  paid: { currency: string; amountMinor: number }[]
  createdAt: string
  description: string
  /** Issue 43 item 2: its sales model, the percent in force and an admin's own percent. */
  salesModel: number
  commissionPercent: number
  commissionOverridePercent: number | null
}

/** The console's organizers (issue 43 item 2): reads across every organizer and its verdicts. */
export function createAdminOrganizersRepository(db: AppDatabase) {
  async function records(where: SQL, page: { limit: number; offset: number }) {
    const rows = await selectRows<Record<string, unknown>>(
      db,
      sql`SELECT o.id, o.name, o.slug, c.name AS country, ${reviewState} AS review,
          o.identity_check AS "identityCheck", o.documents_check AS "documentsCheck",
          o.internal_check AS "internalCheck", o.is_published AS "isPublished",
          o.hidden_reason AS "hiddenReason", o.rating::text AS rating,
          o.reviews_count AS "reviewsCount", o.created_at AS "createdAt", o.description,
          o.sales_model AS "salesModel", o.commission_percent::text AS "commissionPercent",
          o.commission_override_percent::text AS "commissionOverridePercent",
          (SELECT count(*)::int FROM tours t WHERE t.organizer_id = o.id) AS "toursCount",
          (SELECT count(*)::int FROM booking_requests b WHERE b.organizer_id = o.id) AS "bookingsCount",
          (SELECT coalesce(json_agg(json_build_object('currency', p.currency, 'amountMinor', p.total)
              ORDER BY p.total DESC), '[]'::json)::text
            FROM (SELECT i.currency, sum(i.amount_minor)::bigint AS total FROM invoices i
              JOIN booking_requests b ON b.id = i.booking_id
              WHERE b.organizer_id = o.id AND i.status = ${invoiceStatus.payed}
              GROUP BY i.currency) p) AS paid
        FROM organizers o JOIN countries c ON c.id = o.country_id
        WHERE ${where}
        ORDER BY o.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
    )
    return rows.map((row): AdminOrganizerRecord => ({
      id: Number(row.id),
      name: String(row.name),
      slug: String(row.slug),
      country: String(row.country),
      review:
        row.review === 'approved' ? 'approved' : row.review === 'rejected' ? 'rejected' : 'waiting',
      identityCheck: Number(row.identityCheck),
      documentsCheck: Number(row.documentsCheck),
      internalCheck: Number(row.internalCheck),
      isPublished: row.isPublished === true,
      hiddenReason: row.hiddenReason === null ? null : String(row.hiddenReason),
      rating: row.rating === null ? null : Number(row.rating),
      reviewsCount: Number(row.reviewsCount),
      toursCount: Number(row.toursCount),
      bookingsCount: Number(row.bookingsCount),
      paid: (JSON.parse(String(row.paid)) as { currency: string; amountMinor: unknown }[]).map(
        (sum) => ({ currency: sum.currency, amountMinor: Number(sum.amountMinor) }),
      ),
      createdAt: toInstant(row.createdAt),
      description: String(row.description),
      salesModel: Number(row.salesModel),
      commissionPercent: Number(row.commissionPercent),
      commissionOverridePercent:
        row.commissionOverridePercent === null ? null : Number(row.commissionOverridePercent),
    }))
  }

  return {
    async list(filter: OrganizerListFilter, page: { limit: number; offset: number }) {
      const where = listCondition(filter)
      const [counted] = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT count(*)::int AS total FROM organizers o WHERE ${where}`,
      )
      return { rows: await records(where, page), total: Number(counted?.total ?? 0) }
    },

    async find(organizerId: number): Promise<AdminOrganizerRecord | undefined> {
      const [row] = await records(sql`o.id = ${organizerId}`, { limit: 1, offset: 0 })
      return row
    },

    async owners(organizerId: number) {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", oa.role
          FROM organizer_accounts oa JOIN users u ON u.id = oa.user_id
          WHERE oa.organizer_id = ${organizerId} ORDER BY oa.created_at, u.id`,
      )
      return rows.map((row) => ({
        id: Number(row.id),
        email: String(row.email ?? ''),
        name: [row.firstName, row.lastName]
          .filter((part) => typeof part === 'string' && part !== '')
          .join(' '),
        role: row.role === 'staff' ? ('staff' as const) : ('owner' as const),
      }))
    },

    async verifications(organizerId: number) {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT provider, provider_reference AS "providerReference", status,
            created_at AS "createdAt", completed_at AS "completedAt"
          FROM organizer_verifications WHERE organizer_id = ${organizerId}
          ORDER BY created_at DESC LIMIT 20`,
      )
      return rows.map((row) => ({
        provider: String(row.provider),
        providerReference: row.providerReference === null ? null : String(row.providerReference),
        status:
          row.status === 'succeeded'
            ? ('succeeded' as const)
            : row.status === 'failed'
              ? ('failed' as const)
              : ('pending' as const),
        createdAt: toInstant(row.createdAt),
        completedAt: row.completedAt === null ? null : toInstant(row.completedAt),
      }))
    },

    /**
     * Writes the organizer's new fields and the admin's audit row in one transaction: the change
     * and its record commit together.
     */
    async change(
      organizerId: number,
      actorUserId: number,
      action: string,
      before: { internalCheck: number; isPublished: boolean; hiddenReason: string | null },
      after: { internalCheck: number; isPublished: boolean; hiddenReason: string | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE organizers SET internal_check = ${after.internalCheck},
            is_published = ${after.isPublished}, hidden_reason = ${after.hiddenReason},
            updated_at = now()
            WHERE id = ${organizerId}`,
        )
        await recordAudit(tx, {
          organizerId,
          actorUserId,
          actorKind: 'admin',
          objectKind: 'organizer',
          objectId: organizerId,
          action,
          before: {
            internal_check: before.internalCheck,
            is_published: before.isPublished,
            hidden_reason: before.hiddenReason,
          },
          after: {
            internal_check: after.internalCheck,
            is_published: after.isPublished,
            hidden_reason: after.hiddenReason,
          },
        })
      })
    },
  }
}

export type AdminOrganizersRepository = ReturnType<typeof createAdminOrganizersRepository>
