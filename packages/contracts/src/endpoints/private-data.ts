import { defineEndpoint } from '../endpoint.ts'
import {
  errorBodySchema,
  tourIdQuerySchema,
  tourPrivateDataSchema,
  tourPrivateVariantsDataSchema,
} from '../schemas/index.ts'

// §6 private data: what an admin session with can_view_commission / can_use_knowledge sees on a
// tour page. Decision 0032: anyone else gets 404 `not_found`, the answer of an unknown path, so the
// calls give no hint that there is something to see; answers are never cached (private, no-store).

const tags = ['private-data']

const refusal =
  'Only for an admin session (§6 is_admin_auth) whose user has the right named; anyone else — visitor, tourist, organizer, or an admin without the right — gets 404 `not_found`, as for an unknown tour. An expired token is 401 so the client refreshes once (§4). Cache-Control: private, no-store.'

export const tourPrivateData = defineEndpoint({
  method: 'GET',
  path: '/spa/tour-private-data',
  tags,
  summary: 'A tour’s commission and staff knowledge (admin session)',
  description: `§6: the tour's commission percent (can_view_commission) and its staff notes (can_use_knowledge); a block the admin has no right to is null. ${refusal}`,
  query: tourIdQuerySchema,
  response: tourPrivateDataSchema,
  errors: { 401: errorBodySchema, 404: errorBodySchema },
})

export const tourPrivateVariantsData = defineEndpoint({
  method: 'GET',
  path: '/spa/tour-private-variants-data',
  tags,
  summary: 'Commission and organizer’s net per date (admin session)',
  description: `§6 can_view_commission: for each date that has not started, the price per tourist, the commission and the organizer's net, in X-Currency (commission + net = price). ${refusal}`,
  query: tourIdQuerySchema,
  response: tourPrivateVariantsDataSchema,
  errors: { 401: errorBodySchema, 404: errorBodySchema },
})
