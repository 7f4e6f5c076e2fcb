import { eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { hiddenMedia } from '../../db/schema/index.ts'
import { recordAudit, type AuditEntry } from '../../platform/audit/audit-log.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

export type PublicUploadRow = {
  readonly key: string
  readonly place: 'review' | 'tour'
  readonly uploadedBy: string
  readonly uploadedAt: string
  readonly tourId: number
  readonly tourTitle: string
  readonly tourSlug: string
  readonly hiddenAt: string | null
  readonly hiddenReason: string | null
}

type RawRow = {
  key: string
  place: 'review' | 'tour'
  uploaded_by: string
  uploaded_at: string | Date
  tour_id: number
  tour_title: string
  tour_slug: string
  hidden_at: string | Date | null
  hidden_reason: string | null
  total?: number | string
}

const instant = (value: string | Date) => new Date(value).toISOString()

function present(row: RawRow): PublicUploadRow {
  return {
    key: row.key,
    place: row.place,
    uploadedBy: row.uploaded_by,
    uploadedAt: instant(row.uploaded_at),
    tourId: Number(row.tour_id),
    tourTitle: row.tour_title,
    tourSlug: row.tour_slug,
    hiddenAt: row.hidden_at === null ? null : instant(row.hidden_at),
    hiddenReason: row.hidden_reason,
  }
}

/**
 * Where public images are shown: each review photo (by its review's author, on its tour's page) and
 * each tour photo (by the tour's organizer). An uploaded one is dated by its upload, a seeded one by
 * its review or tour. Chat attachments are private and never here.
 */
const shown = sql`
  select ri.image_key as key, 'review' as place, r.author_name as uploaded_by,
         coalesce(uf.created_at, r.created_at) as uploaded_at, t.id as tour_id,
         t.title as tour_title, t.slug as tour_slug, ri.id as row_id
    from review_images ri
    join reviews r on r.id = ri.review_id
    join tours t on t.id = r.tour_id
    left join uploaded_files uf on ri.image_key = 'upload-' || uf.uuid::text
  union all
  select tm.image_key, 'tour', o.name, coalesce(uf.created_at, t.created_at), t.id, t.title,
         t.slug, tm.id
    from tour_media tm
    join tours t on t.id = tm.tour_id
    join organizers o on o.id = t.organizer_id
    left join uploaded_files uf on tm.image_key = 'upload-' || uf.uuid::text`

function listed(where: SQL): SQL {
  return sql`
    select s.key, s.place, s.uploaded_by, s.uploaded_at, s.tour_id, s.tour_title, s.tour_slug,
           h.hidden_at, h.reason as hidden_reason, count(*) over () as total
      from (${shown}) s
      left join hidden_media h on h.key = s.key
     where ${where}`
}

/** Issue 43 item 3: the public images staff moderate, and the hidden ones. */
export function createAdminUploadsRepository(db: AppDatabase) {
  return {
    async list(
      filter: { state: 'all' | 'hidden'; place: 'all' | 'review' | 'tour' },
      page: { limit: number; offset: number },
    ): Promise<{ rows: PublicUploadRow[]; total: number }> {
      const where = sql`${filter.state === 'hidden' ? sql`h.key is not null` : sql`true`} and ${
        filter.place === 'all' ? sql`true` : sql`s.place = ${filter.place}`
      }`
      const rows = await selectRows<RawRow>(
        db,
        sql`${listed(where)}
          order by s.uploaded_at desc, s.place, s.row_id desc
          limit ${page.limit} offset ${page.offset}`,
      )
      return { rows: rows.map(present), total: Number(rows[0]?.total ?? 0) }
    },

    /** The image's uses (its first the most recent), none for a key no page shows. */
    async uses(key: string): Promise<PublicUploadRow[]> {
      const rows = await selectRows<RawRow>(
        db,
        sql`${listed(sql`s.key = ${key}`)} order by s.uploaded_at desc, s.place, s.row_id desc`,
      )
      return rows.map(present)
    },

    /** Hides the image (a new reason replaces the old) or restores it, with its audit row. */
    async moderate(
      key: string,
      change: { hide: boolean; reason: string; actorUserId: number },
      audit: AuditEntry,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        if (change.hide) {
          await transaction
            .insert(hiddenMedia)
            .values({ key, reason: change.reason, hiddenByUserId: change.actorUserId })
            .onConflictDoUpdate({
              target: hiddenMedia.key,
              set: { reason: change.reason, hiddenByUserId: change.actorUserId },
            })
        } else {
          await transaction.delete(hiddenMedia).where(eq(hiddenMedia.key, key))
        }
        await recordAudit(transaction, audit)
      })
    },
  }
}

export type AdminUploadsRepository = ReturnType<typeof createAdminUploadsRepository>
