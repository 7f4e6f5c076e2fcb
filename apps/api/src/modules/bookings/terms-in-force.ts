import { termsDocumentId } from '@tourmarket/domain/legal'
import { and, desc, eq, lte } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { legalDocumentVersions } from '../../db/schema/index.ts'

/**
 * Issue 43 item 5: the Terms and Conditions a new booking accepts — the version in force on
 * `today` (UTC), the latest that took effect on or before it, as the /agreement page shows it.
 * Its day is what the booking records (/agreement/{day} is that version's page).
 */
export async function termsInForce(db: AppDatabase, today: string): Promise<string | null> {
  const [row] = await db
    .select({ effectiveFrom: legalDocumentVersions.effectiveFrom })
    .from(legalDocumentVersions)
    .where(
      and(
        eq(legalDocumentVersions.document, termsDocumentId),
        lte(legalDocumentVersions.effectiveFrom, today),
      ),
    )
    .orderBy(desc(legalDocumentVersions.effectiveFrom))
    .limit(1)
  return row?.effectiveFrom ?? null
}
