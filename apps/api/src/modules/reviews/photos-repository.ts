import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { reviewImages, uploadedFiles } from '../../db/schema/index.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

/** An uploaded file as a review submission checks it. */
export type ReviewFileRow = {
  id: number
  uuid: string
  kind: string
  status: string
  deleteTokenHash: string | null
}

/** The review photos uploaded anonymously: what a submission checks, and their removal. */
export function photoQueries(db: AppDatabase) {
  return {
    async files(ids: readonly number[]): Promise<ReviewFileRow[]> {
      if (ids.length === 0) return []
      return db
        .select({
          id: uploadedFiles.id,
          uuid: uploadedFiles.uuid,
          kind: uploadedFiles.kind,
          status: uploadedFiles.status,
          deleteTokenHash: uploadedFiles.deleteTokenHash,
        })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.id, [...ids]))
    },

    /** Whether any review shows this upload. */
    async isInReview(fileUuid: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reviewImages.id })
        .from(reviewImages)
        .where(eq(reviewImages.imageKey, `upload-${fileUuid}`))
        .limit(1)
      return row !== undefined
    },

    /** Removes an anonymous upload's record; false when it was already gone. */
    async deleteFile(id: number): Promise<boolean> {
      const rows = await db
        .delete(uploadedFiles)
        .where(and(eq(uploadedFiles.id, id), isNull(uploadedFiles.ownerUserId)))
        .returning({ id: uploadedFiles.id })
      return rows.length > 0
    },

    /**
     * Removes anonymous review photos uploaded before `before` that no review shows (a page left
     * without publishing, or a photo an edit left out), at most `limit` a run. The condition is
     * part of the delete, so a photo a review took meanwhile stays. Answers the removed files' uuids.
     */
    async deleteAbandonedImages(before: Date, limit: number): Promise<string[]> {
      const removed = await selectRows<{ uuid: string }>(
        db,
        sql`
        delete from ${uploadedFiles} f
        where f.id in (
          select candidate.id from ${uploadedFiles} candidate
          where candidate.owner_user_id is null
            and candidate.delete_token_hash is not null
            and candidate.created_at < ${before.toISOString()}
          order by candidate.id
          limit ${limit}
        )
          and not exists (
            select 1 from ${reviewImages} shown where shown.image_key = 'upload-' || f.uuid::text
          )
        returning f.uuid`,
      )
      return removed.map((row) => row.uuid)
    },
  }
}
