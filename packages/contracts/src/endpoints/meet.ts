import { defineEndpoint } from '../endpoint.ts'
import {
  captchaRequiredBodySchema,
  errorBodySchema,
  meetDataSchema,
  meetFileDeleteBodySchema,
  meetFilesSavedSchema,
  meetKeyQuerySchema,
  meetSaveBodySchema,
  successSchema,
} from '../schemas/index.ts'

const tags = ['meet']

const keyRefusals =
  'A wrong, expired or malformed key is 404 `meet_not_found` (the same answer for each, so a key cannot be probed); a live key of a booking cancelled since is 410 `meet_booking_cancelled`, so its holder learns why the page closed. Every call with a key counts against a limit per IP address: past it the answer is 429 with type captcha (then hard_captcha).'

export const contractOrganizerMeetData = defineEndpoint({
  method: 'GET',
  path: '/spa/contract-organizer-meet-data',
  tags,
  summary: 'The meet page of a booking, by its secret key',
  description: `§3 meet data for the organizer's meet page (§2 /meet?key=): the tour, the request number, the tourists grouped by identical arrival and departure, the meeting-text templates in X-Language, the attached files and the text saved so far. ${keyRefusals}`,
  query: meetKeyQuerySchema,
  response: meetDataSchema,
  errors: { 404: errorBodySchema, 410: errorBodySchema, 429: captchaRequiredBodySchema },
})

export const meetSave = defineEndpoint({
  method: 'POST',
  path: '/spa/meet-save',
  tags,
  summary: 'Save the meeting text and files',
  description: `Saves the organizer's meeting text (at most 5000 characters) and keeps exactly the listed attached files; the booking's contact is e-mailed a link to their booking page, which shows the meeting info. \`contract_id\` must be the key's booking (else 404); a file id that is not one of this meet's files is 400 naming \`files\`. Answers the meet data as saved. ${keyRefusals}`,
  body: meetSaveBodySchema,
  response: meetDataSchema,
  errors: {
    400: errorBodySchema,
    404: errorBodySchema,
    410: errorBodySchema,
    429: captchaRequiredBodySchema,
  },
})

export const meetFileSave = defineEndpoint({
  method: 'POST',
  path: '/spa/file-save',
  tags,
  summary: 'Attach files to the meet page',
  description: `A \`multipart/form-data\` body with the field \`key\` first, then one or more parts \`file\` (at most 10 at once, 20 MB each, 20 files per meet). The key and the page's room are checked before a file is read: a file part before the key is 400 naming \`key\`, 503 \`media_busy\` with Retry-After while too many uploads are being received. §5: images, pdf, doc, docx, xls, xlsx, read from the bytes (a renamed file is 415 \`unsupported_media_type\`, a larger one 413). Answers the attached files; they are listed once ready, then saved with meet-save. ${keyRefusals}`,
  response: meetFilesSavedSchema,
  errors: {
    400: errorBodySchema,
    404: errorBodySchema,
    410: errorBodySchema,
    413: errorBodySchema,
    415: errorBodySchema,
    429: captchaRequiredBodySchema,
    503: errorBodySchema,
  },
})

export const meetFileDelete = defineEndpoint({
  method: 'POST',
  path: '/spa/delete-file',
  tags,
  summary: 'Remove an attached file from the meet page',
  description: `Removes one file of this booking's meet; a file id of another meet, or none, is 404 \`file_not_found\`. ${keyRefusals}`,
  body: meetFileDeleteBodySchema,
  response: successSchema,
  errors: { 404: errorBodySchema, 410: errorBodySchema, 429: captchaRequiredBodySchema },
})
