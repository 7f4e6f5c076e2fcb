import { defineEndpoint } from '../endpoint.ts'
import { SAVED_TRAVELLERS_MAX } from '../limits.ts'
import { codeSentSchema, confirmCodeBodySchema } from './accounts.ts'
import {
  captchaRequiredBodySchema,
  errorBodySchema,
  recordIdSchema,
  successSchema,
} from './common.ts'
import { isCalendarDate } from '@tourmarket/domain/inputs'
import { z } from 'zod'

// Issue 42 item 7, an account people can manage: saved travellers reused at checkout, "Download
// my data" and "Delete my account", both confirmed by a code (decision 0063 says what a deletion
// keeps and why).

/** §5: a missing field reads 'Required field.' like an empty one. */
const required = { error: 'Required field.' }
const NAME_MAX_LENGTH = 100
const PASSPORT_MAX_LENGTH = 64

const requiredName = z
  .string(required)
  .trim()
  .min(1, required)
  .max(NAME_MAX_LENGTH, { error: `Maximum ${NAME_MAX_LENGTH} characters.` })

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Maximum ${max} characters.` })
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value))
}

/** A saved traveller as sent: the §3 tourist fields a checkout asks for (the same rules). */
export const savedTravellerBodySchema = z.object({
  first_name: requiredName,
  last_name: requiredName,
  middle_name: optionalText(NAME_MAX_LENGTH),
  birthday: z
    .string(required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected yyyy-MM-dd.' })
    .refine(isCalendarDate, { error: 'Not a calendar date.' })
    .refine((value) => value < new Date().toISOString().slice(0, 10), {
      error: 'The birthday must be in the past.',
    }),
  passport: optionalText(PASSPORT_MAX_LENGTH),
})
export type SavedTravellerBody = z.input<typeof savedTravellerBodySchema>

export const savedTravellerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable(),
  birthday: z.string().describe('yyyy-MM-dd'),
  passport: z.string().nullable(),
})
export type SavedTraveller = z.infer<typeof savedTravellerSchema>

export const savedTravellersSchema = z.object({ data: z.array(savedTravellerSchema) })

const travellerParamsSchema = z.object({ id: recordIdSchema })

/** Which confirmation a code is asked for. */
export const accountCodePurposes = ['export', 'delete'] as const
export const accountCodeBodySchema = z.object({
  purpose: z
    .enum(accountCodePurposes)
    .describe('export: "Download my data"; delete: "Delete my account".'),
})

const instant = z.string().describe('ISO 8601 date and time')

/** "Download my data": everything the account holds about its holder, as it is stored. */
export const accountExportSchema = z.object({
  exported_at: instant,
  profile: z.object({
    id: z.number().int(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    country: z.string().nullable(),
    language_code: z.string(),
    currency_code: z.string(),
    created_at: instant,
  }),
  travellers: z.array(savedTravellerSchema),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      tour: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      status: z.number().int(),
      currency: z.string(),
      total_minor: z.number().int(),
      contact: z.object({
        first_name: z.string(),
        last_name: z.string(),
        email: z.string(),
        phone: z.string(),
      }),
      comment: z.string(),
      created_at: instant,
      terms_version: z
        .string()
        .nullable()
        .describe(
          'The Terms and Conditions version the booking accepted (its effective date, /agreement/{terms_version}); null before versions were recorded.',
        ),
      tourists: z.array(
        z.object({
          first_name: z.string(),
          last_name: z.string(),
          middle_name: z.string().nullable(),
          birthday: z.string(),
          passport: z.string().nullable(),
          email: z.string().nullable(),
          phone: z.string().nullable(),
          food_restriction: z.string().nullable(),
        }),
      ),
    }),
  ),
  messages: z.array(
    z.object({
      chat_id: z.number().int(),
      with: z.string().describe('The organizer’s name, or "support".'),
      author_side: z.string(),
      text: z.string(),
      created_at: instant,
    }),
  ),
  favourites: z.array(z.object({ tour_id: z.number().int(), tour: z.string(), added_at: instant })),
  recently_viewed: z.array(
    z.object({ tour_id: z.number().int(), tour: z.string(), viewed_at: instant }),
  ),
  reviews: z.array(
    z.object({
      tour: z.string(),
      author_name: z.string(),
      rating: z.number().int(),
      text: z.string(),
      created_at: instant,
    }),
  ),
  mail_opt_outs: z.array(z.string()).describe('The optional mails the account turned off.'),
})
export type AccountExport = z.infer<typeof accountExportSchema>

const tags = ['account data']

const codeCheckRefusalBody = z.union([captchaRequiredBodySchema, errorBodySchema])

const codeNote =
  'code: the one account-code sent for this purpose (to the e-mail, or the phone of an account without one); 400 `invalid_code` when wrong or expired, and wrong codes back off as other codes do. Rate limited per account and IP address (429 with a captcha).'

/** The account-data endpoints, by contract name (decision 0020). */
export const accountDataEndpoints = {
  savedTravellers: defineEndpoint({
    method: 'GET',
    path: '/spa/user/travellers',
    tags,
    summary: 'Saved travellers',
    description: 'The fellow travellers the signed-in account keeps, in the order they were added.',
    signedIn: true,
    response: savedTravellersSchema,
    errors: { 401: ['unauthorized'] },
  }),

  savedTravellerCreate: defineEndpoint({
    method: 'POST',
    path: '/spa/user/travellers',
    tags,
    summary: 'Save a traveller',
    description: `Names, birthday and passport as a booking's tourist takes them; 400 names each failing field. At most ${SAVED_TRAVELLERS_MAX} per account (409 \`too_many_travellers\`).`,
    signedIn: true,
    body: savedTravellerBodySchema,
    response: savedTravellerSchema,
    created: true,
    errors: { 401: ['unauthorized'], 409: ['too_many_travellers'] },
  }),

  savedTravellerUpdate: defineEndpoint({
    method: 'PUT',
    path: '/spa/user/travellers/:id',
    tags,
    summary: 'Change a saved traveller',
    description:
      'Replaces the traveller’s fields. Another account’s traveller is 404 `traveller_not_found`, as one that does not exist.',
    signedIn: true,
    params: travellerParamsSchema,
    body: savedTravellerBodySchema,
    response: savedTravellerSchema,
    errors: { 401: ['unauthorized'], 404: ['traveller_not_found'] },
  }),

  savedTravellerDelete: defineEndpoint({
    method: 'DELETE',
    path: '/spa/user/travellers/:id',
    tags,
    summary: 'Remove a saved traveller',
    description:
      'Bookings made with the traveller keep their tourists. Another account’s traveller is 404 `traveller_not_found`.',
    signedIn: true,
    params: travellerParamsSchema,
    response: successSchema,
    errors: { 401: ['unauthorized'], 404: ['traveller_not_found'] },
  }),

  accountCode: defineEndpoint({
    method: 'POST',
    path: '/spa/user/account-code',
    tags,
    summary: 'Send a code to confirm a download or a deletion',
    description:
      'A code to the account’s e-mail (its phone when it has none), through the same delivery as sign-in codes. Rate limited per account and IP address (429 with a captcha).',
    signedIn: true,
    body: accountCodeBodySchema,
    response: codeSentSchema,
    errors: {
      401: ['unauthorized'],
      429: ['captcha_required'],
      503: ['mail_unavailable', 'sms_unavailable'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  accountExport: defineEndpoint({
    method: 'POST',
    path: '/spa/user/account-export',
    tags,
    summary: 'Download my data',
    description: `The profile, saved travellers, bookings with their tourists, chat messages, favourites, reviews and mail choices of the account, as JSON. ${codeNote}`,
    signedIn: true,
    body: confirmCodeBodySchema,
    response: accountExportSchema,
    errors: {
      400: ['invalid_code'],
      401: ['unauthorized'],
      429: ['captcha_required', 'code_attempts_locked'],
    },
    errorBodies: { 429: codeCheckRefusalBody },
  }),

  accountDelete: defineEndpoint({
    method: 'POST',
    path: '/spa/user/account-delete',
    tags,
    summary: 'Delete my account',
    description: `Erases the account's personal data (decision 0063): sign-in e-mail, phone, password, names, photo, saved travellers, favourites, messenger links; its reviews and chat messages lose its name; every session ends and the account can no longer sign in. Bookings are kept as the law requires. An account that runs an organizer profile is 409 \`account_runs_organizer\` (the profile's team decides first). ${codeNote}`,
    signedIn: true,
    body: confirmCodeBodySchema,
    response: successSchema,
    errors: {
      400: ['invalid_code'],
      401: ['unauthorized'],
      409: ['account_runs_organizer'],
      429: ['captcha_required', 'code_attempts_locked'],
    },
    errorBodies: { 429: codeCheckRefusalBody },
  }),
}
