import { z } from 'zod'
import {
  MEET_FILES_MAX,
  MEET_FILES_PER_UPLOAD,
  MEET_KEY_MAX_LENGTH,
  MEET_TEXT_MAX_LENGTH,
} from '../limits.ts'
import { travelInfoSchema } from './booking.ts'
import { MAX_RECORD_ID } from './site.ts'
import { uploadedFileSchema } from './upload.ts'

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
