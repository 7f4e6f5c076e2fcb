import { defineEndpoint } from '../endpoint.ts'
import { BLOG_SIMILAR_DEFAULT_LIMIT, BLOG_SIMILAR_MAX_LIMIT } from '../limits.ts'
import { breadcrumbSchema, mediaItemSchema, pageSchema, queryFlagSchema } from './common.ts'
import { z } from 'zod'

const slugSchema = z.string().trim().max(200)

/**
 * §7 /spa/blog-posts (slug, page, with_alt): `slug` is a journal category (§2 /journal/{slug*});
 * absent or empty lists every category. A page below 1 is read as 1 (as §5 does for search).
 */
export const blogPostsQuerySchema = z.object({
  slug: slugSchema.optional(),
  page: z.coerce
    .number()
    .int()
    .max(1_000_000)
    .optional()
    .transform((page) => Math.max(page ?? 1, 1)),
  with_alt: queryFlagSchema,
})

export const blogCategorySchema = z.object({ slug: z.string(), name: z.string() })
export type BlogCategory = z.infer<typeof blogCategorySchema>

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: mediaItemSchema,
  category: blogCategorySchema,
  author: z.object({ name: z.string() }),
  reading_minutes: z.number().int().min(0),
  /** ISO 8601 instant. */
  published_at: z.string(),
  tags: z.array(z.string()),
})
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>

/**
 * A page of posts, newest first, with the category listed (null for the whole journal) and every
 * section that has published posts, by name, for the journal's section navigation.
 */
export const blogPostsSchema = pageSchema(blogPostSummarySchema).extend({
  category: blogCategorySchema.nullable(),
  categories: z.array(blogCategorySchema),
  breadcrumbs: z.array(breadcrumbSchema),
})
export type BlogPosts = z.infer<typeof blogPostsSchema>

/** §7 /spa/blog-post (slug, similar_limit default 3, with_alt). */
export const blogPostQuerySchema = z.object({
  slug: slugSchema.min(1),
  similar_limit: z.coerce
    .number()
    .int()
    .min(0)
    .max(BLOG_SIMILAR_MAX_LIMIT)
    .default(BLOG_SIMILAR_DEFAULT_LIMIT),
  with_alt: queryFlagSchema,
})

export const blogPostSeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** The post's own path, for <link rel="canonical">. */
  canonical_url: z.string(),
  /** The cover's URL template, for the share image. */
  image: z.string(),
})

/**
 * One post with its body (sanitised HTML), the country it describes (null for an article about
 * travel in general) and up to similar_limit similar posts.
 */
export const blogPostSchema = blogPostSummarySchema.extend({
  body: z.string(),
  country: z
    .object({ id: z.number().int(), slug: z.string(), name: z.string() })
    .nullable()
    .describe(
      'The country the article describes, named in X-Language; its tours are the §3 search filter `countries` with this id, its page /{slug}.',
    ),
  similar: z.array(blogPostSummarySchema),
  breadcrumbs: z.array(breadcrumbSchema),
  seo: blogPostSeoSchema,
})
export type BlogPost = z.infer<typeof blogPostSchema>

const tags = ['journal']

/** The journal endpoints, by contract name (decision 0020). */
export const journalEndpoints = {
  blogPosts: defineEndpoint({
    method: 'GET',
    path: '/spa/blog-posts',
    tags,
    summary: 'Journal posts, 20 per page',
    description:
      'Published posts, newest first, 20 per page (§9), and the sections that have posts; `slug` narrows them to one journal section and answers 404 when there is no such section. Texts are in the X-Language language (Russian falls back to English where it is empty). Images always carry alt text, so with_alt changes nothing.',
    query: blogPostsQuerySchema,
    response: blogPostsSchema,
    errors: { 404: ['journal_category_not_found'] },
  }),

  blogPost: defineEndpoint({
    method: 'GET',
    path: '/spa/blog-post',
    tags,
    summary: 'One journal article',
    description:
      'The article with its HTML body (paragraphs and figures with the site’s own pictures), the country it describes (null for a general one), up to similar_limit (default 3, §9) similar posts from its section or sharing its tags, breadcrumbs and SEO texts, in the X-Language language (Russian falls back to English where it is empty); 404 for an unknown slug.',
    query: blogPostQuerySchema,
    response: blogPostSchema,
    errors: { 404: ['blog_post_not_found'] },
  }),
}
