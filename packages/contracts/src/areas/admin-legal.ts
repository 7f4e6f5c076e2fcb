import { defineEndpoint } from '../endpoint.ts'
import { bodyRecordId } from './bookings.ts'
import { captchaRequiredBodySchema, recordIdSchema } from './common.ts'
import { adminJournalPreviewBodySchema, adminJournalPreviewSchema } from './admin-journal.ts'
import { legalDocumentIdSchema } from './legal.ts'
import { z } from 'zod'

// Issue 43 item 5: the legal documents' versions in the operator console. Content editors and
// admins list each document's versions, add one taking effect today or later (Markdown, with the
// page's preview), and change or delete one until its day; a version in force is read-only.

const tags = ['operator console']
const required = { error: 'Required field.' }
const refused =
  ' 403 `forbidden` for anyone but staff signed in as staff with the admin or content role.'

const LEGAL_BODY_MAX_LENGTH = 200_000

const line = (max: number) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, { error: `Maximum ${max} characters.` })
const markdown = z
  .string(required)
  .trim()
  .min(1, required)
  .max(LEGAL_BODY_MAX_LENGTH, { error: `Maximum ${LEGAL_BODY_MAX_LENGTH} characters.` })

export const adminLegalVersionRowSchema = z.object({
  id: z.number().int(),
  version_label: z.string(),
  effective_from: z.string().describe('yyyy-MM-dd'),
  state: z.enum(['current', 'earlier', 'scheduled']),
  editable: z.boolean().describe('Scheduled: it may still be changed or deleted.'),
  created_by: z.string().nullable().describe('Who added it; null for the first versions.'),
  created_at: z.string(),
  url: z.string().describe('Its storefront path.'),
})

/** GET admin/legal/documents: every document with its versions, newest first. */
export const adminLegalDocumentsSchema = z.object({
  today: z.string().describe('The UTC day the states are computed for.'),
  data: z.array(
    z.object({
      document: legalDocumentIdSchema,
      title: z.string().describe('The title of the version in force, in X-Language.'),
      versions: z.array(adminLegalVersionRowSchema),
    }),
  ),
})
export type AdminLegalDocuments = z.infer<typeof adminLegalDocumentsSchema>

export const adminLegalVersionSchema = adminLegalVersionRowSchema.extend({
  document: legalDocumentIdSchema,
  title: z.string(),
  title_ru: z.string(),
  body_markdown: z.string(),
  body_ru_markdown: z.string(),
})
export type AdminLegalVersion = z.infer<typeof adminLegalVersionSchema>

/** POST admin/legal/save: a new version (no id) or a change of a scheduled one. */
export const adminLegalSaveBodySchema = z.object({
  id: bodyRecordId().optional().describe('The version to change; none adds one.'),
  document: legalDocumentIdSchema,
  version_label: line(40).describe('How staff and the page name it, e.g. 3 or 2027.1.'),
  effective_from: z
    .string(required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date as yyyy-MM-dd.' })
    .describe('Today or later (UTC); unique per document.'),
  title: line(200),
  title_ru: line(200),
  body_markdown: markdown.describe(
    'Markdown: the summary, then `## heading {#anchor}` per section.',
  ),
  body_ru_markdown: markdown,
})

export const adminLegalDeleteBodySchema = z.object({ id: bodyRecordId() })

const writeErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
  404: ['not_found'],
  429: ['captcha_required'],
} as const

export const adminLegalEndpoints = {
  adminLegalDocuments: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/legal/documents',
    summary: 'Legal documents and their versions (console)',
    description: `Each document with its versions, newest first: in force, earlier or scheduled.${refused}`,
    signedIn: true,
    response: adminLegalDocumentsSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminLegalVersion: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/legal/version',
    summary: 'A legal document’s version (console)',
    description: `Its texts as the editor shows them.${refused}`,
    signedIn: true,
    query: z.object({ id: recordIdSchema }),
    response: adminLegalVersionSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['not_found'],
    },
  }),

  adminLegalPreview: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/legal/preview',
    summary: 'Preview a legal text’s Markdown (console)',
    description: `The HTML the legal page would show for it: the summary, then each section under its numbered heading. Changes nothing.${refused}`,
    signedIn: true,
    body: adminJournalPreviewBodySchema,
    response: adminJournalPreviewSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminLegalSave: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/legal/save',
    summary: 'Add a legal version or change a scheduled one (console)',
    description: `A version takes effect on its day (today or later); until then it may be changed, from then on it is read-only (400 naming \`effective_from\`). 400 naming \`effective_from\` for a past day or a day another version of the document has. Audited.${refused}`,
    signedIn: true,
    body: adminLegalSaveBodySchema,
    response: adminLegalVersionSchema,
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminLegalDelete: defineEndpoint({
    method: 'POST',
    tags,
    path: '/crm/api/admin/legal/delete',
    summary: 'Delete a scheduled legal version (console)',
    description: `Only before it takes effect; a version in force or earlier is 400 naming \`effective_from\`. Audited.${refused}`,
    signedIn: true,
    body: adminLegalDeleteBodySchema,
    response: z.object({ deleted: z.literal(true) }),
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
