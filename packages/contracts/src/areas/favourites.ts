import { defineEndpoint } from '../endpoint.ts'
import { queryFlagSchema, recordIdSchema, successSchema } from './common.ts'
import { RECENTLY_VIEWED_LIMIT } from '@tourmarket/domain/session'
import { z } from 'zod'

/** §7 user/favourite-tours: active_only=1 keeps tours still on the site. */
export const favouriteToursQuerySchema = z.object({ active_only: queryFlagSchema })
/** §3 favourites: a list of numeric tour ids, most recent first. */
export const favouriteTourIdsSchema = z.array(z.number().int())
/** §7 favourite-tour/create and /delete (tour_id); §5 the id must convert to a number. */
export const favouriteTourBodySchema = z.object({
  tour_id: recordIdSchema.describe('§5: must convert to a number.'),
})

/** Issue 42: one tour the user opened, and when. */
export const recentlyViewedTourSchema = z.object({
  tour_id: recordIdSchema,
  viewed_at: z.iso.datetime({ offset: true }).describe('When the tour page was opened (ISO 8601).'),
})
/** The user's recently viewed tours, newest first, at most RECENTLY_VIEWED_LIMIT. */
export const recentlyViewedToursSchema = z.object({ data: z.array(recentlyViewedTourSchema) })
/** Views to add: one tour just opened, or the device's list at sign-in. */
export const recentlyViewedToursBodySchema = z.object({
  tours: z.array(recentlyViewedTourSchema).min(1).max(RECENTLY_VIEWED_LIMIT),
})

/** The favourites endpoints, by contract name (decision 0020). */
export const favouritesEndpoints = {
  userFavouriteTours: defineEndpoint({
    method: 'GET',
    path: '/crm/api/user/favourite-tours',
    summary: 'Favourite tours',
    description:
      'The ids of the user’s favourite tours, most recently added first; active_only=1 keeps those still on the site (§4: they replace the device’s list after login).',
    query: favouriteToursQuerySchema,
    signedIn: true,
    response: favouriteTourIdsSchema,
    errors: { 401: ['unauthorized'] },
  }),

  favouriteTourCreate: defineEndpoint({
    method: 'POST',
    path: '/crm/api/favourite-tour/create',
    summary: 'Add a favourite tour',
    description: 'Idempotent. 404 `tour_not_found` for a tour that does not exist.',
    body: favouriteTourBodySchema,
    signedIn: true,
    response: successSchema,
    errors: { 401: ['unauthorized'], 404: ['tour_not_found'] },
  }),

  favouriteTourDelete: defineEndpoint({
    method: 'POST',
    path: '/crm/api/favourite-tour/delete',
    summary: 'Remove a favourite tour',
    description: 'Idempotent: removing a tour that is not a favourite succeeds too.',
    body: favouriteTourBodySchema,
    signedIn: true,
    response: successSchema,
    errors: { 401: ['unauthorized'] },
  }),

  userRecentlyViewedTours: defineEndpoint({
    method: 'GET',
    path: '/crm/api/user/recently-viewed-tours',
    summary: 'Recently viewed tours',
    description:
      'The tours the user opened, newest first (issue 42: the device’s list joins it at sign-in). Tours no longer on the site are left out.',
    signedIn: true,
    response: recentlyViewedToursSchema,
    errors: { 401: ['unauthorized'] },
  }),

  userRecentlyViewedToursAdd: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/recently-viewed-tours',
    summary: 'Add recently viewed tours',
    description:
      'Adds views (a tour just opened, or the device’s list at sign-in): each tour keeps its latest view, a time ahead of the server’s clock counts as now, unknown tours are left out, and only the newest views are kept. Answers the list as it now is.',
    body: recentlyViewedToursBodySchema,
    signedIn: true,
    response: recentlyViewedToursSchema,
    errors: { 401: ['unauthorized'] },
  }),
}
