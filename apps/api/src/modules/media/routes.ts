import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { negotiateImageFormat } from './image-format.ts'
import type { MediaService } from './service.ts'

export type MediaRoutesOptions = { images: MediaService }

/** A size's bytes never change under its URL (new pictures get new keys), so caches may keep them a year. */
export const mediaCacheControl = 'public, max-age=31536000, immutable'

const paramsSchema = z.object({
  key: z
    .string()
    .describe('`landscape-{seed}`, `portrait-{seed}`, `journal-{seed}` or `upload-{uuid}`.'),
  size: z
    .string()
    .describe('`WIDTHxHEIGHT` from the allowed sizes; height 0 keeps the aspect ratio.'),
})

function withVary(current: unknown, field: string): string {
  const fields = typeof current === 'string' && current !== '' ? current.split(/\s*,\s*/) : []
  return [...new Set([...fields, field])].join(', ')
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  return ifNoneMatch.split(/\s*,\s*/).some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag)
}

/**
 * GET /media/{key}/{size}: the URL behind §3 image templates (`/media/landscape-7/{size}`), in the
 * best format the client accepts. HEAD is served too (Fastify adds it for GET routes).
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { images }) => {
  app.get(
    '/media/:key/:size',
    {
      schema: {
        summary: 'One size of an image',
        description:
          'Fills the `{size}` placeholder of a §3 image template. A generated key answers 404 unless the catalogue (or the site) shows it, an upload key unless its image is ready. Only the §9 sizes and the storefront sizes are served; any other answers 404 naming them. AVIF, WebP or JPEG by the Accept header; cacheable for a year.',
        params: paramsSchema,
      },
    },
    async (request, reply) => {
      const format = negotiateImageFormat(request.headers.accept)
      const image = await images.image(request.params.key, request.params.size, format)
      reply
        .header('vary', withVary(reply.getHeader('vary'), 'Accept'))
        .header('cache-control', mediaCacheControl)
        .header('etag', image.etag)
      if (matches(request.headers['if-none-match'], image.etag)) return reply.code(304).send()
      return reply.header('content-type', image.contentType).send(image.body)
    },
  )
}
