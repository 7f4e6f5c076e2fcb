import type { AdminFinanceLedger } from '@tourmarket/contracts'
import { paymentFlags, providerTaken, refundFlags } from '@tourmarket/domain/console'
import { AppError } from '../../../errors.ts'
import { requireRole } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { LedgerRepository, LedgerRow } from '../ledger-repository.ts'
import { storedCheckoutEvent, type StoredCheckoutEvent } from '../stored-events.ts'

export type LedgerQuery = {
  from?: string | undefined
  to?: string | undefined
  status?: AdminFinanceLedger['data'][number]['status'] | undefined
  organizer_id?: number | undefined
  page: number
  limit: number
}

type ReadEvent = StoredCheckoutEvent & { eventId: string; type: string; receivedAt: Date }

const DAY_MS = 24 * 60 * 60 * 1000

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`)
}

function paymentStatus(status: string) {
  if (status === 'pending' || status === 'succeeded' || status === 'failed' || status === 'expired')
    return status
  throw new Error(`ledger: payment status ${status}`)
}

function refundStatus(status: string) {
  if (status === 'pending' || status === 'refunded' || status === 'failed') return status
  throw new Error(`ledger: refund status ${status}`)
}

/**
 * Issue 43 item 6: the console's payments and refunds ledger (finance, admin), each row held
 * against the provider's stored events by packages/domain's reconciliation rule. Read-only.
 */
export function createLedgerUseCases({ repository }: { repository: LedgerRepository }) {
  function flagsOf(row: LedgerRow, events: readonly ReadEvent[]) {
    if (row.kind === 'payment') {
      return paymentFlags(
        { status: paymentStatus(row.status), amountMinor: row.amountMinor, currency: row.currency },
        events,
      )
    }
    return refundFlags(
      {
        status: refundStatus(row.status),
        amountMinor: row.amountMinor,
        currency: row.currency,
        providerRefundId: row.providerRefundId,
      },
      providerTaken(events),
    )
  }

  return {
    async financeLedger(viewer: Viewer, query: LedgerQuery): Promise<AdminFinanceLedger> {
      requireRole(viewer, 'finance.ledger')
      const from = query.from === undefined ? null : dayStart(query.from)
      const to = query.to === undefined ? null : new Date(dayStart(query.to).getTime() + DAY_MS)
      if (from !== null && to !== null && from >= to) {
        throw new AppError({
          code: 'validation_failed',
          message: 'The last day comes before the first.',
          errors: { to: ['The last day comes before the first.'] },
        })
      }
      const { rows, total } = await repository.rows(
        {
          from,
          to,
          status: query.status ?? null,
          organizerId: query.organizer_id ?? null,
        },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      )
      const eventsBySession = new Map<string, ReadEvent[]>()
      for (const stored of await repository.eventsOfSessions(rows.map((row) => row.sessionId))) {
        const event = storedCheckoutEvent(stored.provider, stored.type, stored.payload)
        if (event === null) continue
        const list = eventsBySession.get(event.sessionId) ?? []
        list.push({
          ...event,
          eventId: stored.eventId,
          type: stored.type,
          receivedAt: stored.receivedAt,
        })
        eventsBySession.set(event.sessionId, list)
      }
      return {
        data: rows.map((row) => {
          const events = eventsBySession.get(row.sessionId) ?? []
          return {
            kind: row.kind,
            id: row.id,
            at: row.at.toISOString(),
            booking_id: row.bookingId,
            organizer: row.organizer,
            amount_minor: row.amountMinor,
            currency: row.currency,
            status: row.kind === 'payment' ? paymentStatus(row.status) : refundStatus(row.status),
            detail: row.detail,
            provider: row.provider,
            provider_reference: row.reference,
            provider_events: events.map((event) => ({
              event_id: event.eventId,
              type: event.type,
              outcome: event.outcome,
              amount_minor: event.amountMinor,
              currency: event.currency,
              received_at: event.receivedAt.toISOString(),
            })),
            flags: flagsOf(row, events),
          }
        }),
        meta: {
          page: query.page,
          per_page: query.limit,
          total,
          total_pages: Math.ceil(total / query.limit),
        },
      }
    },
  }
}

export type PaymentsLedger = ReturnType<typeof createLedgerUseCases>
