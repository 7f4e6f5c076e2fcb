import {
  errorBodySchema,
  favouriteTourBodySchema,
  favouriteTourIdsSchema,
  favouriteToursQuerySchema,
  successSchema,
} from '@tourmarket/api-client'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AccountsContext } from '../accounts/context.ts'

export type FavouritesRoutesOptions = { context: Pick<AccountsContext, 'favourites' | 'sessions'> }

/** §7 favourites: the signed-in user's list; 401 without a session (§6: they sync only when logged in). */
export const favouritesRoutes: FastifyPluginAsyncZod<FavouritesRoutesOptions> = async (
  app,
  { context },
) => {
  const { favourites, sessions } = context

  app.get(
    '/crm/api/user/favourite-tours',
    {
      schema: {
        summary: 'Favourite tours',
        description:
          'The ids of the user’s favourite tours, most recently added first; active_only=1 keeps those still on the site (§4: they replace the device’s list after login).',
        querystring: favouriteToursQuerySchema,
        response: { 200: favouriteTourIdsSchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      return favourites.list(viewer.user.id, request.query.active_only)
    },
  )

  app.post(
    '/crm/api/favourite-tour/create',
    {
      schema: {
        summary: 'Add a favourite tour',
        description: 'Idempotent. 404 `tour_not_found` for a tour that does not exist.',
        body: favouriteTourBodySchema,
        response: {
          200: successSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await favourites.add(viewer.user.id, request.body.tour_id)
      return { success: true as const }
    },
  )

  app.post(
    '/crm/api/favourite-tour/delete',
    {
      schema: {
        summary: 'Remove a favourite tour',
        description: 'Idempotent: removing a tour that is not a favourite succeeds too.',
        body: favouriteTourBodySchema,
        response: { 200: successSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await favourites.remove(viewer.user.id, request.body.tour_id)
      return { success: true as const }
    },
  )
}
