import { extraCostKinds } from '@tourmarket/domain/booking'
import { z } from 'zod'

const amount = z.number().int().min(0)

/**
 * Issue 44 item 5: one extra the tour's price leaves out (flights to the start city, visa,
 * insurance, single supplement), in the request's X-Currency: the organizer's figure, an estimate
 * (decision 0072), or `check` (a visa whose fee depends on the passport).
 */
export const extraCostTermSchema = z.object({
  kind: z.enum(extraCostKinds),
  source: z.enum(['organizer', 'estimate', 'check']),
  per: z
    .enum(['traveller', 'day', 'percent'])
    .describe(
      'What min..max count: minor units per traveller for the trip, minor units per traveller per day (insurance), or a percent of the tour price (single supplement).',
    ),
  min: amount,
  max: amount,
})

export const extraCostTermsSchema = z
  .array(extraCostTermSchema)
  .describe(
    "What the price does not cover, one per extra kind, in X-Currency: the organizer's own figure where given, else an estimate (the domain's allInCost turns them into a date's all-in cost).",
  )

/** The organizer's own figures per traveller, minor units of `currency`; null: not given. */
export const officeExtraCostsSchema = z.object({
  currency: z
    .string()
    .length(3)
    .nullable()
    .describe(
      "The figures' currency: that they were saved in, else the tour's (its latest date's); null while the tour has no date, when figures are refused.",
    ),
  flights: amount.nullable(),
  visa: amount.nullable(),
  insurance: amount.nullable(),
  single_supplement: amount.nullable(),
})
export type OfficeExtraCosts = z.infer<typeof officeExtraCostsSchema>

/** Each figure as the editor sends it: minor units of the view's `currency`, or null to estimate. */
const figure = z
  .number({ error: 'Enter an amount, or leave it empty for an estimate.' })
  .int({ error: 'Enter an amount with at most two decimals.' })
  .min(0, { error: 'Enter 0 or more.' })
  .max(100_000_000, { error: 'Enter at most 1,000,000.' })
  .nullable()

export const officeExtraCostsBodySchema = z.object({
  flights: figure,
  visa: figure,
  insurance: figure,
  single_supplement: figure,
})
