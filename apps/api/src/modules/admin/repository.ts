import { invoiceStatus } from '@tourmarket/domain/enums'
import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

/** Raw rows answer timestamps as Date (node-postgres) or text (PGlite). */
function toInstant(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString()
}

/** A search term inside ILIKE: its own % and _ match themselves. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * What one search box finds (issue 43 item 1): a number (№ or # first is fine) or a link's uuid
 * exactly; an e-mail (the contact's, a tourist's or the booking account's) by part; a phone by its
 * digits wherever they were typed with spaces or dashes; a name (contact's, a tourist's or the
 * account's) either way round.
 */
export function bookingSearchCondition(typed: string): SQL {
  const term = typed.replace(/^[№#]\s*/, '').trim()
  if (term === '') return sql`TRUE`
  if (uuidPattern.test(term)) return sql`b.uuid = ${term.toLowerCase()}::uuid`
  const pattern = likePattern(term)
  const byText = sql`(b.contact_email ILIKE ${pattern} OR u.email ILIKE ${pattern}
    OR b.contact_first_name || ' ' || b.contact_last_name ILIKE ${pattern}
    OR b.contact_last_name || ' ' || b.contact_first_name ILIKE ${pattern}
    OR u.first_name || ' ' || u.last_name ILIKE ${pattern}
    OR EXISTS (SELECT 1 FROM booking_tourists bt WHERE bt.booking_id = b.id
      AND (bt.email ILIKE ${pattern}
        OR bt.first_name || ' ' || bt.last_name ILIKE ${pattern}
        OR bt.last_name || ' ' || bt.first_name ILIKE ${pattern})))`
  const digits = term.replace(/\D/g, '')
  const byNumber = /^\d{1,9}$/.test(term) ? sql` OR b.id = ${Number(term)}` : sql``
  // Seven digits or more is a phone number's part, not a name or a booking number.
  const byPhone =
    digits.length >= 7 && /^[\d\s()+.-]+$/.test(term)
      ? sql` OR regexp_replace(b.contact_phone, '\\D', '', 'g') LIKE ${`%${digits}%`}
        OR regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') LIKE ${`%${digits}%`}`
      : sql``
  return sql`(${byText}${byNumber}${byPhone})`
}

export type AdminBookingRow = {
  id: number
  status: number
  tour: { id: number; title: string; titleRu: string }
  organizer: { id: number; name: string }
  tourDate: { id: number; startDate: string; endDate: string }
  contactName: string
  contactEmail: string
  contactPhone: string
  touristsCount: number
  totalMinor: number
  currency: string
  paidMinor: number
  createdAt: string
}

export type AdminHistoryRow = {
  at: Date
  kind: 'status' | 'audit' | 'mail'
  action: string
  actorKind: string
  actorUserId: number | null
  fromStatus: number | null
  toStatus: number | null
  message: string | null
  before: unknown
  after: unknown
  mailStatus: string | null
  /** A mail's job id. */
  rowId: number
}

/** The console's reads across every organizer's bookings (issue 43). */
export function createAdminRepository(db: AppDatabase) {
  return {
    /** Accounts' names (else their e-mail) by id. */
    async userNames(userIds: readonly number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map()
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM users
          WHERE id IN (${sql.join(
            userIds.map((userId) => sql`${userId}`),
            sql`, `,
          )})`,
      )
      return new Map(
        rows.map((row) => {
          const name = [row.firstName, row.lastName]
            .filter((part) => typeof part === 'string' && part !== '')
            .join(' ')
          return [Number(row.id), name === '' ? String(row.email ?? '') : name]
        }),
      )
    },

    async bookingExists(bookingId: number): Promise<boolean> {
      const rows = await selectRows(db, sql`SELECT 1 FROM booking_requests WHERE id = ${bookingId}`)
      return rows.length > 0
    },

    async searchBookings(
      typed: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: AdminBookingRow[]; total: number }> {
      const where = bookingSearchCondition(typed)
      const from = sql`FROM booking_requests b LEFT JOIN users u ON u.id = b.user_id`
      const [counted] = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT count(*)::int AS total ${from} WHERE ${where}`,
      )
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT b.id, b.status, b.tourists_count AS "touristsCount", b.total_minor AS "totalMinor",
            b.currency, b.created_at AS "createdAt",
            b.contact_first_name || ' ' || b.contact_last_name AS "contactName",
            b.contact_email AS "contactEmail", b.contact_phone AS "contactPhone",
            t.id AS "tourId", t.title, t.title_ru AS "titleRu",
            o.id AS "organizerId", o.name AS "organizerName",
            td.id AS "tourDateId", td.start_date::text AS "startDate", td.end_date::text AS "endDate",
            (SELECT coalesce(sum(i.amount_minor), 0)::int FROM invoices i
              WHERE i.booking_id = b.id AND i.status = ${invoiceStatus.payed}) AS "paidMinor"
          ${from}
            JOIN tours t ON t.id = b.tour_id JOIN tour_dates td ON td.id = b.tour_date_id
            JOIN organizers o ON o.id = b.organizer_id
          WHERE ${where}
          ORDER BY b.id DESC
          LIMIT ${page.limit} OFFSET ${page.offset}`,
      )
      return {
        total: Number(counted?.total ?? 0),
        rows: rows.map((row) => ({
          id: Number(row.id),
          status: Number(row.status),
          tour: { id: Number(row.tourId), title: String(row.title), titleRu: String(row.titleRu) },
          organizer: { id: Number(row.organizerId), name: String(row.organizerName) },
          tourDate: {
            id: Number(row.tourDateId),
            startDate: String(row.startDate),
            endDate: String(row.endDate),
          },
          contactName: String(row.contactName),
          contactEmail: String(row.contactEmail),
          contactPhone: String(row.contactPhone),
          touristsCount: Number(row.touristsCount),
          totalMinor: Number(row.totalMinor),
          currency: String(row.currency),
          paidMinor: Number(row.paidMinor),
          createdAt: toInstant(row.createdAt),
        })),
      }
    },

    /**
     * A booking's recorded life, oldest first: its status moves, the audit rows of the office and
     * the console, and the booking mails the job queue holds for it.
     */
    async bookingHistory(bookingId: number): Promise<AdminHistoryRow[]> {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT * FROM (
            SELECT 'status' AS kind, c.created_at AS at, c.id AS "rowId", c.transition AS action,
              c.actor_kind AS "actorKind", c.actor_user_id AS "actorUserId",
              c.from_status AS "fromStatus", c.to_status AS "toStatus", c.message,
              NULL::jsonb AS before, NULL::jsonb AS after, NULL AS "mailStatus"
            FROM booking_status_changes c WHERE c.booking_id = ${bookingId}
            UNION ALL
            SELECT 'audit', a.created_at, a.id, a.action, a.actor_kind, a.actor_user_id,
              NULL, NULL, NULL, a.before, a.after, NULL
            FROM audit_log a WHERE a.object_kind = 'booking' AND a.object_id = ${String(bookingId)}
            UNION ALL
            SELECT 'mail', j.created_at, j.id, j.payload->>'kind', 'system', NULL,
              NULL, NULL, NULL, NULL, NULL, j.status
            FROM jobs j WHERE j.kind = 'booking-mail'
              AND j.payload->>'bookingId' = ${String(bookingId)}
          ) h
          ORDER BY h.at, h.kind, h."rowId"`,
      )
      return rows.map((row) => ({
        at: new Date(toInstant(row.at)),
        kind: row.kind === 'status' ? 'status' : row.kind === 'audit' ? 'audit' : 'mail',
        action: String(row.action),
        actorKind: String(row.actorKind),
        actorUserId: row.actorUserId === null ? null : Number(row.actorUserId),
        fromStatus: row.fromStatus === null ? null : Number(row.fromStatus),
        toStatus: row.toStatus === null ? null : Number(row.toStatus),
        message: row.message === null ? null : String(row.message),
        before: typeof row.before === 'string' ? JSON.parse(row.before) : row.before,
        after: typeof row.after === 'string' ? JSON.parse(row.after) : row.after,
        mailStatus: row.mailStatus === null ? null : String(row.mailStatus),
        rowId: Number(row.rowId),
      }))
    },
  }
}

export type AdminRepository = ReturnType<typeof createAdminRepository>
