import { asc, eq } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { helpArticles } from '../../db/schema/index.ts'
import { recordAudit, type AuditEntry } from '../../platform/audit/audit-log.ts'

export type HelpAdminRow = typeof helpArticles.$inferSelect

/** The columns the console's editor writes (issue 43); the id and the published flag are apart. */
export type HelpAdminColumns = Omit<typeof helpArticles.$inferInsert, 'id' | 'isPublished'>

export type HelpAdminRepository = ReturnType<typeof createHelpAdminRepository>

/** Help-centre articles as the console reads and writes them, unpublished ones included. */
export function createHelpAdminRepository(db: AppDatabase) {
  return {
    async listArticles(): Promise<HelpAdminRow[]> {
      return db
        .select()
        .from(helpArticles)
        .orderBy(asc(helpArticles.sectionSlug), asc(helpArticles.position), asc(helpArticles.id))
    },

    async findArticle(articleId: number): Promise<HelpAdminRow | undefined> {
      const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, articleId))
      return row
    },

    async findBySlug(slug: string): Promise<HelpAdminRow | undefined> {
      const [row] = await db.select().from(helpArticles).where(eq(helpArticles.slug, slug))
      return row
    },

    /**
     * A new, unpublished article with its audit row in one transaction; null when another article
     * has its slug (one made at the same moment too).
     */
    async create(
      columns: HelpAdminColumns,
      audit: (articleId: number) => AuditEntry,
    ): Promise<number | null> {
      return db.transaction(async (transaction) => {
        const [created] = await transaction
          .insert(helpArticles)
          .values({ ...columns, isPublished: false })
          .onConflictDoNothing({ target: helpArticles.slug })
          .returning({ id: helpArticles.id })
        if (created === undefined) return null
        await recordAudit(transaction, audit(created.id))
        return created.id
      })
    },

    /** Changes an article's columns with the audit row in one transaction. */
    async update(
      articleId: number,
      columns: Partial<HelpAdminColumns> & { isPublished?: boolean },
      audit: AuditEntry,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        await transaction.update(helpArticles).set(columns).where(eq(helpArticles.id, articleId))
        await recordAudit(transaction, audit)
      })
    },
  }
}
