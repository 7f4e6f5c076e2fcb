import { sql } from 'drizzle-orm'
import { index, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { tsvector } from './columns.ts'

/** Journal (blog) posts; the slug ends in -{id} (§2 /journal/{slug ending in -digits}). */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** The journal section a post belongs to (§2 /journal/{slug*} lists a section). */
    categorySlug: text('category_slug').notNull(),
    categoryName: text('category_name').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    coverKey: text('cover_key').notNull(),
    coverAlt: text('cover_alt').notNull(),
    authorName: text('author_name').notNull(),
    readingMinutes: smallint('reading_minutes').notNull(),
    tags: text('tags').array().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B')`,
    ),
  },
  (table) => [
    index('blog_posts_category_idx').on(table.categorySlug, table.publishedAt),
    index('blog_posts_published_idx').on(table.publishedAt),
  ],
)

/** Help-center articles (§2 /help-center/{slug?}). */
export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sectionSlug: text('section_slug').notNull(),
  sectionName: text('section_name').notNull(),
  title: text('title').notNull(),
  /** Sanitised HTML. */
  body: text('body').notNull(),
  position: smallint('position').notNull().default(0),
})
