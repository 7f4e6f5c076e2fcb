import { legalDocumentIds, legalDocuments, legalTextMarkdown } from '@tourmarket/domain/legal'
import { eq } from 'drizzle-orm'
import type { AppDatabase } from './database.ts'
import { legalDocumentVersions } from './schema/index.ts'

/**
 * Issue 43 item 5: the legal texts the code held become each document's first versions, once, for
 * a document with no version stored, so the pages read the same the day the console takes them
 * over and a version an editor adds or deletes later is never undone by a restart. Run with the
 * migrations (production included): a document with no version in force would have no page.
 */
export async function seedLegalVersions(db: AppDatabase): Promise<void> {
  for (const id of legalDocumentIds) {
    const rows = legalDocuments[id].versions
      .toSorted((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
      .map((version, index) => ({
        document: id,
        versionLabel: String(index + 1),
        effectiveFrom: version.effectiveFrom,
        title: version.text['en-US'].title,
        titleRu: version.text.ru.title,
        bodyMarkdown: legalTextMarkdown(version.text['en-US']),
        bodyRuMarkdown: legalTextMarkdown(version.text.ru),
      }))
    const [stored] = await db
      .select({ id: legalDocumentVersions.id })
      .from(legalDocumentVersions)
      .where(eq(legalDocumentVersions.document, id))
      .limit(1)
    if (stored !== undefined) continue
    // PostgreSQL runs this under the migration lock, so one process seeds; the unique day keeps a
    // run cut short from inserting a version twice.
    await db.insert(legalDocumentVersions).values(rows).onConflictDoNothing()
  }
}
