import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { blogPosts, countries } from '../../db/schema/index.ts'
import { recordAudit, type AuditEntry } from '../../platform/audit/audit-log.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

export type JournalAdminRow = typeof blogPosts.$inferSelect

/** The columns the console's editor writes (issue 43); the id, slug and state are apart. */
export type JournalAdminColumns = Omit<
  typeof blogPosts.$inferInsert,
  'id' | 'slug' | 'isPublished' | 'searchVector' | 'tags' | 'tagsRu'
>

/** A search term inside ILIKE: its own % and _ match themselves. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

export type JournalAdminRepository = ReturnType<typeof createJournalAdminRepository>

/** The journal as the console reads and writes it: every post, drafts included (issue 43). */
export function createJournalAdminRepository(db: AppDatabase) {
  return {
    async listPosts(query: {
      q: string
      limit: number
      offset: number
    }): Promise<{ rows: JournalAdminRow[]; total: number }> {
      const pattern = likePattern(query.q)
      const where =
        query.q === ''
          ? undefined
          : or(
              ilike(blogPosts.title, pattern),
              ilike(blogPosts.titleRu, pattern),
              ilike(blogPosts.slug, pattern),
            )
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ])
      return { rows, total: totals?.total ?? 0 }
    },

    async findPost(postId: number): Promise<JournalAdminRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, postId))
      return row
    },

    /** Every section named by any post, as its newest post names it. */
    async categories(): Promise<{ slug: string; name: string; nameRu: string }[]> {
      return db
        .selectDistinctOn([blogPosts.categorySlug], {
          slug: blogPosts.categorySlug,
          name: blogPosts.categoryName,
          nameRu: blogPosts.categoryNameRu,
        })
        .from(blogPosts)
        .orderBy(blogPosts.categorySlug, desc(blogPosts.publishedAt), desc(blogPosts.id))
    },

    async countries(): Promise<{ id: number; name: string; nameRu: string }[]> {
      return db
        .select({ id: countries.id, name: countries.name, nameRu: countries.nameRu })
        .from(countries)
        .orderBy(asc(countries.name))
    },

    async countryExists(countryId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.id, countryId))
      return row !== undefined
    },

    /** A new draft with its audit row; its slug ends in its id, drawn first. */
    async create(
      columns: JournalAdminColumns,
      slugOf: (postId: number) => string,
      audit: (postId: number) => AuditEntry,
    ): Promise<number> {
      return db.transaction(async (transaction) => {
        const [drawn] = await selectRows<{ id: number }>(
          transaction,
          sql`SELECT nextval(pg_get_serial_sequence('blog_posts', 'id'))::int AS id`,
        )
        const postId = drawn!.id
        await transaction
          .insert(blogPosts)
          .values({ ...columns, id: postId, slug: slugOf(postId), isPublished: false, tags: [] })
        await recordAudit(transaction, audit(postId))
        return postId
      })
    },

    /** Changes a post's columns with the audit row in one transaction. */
    async update(
      postId: number,
      columns: Partial<JournalAdminColumns> & { slug?: string; isPublished?: boolean },
      audit: AuditEntry,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        await transaction.update(blogPosts).set(columns).where(eq(blogPosts.id, postId))
        await recordAudit(transaction, audit)
      })
    },
  }
}
