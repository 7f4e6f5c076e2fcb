import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { tsvector } from './columns.ts'
import { countries } from './geography.ts'
import { organizers } from './organizers.ts'
import { tours } from './tours.ts'

/** Journal (blog) posts; the slug ends in -{id} (§2 /journal/{slug ending in -digits}). */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** The journal section a post belongs to (§2 /journal/{slug*} lists a section). */
    categorySlug: text('category_slug').notNull(),
    categoryName: text('category_name').notNull(),
    categoryNameRu: text('category_name_ru').notNull().default(''),
    title: text('title').notNull(),
    titleRu: text('title_ru').notNull().default(''),
    excerpt: text('excerpt').notNull(),
    excerptRu: text('excerpt_ru').notNull().default(''),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    /** Sanitised HTML; empty when the post has no Russian text yet (English is shown). */
    bodyRu: text('body_ru').notNull().default(''),
    /**
     * Issue 43: the Markdown an editor wrote in the console, which `body` is rendered from; empty
     * for a post written as HTML (the seed's), whose editor starts from its HTML instead.
     */
    bodyMarkdown: text('body_markdown').notNull().default(''),
    bodyRuMarkdown: text('body_ru_markdown').notNull().default(''),
    coverKey: text('cover_key').notNull(),
    coverAlt: text('cover_alt').notNull(),
    coverAltRu: text('cover_alt_ru').notNull().default(''),
    authorName: text('author_name').notNull(),
    readingMinutes: smallint('reading_minutes').notNull(),
    tags: text('tags').array().notNull(),
    /**
     * The country the article describes, or null for one about travel in general (issue 42: the
     * article ends with tours there). A country leaving the catalogue leaves the article placeless.
     */
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    tagsRu: text('tags_ru')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When it appears (a later time schedules it), once `isPublished`. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Issue 43: false is a draft (or an unpublished post), shown nowhere but in the console. */
    isPublished: boolean('is_published').notNull().default(true),
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
  sectionNameRu: text('section_name_ru').notNull().default(''),
  title: text('title').notNull(),
  titleRu: text('title_ru').notNull().default(''),
  /** Sanitised HTML. */
  body: text('body').notNull(),
  /** Sanitised HTML; empty when the article has no Russian text yet (English is shown). */
  bodyRu: text('body_ru').notNull().default(''),
  /** Issue 43: the Markdown the console's editor wrote, rendered into body; '' for HTML-only ones. */
  bodyMarkdown: text('body_markdown').notNull().default(''),
  bodyRuMarkdown: text('body_ru_markdown').notNull().default(''),
  /** Issue 43: an unpublished article is kept but shown nowhere on /help-center. */
  isPublished: boolean('is_published').notNull().default(true),
  position: smallint('position').notNull().default(0),
})

/**
 * §7 submit-help-request: what a visitor asked the help centre, kept before it is mailed to
 * support (outbox), so nothing is lost when mail is down. §3 request helper kinds name the topic.
 */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Null only for a §2 callback request (kind phone_call_request), which needs the phone. */
    email: text('email'),
    phone: text('phone'),
    message: text('message').notNull(),
    /** A callback request made on an organizer's or a tour's page goes to that organizer. */
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id').references(() => tours.id, { onDelete: 'set null' }),
    /** The signed-in account that sent it, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The help article or page the request was sent from (a path on this site). */
    pagePath: text('page_path'),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('help_requests_created_idx').on(table.createdAt)],
)
