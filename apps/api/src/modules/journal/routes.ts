import {
  blogPostQuerySchema,
  blogPostSchema,
  blogPostsQuerySchema,
  blogPostsSchema,
} from '@tourmarket/api-client'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { JournalService } from './service.ts'

export type JournalRoutesOptions = { journal: JournalService }

const tags = ['journal']

/** The journal (blog) of §2 /journal: lists by section and single articles (§7 blog-posts, blog-post). */
export const journalRoutes: FastifyPluginAsyncZod<JournalRoutesOptions> = async (
  app,
  { journal },
) => {
  app.get(
    '/spa/blog-posts',
    {
      schema: {
        tags,
        summary: 'Journal posts, 20 per page',
        description:
          'Published posts, newest first, 20 per page (§9); `slug` narrows them to one journal section and answers 404 when there is no such section. Images always carry alt text, so with_alt changes nothing.',
        querystring: blogPostsQuerySchema,
        response: { 200: blogPostsSchema },
      },
    },
    async (request) =>
      journal.listPosts({
        categorySlug: request.query.slug,
        page: request.query.page,
        language: request.language,
      }),
  )

  app.get(
    '/spa/blog-post',
    {
      schema: {
        tags,
        summary: 'One journal article',
        description:
          'The article with its HTML body, up to similar_limit (default 3, §9) similar posts from its section or sharing its tags, breadcrumbs and SEO texts; 404 for an unknown slug.',
        querystring: blogPostQuerySchema,
        response: { 200: blogPostSchema },
      },
    },
    async (request) =>
      journal.getPost({
        slug: request.query.slug,
        similarLimit: request.query.similar_limit,
        language: request.language,
      }),
  )
}
