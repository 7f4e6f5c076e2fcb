import fastifyMultipart from '@fastify/multipart'
import {
  IMAGE_UPLOAD_MAX_BYTES,
  endpoints,
  reviewInvitationQuerySchema,
} from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { requestAddress } from '../../platform/http/forwarded-address.ts'
import type { TrustedProxies } from '../../platform/http/forwarded-address.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import {
  closeWhenBodyUnread,
  formLimits,
  parseFields,
  receiveUploadForm,
  requireFile,
} from '../../platform/forms/form.ts'
import type { UploadReceiver } from '../../platform/forms/form.ts'
import type { ReviewPageService } from './service.ts'

export type ReviewPageRoutesOptions = {
  reviewPage: ReviewPageService
  limit: AbuseGuard
  trustedProxies: TrustedProxies
  /** Where upload-review-image's files are received, under the process's upload slots. */
  receiver: UploadReceiver
}

/** §2 /review/{uuid}: the page's data, the review, and its photos (§7 upload-review-image, delete-image). */
export const reviewPageRoutes: FastifyPluginAsyncZod<ReviewPageRoutesOptions> = async (
  app,
  { reviewPage, limit, trustedProxies, receiver },
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
    uploadScope.addHook('onSend', closeWhenBodyUnread)
    uploadScope.route({
      ...endpointRoute(endpoints.uploadReviewImage),
      handler: async (request) => {
        // Anyone may upload (the review page is open), so every attempt counts per address.
        const address = requestAddress(request, trustedProxies)
        await limit(request, [{ rule: limitRules.reviewImagePerIp, key: address }])
        const options = {
          fileField: 'image',
          maxBytes: IMAGE_UPLOAD_MAX_BYTES,
          client: `address:${address}`,
          // The review link comes before the image: without a valid one the image is not read.
          beforeFile: async (fields: Readonly<Record<string, string>>) => {
            await reviewPage.requireInvitation(
              parseFields(reviewInvitationQuerySchema, { ...fields }).uuid,
            )
          },
        }
        return receiveUploadForm(request, receiver, options, async (form) =>
          reviewPage.uploadImage(requireFile(form, 'image')),
        )
      },
    })
  })
}
