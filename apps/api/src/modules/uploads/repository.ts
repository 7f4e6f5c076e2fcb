import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { uploadedFiles } from '../../db/schema/index.ts'
import type { UploadedFileKind } from '../../db/schema/chat.ts'

export type UploadedFileRow = typeof uploadedFiles.$inferSelect
export type NewUploadedFile = Omit<
  typeof uploadedFiles.$inferInsert,
  'id' | 'uuid' | 'status' | 'processingStartedAt' | 'processingAttempts'
>

export function createUploadsRepository(db: AppDatabase) {
  return {
    /** Records an upload as `processing`; the database draws its uuid. */
    async insert(values: NewUploadedFile): Promise<UploadedFileRow> {
      const [row] = await db
        .insert(uploadedFiles)
        .values({ ...values, status: 'processing' })
        .returning()
      if (row === undefined) throw new Error('The uploaded file was not recorded')
      return row
    },

    /** Ends processing; a file already ready or failed keeps its status (false then). */
    async finish(id: number, status: 'ready' | 'failed'): Promise<boolean> {
      const rows = await db
        .update(uploadedFiles)
        .set({ status })
        .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.status, 'processing')))
        .returning({ id: uploadedFiles.id })
      return rows.length > 0
    },

    /**
     * Claims up to `limit` uploads whose processing attempt started before `before` and is still
     * `processing` (its process died): each gets a new attempt, stamped `now`. One conditional
     * UPDATE, so with several processes each stalled upload is claimed by one of them only.
     */
    async claimStalled(before: Date, now: Date, limit: number): Promise<UploadedFileRow[]> {
      const stalled = and(
        eq(uploadedFiles.status, 'processing'),
        lt(uploadedFiles.processingStartedAt, before),
      )
      return db
        .update(uploadedFiles)
        .set({
          processingStartedAt: now,
          processingAttempts: sql`${uploadedFiles.processingAttempts} + 1`,
        })
        .where(
          and(
            stalled,
            inArray(
              uploadedFiles.id,
              db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(stalled).limit(limit),
            ),
          ),
        )
        .returning()
    },

    async ofOwner(id: number, ownerUserId: number): Promise<UploadedFileRow | null> {
      const [row] = await db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.ownerUserId, ownerUserId)))
      return row ?? null
    },

    /** A ready upload of a kind by its uuid (which the caller has checked is one). */
    async readyByUuid(uuid: string, kind: UploadedFileKind): Promise<UploadedFileRow | null> {
      const [row] = await db
        .select()
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.uuid, uuid),
            eq(uploadedFiles.kind, kind),
            eq(uploadedFiles.status, 'ready'),
          ),
        )
      return row ?? null
    },
  }
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>
