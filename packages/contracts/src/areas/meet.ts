import { defineEndpoint } from '../endpoint.ts'
import {
  MEET_FILES_MAX,
  MEET_FILES_PER_UPLOAD,
  MEET_KEY_MAX_LENGTH,
  MEET_TEXT_MAX_LENGTH,
} from '../limits.ts'
import { travelInfoSchema } from './bookings.ts'
import { captchaRequiredBodySchema, MAX_RECORD_ID, successSchema } from './common.ts'
import { uploadedFileSchema } from './uploads.ts'
import { z } from 'zod'

// §2 meet page: the organizer's page for one booking, opened by the secret key in its link.

export { MEET_FILES_MAX, MEET_FILES_PER_UPLOAD, MEET_KEY_MAX_LENGTH, MEET_TEXT_MAX_LENGTH }

const required = { error: 'Required field.' }

/** The key as typed in a link: any text up to the limit; a wrong one is a 404, never a 400 that says why. */
const meetKey = z
  .string(required)
  .max(MEET_KEY_MAX_LENGTH, { error: 'The key is not valid.' })
  .describe('The secret key from the meet link the organizer was e-mailed.')

const bodyRecordId = () => z.number(required).int().min(1).max(MAX_RECORD_ID)

export const meetKeyQuerySchema = z.object({ key: meetKey })

/** A file the organizer attached: §3 files {id, name}, with where it is served once ready. */
export const meetFileSchema = uploadedFileSchema
export type MeetFile = z.infer<typeof meetFileSchema>

/** §3 Meet data (response), plus the meeting text saved so far. */
export const meetDataSchema = z.object({
  tour_data: z.object({
    name: z.string(),
    slug: z.string(),
    dates: z.string().describe('The dates in words, e.g. "June 10 – June 16, 2030".'),
    date_start: z.string().describe('yyyy-MM-dd'),
    date_end: z.string().describe('yyyy-MM-dd'),
  }),
  request_id: z.number().int().describe('The booking (request) number.'),
  contract_id: z.number().int().describe('What meet-save names: the booking this meet is for.'),
  contract_state: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .describe(
      '§3 contract state, from the booking and its payments: 1 concluded and prepaid, 2 terminated after payment, 3 no payments received.',
    ),
  tourists_data: z.object({
    data: z.array(
      z.object({
        tourists: z.array(z.object({ id: z.number().int(), name: z.string() })),
        arrival: travelInfoSchema.nullable(),
        departure: travelInfoSchema.nullable(),
      }),
    ),
  }),
  meet_data_templates: z.array(z.object({ name: z.string(), template: z.string() })),
  files: z.array(meetFileSchema),
  organizer_meet_data: z.string().describe('The meeting text saved so far; empty until then.'),
  saved_at: z.iso.datetime({ offset: true }).nullable(),
})
export type MeetData = z.infer<typeof meetDataSchema>

export const meetSaveBodySchema = z.object({
  contract_id: bodyRecordId(),
  organizer_meet_data: z
    .string(required)
    .max(MEET_TEXT_MAX_LENGTH, { error: `Maximum ${MEET_TEXT_MAX_LENGTH} characters.` }),
  files: z
    .array(bodyRecordId())
    .max(MEET_FILES_MAX)
    .default([])
    .describe(
      'The ids of the attached files the form lists; attached files not listed are removed.',
    ),
  key: meetKey,
})
export type MeetSaveBody = z.infer<typeof meetSaveBodySchema>

export const meetFileDeleteBodySchema = z.object({
  file_id: bodyRecordId(),
  key: meetKey,
})

/** file-save's text fields (the files themselves are multipart parts named `file`). */
export const meetFileFieldsSchema = z.object({ key: meetKey })

export const meetFilesSavedSchema = z.object({ files: z.array(meetFileSchema) })

const tags = ['meet']

const keyRefusals =
  'A wrong, expired or malformed key is 404 `meet_not_found` (the same answer for each, so a key cannot be probed); a live key of a booking cancelled since is 410 `meet_booking_cancelled`, so its holder learns why the page closed. Every call with a key counts against a limit per IP address: past it the answer is 429 with type captcha (then hard_captcha).'

/** The meet endpoints, by contract name (decision 0020). */
export const meetEndpoints = {
  contractOrganizerMeetData: defineEndpoint({
    method: 'GET',
    path: '/spa/contract-organizer-meet-data',
    tags,
    summary: 'The meet page of a booking, by its secret key',
    description: `§3 meet data for the organizer's meet page (§2 /meet?key=): the tour, the request number, the tourists grouped by identical arrival and departure, the meeting-text templates in X-Language, the attached files and the text saved so far. ${keyRefusals}`,
    query: meetKeyQuerySchema,
    response: meetDataSchema,
    errors: { 404: ['meet_not_found'], 410: ['meet_booking_cancelled'], 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  meetSave: defineEndpoint({
    method: 'POST',
    path: '/spa/meet-save',
    tags,
    summary: 'Save the meeting text and files',
    description: `Saves the organizer's meeting text (at most 5000 characters) and keeps exactly the listed attached files; the booking's contact is e-mailed a link to their booking page, which shows the meeting info. \`contract_id\` must be the key's booking (else 404); a file id that is not one of this meet's files is 400 naming \`files\`. Answers the meet data as saved. ${keyRefusals}`,
    body: meetSaveBodySchema,
    response: meetDataSchema,
    errors: { 404: ['meet_not_found'], 410: ['meet_booking_cancelled'], 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  meetFileSave: defineEndpoint({
    method: 'POST',
    path: '/spa/file-save',
    tags,
    multipart: true,
    summary: 'Attach files to the meet page',
    description: `A \`multipart/form-data\` body with the field \`key\` first, then one or more parts \`file\` (at most 10 at once, 20 MB each, 20 files per meet). The key and the page's room are checked before a file is read: a file part before the key is 400 naming \`key\`, 503 \`media_busy\` with Retry-After while too many uploads are being received. §5: images, pdf, doc, docx, xls, xlsx, read from the bytes (a renamed file is 415 \`unsupported_media_type\`, a larger one 413). Answers the attached files; they are listed once ready, then saved with meet-save. ${keyRefusals}`,
    response: meetFilesSavedSchema,
    errors: {
      404: ['meet_not_found'],
      410: ['meet_booking_cancelled'],
      413: ['body_too_large'],
      415: ['unsupported_media_type'],
      429: ['captcha_required'],
      503: ['media_busy'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  meetFileDelete: defineEndpoint({
    method: 'POST',
    path: '/spa/delete-file',
    tags,
    summary: 'Remove an attached file from the meet page',
    description: `Removes one file of this booking's meet; a file id of another meet, or none, is 404 \`file_not_found\`. ${keyRefusals}`,
    body: meetFileDeleteBodySchema,
    response: successSchema,
    errors: {
      404: ['file_not_found', 'meet_not_found'],
      410: ['meet_booking_cancelled'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
