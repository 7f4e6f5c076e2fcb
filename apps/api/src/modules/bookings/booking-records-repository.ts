import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { isCanceledStatus } from '@tourmarket/domain/booking'
import { bookingRequestStatus, bookingRequestStatuses } from '@tourmarket/domain/enums'
import type { SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import type { StoredCancellationPolicy } from '../../db/schema/organizers.ts'
import {
  bookingMeetFiles,
  bookingMeets,
  bookingRequests,
  bookingStatusChanges,
  bookingTourists,
  cities,
  invoices,
  paymentRefunds,
  organizers,
  tourDates,
  tourPrograms,
  tours,
  uploadedFiles,
  users,
} from '../../db/schema/index.ts'
import { describedFileColumns, type DescribedFile } from '../../platform/forms/described-file.ts'
import type { BookingRow } from './booking-requests-repository.ts'
import type { InvoiceRow, RefundRow } from './invoices-repository.ts'
import type { TourDateRow } from './seats-repository.ts'
import type { TouristRow } from './tourists-repository.ts'

/** A booking on a date's manifest: its row and its tourists. */
type ManifestBooking = {
  readonly booking: BookingRow
  readonly tourists: readonly TouristRow[]
}

/** The statuses whose bookings hold seats on their date: all but the canceled ones. */
const seatHoldingStatuses = bookingRequestStatuses.filter((status) => !isCanceledStatus(status))

// Reading bookings whole (repository.ts composes the store): the booking with its date, tour,
// organizer, tourists, invoices, refunds, meet page and hold, as every response shows it.

/** A tour date with what booking it needs: its tour, organizer and the tour's time zone. */
export type BookableDate = {
  readonly date: TourDateRow
  readonly tour: {
    readonly id: number
    readonly slug: string
    readonly title: string
    readonly titleRu: string
    readonly coverKey: string
    readonly organizerId: number
    readonly isPublished: boolean
    readonly cancellationPolicy: StoredCancellationPolicy
    /** The program the booking page offers day by day (§7 tour-program); null when none. */
    readonly defaultProgramId: number | null
    /** A not-guaranteed date without its own minimum needs this many travellers (issue 44). */
    readonly minGroupSize: number
  }
  readonly organizer: { readonly id: number; readonly name: string; readonly isPublished: boolean }
  readonly timezone: string
}

/** A booking with everything a response shows. */
export type BookingRecord = BookableDate & {
  readonly booking: BookingRow
  /** The owner's language, for e-mails about the booking. */
  readonly ownerLanguage: string
  /** The owner's proven account e-mail (null when none is proven). */
  readonly ownerEmail: string | null
  readonly tourists: readonly TouristRow[]
  readonly invoices: readonly InvoiceRow[]
  readonly refunds: readonly RefundRow[]
  /** What the organizer saved on the meet page (§2 /meet); null until they save. */
  readonly meet: BookingMeetRecord | null
  /** When the booking last began to await its prepayment: its seats are held from then. */
  readonly heldSince: Date | null
}

export type BookingMeetFileRow = DescribedFile

export type BookingMeetRecord = {
  readonly text: string
  readonly savedAt: Date
  readonly files: readonly BookingMeetFileRow[]
}

const tourColumns = {
  id: tours.id,
  slug: tours.slug,
  title: tours.title,
  titleRu: tours.titleRu,
  coverKey: tours.coverKey,
  organizerId: tours.organizerId,
  isPublished: tours.isPublished,
  /** The policy a booking made now agrees to: the tour's own, else its organizer's. */
  cancellationPolicy: sql<StoredCancellationPolicy>`coalesce(${tours.cancellationPolicy}, ${organizers.cancellationPolicy})`,
  minGroupSize: tours.minGroupSize,
  defaultProgramId: sql<number | null>`(
    select ${tourPrograms.id} from ${tourPrograms}
    where ${tourPrograms.tourId} = ${tours.id}
    order by ${tourPrograms.isDefault} desc, ${tourPrograms.id}
    limit 1
  )`,
}
const organizerColumns = {
  id: organizers.id,
  name: organizers.name,
  isPublished: organizers.isPublished,
}

/** The bookings `where` picks, each whole; newest first or in no order. */
async function records(
  db: AppDatabase,
  where: SQL | undefined,
  order: 'newest' | 'none',
): Promise<BookingRecord[]> {
  const rows = await db
    .select({
      booking: bookingRequests,
      date: tourDates,
      tour: tourColumns,
      organizer: organizerColumns,
      timezone: cities.timezone,
      ownerLanguage: users.languageCode,
      ownerEmail: sql<
        string | null
      >`case when ${users.emailConfirmedAt} is null then null else ${users.email} end`,
    })
    .from(bookingRequests)
    .innerJoin(users, eq(users.id, bookingRequests.userId))
    .innerJoin(tourDates, eq(tourDates.id, bookingRequests.tourDateId))
    .innerJoin(tours, eq(tours.id, bookingRequests.tourId))
    .innerJoin(organizers, eq(organizers.id, bookingRequests.organizerId))
    .innerJoin(cities, eq(cities.id, tours.startCityId))
    .where(where)
    .orderBy(...(order === 'newest' ? [desc(bookingRequests.id)] : []))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.booking.id)
  // One after another: inside a transaction `db` is one connection, which runs one query at a
  // time anyway (pg 8 queues concurrent ones with a deprecation warning; pg 9 refuses them).
  const touristRows = await db
    .select()
    .from(bookingTourists)
    .where(inArray(bookingTourists.bookingId, ids))
    .orderBy(asc(bookingTourists.position), asc(bookingTourists.id))
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(inArray(invoices.bookingId, ids))
    .orderBy(asc(invoices.id))
  const refundRows = await db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.bookingId, ids))
    .orderBy(asc(paymentRefunds.id))
  const meetRows = await db
    .select({
      bookingId: bookingMeets.bookingId,
      text: bookingMeets.meetingText,
      savedAt: bookingMeets.savedAt,
    })
    .from(bookingMeets)
    .where(and(inArray(bookingMeets.bookingId, ids), isNotNull(bookingMeets.savedAt)))
  const meetFileRows = await db
    .select({
      bookingId: bookingMeetFiles.bookingId,
      ...describedFileColumns,
    })
    .from(bookingMeetFiles)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, bookingMeetFiles.fileId))
    .where(inArray(bookingMeetFiles.bookingId, ids))
    .orderBy(asc(bookingMeetFiles.id))
  const holdRows = await db
    .select({
      bookingId: bookingStatusChanges.bookingId,
      heldSince: sql`max(${bookingStatusChanges.createdAt})`.mapWith(
        bookingStatusChanges.createdAt,
      ),
    })
    .from(bookingStatusChanges)
    .where(
      and(
        inArray(bookingStatusChanges.bookingId, ids),
        eq(bookingStatusChanges.toStatus, bookingRequestStatus.pendingPrepayment),
      ),
    )
    .groupBy(bookingStatusChanges.bookingId)
  const meetOf = (bookingId: number): BookingMeetRecord | null => {
    const meet = meetRows.find((candidate) => candidate.bookingId === bookingId)
    if (meet?.savedAt == null) return null
    return {
      text: meet.text,
      savedAt: meet.savedAt,
      files: meetFileRows.filter((file) => file.bookingId === bookingId),
    }
  }
  return rows.map((row) => ({
    ...row,
    meet: meetOf(row.booking.id),
    heldSince: holdRows.find((hold) => hold.bookingId === row.booking.id)?.heldSince ?? null,
    tourists: touristRows.filter((tourist) => tourist.bookingId === row.booking.id),
    invoices: invoiceRows.filter((invoice) => invoice.bookingId === row.booking.id),
    refunds: refundRows.filter((refund) => refund.bookingId === row.booking.id),
  }))
}

export function bookingRecordQueries(db: AppDatabase) {
  return {
    async bookableDate(tourDateId: number): Promise<BookableDate | undefined> {
      const [row] = await db
        .select({
          date: tourDates,
          tour: tourColumns,
          organizer: organizerColumns,
          timezone: cities.timezone,
        })
        .from(tourDates)
        .innerJoin(tours, eq(tours.id, tourDates.tourId))
        .innerJoin(organizers, eq(organizers.id, tours.organizerId))
        .innerJoin(cities, eq(cities.id, tours.startCityId))
        .where(eq(tourDates.id, tourDateId))
      return row
    },

    async byId(id: number): Promise<BookingRecord | undefined> {
      const [record] = await records(db, eq(bookingRequests.id, id), 'none')
      return record
    },

    /**
     * Locks the booking's row, then reads it whole: inside a transaction, what changes it next
     * is decided on its current state, and other changes of it (a payment too) wait.
     */
    async lockedRecord(id: number): Promise<BookingRecord | undefined> {
      await db
        .select({ id: bookingRequests.id })
        .from(bookingRequests)
        .where(eq(bookingRequests.id, id))
        .for('update')
      const [record] = await records(db, eq(bookingRequests.id, id), 'none')
      return record
    },

    async byUuid(uuid: string): Promise<BookingRecord | undefined> {
      const [record] = await records(db, eq(bookingRequests.uuid, uuid), 'none')
      return record
    },

    /** A user's bookings, newest first; only those with one organizer when it is given. */
    async ofUser(userId: number, organizerId?: number): Promise<BookingRecord[]> {
      return records(
        db,
        and(
          eq(bookingRequests.userId, userId),
          organizerId === undefined ? undefined : eq(bookingRequests.organizerId, organizerId),
        ),
        'newest',
      )
    },

    async ofOrganizer(organizerId: number): Promise<BookingRecord[]> {
      return records(db, eq(bookingRequests.organizerId, organizerId), 'newest')
    },

    /**
     * The bookings holding seats on a date, oldest first, each with its tourists: two queries,
     * without the invoices and pages a whole record reads.
     */
    async onTourDate(tourDateId: number): Promise<ManifestBooking[]> {
      const bookings = await db
        .select()
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.tourDateId, tourDateId),
            inArray(bookingRequests.status, [...seatHoldingStatuses]),
          ),
        )
        .orderBy(asc(bookingRequests.id))
      if (bookings.length === 0) return []
      const tourists = await db
        .select()
        .from(bookingTourists)
        .where(
          inArray(
            bookingTourists.bookingId,
            bookings.map((booking) => booking.id),
          ),
        )
        .orderBy(asc(bookingTourists.position), asc(bookingTourists.id))
      return bookings.map((booking) => ({
        booking,
        tourists: tourists.filter((tourist) => tourist.bookingId === booking.id),
      }))
    },
  }
}
