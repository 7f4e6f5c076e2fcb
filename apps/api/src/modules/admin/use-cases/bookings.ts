import type { AdminBookingHistory, AdminBookingSearch } from '@tourmarket/contracts'
import {
  bookingRequestStatusLabelKey,
  enumMessages,
  isBookingRequestStatus,
} from '@tourmarket/domain/enums'
import { createTranslator, type Locale } from '@tourmarket/domain/i18n'
import { isBookingMailKind, isOrganizerMailKind } from '@tourmarket/domain/booking'
import { AppError } from '../../../errors.ts'
import { requireRole } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { localize } from '../../../platform/i18n/localize.ts'
import type { AdminDeps } from './deps.ts'

function fieldsOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

function statusOrNull(value: number | null) {
  if (value === null) return null
  if (!isBookingRequestStatus(value)) throw new Error(`Unknown booking status ${String(value)}`)
  return value
}

/** The console's bookings section: find any organizer's booking, read all that happened to it. */
export function createBookingsUseCases(deps: AdminDeps) {
  const { repository } = deps

  return {
    async bookingSearch(
      viewer: Viewer,
      query: { q: string; page: number; limit: number },
      language: Locale,
    ): Promise<AdminBookingSearch> {
      requireRole(viewer, 'bookings.search')
      const { rows, total } = await repository.searchBookings(query.q, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      const translate = createTranslator(language, enumMessages)
      return {
        data: rows.map((row) => {
          const status = statusOrNull(row.status)!
          return {
            id: row.id,
            status,
            status_label: translate(bookingRequestStatusLabelKey(status)),
            tour: { id: row.tour.id, title: localize(language, row.tour.title, row.tour.titleRu) },
            organizer: row.organizer,
            tour_date: {
              id: row.tourDate.id,
              start_date: row.tourDate.startDate,
              end_date: row.tourDate.endDate,
            },
            contact_name: row.contactName,
            contact_email: row.contactEmail,
            contact_phone: row.contactPhone,
            tourists_count: row.touristsCount,
            total: { amount_minor: row.totalMinor, currency: row.currency },
            paid_minor: row.paidMinor,
            created_at: row.createdAt,
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

    async bookingHistory(viewer: Viewer, bookingId: number): Promise<AdminBookingHistory> {
      requireRole(viewer, 'bookings.view')
      if (!(await repository.bookingExists(bookingId))) {
        throw new AppError({ code: 'booking_not_found', message: 'There is no such booking.' })
      }
      const rows = await repository.bookingHistory(bookingId)
      const actorIds = [...new Set(rows.flatMap((row) => row.actorUserId ?? []))]
      const names = await repository.userNames(actorIds)
      return {
        data: rows.map((row) => {
          const before = fieldsOf(row.before)
          const after = fieldsOf(row.after)
          const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
          const name = row.actorUserId === null ? '' : (names.get(row.actorUserId) ?? '')
          return {
            kind: row.kind,
            at: row.at.toISOString(),
            action: row.action,
            actor: { kind: row.actorKind, name: name === '' ? null : name },
            from_status: statusOrNull(row.fromStatus),
            to_status: statusOrNull(row.toStatus),
            message: row.message,
            changes: fields.map((field) => ({
              field,
              before: before[field] ?? null,
              after: after[field] ?? null,
            })),
            mail_status:
              row.mailStatus === 'pending' ||
              row.mailStatus === 'running' ||
              row.mailStatus === 'done' ||
              row.mailStatus === 'failed'
                ? row.mailStatus
                : null,
            mail_id: row.kind === 'mail' ? row.rowId : null,
            can_resend:
              row.kind === 'mail' &&
              isBookingMailKind(row.action) &&
              !isOrganizerMailKind(row.action),
          }
        }),
      }
    },
  }
}
