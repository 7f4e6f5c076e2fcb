import fastifyMultipart from '@fastify/multipart'
import { IMAGE_UPLOAD_MAX_BYTES, endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.ts'
import { requestAddress } from '../../lib/forwarded-address.ts'
import type { TrustedProxies } from '../../lib/forwarded-address.ts'
import { limitRules } from '../abuse/rate-limit.ts'
import type { AbuseGuard } from '../abuse/rate-limit.ts'
import { formLimits, readUploadForm, requireFile } from '../uploads/form.ts'
import type { ReviewPageService } from './service.ts'

export type ReviewPageRoutesOptions = {
  reviewPage: ReviewPageService
  limit: AbuseGuard
  trustedProxies: TrustedProxies
}

/** §2 /review/{uuid}: the page's data, the review, and its photos (§7 upload-review-image, delete-image). */
export const reviewPageRoutes: FastifyPluginAsyncZod<ReviewPageRoutesOptions> = async (
  app,
  { reviewPage, limit, trustedProxies },
) => {
  app.route({
    ...endpointRoute(endpoints.reviewPage),
    handler: async (request) => reviewPage.page(request.query.uuid, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.submitReview),
    handler: async (request) => reviewPage.submit(request.body, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.deleteImage),
    handler: async (request) => {
      await reviewPage.deleteImage(request.query.id, request.query.token)
      return { success: true as const }
    },
  })

  // Multipart only here, as the uploads module does: every other body is refused with 415 unread.
  await app.register(async (uploadScope) => {
    uploadScope.removeAllContentTypeParsers()
    uploadScope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null)
    })
    await uploadScope.register(fastifyMultipart, { limits: formLimits })
    uploadScope.route({
      ...endpointRoute(endpoints.uploadReviewImage),
      handler: async (request) => {
        // Anyone may upload (the review page is open), so every attempt counts per address.
        await limit(request, [
          { rule: limitRules.reviewImagePerIp, key: requestAddress(request, trustedProxies) },
        ])
        const form = await readUploadForm(request, {
          fileField: 'image',
          maxBytes: IMAGE_UPLOAD_MAX_BYTES,
        })
        return reviewPage.uploadImage(requireFile(form, 'image'))
      },
    })
  })
}
