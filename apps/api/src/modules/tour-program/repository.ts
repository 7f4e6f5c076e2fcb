import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  tourProgramOrders,
  tourProgramPdfs,
  tourProgramSubscriptions,
  tours,
} from '../../db/schema/index.ts'

export type ProgramPdfKey = {
  readonly tourId: number
  readonly languageCode: string
  readonly currency: string
}

export type CachedProgramPdf = {
  readonly sourceVersion: string
  readonly pdf: Buffer
  readonly generatedAt: Date
}

export type NewProgramOrder = {
  readonly channel: 'email' | 'whatsapp'
  readonly tourId: number
  readonly email: string | null
  readonly phone: string | null
  readonly requestId: number | null
  readonly currency: string
  readonly languageCode: string
}

export type NewProgramSubscription = {
  readonly uuid: string | null
  readonly email: string
  readonly tourId: number
  readonly subscriberId: string | null
  readonly currency: string
  readonly languageCode: string
}

const subscriptionColumns = {
  id: tourProgramSubscriptions.id,
  uuid: tourProgramSubscriptions.uuid,
  email: tourProgramSubscriptions.email,
  tourId: tourProgramSubscriptions.tourId,
  subscriberId: tourProgramSubscriptions.subscriberId,
  currency: tourProgramSubscriptions.currency,
  languageCode: tourProgramSubscriptions.languageCode,
  lastSentVersion: tourProgramSubscriptions.lastSentVersion,
  lastSentAt: tourProgramSubscriptions.lastSentAt,
  unsubscribedAt: tourProgramSubscriptions.unsubscribedAt,
}

export type ProgramSubscription = {
  readonly id: number
  readonly uuid: string
  readonly email: string
  readonly tourId: number
  readonly subscriberId: string | null
  readonly currency: string
  readonly languageCode: string
  readonly lastSentVersion: string | null
  readonly lastSentAt: Date | null
  readonly unsubscribedAt: Date | null
}

/** Not unsubscribed, and no mail since `notSentSince`. */
function notSentActive(notSentSince: Date) {
  return and(
    isNull(tourProgramSubscriptions.unsubscribedAt),
    or(
      isNull(tourProgramSubscriptions.lastSentAt),
      lt(tourProgramSubscriptions.lastSentAt, notSentSince),
    ),
  )
}

export function createTourProgramRepository(db: AppDatabase) {
  const keyIs = (key: ProgramPdfKey) =>
    and(
      eq(tourProgramPdfs.tourId, key.tourId),
      eq(tourProgramPdfs.languageCode, key.languageCode),
      eq(tourProgramPdfs.currency, key.currency),
    )

  async function subscriptionByUuid(uuid: string): Promise<ProgramSubscription | undefined> {
    const [row] = await db
      .select(subscriptionColumns)
      .from(tourProgramSubscriptions)
      .where(eq(tourProgramSubscriptions.uuid, uuid))
    return row
  }

  return {
    /** A subscription with its tour's title and slug (unpublished tours too), for its page. */
    async subscriptionWithTour(uuid: string) {
      const [row] = await db
        .select({
          subscription: subscriptionColumns,
          tourTitle: tours.title,
          tourTitleRu: tours.titleRu,
          tourSlug: tours.slug,
        })
        .from(tourProgramSubscriptions)
        .innerJoin(tours, eq(tours.id, tourProgramSubscriptions.tourId))
        .where(eq(tourProgramSubscriptions.uuid, uuid))
      return row
    },

    async cachedPdf(key: ProgramPdfKey): Promise<CachedProgramPdf | undefined> {
      const [row] = await db
        .select({
          sourceVersion: tourProgramPdfs.sourceVersion,
          pdf: tourProgramPdfs.pdf,
          generatedAt: tourProgramPdfs.generatedAt,
        })
        .from(tourProgramPdfs)
        .where(keyIs(key))
      return row
    },

    /** Keeps one PDF per tour, language and currency: the newest replaces the one before. */
    async storePdf(key: ProgramPdfKey, sourceVersion: string, pdf: Buffer): Promise<Date> {
      const generatedAt = new Date()
      await db
        .insert(tourProgramPdfs)
        .values({ ...key, sourceVersion, pdf, generatedAt })
        .onConflictDoUpdate({
          target: [tourProgramPdfs.tourId, tourProgramPdfs.languageCode, tourProgramPdfs.currency],
          set: { sourceVersion, pdf, generatedAt },
        })
      return generatedAt
    },

    /** Records an order; `alsoInTransaction` writes what goes with it (its message's job). */
    async recordOrder(
      order: NewProgramOrder,
      alsoInTransaction?: (transaction: AppDatabase) => Promise<void>,
    ): Promise<void> {
      if (alsoInTransaction === undefined) {
        await db.insert(tourProgramOrders).values(order)
        return
      }
      await db.transaction(async (transaction) => {
        await transaction.insert(tourProgramOrders).values(order)
        await alsoInTransaction(transaction)
      })
    },

    /**
     * The subscription of this e-mail to this tour: the one already there (taken back if it was
     * unsubscribed, now in the language and currency of this request) or a new one. Requests for
     * the same address and tour wait for each other, so two at once still make one subscription.
     * A `uuid` the caller sends names a new one; it is ignored when another subscription has it.
     */
    async subscribe(
      subscription: NewProgramSubscription,
    ): Promise<{ subscription: ProgramSubscription; created: boolean }> {
      const { uuid, ...values } = subscription
      return db.transaction(async (transaction) => {
        await transaction.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`tour-program-subscription:${values.tourId}:${values.email}`}))`,
        )
        const [existing] = await transaction
          .select(subscriptionColumns)
          .from(tourProgramSubscriptions)
          .where(
            and(
              eq(tourProgramSubscriptions.tourId, values.tourId),
              eq(sql`lower(${tourProgramSubscriptions.email})`, values.email.toLowerCase()),
            ),
          )
          .orderBy(asc(tourProgramSubscriptions.id))
          .limit(1)
        if (existing !== undefined) {
          const [updated] = await transaction
            .update(tourProgramSubscriptions)
            .set({
              currency: values.currency,
              languageCode: values.languageCode,
              subscriberId: values.subscriberId ?? existing.subscriberId,
              unsubscribedAt: null,
            })
            .where(eq(tourProgramSubscriptions.id, existing.id))
            .returning(subscriptionColumns)
          return { subscription: updated ?? existing, created: false }
        }
        const taken =
          uuid !== null &&
          (
            await transaction
              .select({ id: tourProgramSubscriptions.id })
              .from(tourProgramSubscriptions)
              .where(eq(tourProgramSubscriptions.uuid, uuid))
          ).length > 0
        const [created] = await transaction
          .insert(tourProgramSubscriptions)
          .values(uuid === null || taken ? values : { ...values, uuid })
          .returning(subscriptionColumns)
        if (created === undefined) throw new Error('A new subscription was not stored')
        return { subscription: created, created: true }
      })
    },

    subscriptionByUuid,

    /** Stops the mails; the first unsubscribe's time is kept. Answers the time it took effect. */
    async unsubscribe(uuid: string, at: Date): Promise<Date | undefined> {
      await db
        .update(tourProgramSubscriptions)
        .set({ unsubscribedAt: at })
        .where(
          and(
            eq(tourProgramSubscriptions.uuid, uuid),
            isNull(tourProgramSubscriptions.unsubscribedAt),
          ),
        )
      return (await subscriptionByUuid(uuid))?.unsubscribedAt ?? undefined
    },

    /**
     * Marks the program version as mailed to an active subscription unless a mail went out since
     * `notSentSince` (or, with `changedOnly`, this version was mailed already): the process whose
     * update lands sends the mail, any other finds the row taken. Answers whether this call took it.
     */
    async claimMailing(
      id: number,
      version: string,
      at: Date,
      rule: { readonly notSentSince: Date; readonly changedOnly: boolean },
    ): Promise<boolean> {
      const claimed = await db
        .update(tourProgramSubscriptions)
        .set({ lastSentVersion: version, lastSentAt: at })
        .where(
          and(
            eq(tourProgramSubscriptions.id, id),
            rule.changedOnly
              ? sql`${tourProgramSubscriptions.lastSentVersion} is distinct from ${version}`
              : undefined,
            notSentActive(rule.notSentSince),
          ),
        )
        .returning({ id: tourProgramSubscriptions.id })
      return claimed.length > 0
    },

    /** Gives a claim back when its mail could not be sent, so a later run tries again. */
    async releaseMailing(
      id: number,
      claimedAt: Date,
      before: Pick<ProgramSubscription, 'lastSentVersion' | 'lastSentAt'>,
    ): Promise<void> {
      await db
        .update(tourProgramSubscriptions)
        .set({ lastSentVersion: before.lastSentVersion, lastSentAt: before.lastSentAt })
        .where(
          and(
            eq(tourProgramSubscriptions.id, id),
            eq(tourProgramSubscriptions.lastSentAt, claimedAt),
          ),
        )
    },

    /**
     * The programs (tour, language, currency) of active subscriptions to published tours that
     * had no mail since `notSentSince`: the job checks each program's version once.
     */
    async subscribedPrograms(notSentSince: Date): Promise<ProgramPdfKey[]> {
      return db
        .selectDistinct({
          tourId: tourProgramSubscriptions.tourId,
          languageCode: tourProgramSubscriptions.languageCode,
          currency: tourProgramSubscriptions.currency,
        })
        .from(tourProgramSubscriptions)
        .innerJoin(tours, eq(tours.id, tourProgramSubscriptions.tourId))
        .where(and(eq(tours.isPublished, true), notSentActive(notSentSince)))
    },

    /** The active subscriptions to a program not mailed this version nor since `notSentSince`. */
    async subscriptionsNotSent(
      program: ProgramPdfKey,
      version: string,
      notSentSince: Date,
    ): Promise<ProgramSubscription[]> {
      return db
        .select(subscriptionColumns)
        .from(tourProgramSubscriptions)
        .where(
          and(
            eq(tourProgramSubscriptions.tourId, program.tourId),
            eq(tourProgramSubscriptions.languageCode, program.languageCode),
            eq(tourProgramSubscriptions.currency, program.currency),
            sql`${tourProgramSubscriptions.lastSentVersion} is distinct from ${version}`,
            notSentActive(notSentSince),
          ),
        )
        .orderBy(asc(tourProgramSubscriptions.id))
    },
  }
}

export type TourProgramRepository = ReturnType<typeof createTourProgramRepository>
