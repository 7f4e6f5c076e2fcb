import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { JournalService } from './service.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'

export type JournalRoutesOptions = { journal: JournalService }

/** The journal (blog) of §2 /journal: lists by section and single articles (§7 blog-posts, blog-post). */
export const journalRoutes: FastifyPluginAsyncZod<JournalRoutesOptions> = async (
  app,
  { journal },
) => {
  app.route({
    ...endpointRoute(endpoints.blogPosts),
    handler: async (request) =>
      journal.listPosts({
        categorySlug: request.query.slug,
        page: request.query.page,
        language: request.language,
      }),
  })

  app.route({
    ...endpointRoute(endpoints.blogPost),
    handler: async (request) =>
      journal.getPost({
        slug: request.query.slug,
        similarLimit: request.query.similar_limit,
        language: request.language,
      }),
  })
}
