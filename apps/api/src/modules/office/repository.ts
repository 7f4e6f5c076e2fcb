import { bookingRequestStatus, type BookingRequestStatus } from '@tourmarket/domain/enums'
import { invoiceStatus } from '@tourmarket/domain/enums'
import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

/** Raw rows answer timestamps as Date (node-postgres) or text (PGlite), numbers as text or int. */
function toInstant(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString()
}
function toInstantOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toInstant(value)
}

/** A tour's title in both languages: the presenter picks the page's. */
export type TitledTour = { id: number; title: string; titleRu: string }
export type DateSpan = { id: number; startDate: string; endDate: string }

export type OfficeBookingFilters = {
  readonly status?: number | undefined
  readonly tourId?: number | undefined
  readonly dateFrom?: string | undefined
  readonly dateTo?: string | undefined
  readonly search?: string | undefined
  readonly limit: number
  readonly offset: number
}

export type OfficeBookingRecord = {
  id: number
  uuid: string
  status: BookingRequestStatus
  tour: TitledTour
  tourDate: DateSpan
  contactName: string
  touristsCount: number
  totalMinor: number
  currency: string
  paidMinor: number
  createdAt: string
  confirmationDeadline: string | null
  hasUnreadChat: boolean
}

/**
 * Whether chat `c` (one tourist with the organizer) holds tourist messages the organizer's side
 * has not read: the counterpart half of the chat module's unread rule (chat/records.ts unreadOf),
 * asked per chat and per booking here, which the chat service's one total cannot answer.
 */
const organizerHasUnread = sql`EXISTS (SELECT 1 FROM chat_messages um
  WHERE um.chat_id = c.id AND um.deleted_at IS NULL AND um.moderated_at IS NULL
    AND um.author_side = 'tourist' AND um.id > c.counterpart_read_message_id)`

const organizerUnreadCount = sql`(SELECT count(*)::int FROM chat_messages um
  WHERE um.chat_id = c.id AND um.deleted_at IS NULL AND um.moderated_at IS NULL
    AND um.author_side = 'tourist' AND um.id > c.counterpart_read_message_id)`

/** A search term inside ILIKE: its own % and _ match themselves. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

function bookingConditions(organizerId: number, filters: OfficeBookingFilters): SQL {
  const parts: SQL[] = [sql`b.organizer_id = ${organizerId}`]
  if (filters.status !== undefined) parts.push(sql`b.status = ${filters.status}`)
  if (filters.tourId !== undefined) parts.push(sql`b.tour_id = ${filters.tourId}`)
  if (filters.dateFrom !== undefined) parts.push(sql`td.start_date >= ${filters.dateFrom}::date`)
  if (filters.dateTo !== undefined) parts.push(sql`td.start_date <= ${filters.dateTo}::date`)
  const search = filters.search?.replace(/^[№#]\s*/, '').trim()
  if (search !== undefined && search !== '') {
    const pattern = likePattern(search)
    const byName = sql`(b.contact_first_name || ' ' || b.contact_last_name ILIKE ${pattern}
      OR b.contact_last_name || ' ' || b.contact_first_name ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM booking_tourists bt WHERE bt.booking_id = b.id
        AND (bt.first_name || ' ' || bt.last_name ILIKE ${pattern}
          OR bt.last_name || ' ' || bt.first_name ILIKE ${pattern})))`
    parts.push(/^\d{1,9}$/.test(search) ? sql`(b.id = ${Number(search)} OR ${byName})` : byName)
  }
  return sql.join(parts, sql` AND `)
}

/** The office's reads across bookings, dates, chats and the organizer's team (issue 40). */
export function createOfficeRepository(db: AppDatabase) {
  return {
    async organizer(organizerId: number): Promise<{
      id: number
      name: string
      slug: string
      isPublished: boolean
      hiddenReason: string | null
    } | null> {
      const [row] = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT id, name, slug, is_published AS "isPublished", hidden_reason AS "hiddenReason"
          FROM organizers
          WHERE id = ${organizerId}`,
      )
      if (row === undefined) return null
      return {
        id: Number(row.id),
        name: String(row.name),
        slug: String(row.slug),
        isPublished: Boolean(row.isPublished),
        hiddenReason: row.hiddenReason === null ? null : String(row.hiddenReason),
      }
    },

    /** Every profile the account is on the team of, by name. */
    async profilesOf(userId: number): Promise<{ id: number; name: string }[]> {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT o.id, o.name FROM organizer_accounts oa JOIN organizers o ON o.id = oa.organizer_id
          WHERE oa.user_id = ${userId} ORDER BY o.name, o.id`,
      )
      return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }))
    },

    async counts(
      organizerId: number,
      today: string,
    ): Promise<{ pendingRequests: number; unreadChats: number; upcomingDates: number }> {
      const [row] = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT
          (SELECT count(*)::int FROM booking_requests b
            WHERE b.organizer_id = ${organizerId}
              AND b.status = ${bookingRequestStatus.pendingConfirm}) AS "pendingRequests",
          (SELECT count(*)::int FROM chats c
            WHERE c.organizer_id = ${organizerId} AND ${organizerHasUnread}) AS "unreadChats",
          (SELECT count(*)::int FROM tour_dates td JOIN tours t ON t.id = td.tour_id
            WHERE t.organizer_id = ${organizerId} AND t.status <> 'archived'
              AND td.start_date >= ${today}::date) AS "upcomingDates"`,
      )
      return {
        pendingRequests: Number(row?.pendingRequests ?? 0),
        unreadChats: Number(row?.unreadChats ?? 0),
        upcomingDates: Number(row?.upcomingDates ?? 0),
      }
    },

    /** Requests waiting for confirmation, the nearest deadline first. */
    async pendingRequests(organizerId: number, limit: number) {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT b.id, b.tourists_count AS "touristsCount", b.created_at AS "createdAt",
            b.confirmation_deadline AS "confirmationDeadline",
            b.contact_first_name || ' ' || b.contact_last_name AS "contactName",
            t.id AS "tourId", t.title, t.title_ru AS "titleRu",
            td.id AS "tourDateId", td.start_date::text AS "startDate", td.end_date::text AS "endDate"
          FROM booking_requests b
            JOIN tours t ON t.id = b.tour_id JOIN tour_dates td ON td.id = b.tour_date_id
          WHERE b.organizer_id = ${organizerId} AND b.status = ${bookingRequestStatus.pendingConfirm}
          ORDER BY b.confirmation_deadline ASC NULLS LAST, b.id ASC
          LIMIT ${limit}`,
      )
      return rows.map((row) => ({
        id: Number(row.id),
        tour: tourOf(row),
        tourDate: dateSpanOf(row),
        contactName: String(row.contactName),
        touristsCount: Number(row.touristsCount),
        createdAt: toInstant(row.createdAt),
        confirmationDeadline: toInstantOrNull(row.confirmationDeadline),
      }))
    },

    /** The next dates of the organizer's tours (not archived), soonest first. */
    async nextDepartures(organizerId: number, today: string, limit: number) {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT t.id AS "tourId", t.title, t.title_ru AS "titleRu",
            td.id AS "tourDateId", td.start_date::text AS "startDate", td.end_date::text AS "endDate",
            td.number_of_seats AS "seats", td.number_of_free_seats AS "freeSeats"
          FROM tour_dates td JOIN tours t ON t.id = td.tour_id
          WHERE t.organizer_id = ${organizerId} AND t.status <> 'archived'
            AND td.start_date >= ${today}::date
          ORDER BY td.start_date ASC, td.id ASC
          LIMIT ${limit}`,
      )
      return rows.map((row) => {
        const seats = Number(row.seats)
        const seatsLeft = Math.max(0, Number(row.freeSeats))
        return {
          tour: tourOf(row),
          tourDate: dateSpanOf(row),
          seats,
          seatsSold: Math.max(0, seats - seatsLeft),
          seatsLeft,
        }
      })
    },

    /** The organizer's chats with unread tourist messages, latest first. */
    async unreadChats(organizerId: number, limit: number) {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT c.id, u.first_name AS "firstName", u.last_name AS "lastName",
            c.last_message_at AS "lastMessageAt", ${organizerUnreadCount} AS "unreadCount"
          FROM chats c JOIN users u ON u.id = c.user_id
          WHERE c.organizer_id = ${organizerId} AND ${organizerHasUnread}
          ORDER BY c.last_message_id DESC NULLS LAST, c.id DESC
          LIMIT ${limit}`,
      )
      return rows.map((row) => ({
        chatId: Number(row.id),
        touristName: [row.firstName, row.lastName]
          .filter((part) => typeof part === 'string' && part !== '')
          .join(' '),
        unreadCount: Number(row.unreadCount),
        lastMessageAt: toInstantOrNull(row.lastMessageAt),
      }))
    },

    /** A page of the organizer's bookings, newest first, and how many match in all. */
    async bookings(
      organizerId: number,
      filters: OfficeBookingFilters,
    ): Promise<{ rows: OfficeBookingRecord[]; total: number }> {
      const where = bookingConditions(organizerId, filters)
      const source = sql`booking_requests b
        JOIN tours t ON t.id = b.tour_id JOIN tour_dates td ON td.id = b.tour_date_id`
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT b.id, b.uuid, b.status, b.tourists_count AS "touristsCount",
            b.total_minor AS "totalMinor", b.currency, b.created_at AS "createdAt",
            b.confirmation_deadline AS "confirmationDeadline",
            b.contact_first_name || ' ' || b.contact_last_name AS "contactName",
            t.id AS "tourId", t.title, t.title_ru AS "titleRu",
            td.id AS "tourDateId", td.start_date::text AS "startDate", td.end_date::text AS "endDate",
            (SELECT coalesce(sum(i.amount_minor), 0)::int FROM invoices i
              WHERE i.booking_id = b.id AND i.status = ${invoiceStatus.payed}) AS "paidMinor",
            EXISTS (SELECT 1 FROM chats c
              WHERE c.user_id = b.user_id AND c.organizer_id = b.organizer_id
                AND ${organizerHasUnread}) AS "hasUnreadChat"
          FROM ${source} WHERE ${where}
          ORDER BY b.created_at DESC, b.id DESC
          LIMIT ${filters.limit} OFFSET ${filters.offset}`,
      )
      const [count] = await selectRows<{ total: unknown }>(
        db,
        sql`SELECT count(*)::int AS total FROM ${source} WHERE ${where}`,
      )
      return {
        rows: rows.map((row) => ({
          id: Number(row.id),
          uuid: String(row.uuid),
          status: Number(row.status) as BookingRequestStatus,
          tour: tourOf(row),
          tourDate: dateSpanOf(row),
          contactName: String(row.contactName),
          touristsCount: Number(row.touristsCount),
          totalMinor: Number(row.totalMinor),
          currency: String(row.currency),
          paidMinor: Number(row.paidMinor),
          createdAt: toInstant(row.createdAt),
          confirmationDeadline: toInstantOrNull(row.confirmationDeadline),
          hasUnreadChat: Boolean(row.hasUnreadChat),
        })),
        total: Number(count?.total ?? 0),
      }
    },

    /** The organizer's tours for a filter, archived ones last. */
    async tours(organizerId: number): Promise<TitledTour[]> {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT t.id AS "tourId", t.title, t.title_ru AS "titleRu" FROM tours t
          WHERE t.organizer_id = ${organizerId}
          ORDER BY (t.status = 'archived'), t.title, t.id`,
      )
      return rows.map(tourOf)
    },

    /** The names of the accounts that made audited changes. */
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
          return [
            Number(row.id),
            name !== '' ? name : typeof row.email === 'string' ? row.email : '',
          ]
        }),
      )
    },
  }
}

function tourOf(row: Record<string, unknown>): TitledTour {
  return { id: Number(row.tourId), title: String(row.title), titleRu: String(row.titleRu) }
}

function dateSpanOf(row: Record<string, unknown>): DateSpan {
  return {
    id: Number(row.tourDateId),
    startDate: String(row.startDate),
    endDate: String(row.endDate),
  }
}

export type OfficeRepository = ReturnType<typeof createOfficeRepository>
