import { defineEndpoint } from '../endpoint.ts'
import { bodyRecordId } from './bookings.ts'
import { captchaRequiredBodySchema, pageSchema, recordIdSchema } from './common.ts'
import { z } from 'zod'

// Issue 43 item 5: the journal in the operator console. Content editors and admins list every
// post (drafts and scheduled ones too), write one in Markdown with a preview, and publish or
// unpublish it; a published post due by now is on /journal, its page and the sitemap at once.

const tags = ['operator console']
const required = { error: 'Required field.' }
const refused =
  ' 403 `forbidden` for anyone but staff signed in as staff with the admin or content role.'

const JOURNAL_TEXT_MAX_LENGTH = 300
const JOURNAL_BODY_MAX_LENGTH = 100_000

/** A post's state in the console: `draft` is shown nowhere, `scheduled` waits for its date. */
export const adminJournalStates = ['draft', 'scheduled', 'published'] as const

const line = (max: number) =>
  z
    .string(required)
    .trim()
    .max(max, { error: `Maximum ${max} characters.` })
const requiredLine = (max: number) => line(max).min(1, required)
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slug = requiredLine(120).regex(slugPattern, {
  error: 'Lowercase Latin letters and digits, words joined by dashes.',
})

/** GET admin/journal/posts. */
export const adminJournalPostsQuerySchema = z.object({
  q: z.string().trim().max(100).default('').describe('Part of a title or slug; blank lists all.'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

export const adminJournalRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category_name: z.string(),
  author_name: z.string(),
  published_at: z.string().describe('An ISO 8601 instant: when it appears once published.'),
  state: z.enum(adminJournalStates),
})

export const adminJournalPostsSchema = pageSchema(adminJournalRowSchema)
export type AdminJournalPosts = z.infer<typeof adminJournalPostsSchema>

/** POST admin/journal/save: a new post (no id, saved as a draft) or an edit of one. */
export const adminJournalSaveBodySchema = z.object({
  id: bodyRecordId().optional().describe('The post to change; none makes a new draft.'),
  slug: slug.describe(
    'The address after /journal/: the post’s id is added at its end (§2 a post’s address ends in -digits) unless it ends in it already.',
  ),
  title: requiredLine(JOURNAL_TEXT_MAX_LENGTH),
  title_ru: line(JOURNAL_TEXT_MAX_LENGTH).default(''),
  excerpt: requiredLine(JOURNAL_TEXT_MAX_LENGTH),
  excerpt_ru: line(JOURNAL_TEXT_MAX_LENGTH).default(''),
  body_markdown: z
    .string(required)
    .trim()
    .min(1, required)
    .max(JOURNAL_BODY_MAX_LENGTH, { error: `Maximum ${JOURNAL_BODY_MAX_LENGTH} characters.` })
    .describe('Markdown; rendered to HTML and sanitised as journal HTML is.'),
  body_ru_markdown: z
    .string()
    .trim()
    .max(JOURNAL_BODY_MAX_LENGTH, { error: `Maximum ${JOURNAL_BODY_MAX_LENGTH} characters.` })
    .default('')
    .describe('Blank: the Russian page shows the English text.'),
  category_slug: slug.describe('The journal section (/journal/{section}).'),
  category_name: requiredLine(100),
  category_name_ru: line(100).default(''),
  cover_key: requiredLine(100)
    .regex(/^[a-z0-9-]+$/, { error: 'An image key: lowercase letters, digits and dashes.' })
    .describe('The cover image’s media key (/media/{key}/{size}).'),
  cover_alt: requiredLine(JOURNAL_TEXT_MAX_LENGTH).describe('The cover’s description.'),
  author_name: requiredLine(100),
  country_id: bodyRecordId().nullable().default(null).describe('The country it describes.'),
  published_at: z.iso
    .datetime({ offset: true, error: 'Expected a date and time.' })
    .describe('When it appears once published: a later time schedules it.'),
})

export const adminJournalPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  title_ru: z.string(),
  excerpt: z.string(),
  excerpt_ru: z.string(),
  body_markdown: z
    .string()
    .describe(
      'The Markdown last saved; a post written as HTML gives its HTML (Markdown keeps it).',
    ),
  body_ru_markdown: z.string(),
  category_slug: z.string(),
  category_name: z.string(),
  category_name_ru: z.string(),
  cover_key: z.string(),
  cover_alt: z.string(),
  author_name: z.string(),
  country_id: z.number().int().nullable(),
  published_at: z.string(),
  state: z.enum(adminJournalStates),
  url: z.string().describe('Its storefront path.'),
})
export type AdminJournalPost = z.infer<typeof adminJournalPostSchema>

/** GET admin/journal/options: what the editor's lists offer. */
export const adminJournalOptionsSchema = z.object({
  categories: z.array(z.object({ slug: z.string(), name: z.string(), name_ru: z.string() })),
  countries: z.array(z.object({ id: z.number().int(), name: z.string() })),
})
export type AdminJournalOptions = z.infer<typeof adminJournalOptionsSchema>

export const adminJournalPreviewBodySchema = z.object({
  markdown: z
    .string(required)
    .max(JOURNAL_BODY_MAX_LENGTH, { error: `Maximum ${JOURNAL_BODY_MAX_LENGTH} characters.` }),
})

export const adminJournalPreviewSchema = z.object({
  html: z.string().describe('The sanitised HTML the post’s page would show.'),
})

export const adminJournalPublishBodySchema = z.object({
  id: bodyRecordId(),
  published: z.boolean(required).describe('true publishes (at its date), false makes it a draft.'),
})

const writeErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
  404: ['blog_post_not_found'],
  429: ['captcha_required'],
} as const

export const adminJournalEndpoints = {
  adminJournalPosts: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/journal/posts',
    summary: 'Journal posts (console)',
    description: `Every journal post, drafts and scheduled ones too, latest publish date first.${refused}`,
    signedIn: true,
    query: adminJournalPostsQuerySchema,
    response: adminJournalPostsSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminJournalPost: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/journal/post',
    summary: 'A journal post to edit (console)',
    description: `A post’s fields as the editor shows them, whatever its state.${refused}`,
    signedIn: true,
    query: z.object({ id: recordIdSchema }),
    response: adminJournalPostSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['blog_post_not_found'],
    },
  }),

  adminJournalOptions: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/journal/options',
    summary: 'The journal editor’s choices (console)',
    description: `The journal’s sections (from every post) and the catalogue’s countries.${refused}`,
    signedIn: true,
    response: adminJournalOptionsSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminJournalPreview: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/journal/preview',
    summary: 'Preview a journal post’s Markdown (console)',
    description: `The HTML a post’s page would show for this Markdown, sanitised as it will be. Changes nothing.${refused}`,
    signedIn: true,
    body: adminJournalPreviewBodySchema,
    response: adminJournalPreviewSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminJournalSave: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/journal/save',
    summary: 'Write or edit a journal post (console)',
    description: `A new post is a draft until published; an edit of a published post shows at once. Audited with the fields changed. 400 naming \`country_id\` for a country that does not exist.${refused}`,
    signedIn: true,
    body: adminJournalSaveBodySchema,
    response: adminJournalPostSchema,
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminJournalPublish: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/journal/publish',
    summary: 'Publish or unpublish a journal post (console)',
    description: `Published, it is on /journal, its page and the sitemap from its date (at once when that is past); unpublished, it is a draft again, shown nowhere. Audited.${refused}`,
    signedIn: true,
    body: adminJournalPublishBodySchema,
    response: adminJournalPostSchema,
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
