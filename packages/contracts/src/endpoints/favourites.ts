import { defineEndpoint } from '../endpoint.ts'
import {
  errorBodySchema,
  favouriteTourBodySchema,
  favouriteTourIdsSchema,
  favouriteToursQuerySchema,
  successSchema,
} from '../schemas/index.ts'

export const userFavouriteTours = defineEndpoint({
  method: 'GET',
  path: '/crm/api/user/favourite-tours',
  summary: 'Favourite tours',
  description:
    'The ids of the user’s favourite tours, most recently added first; active_only=1 keeps those still on the site (§4: they replace the device’s list after login).',
  query: favouriteToursQuerySchema,
  signedIn: true,
  response: favouriteTourIdsSchema,
  errors: { 401: errorBodySchema },
})

export const favouriteTourCreate = defineEndpoint({
  method: 'POST',
  path: '/crm/api/favourite-tour/create',
  summary: 'Add a favourite tour',
  description: 'Idempotent. 404 `tour_not_found` for a tour that does not exist.',
  body: favouriteTourBodySchema,
  signedIn: true,
  response: successSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
})

export const favouriteTourDelete = defineEndpoint({
  method: 'POST',
  path: '/crm/api/favourite-tour/delete',
  summary: 'Remove a favourite tour',
  description: 'Idempotent: removing a tour that is not a favourite succeeds too.',
  body: favouriteTourBodySchema,
  signedIn: true,
  response: successSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema },
})
