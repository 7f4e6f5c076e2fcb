import { sql } from 'drizzle-orm'
import type { AnyColumn, SQL } from 'drizzle-orm'
import { hiddenMedia } from '../../db/schema/index.ts'

/**
 * Issue 43 item 3: a condition that the image in `column` was not hidden by staff, for the pages
 * that show public images (a review's photos, a tour's photos).
 */
export function notHiddenMedia(column: AnyColumn): SQL {
  return sql`not exists (select 1 from ${hiddenMedia} where ${hiddenMedia.key} = ${column})`
}
