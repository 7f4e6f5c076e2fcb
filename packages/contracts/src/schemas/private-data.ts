import { z } from 'zod'
import { moneySchema } from './common.ts'

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
