import { defineEndpoint } from '../endpoint.ts'
import { VIDEO_URL_MAX_LENGTH } from '../limits.ts'
import { captchaRequiredBodySchema, queryFlagSchema } from './common.ts'
import { z } from 'zod'

/** The longest original file name kept (longer ones are cut). */
export const UPLOAD_NAME_MAX_LENGTH = 255

export const uploadStatuses = ['processing', 'ready', 'failed'] as const

/**
 * An uploaded file as chat messages and the upload calls show it. `url` is set once the file is
 * ready: for an image a `{size}` template of /media, for another file its download address.
 */
export const uploadedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string().describe('Sniffed from the bytes, never taken from the client.'),
  size: z.number().int().min(0).describe('Bytes received.'),
  is_image: z.boolean(),
  status: z.enum(uploadStatuses),
  url: z.string().nullable(),
})
export type UploadedFile = z.infer<typeof uploadedFileSchema>

/** The answer to file/upload and image/upload: the file, still processing, and its uuid. */
export const uploadResultSchema = uploadedFileSchema.extend({
  uuid: z.uuid(),
})
export type UploadResult = z.infer<typeof uploadResultSchema>

/** file/upload's text fields (the file itself is the multipart part `file`). */
export const fileUploadFieldsSchema = z.object({
  is_public: queryFlagSchema,
})

/** image/upload's text fields (the image itself is the multipart part `image`). */
export const imageUploadFieldsSchema = z.object({
  bucket: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, {
      error: 'At most 64 lower-case letters, digits, “-” or “_”.',
    })
    .optional(),
  // SSRF-safe fetching is a later issue: until then an address is refused, not fetched.
  url: z
    .undefined({
      error: 'Uploads by URL are not accepted; send the image file in the field image.',
    })
    .optional(),
})

/** file/upload-video's text fields: `url`, or else the video itself in the multipart part `file`. */
export const videoUploadFieldsSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, { error: 'Give the address of a video file.' })
    .max(VIDEO_URL_MAX_LENGTH, {
      error: `Maximum ${String(VIDEO_URL_MAX_LENGTH)} characters.`,
    })
    .optional(),
})

const tags = ['media']

/** The uploads endpoints, by contract name (decision 0020). */
export const uploadsEndpoints = {
  fileUpload: defineEndpoint({
    method: 'POST',
    path: '/crm/api/file/upload',
    tags,
    multipart: true,
    summary: 'Upload a file',
    description:
      'A `multipart/form-data` body with the part `file` (at most 20 MB) and the optional field `is_public` (`1`/`0`). The type is read from the bytes: JPEG, PNG, WebP, GIF, AVIF or HEIC images, PDF, Word (doc, docx), Excel (xls, xlsx), or UTF-8 text named `.txt`; anything else is 415 `unsupported_media_type`, a larger file 413 `body_too_large`. The answer comes at once with status `processing`; images are re-encoded without their metadata and other files stored in the background, after which the file is `ready` (or `failed`) and its `url` is set. 60 uploads an hour per account.',
    signedIn: true,
    response: uploadResultSchema,
    errors: {
      401: ['unauthorized'],
      413: ['body_too_large'],
      415: ['unsupported_media_type'],
      429: ['captcha_required'],
      503: ['media_busy'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  imageUpload: defineEndpoint({
    method: 'POST',
    path: '/crm/api/image/upload',
    tags,
    multipart: true,
    summary: 'Upload an image',
    description:
      'A `multipart/form-data` body with the part `image` (JPEG, PNG, WebP, GIF or AVIF, at most 15 MB, read from the bytes) and the optional field `bucket` (a short slug, kept for compatibility). The field `url` is refused with 400: uploads by URL are not accepted. The answer comes at once with status `processing`; once re-encoded (rotated upright, metadata removed, at most 4096 px a side) the image is `ready` and its `url` is a `/media/upload-{uuid}/{size}` template. 60 uploads an hour per account.',
    signedIn: true,
    response: uploadResultSchema,
    errors: {
      401: ['unauthorized'],
      413: ['body_too_large'],
      415: ['unsupported_media_type'],
      429: ['captcha_required'],
      503: ['media_busy'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  fileUploadVideo: defineEndpoint({
    method: 'POST',
    path: '/crm/api/file/upload-video',
    tags,
    multipart: true,
    summary: 'Upload a video, by file or by address',
    description:
      'A `multipart/form-data` body with exactly one of: the part `file` (the video), or the field `url` (an http(s) address of a video file the server fetches); both or neither is 400 naming them. The type is read from the bytes: MP4, WebM, Matroska (mkv) or QuickTime (mov); anything else is 415 `unsupported_media_type` naming the field, more than 50 MB 413 `body_too_large`. An address is fetched only from the public internet: http or https on port 80 or 443, no user name or password, every address its host resolves to public (not loopback, private, link-local, shared, multicast or reserved, in IPv4, IPv6 or IPv4-mapped form), up to 3 redirects each checked the same way, within 30 s; otherwise 422 `url_not_allowed` (the address may not be fetched) or `url_fetch_failed` (it could not be), naming `url`. A YouTube, RuTube or Vimeo page is a video link, not a file: it is refused with 422 `url_not_allowed` asking to add it as a video link. The answer comes at once with status `processing`; once stored the video is `ready` and its `url` is its download, `/media/files/{uuid}`. 60 uploads an hour per account.',
    signedIn: true,
    response: uploadResultSchema,
    errors: {
      401: ['unauthorized'],
      413: ['body_too_large'],
      415: ['unsupported_media_type'],
      422: ['url_fetch_failed', 'url_not_allowed'],
      429: ['captcha_required'],
      503: ['media_busy'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
