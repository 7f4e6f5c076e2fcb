import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

/** Raw rows answer timestamps as Date (node-postgres) or text (PGlite). */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value))
}

export type LedgerFilter = {
  /** Rows dated in [from, to). */
  readonly from: Date | null
  readonly to: Date | null
  readonly status: string | null
  readonly organizerId: number | null
}

export type LedgerRow = {
  readonly kind: 'payment' | 'refund'
  readonly id: number
  readonly at: Date
  readonly bookingId: number
  readonly organizer: { readonly id: number; readonly name: string }
  readonly amountMinor: number
  readonly currency: string
  readonly status: string
  readonly detail: string
  readonly provider: string
  /** The checkout's session id (a payment) or the provider's refund id (a refund). */
  readonly reference: string | null
  /** The checkout the row belongs to: its stored events are the provider's word on it. */
  readonly sessionId: string
  readonly providerRefundId: string | null
}

export type LedgerEventRow = {
  readonly provider: string
  readonly eventId: string
  readonly type: string
  readonly payload: unknown
  readonly receivedAt: Date
}

/**
 * Issue 43 item 6: the finance ledger's reads. A payment is a checkout opened at the provider
 * (payment_attempts, with its invoice's amount); a refund is a payment_refunds row. Both are
 * read-only here.
 */
export function createLedgerRepository(db: AppDatabase) {
  function conditions(filter: LedgerFilter): SQL {
    const parts: SQL[] = [sql`TRUE`]
    if (filter.from !== null) parts.push(sql`l.at >= ${filter.from.toISOString()}`)
    if (filter.to !== null) parts.push(sql`l.at < ${filter.to.toISOString()}`)
    if (filter.status !== null) parts.push(sql`l.status = ${filter.status}`)
    if (filter.organizerId !== null) parts.push(sql`l."organizerId" = ${filter.organizerId}`)
    return sql.join(parts, sql` AND `)
  }

  const ledger = sql`(
      SELECT 'payment' AS kind, a.id, a.created_at AS at, i.booking_id AS "bookingId",
        b.organizer_id AS "organizerId", i.amount_minor AS "amountMinor", i.currency,
        a.status, i.kind AS detail, a.provider, a.provider_session_id AS reference,
        a.provider_session_id AS "sessionId", NULL::text AS "providerRefundId"
      FROM payment_attempts a
        JOIN invoices i ON i.id = a.invoice_id
        JOIN booking_requests b ON b.id = i.booking_id
      UNION ALL
      SELECT 'refund', r.id, r.created_at, r.booking_id, b.organizer_id, r.amount_minor,
        r.currency, r.status, r.reason, a.provider, r.provider_refund_id,
        a.provider_session_id, r.provider_refund_id
      FROM payment_refunds r
        JOIN payment_attempts a ON a.id = r.attempt_id
        JOIN booking_requests b ON b.id = r.booking_id
    ) l`

  return {
    /** The rows the filter keeps, newest first (a refund after its payment at the same instant). */
    async rows(
      filter: LedgerFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: LedgerRow[]; total: number }> {
      const where = conditions(filter)
      const [counted] = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT count(*)::int AS total FROM ${ledger} WHERE ${where}`,
      )
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT l.*, o.name AS "organizerName" FROM ${ledger}
            JOIN organizers o ON o.id = l."organizerId"
          WHERE ${where}
          ORDER BY l.at DESC, l.kind DESC, l.id DESC
          LIMIT ${page.limit} OFFSET ${page.offset}`,
      )
      return {
        total: Number(counted?.total ?? 0),
        rows: rows.map((row) => ({
          kind: row.kind === 'refund' ? 'refund' : 'payment',
          id: Number(row.id),
          at: toDate(row.at),
          bookingId: Number(row.bookingId),
          organizer: { id: Number(row.organizerId), name: String(row.organizerName) },
          amountMinor: Number(row.amountMinor),
          currency: String(row.currency),
          status: String(row.status),
          detail: String(row.detail),
          provider: String(row.provider),
          reference: row.reference === null ? null : String(row.reference),
          sessionId: String(row.sessionId),
          providerRefundId: row.providerRefundId === null ? null : String(row.providerRefundId),
        })),
      }
    },

    /**
     * The stored webhook events about these checkouts, oldest first. The checkout's id sits where
     * each provider puts it (stored-events.ts reads the rest): the sandbox's data.session_id,
     * Stripe's data.object.id.
     */
    async eventsOfSessions(sessionIds: readonly string[]): Promise<LedgerEventRow[]> {
      if (sessionIds.length === 0) return []
      const ids = sql.join(
        [...new Set(sessionIds)].map((sessionId) => sql`${sessionId}`),
        sql`, `,
      )
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT provider, event_id AS "eventId", type, payload, received_at AS "receivedAt"
          FROM payment_events
          WHERE coalesce(payload #>> '{data,session_id}', payload #>> '{data,object,id}') IN (${ids})
          ORDER BY received_at, id`,
      )
      return rows.map((row) => ({
        provider: String(row.provider),
        eventId: String(row.eventId),
        type: String(row.type),
        payload:
          typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload,
        receivedAt: toDate(row.receivedAt),
      }))
    },
  }
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>
