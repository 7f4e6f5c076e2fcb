import { z } from 'zod'
import { queryFlagSchema } from './site.ts'

const MEGABYTE = 1024 * 1024

/** §7 file/upload: the largest file accepted. */
export const FILE_UPLOAD_MAX_BYTES = 20 * MEGABYTE

/** §7 image/upload: the largest image accepted. */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * MEGABYTE

/**
 * §7 file/upload-video: the largest video accepted, by file or fetched by url. Uploads are held
 * in memory until stored, so this stays well below what a long video needs: longer videos belong
 * on a video host (§3 Media item video_url).
 */
export const VIDEO_UPLOAD_MAX_BYTES = 50 * MEGABYTE

/** §7 file/upload-video by url: the whole fetch, redirects included, must end within this. */
export const VIDEO_URL_FETCH_TIMEOUT_MS = 30_000

/** §7 file/upload-video by url: redirects followed, each to an address checked like the first. */
export const VIDEO_URL_MAX_REDIRECTS = 3

/** The longest address file/upload-video fetches. */
export const VIDEO_URL_MAX_LENGTH = 2048

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
