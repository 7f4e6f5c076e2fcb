import { defineEndpoint } from '../endpoint.ts'
import { captchaRequiredBodySchema, pageSchema } from './common.ts'
import { MODERATION_REASON_MAX_LENGTH } from './admin-moderation.ts'
import { z } from 'zod'

// Issue 43 item 3: uploaded files moderation. The public images people put on the site (a
// review's photos, a tour's photos), newest first, each hidden with a reason and restored. A hidden
// image is refused by /media (410) and left out of the review and tour pages. Chat attachments
// are private and not listed. For staff signed in as staff with the admin or content role.

const tags = ['operator console']
const instant = z.string().describe('An ISO 8601 instant.')
const refused =
  ' 403 `forbidden` for anyone but staff signed in as staff with the admin or content role.'

export const adminUploadPlaces = ['review', 'tour'] as const

/** GET admin/uploads. */
export const adminUploadsQuerySchema = z.object({
  state: z.enum(['all', 'hidden'], { error: 'One of all, hidden.' }).default('all'),
  place: z
    .enum(['all', ...adminUploadPlaces], { error: 'One of all, review, tour.' })
    .default('all')
    .describe('Review photos, tour photos or both.'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(24),
})

export const adminUploadSchema = z.object({
  key: z.string().describe('The media key (`upload-{uuid}` or a generated one).'),
  image: z.string().describe('Its URL template (`/media/{key}/{size}`).'),
  place: z.enum(adminUploadPlaces).describe('A review’s photo or a tour’s photo.'),
  uploaded_by: z.string().describe('The review’s author or the tour’s organizer.'),
  uploaded_at: instant.describe('When the file was uploaded (or the review written).'),
  used_on: z.object({
    title: z.string().describe('The tour’s title.'),
    path: z.string().describe('The tour page’s path.'),
  }),
  hidden: z.object({ at: instant, reason: z.string() }).nullable(),
})
export type AdminUpload = z.infer<typeof adminUploadSchema>

export const adminUploadsSchema = pageSchema(adminUploadSchema)
export type AdminUploads = z.infer<typeof adminUploadsSchema>

/** POST admin/upload/moderate. */
export const adminUploadModerateBodySchema = z
  .object({
    key: z
      .string({ error: 'Required field.' })
      .trim()
      .min(1, { error: 'Required field.' })
      .max(200, { error: 'Maximum 200 characters.' }),
    action: z.enum(['hide', 'restore'], { error: 'One of hide, restore.' }),
    reason: z
      .string()
      .trim()
      .max(MODERATION_REASON_MAX_LENGTH, {
        error: `Maximum ${MODERATION_REASON_MAX_LENGTH} characters.`,
      })
      .default('')
      .describe('Why it is hidden: required to hide (1–500 characters).'),
  })
  .refine((body) => body.action === 'restore' || body.reason !== '', {
    path: ['reason'],
    error: 'Say why it is hidden.',
  })

export const adminUploadsEndpoints = {
  adminUploads: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/uploads',
    tags,
    summary: 'Public uploads to moderate (console)',
    description: `Review and tour photos, newest first, with who put them there, where they are shown and whether staff hid them.${refused}`,
    signedIn: true,
    query: adminUploadsQuerySchema,
    response: adminUploadsSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminUploadModerate: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/upload/moderate',
    tags,
    summary: 'Hide or restore a public upload (console)',
    description: `A hidden image is refused by /media (410 \`media_hidden\`) and leaves the review and tour pages at once; restoring brings it back. Audited.${refused}`,
    signedIn: true,
    body: adminUploadModerateBodySchema,
    response: adminUploadSchema,
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['media_not_found'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
