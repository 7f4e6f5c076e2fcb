import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, notExists, sql } from 'drizzle-orm'
import { bookingRequestStatus, invoiceStatus } from '@tourmarket/domain/enums'
import type { SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import type { StoredCancellationPolicy } from '../../db/schema/organizers.ts'
import {
  bookingMeetFiles,
  bookingMeets,
  bookingRequests,
  bookingStatusChanges,
  bookingTourists,
  chats,
  cities,
  discounts,
  individualTours,
  invoices,
  paymentRefunds,
  organizers,
  paymentAttempts,
  tourDates,
  tourPrograms,
  tours,
  uploadedFiles,
  users,
} from '../../db/schema/index.ts'
import { describedFileColumns, type DescribedFile } from '../../platform/forms/described-file.ts'

export type BookingRow = typeof bookingRequests.$inferSelect
export type NewBooking = typeof bookingRequests.$inferInsert
export type TouristRow = typeof bookingTourists.$inferSelect
export type NewTourist = Omit<typeof bookingTourists.$inferInsert, 'bookingId'>
export type InvoiceRow = typeof invoices.$inferSelect
export type RefundRow = typeof paymentRefunds.$inferSelect
export type NewInvoice = typeof invoices.$inferInsert
export type TourDateRow = typeof tourDates.$inferSelect
export type DiscountRow = typeof discounts.$inferSelect
export type ChatRow = typeof chats.$inferSelect
export type StatusChange = typeof bookingStatusChanges.$inferInsert
export type NewRefund = typeof paymentRefunds.$inferInsert

/** A payment that paid one of a booking's invoices: what a cancellation's refund goes back to. */
export type BookingPayment = {
  readonly attemptId: number
  readonly invoiceId: number
  readonly amountMinor: number
  readonly currency: string
}

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

/**
 * The queries, over the pool or over one transaction. `seatsChanged` hears of every tour whose
 * free seats a statement changed.
 */
function queries(db: AppDatabase, seatsChanged: (tourId: number) => void) {
  async function records(
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

    /** The account's bookings awaiting confirmation or the prepayment (statuses 1 and 2). */
    async unpaidBookingsCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.userId, userId),
            inArray(bookingRequests.status, [
              bookingRequestStatus.pendingConfirm,
              bookingRequestStatus.pendingPrepayment,
            ]),
          ),
        )
      return row?.count ?? 0
    },

    async discounts(tourId: number): Promise<DiscountRow[]> {
      return db.select().from(discounts).where(eq(discounts.tourId, tourId))
    },

    /** The tour's other dates that have not started by `today` and are open, earliest first. */
    async otherDates(tourId: number, exceptDateId: number, today: string): Promise<TourDateRow[]> {
      return db
        .select()
        .from(tourDates)
        .where(
          and(
            eq(tourDates.tourId, tourId),
            ne(tourDates.id, exceptDateId),
            gt(tourDates.startDate, today),
            eq(tourDates.isClosed, false),
          ),
        )
        .orderBy(asc(tourDates.startDate), asc(tourDates.id))
    },

    /**
     * The date an individual offer (§2 /order/{uuid}/individual-tour) books, null when it cannot
     * be booked online; undefined for an unknown uuid.
     */
    async individualOfferDate(uuid: string): Promise<{ tourDateId: number | null } | undefined> {
      const [row] = await db
        .select({ tourDateId: individualTours.tourDateId })
        .from(individualTours)
        .where(eq(individualTours.uuid, uuid.toLowerCase()))
      return row
    },

    /** Whether an individual offer books this date: its closed date takes tourists through it. */
    async isIndividualOfferDate(tourDateId: number): Promise<boolean> {
      const [row] = await db
        .select({ uuid: individualTours.uuid })
        .from(individualTours)
        .where(eq(individualTours.tourDateId, tourDateId))
        .limit(1)
      return row !== undefined
    },

    /**
     * Takes `count` seats in one conditional statement (decision 0016): on PostgreSQL the row lock
     * it takes makes concurrent bookings of one date wait for each other, and each re-reads the
     * seats left, so a seat is never sold twice. Null when not enough are free or the date closed
     * (`closedToo`: an individual offer's own date, closed to everyone but the offer).
     */
    async takeSeats(
      tourDateId: number,
      count: number,
      { closedToo = false }: { closedToo?: boolean } = {},
    ): Promise<number | null> {
      const [row] = await db
        .update(tourDates)
        .set({ numberOfFreeSeats: sql`${tourDates.numberOfFreeSeats} - ${count}` })
        .where(
          and(
            eq(tourDates.id, tourDateId),
            sql`${tourDates.numberOfFreeSeats} >= ${count}`,
            closedToo ? undefined : eq(tourDates.isClosed, false),
          ),
        )
        .returning({ free: tourDates.numberOfFreeSeats, tourId: tourDates.tourId })
      if (row === undefined) return null
      seatsChanged(row.tourId)
      return row.free
    },

    /** Gives seats back, never above the date's number of seats. */
    async returnSeats(tourDateId: number, count: number): Promise<void> {
      const [row] = await db
        .update(tourDates)
        .set({
          numberOfFreeSeats: sql`least(${tourDates.numberOfSeats}, ${tourDates.numberOfFreeSeats} + ${count})`,
        })
        .where(eq(tourDates.id, tourDateId))
        .returning({ tourId: tourDates.tourId })
      if (row !== undefined) seatsChanged(row.tourId)
    },

    async freeSeats(tourDateId: number): Promise<number> {
      const [row] = await db
        .select({ free: tourDates.numberOfFreeSeats })
        .from(tourDates)
        .where(eq(tourDates.id, tourDateId))
      return row?.free ?? 0
    },

    async insertBooking(values: NewBooking): Promise<BookingRow> {
      const [row] = await db.insert(bookingRequests).values(values).returning()
      return row!
    },

    async updateBooking(id: number, patch: Partial<NewBooking>): Promise<void> {
      await db
        .update(bookingRequests)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(bookingRequests.id, id))
    },

    /**
     * Bookings awaiting their prepayment since before `heldSince` (the last move into status 2),
     * with no checkout opened after `checkoutSince`: someone paying now keeps the seats.
     */
    async expiredHolds(
      heldSince: Date,
      checkoutSince: Date,
      limit: number,
    ): Promise<{ id: number; heldFrom: Date }[]> {
      const heldFrom = sql`max(${bookingStatusChanges.createdAt})`.mapWith(
        bookingStatusChanges.createdAt,
      )
      const recentCheckout = db
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoiceId))
        .where(
          and(
            eq(invoices.bookingId, bookingRequests.id),
            gt(paymentAttempts.createdAt, checkoutSince),
          ),
        )
      return db
        .select({ id: bookingRequests.id, heldFrom })
        .from(bookingRequests)
        .innerJoin(
          bookingStatusChanges,
          and(
            eq(bookingStatusChanges.bookingId, bookingRequests.id),
            eq(bookingStatusChanges.toStatus, bookingRequests.status),
          ),
        )
        .where(
          and(
            eq(bookingRequests.status, bookingRequestStatus.pendingPrepayment),
            notExists(recentCheckout),
          ),
        )
        .groupBy(bookingRequests.id)
        .having(lt(heldFrom, heldSince))
        .orderBy(bookingRequests.id)
        .limit(limit)
    },

    /** Locks the booking's row until the transaction ends, so two changes of one booking queue up. */
    async lockBooking(id: number): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.id, id))
        .for('update')
      return row
    },

    async insertTourists(bookingId: number, rows: readonly NewTourist[]): Promise<void> {
      if (rows.length === 0) return
      await db.insert(bookingTourists).values(rows.map((row) => ({ ...row, bookingId })))
    },

    async updateTourist(id: number, patch: Partial<NewTourist>): Promise<void> {
      await db.update(bookingTourists).set(patch).where(eq(bookingTourists.id, id))
    },

    async deleteTourists(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return
      await db.delete(bookingTourists).where(inArray(bookingTourists.id, [...ids]))
    },

    async insertInvoice(values: NewInvoice): Promise<InvoiceRow> {
      const [row] = await db.insert(invoices).values(values).returning()
      return row!
    },

    /** Moves an invoice only from the status the caller saw, so a stale read never rewrites one. */
    async setInvoiceStatus(
      id: number,
      from: number,
      to: number,
      paidAt: Date | null = null,
    ): Promise<boolean> {
      const rows = await db
        .update(invoices)
        .set({ status: to, ...(paidAt === null ? {} : { paidAt }) })
        .where(and(eq(invoices.id, id), eq(invoices.status, from)))
        .returning({ id: invoices.id })
      return rows.length > 0
    },

    async invoice(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id))
      return row
    },

    /**
     * The checkouts that paid the booking's invoices, in the order they were paid; a checkout
     * whose money was already sent back (a duplicate payment) is not among them.
     */
    async bookingPayments(bookingId: number): Promise<BookingPayment[]> {
      return db
        .select({
          attemptId: paymentAttempts.id,
          invoiceId: invoices.id,
          amountMinor: invoices.amountMinor,
          currency: invoices.currency,
        })
        .from(paymentAttempts)
        .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoiceId))
        .where(
          and(
            eq(invoices.bookingId, bookingId),
            eq(invoices.status, invoiceStatus.payed),
            eq(paymentAttempts.status, 'succeeded'),
            notExists(
              db
                .select({ id: paymentRefunds.id })
                .from(paymentRefunds)
                .where(
                  and(
                    eq(paymentRefunds.attemptId, paymentAttempts.id),
                    ne(paymentRefunds.reason, 'cancellation'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(invoices.paidAt), asc(invoices.id), asc(paymentAttempts.id))
    },

    /** Records refunds to make; one per payment, so a refund already recorded adds nothing. */
    async insertRefunds(rows: readonly NewRefund[]): Promise<number[]> {
      if (rows.length === 0) return []
      const added = await db
        .insert(paymentRefunds)
        .values([...rows])
        .onConflictDoNothing({ target: paymentRefunds.attemptId })
        .returning({ id: paymentRefunds.id })
      return added.map((row) => row.id)
    },

    async recordStatusChange(change: StatusChange): Promise<void> {
      await db.insert(bookingStatusChanges).values(change)
    },

    async statusChanges(bookingId: number) {
      return db
        .select()
        .from(bookingStatusChanges)
        .where(eq(bookingStatusChanges.bookingId, bookingId))
        .orderBy(asc(bookingStatusChanges.id))
    },

    async byId(id: number): Promise<BookingRecord | undefined> {
      const [record] = await records(eq(bookingRequests.id, id), 'none')
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
      const [record] = await records(eq(bookingRequests.id, id), 'none')
      return record
    },

    async byUuid(uuid: string): Promise<BookingRecord | undefined> {
      const [record] = await records(eq(bookingRequests.uuid, uuid), 'none')
      return record
    },

    /** A user's bookings, newest first; only those with one organizer when it is given. */
    async ofUser(userId: number, organizerId?: number): Promise<BookingRecord[]> {
      return records(
        and(
          eq(bookingRequests.userId, userId),
          organizerId === undefined ? undefined : eq(bookingRequests.organizerId, organizerId),
        ),
        'newest',
      )
    },

    async ofOrganizer(organizerId: number): Promise<BookingRecord[]> {
      return records(eq(bookingRequests.organizerId, organizerId), 'newest')
    },

    /** The e-mails of the accounts that act for an organizer (their own, not typed by a booker). */
    async organizerRecipients(
      organizerId: number,
    ): Promise<{ email: string; language: string; firstName: string }[]> {
      const rows = await db
        .select({ email: users.email, language: users.languageCode, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.organizerId, organizerId), isNotNull(users.email)))
        .orderBy(asc(users.id))
      return rows.flatMap((row) =>
        row.email === null
          ? []
          : [{ email: row.email, language: row.language, firstName: row.firstName ?? '' }],
      )
    },

    async chat(id: number): Promise<ChatRow | undefined> {
      const [row] = await db.select().from(chats).where(eq(chats.id, id))
      return row
    },
  }
}

export type BookingsStore = ReturnType<typeof queries> & {
  /** Runs another module's step (an idempotency claim's settle) in this store's transaction. */
  include(step: (db: AppDatabase) => Promise<void>): Promise<void>
}

/**
 * `onSeatsChanged` hears which tours' free seats changed once the change is committed: at once
 * outside a transaction, after the commit inside one (never for a transaction rolled back).
 */
export function createBookingsRepository(
  db: AppDatabase,
  onSeatsChanged: (tourIds: readonly number[]) => Promise<void> = async () => {},
) {
  return {
    ...queries(db, (tourId) => {
      void onSeatsChanged([tourId])
    }),
    /** Runs `work` in one transaction; everything it does goes through the store it is given. */
    async transaction<T>(work: (store: BookingsStore) => Promise<T>): Promise<T> {
      const changed = new Set<number>()
      const result = await db.transaction((transaction) =>
        work({
          ...queries(transaction, (tourId) => changed.add(tourId)),
          include: (step) => step(transaction),
        }),
      )
      if (changed.size > 0) await onSeatsChanged([...changed])
      return result
    },
  }
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>
