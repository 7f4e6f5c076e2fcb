import { z } from 'zod'
import { VIDEO_URL_MAX_LENGTH } from '../limits.ts'
import { queryFlagSchema } from './site.ts'

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
      error: `At most ${String(VIDEO_URL_MAX_LENGTH)} characters.`,
    })
    .optional(),
})
