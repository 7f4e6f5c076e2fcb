import { and, eq, lt } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { uploadedFiles } from '../../db/schema/index.ts'
import type { UploadedFileKind } from '../../db/schema/chat.ts'

export type UploadedFileRow = typeof uploadedFiles.$inferSelect
export type NewUploadedFile = Omit<typeof uploadedFiles.$inferInsert, 'id' | 'uuid' | 'status'>

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

    /** Fails every upload still `processing` that was recorded before `before`; their ids. */
    async failProcessingBefore(before: Date): Promise<number[]> {
      const rows = await db
        .update(uploadedFiles)
        .set({ status: 'failed' })
        .where(and(eq(uploadedFiles.status, 'processing'), lt(uploadedFiles.createdAt, before)))
        .returning({ id: uploadedFiles.id })
      return rows.map((row) => row.id)
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
