import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AccountsRoutesOptions } from './route-parts.ts'
import { AppError } from '../../errors.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'

/** §7 User: the signed-in user's profile, settings, activity and private data. */
export const profileRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, sessions, uploads },
) => {
  /** A profile photo is an image the user uploaded, ready; one still processing is waited for. */
  async function requireOwnImage(fileId: number, userId: number): Promise<void> {
    await uploads.processed(fileId)
    const file = await uploads.fileOfOwner(fileId, userId)
    if (file?.kind === 'image' && file.status === 'ready') return
    const message =
      file === null
        ? 'avatar_id: not an image you uploaded. Upload the photo with image/upload first.'
        : file.kind !== 'image'
          ? 'avatar_id: the file is not an image; upload a JPEG, PNG, WebP, GIF or AVIF photo.'
          : 'avatar_id: the image could not be processed; upload it again.'
    throw new AppError({ code: 'avatar_not_allowed', message, errors: { avatar_id: [message] } })
  }

  app.route({
    ...endpointRoute(endpoints.userProfile),
    handler: async (request) =>
      accounts.profile(await sessions.requireViewer(request), request.language),
  })

  app.route({
    ...endpointRoute(endpoints.userUpdateProfile),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      const { body } = request
      const updated = await accounts.updateProfile(viewer, {
        firstName: body.first_name,
        lastName: body.last_name,
        timezone: body.timezone,
      })
      return accounts.profile(updated, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.userUpdateProfilePhoto),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      const avatarId = request.body.avatar_id
      if (avatarId !== null) await requireOwnImage(avatarId, viewer.user.id)
      const updated = await accounts.updateUser(viewer, { avatarId })
      return accounts.profile(updated, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.userSetLanguage),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      const updated = await accounts.updateUser(viewer, {
        languageCode: request.body.language_code,
      })
      return accounts.profile(updated, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.userSetCurrency),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      const updated = await accounts.updateUser(viewer, {
        currencyCode: request.body.currency_code,
      })
      return accounts.profile(updated, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.userChangeCountry),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      const updated = await accounts.changeCountry(
        viewer,
        request.body.country_id,
        request.language,
      )
      return accounts.profile(updated, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.userSetActivity),
    handler: async (request) => {
      await accounts.recordActivity(request.body.crm_user_id, request.body.token)
      return { success: true as const }
    },
  })

  app.route({
    ...endpointRoute(endpoints.userInfoData),
    handler: async (request, reply) => {
      // Decision 0032: per caller and never cached, like the private data it unlocks.
      void reply.header('cache-control', 'private, no-store').header('vary', 'X-Authorization')
      return accounts.userInfoData(await sessions.requireViewer(request))
    },
  })
}
