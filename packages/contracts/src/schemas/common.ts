import { z } from 'zod'

/** §8: every error answers { message, errors? } (and a stable code for clients to branch on). */
export const errorBodySchema = z
  .object({
    message: z.string().describe('What went wrong, in words a user can read.'),
    code: z
      .string()
      .optional()
      .describe('Stable machine-readable reason, e.g. `validation_failed`; branch on it.'),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe(
        'Validation messages per field name; nested fields are dotted (`tourists.0.email`).',
      ),
  })
  .meta({ id: 'ErrorBody', description: '§8: the message, plus validation details per field.' })
export type ErrorBody = z.infer<typeof errorBodySchema>

/**
 * §3 media item: `image` is a URL template with a `{size}` placeholder (e.g.
 * `/media/landscape-12/{size}`, size as `370x244`), `alt`, and an optional video on a §3 host.
 */
export const mediaItemSchema = z.object({
  image: z.string(),
  alt: z.string(),
  video_url: z.string().nullable(),
})
export type MediaItem = z.infer<typeof mediaItemSchema>

/** An amount in integer minor units with its currency code (never a float). */
export const moneySchema = z.object({
  amount_minor: z.number().int(),
  currency: z.string().length(3),
})
export type MoneyAmount = z.infer<typeof moneySchema>

/** §3 breadcrumb item. */
export const breadcrumbSchema = z.object({ url: z.string(), text: z.string() })
export type Breadcrumb = z.infer<typeof breadcrumbSchema>

/** Paged lists share one envelope: the items of this page and where it sits in the whole. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    meta: z.object({
      page: z.number().int().min(1),
      per_page: z.number().int().min(1),
      total: z.number().int().min(0),
      total_pages: z.number().int().min(0),
    }),
  })
}
export type PageMeta = z.infer<ReturnType<typeof pageSchema>>['meta']

/**
 * A cancellation policy (issue 38): refund tiers from the earliest deadline to the latest. Cancelled
 * `days_before` whole days or more before the tour's first day, `refund_percent` of what was paid
 * comes back; later than every tier, or after the start, nothing.
 */
export const cancellationPolicySchema = z.object({
  tiers: z.array(
    z.object({
      days_before: z.number().int().min(0),
      refund_percent: z.number().int().min(0).max(100),
    }),
  ),
})
export type CancellationPolicyBody = z.infer<typeof cancellationPolicySchema>
