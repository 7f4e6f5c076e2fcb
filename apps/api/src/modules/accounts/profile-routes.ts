import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AccountsRoutesOptions } from './route-parts.ts'
import { endpointRoute } from '../../lib/endpoint-route.ts'

/** §7 User: the signed-in user's profile, settings, activity and private data. */
export const profileRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { context },
) => {
  const { accounts, sessions } = context

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
      const updated = await accounts.updateUser(viewer, { avatarId: request.body.avatar_id })
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
    handler: async (request) => accounts.userInfoData(await sessions.requireViewer(request)),
  })
}
