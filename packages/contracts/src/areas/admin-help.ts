import { defineEndpoint } from '../endpoint.ts'
import { bodyRecordId } from './bookings.ts'
import { captchaRequiredBodySchema, recordIdSchema } from './common.ts'
import { adminJournalPreviewBodySchema, adminJournalPreviewSchema } from './admin-journal.ts'
import { z } from 'zod'

// Issue 43 item 5: help-centre articles in the operator console. Content editors and admins list
// every article (unpublished ones too), write one in Markdown with a preview (the journal's
// rendering and sanitising), and publish or unpublish it; a published one is on /help-center at
// once, an unpublished one on none of its pages, its search or the sitemap.

const tags = ['operator console']
const required = { error: 'Required field.' }
const refused =
  ' 403 `forbidden` for anyone but staff signed in as staff with the admin or content role.'

const HELP_TEXT_MAX_LENGTH = 300
const HELP_BODY_MAX_LENGTH = 100_000

const line = (max: number) =>
  z
    .string(required)
    .trim()
    .max(max, { error: `Maximum ${max} characters.` })
const requiredLine = (max: number) => line(max).min(1, required)
const slug = requiredLine(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'Lowercase Latin letters and digits, words joined by dashes.',
})
const markdown = (max: number) =>
  z
    .string(required)
    .trim()
    .max(max, { error: `Maximum ${max} characters.` })

export const adminHelpArticleRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  section_slug: z.string(),
  section_name: z.string(),
  position: z.number().int(),
  published: z.boolean(),
})

/** GET admin/help/articles: every article, by section and position. */
export const adminHelpArticlesSchema = z.object({ data: z.array(adminHelpArticleRowSchema) })
export type AdminHelpArticles = z.infer<typeof adminHelpArticlesSchema>

export const adminHelpArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  section_slug: z.string(),
  section_name: z.string(),
  section_name_ru: z.string(),
  title: z.string(),
  title_ru: z.string(),
  body_markdown: z
    .string()
    .describe(
      'The Markdown last saved; an article written as HTML gives its HTML (Markdown keeps it).',
    ),
  body_ru_markdown: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  url: z.string().describe('Its storefront path.'),
})
export type AdminHelpArticle = z.infer<typeof adminHelpArticleSchema>

/** POST admin/help/save: a new article (no id, saved unpublished) or an edit of one. */
export const adminHelpSaveBodySchema = z.object({
  id: bodyRecordId()
    .optional()
    .describe('The article to change; none makes a new, unpublished one.'),
  slug: slug.describe('The address after /help-center/; unique among articles.'),
  section_slug: slug.describe('The section (/help-center/{section}).'),
  section_name: requiredLine(100),
  section_name_ru: line(100).default(''),
  title: requiredLine(HELP_TEXT_MAX_LENGTH),
  title_ru: line(HELP_TEXT_MAX_LENGTH).default(''),
  body_markdown: markdown(HELP_BODY_MAX_LENGTH)
    .min(1, required)
    .describe('Markdown; rendered to HTML and sanitised as journal HTML is.'),
  body_ru_markdown: markdown(HELP_BODY_MAX_LENGTH)
    .default('')
    .describe('Blank: the Russian page shows the English text.'),
  position: z.coerce
    .number({ error: 'A whole number.' })
    .int({ error: 'A whole number.' })
    .min(0, { error: 'From 0 to 999.' })
    .max(999, { error: 'From 0 to 999.' })
    .default(0)
    .describe('Its place within the section, smallest first.'),
})

export const adminHelpPublishBodySchema = z.object({
  id: bodyRecordId(),
  published: z.boolean(required).describe('true shows it on /help-center, false hides it.'),
})

const writeErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
  404: ['help_article_not_found'],
  429: ['captcha_required'],
} as const

export const adminHelpEndpoints = {
  adminHelpArticles: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/help-center/articles',
    summary: 'Help-centre articles (console)',
    description: `Every help-centre article, unpublished ones too, by section and position.${refused}`,
    signedIn: true,
    response: adminHelpArticlesSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminHelpArticle: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/help-center/article',
    summary: 'A help-centre article to edit (console)',
    description: `An article’s fields as the editor shows them, published or not.${refused}`,
    signedIn: true,
    query: z.object({ id: recordIdSchema }),
    response: adminHelpArticleSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['help_article_not_found'],
    },
  }),

  adminHelpPreview: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/help-center/preview',
    summary: 'Preview a help-centre article’s Markdown (console)',
    description: `The HTML the article’s page would show for this Markdown, sanitised as it will be. Changes nothing.${refused}`,
    signedIn: true,
    body: adminJournalPreviewBodySchema,
    response: adminJournalPreviewSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminHelpSave: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/help-center/save',
    summary: 'Write or edit a help-centre article (console)',
    description: `A new article is unpublished until published; an edit of a published one shows at once. Audited with the fields changed. 400 naming \`slug\` for an address another article has.${refused}`,
    signedIn: true,
    body: adminHelpSaveBodySchema,
    response: adminHelpArticleSchema,
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminHelpPublish: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/help-center/publish',
    summary: 'Publish or unpublish a help-centre article (console)',
    description: `Published, it is on /help-center, its section, the search and the sitemap at once; unpublished, on none of them. Audited.${refused}`,
    signedIn: true,
    body: adminHelpPublishBodySchema,
    response: adminHelpArticleSchema,
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
