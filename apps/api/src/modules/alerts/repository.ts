import type { AlertDelivery, AlertEvent, CurrentDate, SeenDate } from '@tourmarket/domain/alerts'
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  alertEvents,
  alertSeenDates,
  alertWatches,
  cities,
  messengerConnections,
  organizers,
  tourDates,
  tours,
  users,
} from '../../db/schema/index.ts'

export type WatchRow = typeof alertWatches.$inferSelect

/** The settings a tourist chooses for an alert. */
/** What an alert watches: a tour, or a saved search (its query, and the name the page gave it). */
type WatchTarget =
  | { readonly kind: 'tour'; readonly tourId: number }
  | { readonly kind: 'search'; readonly query: string; readonly label: string | null }

export type WatchSettings = {
  readonly newDates: boolean
  readonly priceDropPercent: number | null
  readonly seatFreed: boolean
  readonly delivery: AlertDelivery
  readonly byMessenger: boolean
  readonly isActive: boolean
}

/** An event waiting to be sent, with what the mail needs of its watch. */
export type PendingEvent = {
  readonly id: number
  readonly watchId: number
  readonly event: AlertEvent
  readonly createdAt: Date
}

/** Who an alert goes to: the account's address and language, its linked messengers. */
export type AlertRecipient = {
  readonly userId: number
  readonly email: string | null
  readonly firstName: string | null
  readonly languageCode: string
  readonly messengers: readonly { readonly sourceId: string; readonly externalAccountId: string }[]
}

export type WatchedTour = {
  readonly id: number
  readonly slug: string
  readonly title: string
  readonly titleRu: string
  readonly timeZone: string
}

/** A tour on the site: published, by a published organizer. */
const tourOnSite = and(
  eq(tours.isPublished, true),
  sql`exists (select 1 from ${organizers} where ${organizers.id} = ${tours.organizerId} and ${organizers.isPublished})`,
)

export function createAlertsRepository(db: AppDatabase) {
  return {
    async watches(userId: number): Promise<WatchRow[]> {
      return db
        .select()
        .from(alertWatches)
        .where(eq(alertWatches.userId, userId))
        .orderBy(asc(alertWatches.kind), asc(alertWatches.createdAt), asc(alertWatches.id))
    },

    async watch(id: number): Promise<WatchRow | undefined> {
      const [row] = await db.select().from(alertWatches).where(eq(alertWatches.id, id))
      return row
    },

    /** The account's alert on this tour or this saved search, if it has one. */
    async watchOf(userId: number, target: WatchTarget): Promise<WatchRow | undefined> {
      const [row] = await db
        .select()
        .from(alertWatches)
        .where(
          and(
            eq(alertWatches.userId, userId),
            eq(alertWatches.kind, target.kind),
            target.kind === 'tour'
              ? eq(alertWatches.tourId, target.tourId)
              : eq(alertWatches.searchQuery, target.query),
          ),
        )
      return row
    },

    /** A new alert, or the one the account already has on the tour or search with these settings. */
    async upsert(
      userId: number,
      target:
        { kind: 'tour'; tourId: number } | { kind: 'search'; query: string; label: string | null },
      settings: WatchSettings,
    ): Promise<WatchRow> {
      // Saved again from the tours page, a search keeps the newest name it was given.
      const changes =
        target.kind === 'search' && target.label !== null
          ? { ...settings, searchLabel: target.label }
          : settings
      const existing = await this.watchOf(userId, target)
      if (existing !== undefined) return this.update(existing.id, changes)
      const [row] = await db
        .insert(alertWatches)
        .values({
          userId,
          kind: target.kind,
          tourId: target.kind === 'tour' ? target.tourId : null,
          searchQuery: target.kind === 'search' ? target.query : null,
          searchLabel: target.kind === 'search' ? target.label : null,
          ...settings,
        })
        .onConflictDoNothing()
        .returning()
      if (row !== undefined) return row
      // Another request made it in between: take that one.
      const made = await this.watchOf(userId, target)
      if (made === undefined) throw new Error('An alert was neither made nor found')
      return this.update(made.id, changes)
    },

    async update(
      id: number,
      settings: Partial<WatchSettings> & { readonly searchLabel?: string },
    ): Promise<WatchRow> {
      const [row] = await db
        .update(alertWatches)
        .set(settings)
        .where(eq(alertWatches.id, id))
        .returning()
      if (row === undefined) throw new Error(`Alert ${String(id)} vanished in its update`)
      return row
    },

    async remove(id: number): Promise<void> {
      await db.delete(alertWatches).where(eq(alertWatches.id, id))
    },

    /** Turns these alerts of the account off; answers those that were its own. */
    async turnOff(userId: number, ids: readonly number[]): Promise<WatchRow[]> {
      if (ids.length === 0) return []
      return db
        .update(alertWatches)
        .set({ isActive: false })
        .where(and(eq(alertWatches.userId, userId), inArray(alertWatches.id, [...ids])))
        .returning()
    },

    /** A tour on the site, with the time zone its dates are calendar dates in. */
    async tour(tourId: number): Promise<WatchedTour | undefined> {
      const [row] = await db
        .select({
          id: tours.id,
          slug: tours.slug,
          title: tours.title,
          titleRu: tours.titleRu,
          timeZone: cities.timezone,
        })
        .from(tours)
        .innerJoin(cities, eq(cities.id, tours.startCityId))
        .where(and(eq(tours.id, tourId), tourOnSite))
      return row
    },

    async toursByIds(tourIds: readonly number[]): Promise<WatchedTour[]> {
      if (tourIds.length === 0) return []
      return db
        .select({
          id: tours.id,
          slug: tours.slug,
          title: tours.title,
          titleRu: tours.titleRu,
          timeZone: cities.timezone,
        })
        .from(tours)
        .innerJoin(cities, eq(cities.id, tours.startCityId))
        .where(inArray(tours.id, [...tourIds]))
    },

    /** Of these tours, those an active alert watches: only they are looked at after a change. */
    async watchedTourIds(tourIds: readonly number[]): Promise<number[]> {
      if (tourIds.length === 0) return []
      const rows = await db
        .selectDistinct({ tourId: alertWatches.tourId })
        .from(alertWatches)
        .where(
          and(
            eq(alertWatches.kind, 'tour'),
            eq(alertWatches.isActive, true),
            inArray(alertWatches.tourId, [...tourIds]),
          ),
        )
      return rows.flatMap((row) => (row.tourId === null ? [] : [row.tourId]))
    },

    /** The active alerts on a tour, or on every tour (null: the periodic sweep). */
    async activeTourWatchIds(tourId: number | null): Promise<number[]> {
      const rows = await db
        .select({ id: alertWatches.id })
        .from(alertWatches)
        .where(
          and(
            eq(alertWatches.kind, 'tour'),
            eq(alertWatches.isActive, true),
            tourId === null ? undefined : eq(alertWatches.tourId, tourId),
          ),
        )
        .orderBy(asc(alertWatches.id))
      return rows.map((row) => row.id)
    },

    async activeSearchWatches(): Promise<WatchRow[]> {
      return db
        .select()
        .from(alertWatches)
        .where(and(eq(alertWatches.kind, 'search'), eq(alertWatches.isActive, true)))
        .orderBy(asc(alertWatches.id))
    },

    /** Tours put on the site after `since`: the only ones a saved search can call new. */
    async toursCreatedAfter(since: Date): Promise<number[]> {
      const rows = await db
        .select({ id: tours.id })
        .from(tours)
        .where(and(gt(tours.createdAt, since), tourOnSite))
      return rows.map((row) => row.id)
    },

    /**
     * Runs `work` on one watch under its row lock, in a transaction: two processes looking at
     * one watch's dates at once take turns, so the second sees what the first recorded.
     */
    async withWatchLocked<T>(
      watchId: number,
      work: (tx: AppDatabase, watch: WatchRow) => Promise<T>,
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const [watch] = await tx
          .select()
          .from(alertWatches)
          .where(eq(alertWatches.id, watchId))
          .for('update')
        if (watch === undefined) return null
        return work(tx, watch)
      })
    },

    /** The tour's dates now: price, free seats, and whether they can be booked (today in its zone). */
    async currentDates(tx: AppDatabase, tourId: number, today: string): Promise<CurrentDate[]> {
      const rows = await tx
        .select({
          dateId: tourDates.id,
          startDate: tourDates.startDate,
          currency: tourDates.currency,
          priceMinor: tourDates.priceMinor,
          freeSeats: tourDates.numberOfFreeSeats,
          isClosed: tourDates.isClosed,
        })
        .from(tourDates)
        .where(eq(tourDates.tourId, tourId))
        .orderBy(asc(tourDates.startDate), asc(tourDates.id))
      return rows.map(({ isClosed, ...row }) => ({
        ...row,
        bookable: !isClosed && row.startDate > today,
      }))
    },

    async seenDates(tx: AppDatabase, watchId: number): Promise<SeenDate[]> {
      const rows = await tx
        .select({
          dateId: alertSeenDates.tourDateId,
          currency: alertSeenDates.currency,
          referencePriceMinor: alertSeenDates.referencePriceMinor,
          freeSeats: alertSeenDates.freeSeats,
          freedCount: alertSeenDates.freedCount,
        })
        .from(alertSeenDates)
        .where(eq(alertSeenDates.watchId, watchId))
      return rows
    },

    async replaceSeenDates(
      tx: AppDatabase,
      watchId: number,
      seen: readonly SeenDate[],
      at: Date,
    ): Promise<void> {
      await tx.delete(alertSeenDates).where(eq(alertSeenDates.watchId, watchId))
      if (seen.length > 0) {
        await tx.insert(alertSeenDates).values(
          seen.map((date) => ({
            watchId,
            tourDateId: date.dateId,
            currency: date.currency,
            referencePriceMinor: date.referencePriceMinor,
            freeSeats: date.freeSeats,
            freedCount: date.freedCount,
          })),
        )
      }
      await tx.update(alertWatches).set({ checkedAt: at }).where(eq(alertWatches.id, watchId))
    },

    async markChecked(watchId: number, at: Date): Promise<void> {
      await db.update(alertWatches).set({ checkedAt: at }).where(eq(alertWatches.id, watchId))
    },

    /** Records an event once per (watch, key); null when it was already recorded. */
    async recordEvent(
      tx: AppDatabase,
      input: { watchId: number; eventKey: string; event: AlertEvent; delivery: AlertDelivery },
    ): Promise<number | null> {
      const [row] = await tx
        .insert(alertEvents)
        .values(input)
        .onConflictDoNothing({ target: [alertEvents.watchId, alertEvents.eventKey] })
        .returning({ id: alertEvents.id })
      return row?.id ?? null
    },

    /** Claims an instant event for sending: false when it was sent (or claimed) already. */
    async claimEvent(eventId: number, at: Date): Promise<PendingEvent | null> {
      const [row] = await db
        .update(alertEvents)
        .set({ sentAt: at })
        .where(and(eq(alertEvents.id, eventId), isNull(alertEvents.sentAt)))
        .returning()
      return row === undefined ? null : pendingOf(row)
    },

    /** Gives claimed events back after a failed send, for the retry. */
    async release(eventIds: readonly number[]): Promise<void> {
      if (eventIds.length === 0) return
      await db
        .update(alertEvents)
        .set({ sentAt: null })
        .where(inArray(alertEvents.id, [...eventIds]))
    },

    /** Accounts whose oldest digest event waiting is older than `before`. */
    async digestAccountsDue(before: Date): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: alertWatches.userId })
        .from(alertEvents)
        .innerJoin(alertWatches, eq(alertWatches.id, alertEvents.watchId))
        .where(
          and(
            eq(alertEvents.delivery, 'digest'),
            isNull(alertEvents.sentAt),
            lte(alertEvents.createdAt, before),
          ),
        )
      return rows.map((row) => row.userId)
    },

    /** Claims every digest event of the account waiting, oldest first. */
    async claimDigest(userId: number, at: Date): Promise<PendingEvent[]> {
      const rows = await db
        .update(alertEvents)
        .set({ sentAt: at })
        .where(
          and(
            eq(alertEvents.delivery, 'digest'),
            isNull(alertEvents.sentAt),
            inArray(
              alertEvents.watchId,
              db
                .select({ id: alertWatches.id })
                .from(alertWatches)
                .where(eq(alertWatches.userId, userId)),
            ),
          ),
        )
        .returning()
      return rows.map(pendingOf).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    },

    async recipient(userId: number): Promise<AlertRecipient | undefined> {
      const [user] = await db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          languageCode: users.languageCode,
        })
        .from(users)
        .where(eq(users.id, userId))
      if (user === undefined) return undefined
      const messengers = await db
        .select({
          sourceId: messengerConnections.sourceId,
          externalAccountId: messengerConnections.externalAccountId,
        })
        .from(messengerConnections)
        .where(
          and(
            eq(messengerConnections.userId, userId),
            isNotNull(messengerConnections.activatedAt),
            isNotNull(messengerConnections.externalAccountId),
          ),
        )
      return {
        ...user,
        messengers: messengers.flatMap((row) =>
          row.externalAccountId === null
            ? []
            : [{ sourceId: row.sourceId, externalAccountId: row.externalAccountId }],
        ),
      }
    },

    /** Whether the account has a messenger linked (the settings offer it only then). */
    async hasMessenger(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: messengerConnections.id })
        .from(messengerConnections)
        .where(
          and(
            eq(messengerConnections.userId, userId),
            isNotNull(messengerConnections.activatedAt),
            isNotNull(messengerConnections.externalAccountId),
          ),
        )
        .limit(1)
      return row !== undefined
    },
  }
}

function pendingOf(row: typeof alertEvents.$inferSelect): PendingEvent {
  return {
    id: row.id,
    watchId: row.watchId,
    event: row.event as AlertEvent,
    createdAt: row.createdAt,
  }
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>
