import { legalDocumentIds } from '@tourmarket/domain/legal'
import { defineEndpoint } from '../endpoint.ts'
import { z } from 'zod'

// §2 legal pages (/agreement, /tour-provider-agreement, /privacy, /safety-rules): the version in
// force or one by its effective date, read from the versions the console keeps (issue 43 item 5).

const tags = ['site']

export const legalDocumentIdSchema = z.enum(legalDocumentIds, {
  error: `One of: ${legalDocumentIds.join(', ')}.`,
})

export const legalDocumentQuerySchema = z.object({
  document: legalDocumentIdSchema,
  version: z
    .string()
    .max(40)
    .default('')
    .describe('The §2 {version*} path: empty for the version in force, else an effective date.'),
})

const dated = z.object({
  effective_from: z.string().describe('yyyy-MM-dd; the version’s address.'),
  version_label: z.string(),
})

export const legalDocumentSchema = z.object({
  document: legalDocumentIdSchema,
  title: z.string(),
  summary_html: z.string().describe('The text before the first section, sanitised HTML.'),
  description: z.string().describe('That summary as plain text, for the page’s description.'),
  sections: z.array(
    z.object({
      id: z.string().describe('The anchor (#id): `{#id}` after its heading, else made from it.'),
      heading: z.string(),
      html: z.string().describe('Sanitised HTML.'),
    }),
  ),
  effective_from: z.string(),
  version_label: z.string(),
  state: z.enum(['current', 'earlier', 'scheduled']),
  current: dated.describe('The version in force today.'),
  earlier: z.array(dated).describe('Versions before the one in force, newest first.'),
  upcoming: dated.nullable().describe('The next version to take effect, if one is scheduled.'),
})
export type LegalDocumentPage = z.infer<typeof legalDocumentSchema>

export const legalEndpoints = {
  legalDocument: defineEndpoint({
    method: 'GET',
    path: '/spa/legal-document',
    tags,
    summary: 'A legal document’s version',
    description:
      'The version in force (the latest whose effective date is today or before, UTC) or the one at `version`, in force earlier or scheduled, in X-Language; `{projectName}` is left for the storefront to fill in. 404 `not_found` for an unknown version.',
    query: legalDocumentQuerySchema,
    response: legalDocumentSchema,
    errors: { 400: ['validation_failed'], 404: ['not_found'] },
  }),
}
