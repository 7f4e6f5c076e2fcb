import { defineEndpoint } from '../endpoint.ts'
import { moneySchema } from './common.ts'
import { tourIdQuerySchema } from './tours.ts'
import { z } from 'zod'

/** §6 private data of a tour (decision 0032): see endpoints/private-data.ts. */
export const tourPrivateDataSchema = z.object({
  tour_id: z.number().int(),
  /** Present only with can_view_commission. */
  commission: z
    .object({
      percent: z.number().describe('tours.commission_percent, else the organizer’s.'),
      is_tour_specific: z.boolean().describe('The tour overrides its organizer’s percent.'),
    })
    .nullable(),
  /** Present only with can_use_knowledge. */
  knowledge: z.object({ text: z.string() }).nullable(),
})
export type TourPrivateData = z.infer<typeof tourPrivateDataSchema>

export const tourPrivateVariantSchema = z.object({
  date_id: z.number().int(),
  start: z.string(),
  end: z.string(),
  price: moneySchema.describe('Per tourist, in X-Currency.'),
  commission: moneySchema,
  net: moneySchema.describe('What the organizer receives: price less commission.'),
})
export type TourPrivateVariant = z.infer<typeof tourPrivateVariantSchema>

export const tourPrivateVariantsDataSchema = z.object({
  tour_id: z.number().int(),
  commission_percent: z.number(),
  data: z.array(tourPrivateVariantSchema),
})
export type TourPrivateVariantsData = z.infer<typeof tourPrivateVariantsDataSchema>

// §6 private data: what an admin session with can_view_commission / can_use_knowledge sees on a
// tour page. Decision 0032: anyone else gets 404 `not_found`, the answer of an unknown path, so the
// calls give no hint that there is something to see; answers are never cached (private, no-store).

const tags = ['private-data']

const refusal =
  'Only for an admin session (§6 is_admin_auth) whose user has the right named and whose console role takes it (issue 43: commission finance, staff notes support, both admin); anyone else — visitor, tourist, organizer, or an admin without the right — gets 404 `not_found`, as for an unknown tour. An expired token is 401 so the client refreshes once (§4). Cache-Control: private, no-store.'

/** The private-data endpoints, by contract name (decision 0020). */
export const privateDataEndpoints = {
  tourPrivateData: defineEndpoint({
    method: 'GET',
    path: '/spa/tour-private-data',
    tags,
    summary: 'A tour’s commission and staff knowledge (admin session)',
    description: `§6: the tour's commission percent (can_view_commission) and its staff notes (can_use_knowledge); a block the admin has no right to is null. ${refusal}`,
    query: tourIdQuerySchema,
    response: tourPrivateDataSchema,
    errors: { 401: ['unauthorized'], 404: ['not_found'] },
  }),

  tourPrivateVariantsData: defineEndpoint({
    method: 'GET',
    path: '/spa/tour-private-variants-data',
    tags,
    summary: 'Commission and organizer’s net per date (admin session)',
    description: `§6 can_view_commission: for each date that has not started, the price per tourist, the commission and the organizer's net, in X-Currency (commission + net = price). ${refusal}`,
    query: tourIdQuerySchema,
    response: tourPrivateVariantsDataSchema,
    errors: { 401: ['unauthorized'], 404: ['not_found'] },
  }),
}
