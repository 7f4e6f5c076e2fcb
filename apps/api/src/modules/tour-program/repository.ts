import { and, eq } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  tourProgramOrders,
  tourProgramPdfs,
  tourProgramSubscriptions,
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

export function createTourProgramRepository(db: AppDatabase) {
  const keyIs = (key: ProgramPdfKey) =>
    and(
      eq(tourProgramPdfs.tourId, key.tourId),
      eq(tourProgramPdfs.languageCode, key.languageCode),
      eq(tourProgramPdfs.currency, key.currency),
    )

  return {
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

    async recordOrder(order: NewProgramOrder): Promise<void> {
      await db.insert(tourProgramOrders).values(order)
    },

    /** A subscription; the same uuid sent again keeps the first and answers it. */
    async subscribe(subscription: {
      uuid: string | null
      email: string
      tourId: number
      subscriberId: string | null
      currency: string
      languageCode: string
    }): Promise<string> {
      const { uuid, ...values } = subscription
      const [row] = await db
        .insert(tourProgramSubscriptions)
        .values(uuid === null ? values : { ...values, uuid })
        .onConflictDoNothing({ target: tourProgramSubscriptions.uuid })
        .returning({ uuid: tourProgramSubscriptions.uuid })
      if (row !== undefined) return row.uuid
      if (uuid === null) throw new Error('A new subscription was not stored')
      return uuid
    },
  }
}

export type TourProgramRepository = ReturnType<typeof createTourProgramRepository>
