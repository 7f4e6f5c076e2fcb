import { and, count, desc, eq, lte, ne, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AppDatabase } from '../../db/database.ts'
import { blogPosts, countries } from '../../db/schema/index.ts'

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  categorySlug: blogPosts.categorySlug,
  categoryName: blogPosts.categoryName,
  categoryNameRu: blogPosts.categoryNameRu,
  title: blogPosts.title,
  titleRu: blogPosts.titleRu,
  excerpt: blogPosts.excerpt,
  excerptRu: blogPosts.excerptRu,
  coverKey: blogPosts.coverKey,
  coverAlt: blogPosts.coverAlt,
  coverAltRu: blogPosts.coverAltRu,
  authorName: blogPosts.authorName,
  readingMinutes: blogPosts.readingMinutes,
  tags: blogPosts.tags,
  tagsRu: blogPosts.tagsRu,
  publishedAt: blogPosts.publishedAt,
}

export type BlogPostSummaryRow = {
  id: number
  slug: string
  categorySlug: string
  categoryName: string
  categoryNameRu: string
  title: string
  titleRu: string
  excerpt: string
  excerptRu: string
  coverKey: string
  coverAlt: string
  coverAltRu: string
  authorName: string
  readingMinutes: number
  tags: string[]
  tagsRu: string[]
  publishedAt: Date
}

/** The country an article describes, in both languages. */
export type BlogPostCountryRow = { id: number; slug: string; name: string; nameRu: string }

export type BlogPostRow = BlogPostSummaryRow & {
  body: string
  bodyRu: string
  country: BlogPostCountryRow | null
}

/** A journal section in both languages (`nameRu` empty where it was never translated). */
export type BlogCategoryRow = { slug: string; name: string; nameRu: string }

/** A draft is never shown; a post scheduled for later is not published yet. */
function isPublishedBy(instant: Date): SQL {
  return sql`${blogPosts.isPublished} and ${lte(blogPosts.publishedAt, instant)}`
}

export type JournalRepository = ReturnType<typeof createJournalRepository>

export function createJournalRepository(db: AppDatabase) {
  return {
    /** The category's names, if a post published by `instant` is filed under it. */
    async findCategory(slug: string, instant: Date): Promise<BlogCategoryRow | undefined> {
      const [row] = await db
        .select({
          slug: blogPosts.categorySlug,
          name: blogPosts.categoryName,
          nameRu: blogPosts.categoryNameRu,
        })
        .from(blogPosts)
        .where(and(eq(blogPosts.categorySlug, slug), isPublishedBy(instant)))
        .orderBy(desc(blogPosts.publishedAt))
        .limit(1)
      return row
    },

    /**
     * Every section with a post published by `instant`, named as its newest post names it (the
     * name is stored on each post).
     */
    async listCategories(instant: Date): Promise<BlogCategoryRow[]> {
      return db
        .selectDistinctOn([blogPosts.categorySlug], {
          slug: blogPosts.categorySlug,
          name: blogPosts.categoryName,
          nameRu: blogPosts.categoryNameRu,
        })
        .from(blogPosts)
        .where(isPublishedBy(instant))
        .orderBy(blogPosts.categorySlug, desc(blogPosts.publishedAt), desc(blogPosts.id))
    },

    /** One page of published posts, newest first, and how many there are in all. */
    async listPosts(options: {
      categorySlug: string | undefined
      instant: Date
      offset: number
      limit: number
    }): Promise<{ rows: BlogPostSummaryRow[]; total: number }> {
      const where = and(
        isPublishedBy(options.instant),
        options.categorySlug === undefined
          ? undefined
          : eq(blogPosts.categorySlug, options.categorySlug),
      )
      const [rows, [totals]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .offset(options.offset)
          .limit(options.limit),
        db.select({ total: count() }).from(blogPosts).where(where),
      ])
      return { rows, total: totals?.total ?? 0 }
    },

    async findPost(slug: string, instant: Date): Promise<BlogPostRow | undefined> {
      const [row] = await db
        .select({
          ...summaryColumns,
          body: blogPosts.body,
          bodyRu: blogPosts.bodyRu,
          countryId: countries.id,
          countrySlug: countries.slug,
          countryName: countries.name,
          countryNameRu: countries.nameRu,
        })
        .from(blogPosts)
        .leftJoin(countries, eq(countries.id, blogPosts.countryId))
        .where(and(eq(blogPosts.slug, slug), isPublishedBy(instant)))
      if (row === undefined) return undefined
      const { countryId, countrySlug, countryName, countryNameRu, ...post } = row
      return {
        ...post,
        country:
          countryId === null || countrySlug === null || countryName === null
            ? null
            : { id: countryId, slug: countrySlug, name: countryName, nameRu: countryNameRu ?? '' },
      }
    },

    /**
     * Published posts in the same category or sharing a tag with the post, most shared tags
     * first, then same category, then newest.
     */
    async findSimilar(postId: number, instant: Date, limit: number): Promise<BlogPostSummaryRow[]> {
      if (limit === 0) return []
      const viewed = alias(blogPosts, 'viewed_post')
      const sharedTags = sql`cardinality(array(select unnest(${blogPosts.tags}) intersect select unnest(${viewed.tags})))`
      return db
        .select(summaryColumns)
        .from(blogPosts)
        .innerJoin(viewed, eq(viewed.id, postId))
        .where(
          and(
            ne(blogPosts.id, viewed.id),
            isPublishedBy(instant),
            or(
              eq(blogPosts.categorySlug, viewed.categorySlug),
              sql`${blogPosts.tags} && ${viewed.tags}`,
            ),
          ),
        )
        .orderBy(
          desc(sharedTags),
          sql`(${blogPosts.categorySlug} = ${viewed.categorySlug}) desc`,
          desc(blogPosts.publishedAt),
          desc(blogPosts.id),
        )
        .limit(limit)
    },
  }
}
