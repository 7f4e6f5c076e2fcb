import { defineEndpoint } from '../endpoint.ts'
import { breadcrumbSchema, captchaRequiredBodySchema, MAX_RECORD_ID } from './common.ts'
import { z } from 'zod'

// §2 /help-center/{slug?}: sections with their articles, one article, a search, and §7
// submit-help-request. Texts come in X-Language (Russian falls back to English where empty).

const slugSchema = z.string().trim().max(200)

/** The most results one help search may ask for. */
export const HELP_SEARCH_MAX_LIMIT = 50
export const HELP_SEARCH_DEFAULT_LIMIT = 20

export const helpArticleLinkSchema = z.object({ slug: z.string(), title: z.string() })
export type HelpArticleLink = z.infer<typeof helpArticleLinkSchema>

export const helpSectionRefSchema = z.object({ slug: z.string(), name: z.string() })
export type HelpSectionRef = z.infer<typeof helpSectionRefSchema>

/** A section with its articles in their order. */
export const helpSectionSchema = helpSectionRefSchema.extend({
  articles: z.array(helpArticleLinkSchema),
})
export type HelpSection = z.infer<typeof helpSectionSchema>

/** Every section with its articles, sections in the order of their first article. */
export const helpSectionsSchema = z.object({ data: z.array(helpSectionSchema) })
export type HelpSections = z.infer<typeof helpSectionsSchema>

export const helpArticleQuerySchema = z.object({ slug: slugSchema.min(1) })

/** One article with its body (sanitised HTML), its section and the section's other articles. */
export const helpArticleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  section: helpSectionRefSchema,
  /** The other articles of the section, in their order. */
  section_articles: z.array(helpArticleLinkSchema),
  breadcrumbs: z.array(breadcrumbSchema),
  seo: z.object({
    title: z.string(),
    description: z.string(),
    /** The article's own path, for <link rel="canonical">. */
    canonical_url: z.string(),
  }),
})
export type HelpArticle = z.infer<typeof helpArticleSchema>

export const helpSearchQuerySchema = z.object({
  query: z.string().max(1000).optional().default(''),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HELP_SEARCH_MAX_LIMIT)
    .default(HELP_SEARCH_DEFAULT_LIMIT),
})

export const helpSearchResultSchema = z.object({
  slug: z.string(),
  title: z.string(),
  section: helpSectionRefSchema,
  /** Plain text around the first match, with an ellipsis where it was cut. */
  excerpt: z.string(),
})
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>

export const helpSearchSchema = z.object({
  /** The query as searched (trimmed, spaces collapsed); '' when there was none. */
  query: z.string(),
  data: z.array(helpSearchResultSchema),
})
export type HelpSearch = z.infer<typeof helpSearchSchema>

/** §5: a missing field reads 'Required field.' like an empty one. */
const required = { error: 'Required field.' }
/** Caps that only stop a huge body; the §5 rules (in X-Language) are the API's. */
const text = (max: number) => z.string(required).max(max, { error: `Maximum ${max} characters.` })

/**
 * §7 POST /spa/submit-help-request. kind is a §3 request helper kind; page_path is the page of
 * this site the request was sent from.
 */
export const submitHelpRequestBodySchema = z.object({
  // Required for every kind but phone_call_request (§2 callback dialog); the API's §5 rules say so.
  name: z.string().max(1000, { error: 'Maximum 1000 characters.' }).nullish(),
  email: z.string().max(1000, { error: 'Maximum 1000 characters.' }).nullish(),
  phone: z.string().max(100).nullable().optional(),
  kind: text(100),
  message: z.string().max(20_000, { error: 'Maximum 20000 characters.' }).nullish(),
  page_path: z.string().max(2000).nullable().optional(),
  /** A callback request made on an organizer's (or a tour's) page: it goes to that organizer. */
  organizer_id: z.number().int().min(1).max(MAX_RECORD_ID).nullish(),
  tour_id: z.number().int().min(1).max(MAX_RECORD_ID).nullish(),
})
export type SubmitHelpRequestBody = z.input<typeof submitHelpRequestBodySchema>

export const helpRequestCreatedSchema = z.object({ id: z.number().int() })
export type HelpRequestCreated = z.infer<typeof helpRequestCreatedSchema>

const tags = ['help-center']

/** The help-center endpoints, by contract name (decision 0020). */
export const helpCenterEndpoints = {
  helpSections: defineEndpoint({
    method: 'GET',
    path: '/spa/help-sections',
    tags,
    summary: 'Help center sections with their articles',
    description:
      'Every section of the help centre (§2 /help-center) with the slugs and titles of its articles, in X-Language (Russian falls back to English where a text is not translated).',
    response: helpSectionsSchema,
  }),

  helpArticle: defineEndpoint({
    method: 'GET',
    path: '/spa/help-article',
    tags,
    summary: 'One help article',
    description:
      'The article with its HTML body, its section, the other articles of the section, breadcrumbs and SEO texts, in X-Language; 404 `help_article_not_found` for an unknown slug.',
    query: helpArticleQuerySchema,
    response: helpArticleSchema,
    errors: { 404: ['help_article_not_found'] },
  }),

  helpSearch: defineEndpoint({
    method: 'GET',
    path: '/spa/help-search',
    tags,
    summary: 'Search the help center',
    description:
      'Articles whose title or text (in X-Language) contains the query, title matches first, each with a short plain-text excerpt around the match. % and _ match themselves; an empty or whitespace-only query finds nothing.',
    query: helpSearchQuerySchema,
    response: helpSearchSchema,
  }),

  submitHelpRequest: defineEndpoint({
    method: 'POST',
    path: '/spa/submit-help-request',
    tags,
    summary: 'Send a request to support',
    description:
      'Stores the request and mails it to support, with a confirmation to the sender (both in the outbox when no SMTP server is set). name, email, kind (a §3 request helper kind) and message are required; phone is optional (+ and at least 9 digits). Kind `phone_call_request` is the §2 callback dialog: phone is required and name, e-mail and message optional; with `organizer_id` (or a `tour_id`, whose organizer it takes) it is mailed to the organizer’s accounts instead of support (404 `organizer_not_found` / `tour_not_found` for one not on the site). A failing §5 rule answers 400 naming the field in X-Language. A signed-in sender is recorded. Rate limited per IP address: past the limit it answers 429 with type captcha (then hard_captcha) and a proof-of-work challenge; repeat the call with the solution in X-Captcha.',
    body: submitHelpRequestBodySchema,
    created: true,
    response: helpRequestCreatedSchema,
    errors: { 404: ['organizer_not_found', 'tour_not_found'], 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
