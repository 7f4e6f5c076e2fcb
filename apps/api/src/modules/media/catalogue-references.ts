import { parseMediaKey, siteImageKeys } from '@tourmarket/domain/media'
import { and, eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'
import {
  blogPosts,
  collections,
  countries,
  hiddenMedia,
  organizers,
  restKinds,
  reviewImages,
  ships,
  showplaces,
  tourMedia,
  tourProgramDays,
  tours,
  uploadedFiles,
} from '../../db/schema/index.ts'

const siteKeys = new Set<string>(Object.values(siteImageKeys))

/**
 * Whether a media key is shown anywhere: the site's own pictures, or any image column of the
 * catalogue and content, or a figure in a journal article. The media endpoint draws a generated key only then (issue 14 finding 8:
 * any of 2^32 seeds rendered on request and stayed on disk). An uploaded image counts once it is
 * ready: not while it is being re-encoded, and never a failed upload or one that is not an image.
 */
export function createCatalogueReferences(db: AppDatabase) {
  return {
    /** Whether staff hid the image (issue 43 item 3): the media route refuses it with 410. */
    async isHidden(key: string): Promise<boolean> {
      const [row] = await db
        .select({ key: hiddenMedia.key })
        .from(hiddenMedia)
        .where(eq(hiddenMedia.key, key))
      return row !== undefined
    },

    async isReferenced(key: string): Promise<boolean> {
      if (siteKeys.has(key)) return true
      const parsed = parseMediaKey(key)
      if (parsed?.kind === 'upload') {
        const [upload] = await db
          .select({ id: uploadedFiles.id })
          .from(uploadedFiles)
          .where(
            and(
              eq(uploadedFiles.uuid, parsed.id),
              eq(uploadedFiles.kind, 'image'),
              eq(uploadedFiles.status, 'ready'),
            ),
          )
        if (upload !== undefined) return true
      }
      const columns = [
        tours.coverKey,
        tourMedia.imageKey,
        tourProgramDays.imageKey,
        organizers.avatarKey,
        blogPosts.coverKey,
        reviewImages.imageKey,
        countries.imageKey,
        showplaces.imageKey,
        restKinds.imageKey,
        collections.imageKey,
        ships.imageKey,
      ]
      // A journal article shows its figures from its HTML body, in either language.
      const inArticle = `/media/${key}/`
      const exists = sql.join(
        [
          ...columns.map(
            (column) => sql`exists (select 1 from ${column.table} where ${column} = ${key})`,
          ),
          sql`exists (select 1 from ${blogPosts} where strpos(${blogPosts.body}, ${inArticle}) > 0 or strpos(${blogPosts.bodyRu}, ${inArticle}) > 0)`,
        ],
        sql` or `,
      )
      const [row] = await selectRows<{ referenced: boolean }>(
        db,
        sql`select (${exists}) as referenced`,
      )
      return row?.referenced === true
    },
  }
}

export type CatalogueReferences = ReturnType<typeof createCatalogueReferences>
