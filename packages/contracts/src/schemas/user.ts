import { brandCurrencies, codeSenders } from '@tourmarket/domain/enums'
import { locales } from '@tourmarket/domain/i18n'
import { z } from 'zod'
import { FAVOURITE_IDS_MERGE_MAX, PROFILE_NAME_MAX_LENGTH } from '../limits.ts'
import { queryFlagSchema, recordIdSchema } from './site.ts'

// §7 User (/crm/api/user/...), favourites, and the §8 captcha 429. Field rules a form shows in
// the visitor's language (password length, confirmation, common passwords) are checked by the
// API, which answers 400 naming the field; these schemas hold the shapes.

/** §5: a missing field reads 'Required field.' like an empty one. */
const required = { error: 'Required field.' }

/** The longest login, e-mail or token the API reads; longer input is refused before any work. */
const LOGIN_MAX_LENGTH = 320
const TOKEN_MAX_LENGTH = 512

const loginSchema = z
  .string(required)
  .max(LOGIN_MAX_LENGTH, { error: `Maximum ${LOGIN_MAX_LENGTH} characters.` })
  .describe('An e-mail address or a phone number (+ and at least 9 digits).')
// Passwords are checked (length, common ones) by the API so the messages follow X-Language; the
// cap here only stops a huge body before it is hashed.
const passwordSchema = z
  .string(required)
  .max(1024, { error: 'Maximum 1024 characters.' })
  .describe('At least 8 and at most 128 characters; common passwords are refused.')
const emailSchema = z
  .string(required)
  .trim()
  .max(LOGIN_MAX_LENGTH, { error: `Maximum ${LOGIN_MAX_LENGTH} characters.` })
  .pipe(z.email({ error: 'Please enter a valid e-mail.' }))
const phoneSchema = z
  .string(required)
  .max(32, { error: 'Please enter a valid phone number' })
  .describe('+ followed by at least 9 digits; spaces, dashes and brackets are ignored.')
const tokenSchema = z.string(required).min(1, required).max(TOKEN_MAX_LENGTH)
const nameSchema = z
  .string()
  .trim()
  .max(PROFILE_NAME_MAX_LENGTH, { error: `Maximum ${PROFILE_NAME_MAX_LENGTH} characters.` })
  .nullable()
  .optional()
const timezoneSchema = z
  .string()
  .trim()
  .max(64, { error: 'Maximum 64 characters.' })
  .nullable()
  .optional()
  .describe('An IANA time zone, e.g. Europe/Rome.')
const codeSenderSchema = z.enum(codeSenders, {
  error: `Expected one of ${codeSenders.join(', ')}.`,
})
const codeSchema = z.string(required).max(16).describe('The 5-digit code (§5, §9) that was sent.')

/** The answer of calls that only say they worked. */
export const successSchema = z.object({ success: z.literal(true) })
export type Success = z.infer<typeof successSchema>

/**
 * §7: auth responses are a session (`type: token`, the short-lived access token the client sends
 * as `X-Authorization: Bearer {token}`; the refresh token comes as an HttpOnly cookie) or a
 * redirect object (`type: redirect`, url) the client follows.
 */
export const authResultSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('token'),
    token: z.string().describe('The access token; send it as `X-Authorization: Bearer {token}`.'),
    expires_in: z.number().int().describe('Seconds until the access token expires.'),
  }),
  z.object({
    type: z.literal('redirect'),
    url: z.string().describe('Where the client goes next (a path on the storefront).'),
  }),
])
export type AuthResult = z.infer<typeof authResultSchema>

/** §7 user/auth (login, password). */
export const authBodySchema = z.object({ login: loginSchema, password: passwordSchema })

/** §3 Registration: first_name, last_name, email, phone, password, confirm_password, timezone. */
export const registerBodySchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  phone: phoneSchema.nullable().optional(),
  password: passwordSchema,
  confirm_password: z.string(required).max(1024),
  timezone: timezoneSchema,
})
export type RegisterBody = z.input<typeof registerBodySchema>

/** §7 register-without-password: an account signed into by codes; a sign-in code is sent at once. */
export const registerWithoutPasswordBodySchema = z.object({
  login: loginSchema,
  code_sender: codeSenderSchema
    .optional()
    .describe(
      'How to send the first code; `email` for an e-mail login, `sms` for a phone when omitted.',
    ),
  first_name: nameSchema,
  last_name: nameSchema,
  timezone: timezoneSchema,
})

/** §7 send-auth-code (login, code_sender). */
export const sendAuthCodeBodySchema = z.object({
  login: loginSchema,
  code_sender: codeSenderSchema,
})

/** What a sent code is like: its length and how long it lasts. */
export const codeSentSchema = z.object({
  success: z.literal(true),
  code_length: z.number().int(),
  expires_in: z.number().int().describe('Seconds the code stays valid.'),
})
export type CodeSent = z.infer<typeof codeSentSchema>

/** §7 auth-via-code and redirect-auth-via-code (login, code, verify_method, favourites_tours_ids). */
export const authViaCodeBodySchema = z.object({
  login: loginSchema,
  code: codeSchema,
  verify_method: codeSenderSchema
    .optional()
    .describe('The code sender the code came through; informative.'),
  favourites_tours_ids: z
    .array(z.coerce.number().int().positive())
    .max(FAVOURITE_IDS_MERGE_MAX)
    .optional()
    .describe('Favourite tour ids kept on the device, merged into the account’s (§4).'),
})

/** §7 refresh-token: the refresh token comes in its HttpOnly cookie, or here for non-browser clients. */
export const refreshTokenBodySchema = z
  .object({ refresh_token: tokenSchema.optional() })
  // Fastify reads a request without a body as null.
  .nullish()
/** §7 refresh-token: the new access token in `token`. */
export const refreshTokenResultSchema = z.object({
  token: z.string(),
  expires_in: z.number().int(),
})
export type RefreshTokenResult = z.infer<typeof refreshTokenResultSchema>

/** A single-use token sent by link or redirect (one-time sign-in, password reset). */
export const tokenBodySchema = z.object({ token: tokenSchema })

/** §3 Country (general). */
export const profileCountrySchema = z.object({ id: z.number().int(), name: z.string() })

/**
 * §3 User profile (first_name, last_name, is_email_set, email, country, is_admin_auth) and the
 * logged-in user (id, hash_for_activity, country id), with what the settings page shows.
 */
export const profileSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  is_email_set: z.boolean(),
  is_email_confirmed: z.boolean(),
  phone: z.string().nullable(),
  is_phone_confirmed: z.boolean(),
  has_password: z.boolean(),
  country: profileCountrySchema.nullable(),
  timezone: z.string().nullable(),
  language_code: z.enum(locales),
  currency_code: z.enum(brandCurrencies),
  avatar_id: z.number().int().nullable(),
  avatar: z
    .string()
    .nullable()
    .describe('The profile photo: an image URL template with a `{size}` placeholder, or null.'),
  hash_for_activity: z.string().describe('Sent back with set-activity.'),
  is_admin_auth: z.boolean().describe('§6: this session is an admin login.'),
})
export type Profile = z.infer<typeof profileSchema>

export const updateProfileBodySchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  timezone: timezoneSchema,
})
export const updateProfilePhotoBodySchema = z.object({ avatar_id: recordIdSchema.nullable() })
export const setLanguageBodySchema = z.object({ language_code: z.enum(locales) })
export const setCurrencyBodySchema = z.object({ currency_code: z.enum(brandCurrencies) })
export const changeCountryBodySchema = z.object({ country_id: recordIdSchema })

/** The current password, asked for when the account has one. */
const currentPasswordSchema = z
  .string()
  .max(1024)
  .optional()
  .describe('The current password; required when the account has one.')

export const changeEmailBodySchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
})
export const changePhoneBodySchema = z.object({
  phone: phoneSchema,
  password: currentPasswordSchema,
})
export const changePasswordBodySchema = z.object({
  old_password: currentPasswordSchema,
  password: passwordSchema,
  confirm_password: z.string(required).max(1024),
})

export const passwordRecoveryBodySchema = z.object({ email: emailSchema })
export const passwordResetTokenStateSchema = z.object({ valid: z.boolean() })
export const passwordResetBodySchema = z.object({
  token: tokenSchema,
  password: passwordSchema,
  confirm_password: z.string().max(1024).optional(),
})

/** §7 send-confirmation-code (code_sender): a code to the profile's phone. */
export const sendConfirmationCodeBodySchema = z.object({ code_sender: codeSenderSchema })
/** confirm-email and confirm-phone: the code that was sent. */
export const confirmCodeBodySchema = z.object({ code: codeSchema })

/** §7 phone-confirmation-methods: the code senders that can reach a phone. */
export const phoneConfirmationMethodsSchema = z.object({ methods: z.array(codeSenderSchema) })

/** §7 set-activity (crm_user_id, token: the profile's hash_for_activity). */
export const setActivityBodySchema = z.object({
  crm_user_id: recordIdSchema,
  token: tokenSchema,
})

/** §3 private user data, for an admin session (§6); both permissions default false. */
export const userInfoDataSchema = z.object({
  permissions: z.object({ can_use_knowledge: z.boolean(), can_view_commission: z.boolean() }),
})
export type UserInfoData = z.infer<typeof userInfoDataSchema>

/** §7 user/favourite-tours: active_only=1 keeps tours still on the site. */
export const favouriteToursQuerySchema = z.object({ active_only: queryFlagSchema })
/** §3 favourites: a list of numeric tour ids, most recent first. */
export const favouriteTourIdsSchema = z.array(z.number().int())
/** §7 favourite-tour/create and /delete (tour_id); §5 the id must convert to a number. */
export const favouriteTourBodySchema = z.object({
  tour_id: recordIdSchema.describe('§5: must convert to a number.'),
})

export const captchaKinds = ['captcha', 'hard_captcha'] as const

/**
 * A proof-of-work challenge in ALTCHA's format: find `number` in 0..maxnumber such that
 * SHA-256(salt + number), in hex, equals `challenge`.
 */
export const captchaChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number().int(),
})
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>

/**
 * §8: 429 with type captcha or hard_captcha. Solve `challenge` and repeat the request with the
 * header X-Captcha: base64 of JSON { algorithm, challenge, number, salt, signature }.
 */
export const captchaRequiredBodySchema = z
  .object({
    message: z.string(),
    code: z.literal('captcha_required'),
    type: z.enum(captchaKinds),
    challenge: captchaChallengeSchema,
  })
  .meta({
    id: 'CaptchaRequired',
    description: '§8: too many attempts; solve the challenge and retry.',
  })
export type CaptchaRequiredBody = z.infer<typeof captchaRequiredBodySchema>

/** A message kept in the outbox instead of being sent (no SMTP or messenger configured). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z
    .string()
    .describe('email, or the §3 code sender the message was meant for (sms, telegram, …).'),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  html: z
    .string()
    .nullable()
    .describe('The HTML part of a designed mail (booking mails); null for plain text and codes.'),
  created_at: z.string(),
  attachments: z
    .array(
      z.object({
        id: z.number().int(),
        file_name: z.string(),
        content_type: z.string(),
        size_bytes: z.number().int(),
        url: z.string().describe('GET it for the bytes (developer pages only).'),
      }),
    )
    .describe('Files sent with the message (the tour program PDF).'),
})
export type OutboxMessage = z.infer<typeof outboxMessageSchema>
export const outboxQuerySchema = z.object({
  recipient: z.string().max(LOGIN_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
/** A job of the queue not done yet (decision 0046): what the outbox will hold once it runs. */
export const outboxJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  key: z.string(),
  status: z.enum(['pending', 'running', 'failed']),
  run_at: z.string(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
})
export const outboxSchema = z.object({
  data: z.array(outboxMessageSchema),
  /** Jobs pending, running or failed, newest first (the 50 newest). */
  jobs: z.array(outboxJobSchema),
})
export type Outbox = z.infer<typeof outboxSchema>
