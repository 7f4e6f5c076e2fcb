import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard } from '../../platform/http/session-guard.ts'
import { presentRecentlyViewed } from './presenter.ts'
import type { FavouritesService } from './service.ts'

export type FavouritesRoutesOptions = { favourites: FavouritesService; sessions: SessionGuard }

/** §7 favourites: the signed-in user's list; 401 without a session (§6: they sync only when logged in). */
export const favouritesRoutes: FastifyPluginAsyncZod<FavouritesRoutesOptions> = async (
  app,
  { favourites, sessions },
) => {
  app.route({
    ...endpointRoute(endpoints.userFavouriteTours),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      return favourites.list(viewer.user.id, request.query.active_only)
    },
  })

  app.route({
    ...endpointRoute(endpoints.favouriteTourCreate),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await favourites.add(viewer.user.id, request.body.tour_id)
      return { success: true as const }
    },
  })

  app.route({
    ...endpointRoute(endpoints.favouriteTourDelete),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      await favourites.remove(viewer.user.id, request.body.tour_id)
      return { success: true as const }
    },
  })

  app.route({
    ...endpointRoute(endpoints.userRecentlyViewedTours),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      return presentRecentlyViewed(await favourites.recentlyViewed(viewer.user.id))
    },
  })

  app.route({
    ...endpointRoute(endpoints.userRecentlyViewedToursAdd),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      const views = request.body.tours.map((view) => ({
        tourId: view.tour_id,
        viewedAt: view.viewed_at,
      }))
      return presentRecentlyViewed(await favourites.addRecentlyViewed(viewer.user.id, views))
    },
  })
}
