import { normalizeEmail, normalizePhone } from '@tourmarket/domain/accounts'
import { z } from 'zod'

// In a browser the storefront's CSP forbids eval: zod's probe for its compiled parsers (a caught
// `new Function`) would still be reported as a violation, so browsers parse without them. Set here,
// before any schema is built, since every area imports this file first.
if ('document' in globalThis) z.config({ jitless: true })

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

const required = { error: 'Required field.' }

/** §5 e-mail of a person to write to (a booking's contact, a program's recipient), normalised. */
export const contactEmailSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .max(320, { error: 'Maximum 320 characters.' })
  .pipe(z.email({ error: 'Please enter a valid e-mail.' }))
  .transform(normalizeEmail)

/** §5 phone: + and at least 9 digits; spaces, dashes and brackets are dropped. */
export const contactPhoneSchema = z
  .string(required)
  .max(32, { error: 'Please enter a valid phone number' })
  .transform((value, context) => {
    const phone = normalizePhone(value)
    if (phone === null) {
      context.addIssue({ code: 'custom', message: 'Please enter a valid phone number' })
      return z.NEVER
    }
    return phone
  })

/** The largest id a PostgreSQL `serial` column holds; a larger one can name no record. */
export const MAX_RECORD_ID = 2_147_483_647

/** A record id in a query string or path: a positive integer that fits a `serial` column. */
export const recordIdSchema = z.coerce.number().int().min(1).max(MAX_RECORD_ID)

/** A yes/no query parameter: `1`/`true` mean yes; `0`/`false` or absent mean no. */
export const queryFlagSchema = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true')

/** The answer of calls that only say they worked. */
export const successSchema = z.object({ success: z.literal(true) })
export type Success = z.infer<typeof successSchema>

export const captchaKinds = ['captcha', 'hard_captcha'] as const

/**
 * A proof-of-work challenge in ALTCHA's format: find `number` in 0..maxnumber such that
 * SHA-256(salt + number), in hex, equals `challenge`.
 */
export const captchaChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number().int(),
})
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>

/**
 * §8: 429 with type captcha or hard_captcha. Solve `challenge` and repeat the request with the
 * header X-Captcha: base64 of JSON { algorithm, challenge, number, salt, signature }.
 */
export const captchaRequiredBodySchema = z
  .object({
    message: z.string(),
    code: z.literal('captcha_required'),
    type: z.enum(captchaKinds),
    challenge: captchaChallengeSchema,
  })
  .meta({
    id: 'CaptchaRequired',
    description: '§8: too many attempts; solve the challenge and retry.',
  })
export type CaptchaRequiredBody = z.infer<typeof captchaRequiredBodySchema>

export const idempotencyNote =
  ' Send an `Idempotency-Key` header (1–255 printable characters) to make a retry safe: the same key and body answer the first response again; another body answers 422 `idempotency_key_reused`; a request still running answers 409 `idempotency_key_in_progress`.'

/**
 * Issue 44: how a date that is not guaranteed (§3 not_guaranteed) stands: the seats booked, the
 * travellers it needs and the day the organizer decides (and refunds in full by, if it does not
 * run). Null on a guaranteed date. The domain's guaranteeMeter reads it on the day it is shown.
 */
export const departureGuaranteeSchema = z
  .object({
    booked: z
      .number()
      .int()
      .min(0)
      .describe('Seats taken on the date: its seats less the free ones.'),
    min_travellers: z.number().int().min(1).describe('The travellers the date needs to run.'),
    decision_date: z
      .string()
      .describe(
        'yyyy-MM-dd in the tour’s time: the organizer decides by then whether the date runs, and refunds in full by then if it does not.',
      ),
  })
  .nullable()
  .describe('On a date that is not guaranteed: its meter’s figures; null on a guaranteed date.')
export type DepartureGuarantee = z.infer<typeof departureGuaranteeSchema>
