import { defineEndpoint } from '../endpoint.ts'
import {
  CODE_FAILURES_PER_DESTINATION_PER_DAY,
  FAVOURITE_IDS_MERGE_MAX,
  PROFILE_NAME_MAX_LENGTH,
} from '../limits.ts'
import {
  captchaRequiredBodySchema,
  errorBodySchema,
  recordIdSchema,
  successSchema,
} from './common.ts'
import { brandCurrencies, codeSenders } from '@tourmarket/domain/enums'
import { locales } from '@tourmarket/domain/i18n'
import { z } from 'zod'

// §7 User (/crm/api/user/...), favourites, and the §8 captcha 429. Field rules a form shows in
// the visitor's language (password length, confirmation, common passwords) are checked by the
// API, which answers 400 naming the field; these schemas hold the shapes.

/** §5: a missing field reads 'Required field.' like an empty one. */
const required = { error: 'Required field.' }

/** The longest login, e-mail or token the API reads; longer input is refused before any work. */
export const LOGIN_MAX_LENGTH = 320
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
  organizer_id: z
    .number()
    .int()
    .nullable()
    .describe('The organizer profile the account acts for (its office); null for a tourist.'),
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

const tags = ['accounts']

/**
 * The calls that check a code may also answer 429 `code_attempts_locked`: a plain §8 error body
 * with Retry-After and no captcha `type`, since no challenge unlocks the address (finding 10).
 */
const codeCheckRefusalBody = z.union([captchaRequiredBodySchema, errorBodySchema])

const codeLockNote = `Wrong codes back off per network: past 5 for one address from one network, that network waits 30 s, then twice as long after each further wrong code (up to a day): 429 \`code_attempts_locked\` with Retry-After and no captcha type. Past 20 a day from all networks, a wrong code burns the code. Past ${CODE_FAILURES_PER_DESTINATION_PER_DAY} a day, every code for the address (even the right one) is refused until the day ends (UTC), and the address is told once.`

const limitsNote =
  'Rate limited per IP address and per account: past the limit it answers 429 with type captcha (then hard_captcha) and a proof-of-work challenge; repeat the call with the solution in X-Captcha (docs/decisions/0012).'

/** The accounts endpoints, by contract name (decision 0020). */
export const accountsEndpoints = {
  userRegister: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/register',
    tags,
    summary: 'Register',
    description: `§3 registration fields. The password needs 8–128 characters and must not be a common one; confirm_password must match ('Do not match.'). Signs in at once (auth response) and sends an e-mail confirmation code. 400 names each failing field; a registered e-mail is \`email_taken\`. ${limitsNote}`,
    body: registerBodySchema,
    response: authResultSchema,
    errors: {
      400: ['email_taken', 'phone_taken'],
      429: ['captcha_required'],
      503: ['mail_unavailable', 'sms_unavailable'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userAuth: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/auth',
    tags,
    summary: 'Sign in with a password',
    description: `login is an e-mail or a phone. A wrong password and an unknown login get the same 400 \`invalid_credentials\`. ${limitsNote}`,
    body: authBodySchema,
    response: authResultSchema,
    errors: { 400: ['invalid_credentials'], 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userLogout: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/logout',
    tags,
    summary: 'Sign out',
    description:
      'Ends the session of the X-Authorization token and of the refresh-token cookie (either may be missing or expired) and clears the cookies. Always 200.',
    response: successSchema,
  }),

  userRefreshToken: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/refresh-token',
    tags,
    summary: 'Refresh the access token',
    description:
      '§4: exchanges the refresh token (the HttpOnly refresh_token cookie, or refresh_token in the body) for a new access token in `token`; the refresh token is replaced too. A refresh token works once: one that is presented again revokes its whole session. 401 `invalid_refresh_token` when it is unknown, used, expired or its session ended.',
    body: refreshTokenBodySchema,
    response: refreshTokenResultSchema,
    errors: { 401: ['invalid_refresh_token'] },
  }),

  userRegisterWithoutPassword: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/register-without-password',
    tags,
    summary: 'Register without a password',
    description: `An account signed into by codes: a sign-in code goes to the login at once (code_sender defaults to email for an e-mail and sms for a phone); finish with auth-via-code. For a login that is already registered it only sends the code, so the answer does not reveal accounts. ${limitsNote}`,
    body: registerWithoutPasswordBodySchema,
    response: codeSentSchema,
    errors: { 429: ['captcha_required'], 503: ['mail_unavailable', 'sms_unavailable'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userSendAuthCode: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/send-auth-code',
    tags,
    summary: 'Send a sign-in code',
    description: `A 5-digit code (valid 10 minutes; a new one replaces the last) to the login through code_sender: email reaches an e-mail, every other §3 sender a phone (400 on code_sender otherwise, and for a sender not offered: see phone-confirmation-methods). Sent whether or not the login is registered; auth-via-code creates the account. Without SMTP the e-mail lands in the outbox (GET /dev/outbox), as does a phone sender no provider carries while DEV_PAGES is on. 503 \`sms_unavailable\` when the SMS provider refuses or cannot be reached (nothing is retried: ask again). ${limitsNote}`,
    body: sendAuthCodeBodySchema,
    response: codeSentSchema,
    errors: { 429: ['captcha_required'], 503: ['mail_unavailable', 'sms_unavailable'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userAuthViaCode: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/auth-via-code',
    tags,
    summary: 'Sign in with a code',
    description: `Checks the code sent by send-auth-code and signs in, creating the account when the login has none; favourites_tours_ids (the device's favourites) join the account's. A wrong code is 400 \`invalid_code\`; the fifth wrong guess burns the code. ${codeLockNote} ${limitsNote}`,
    body: authViaCodeBodySchema,
    response: authResultSchema,
    errors: { 400: ['invalid_code'], 429: ['captcha_required', 'code_attempts_locked'] },
    errorBodies: { 429: codeCheckRefusalBody },
  }),

  userRedirectAuthViaCode: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/redirect-auth-via-code',
    tags,
    summary: 'Sign in with a code, by redirect',
    description: `Like auth-via-code, but answers with a redirect object (type redirect, url): /login-via-token?token=… with a one-time token (single use, 5 minutes) that access-token-by-one-time-token exchanges for a session. ${codeLockNote} ${limitsNote}`,
    body: authViaCodeBodySchema,
    response: authResultSchema,
    errors: { 400: ['invalid_code'], 429: ['captcha_required', 'code_attempts_locked'] },
    errorBodies: { 429: codeCheckRefusalBody },
  }),

  userAccessTokenByOneTimeToken: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/access-token-by-one-time-token',
    tags,
    summary: 'Sign in with a one-time token',
    description: `§2 /login-via-token: exchanges a one-time token for a session (auth response). Each token works once and expires; 400 \`invalid_token\` otherwise. ${limitsNote}`,
    body: tokenBodySchema,
    response: authResultSchema,
    errors: { 400: ['invalid_token'], 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userProfile: defineEndpoint({
    method: 'GET',
    path: '/crm/api/user/profile',
    tags,
    summary: 'The signed-in user',
    description: '§3 user profile and logged-in user. 401 without a valid X-Authorization token.',
    signedIn: true,
    response: profileSchema,
    errors: { 401: ['unauthorized'] },
  }),

  userUpdateProfile: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/update-profile',
    tags,
    summary: 'Update the profile',
    description:
      'first_name, last_name (at most 100 characters) and timezone; a field left out stays, null or blank clears it. Answers the profile.',
    body: updateProfileBodySchema,
    signedIn: true,
    response: profileSchema,
    errors: { 401: ['unauthorized'] },
  }),

  userUpdateProfilePhoto: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/update-profile-photo',
    tags,
    summary: 'Set the profile photo',
    description:
      'avatar_id: an image the user uploaded (image/upload), or null to remove the photo. An image still being processed is waited for; one that is not the user’s, not an image, or failed is 422 `avatar_not_allowed` naming avatar_id. Answers the profile, whose `avatar` is the photo’s URL template.',
    body: updateProfilePhotoBodySchema,
    signedIn: true,
    response: profileSchema,
    errors: { 401: ['unauthorized'], 422: ['avatar_not_allowed'] },
  }),

  userSetLanguage: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/set-language',
    tags,
    summary: 'Set the language',
    description:
      'language_code: en-US or ru. Messages to the user are sent in it. Answers the profile.',
    body: setLanguageBodySchema,
    signedIn: true,
    response: profileSchema,
    errors: { 401: ['unauthorized'] },
  }),

  userSetCurrency: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/set-currency',
    tags,
    summary: 'Set the currency',
    description: 'currency_code: one of the brand currencies. Answers the profile.',
    body: setCurrencyBodySchema,
    signedIn: true,
    response: profileSchema,
    errors: { 401: ['unauthorized'] },
  }),

  userChangeCountry: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/change-country',
    tags,
    summary: 'Change the country',
    description:
      '§4: the storefront sets the current country when it differs. 400 on country_id for an unknown country. Answers the profile.',
    body: changeCountryBodySchema,
    signedIn: true,
    response: profileSchema,
    errors: { 401: ['unauthorized'] },
  }),

  userSetActivity: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/set-activity',
    tags,
    summary: 'Record activity',
    description:
      '§4: sent at most every 30 s while a user is on the site; token is the profile’s hash_for_activity (403 when it does not match).',
    body: setActivityBodySchema,
    response: successSchema,
    errors: { 403: ['forbidden'] },
  }),

  userInfoData: defineEndpoint({
    method: 'GET',
    path: '/spa/user-info-data',
    tags,
    summary: 'Private user data (admin session)',
    description:
      '§3 private user data: permissions can_use_knowledge and can_view_commission (both false by default). A right counts only in an admin login (§6 is_admin_auth, cookie adm_auth); any other session gets both false (decision 0032), 401 without a session. Cache-Control: private, no-store.',
    signedIn: true,
    response: userInfoDataSchema,
    errors: { 401: ['unauthorized'] },
  }),

  userChangeEmail: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/change-email',
    tags,
    summary: 'Change the e-mail',
    description: `Needs the current password when the account has one (400 \`wrong_password\`). The new address is unconfirmed until confirm-email; a code is sent to it. Answers the profile. ${limitsNote}`,
    body: changeEmailBodySchema,
    signedIn: true,
    response: profileSchema,
    errors: {
      400: ['email_taken', 'wrong_password'],
      401: ['unauthorized'],
      429: ['captcha_required'],
      503: ['mail_unavailable', 'sms_unavailable'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userChangePhone: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/change-phone',
    tags,
    summary: 'Change the phone',
    description: `Needs the current password when the account has one. The new phone is unconfirmed until send-confirmation-code and confirm-phone. Answers the profile. ${limitsNote}`,
    body: changePhoneBodySchema,
    signedIn: true,
    response: profileSchema,
    errors: {
      400: ['phone_taken', 'wrong_password'],
      401: ['unauthorized'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userChangePassword: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/change-password',
    tags,
    summary: 'Change the password',
    description: `old_password (when the account has one), password (8–128 characters, not a common one) and confirm_password. Every other session of the account ends. ${limitsNote}`,
    body: changePasswordBodySchema,
    signedIn: true,
    response: successSchema,
    errors: { 400: ['wrong_password'], 401: ['unauthorized'], 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userEmailConfirmationRequest: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/email-confirmation-request',
    tags,
    summary: 'Send an e-mail confirmation code',
    description: `A code to the profile's e-mail, for confirm-email (§2 /email-confirm). 400 when there is no e-mail or it is confirmed already. ${limitsNote}`,
    signedIn: true,
    response: codeSentSchema,
    errors: {
      400: ['already_confirmed'],
      401: ['unauthorized'],
      429: ['captcha_required'],
      503: ['mail_unavailable', 'sms_unavailable'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userConfirmEmail: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/confirm-email',
    tags,
    summary: 'Confirm the e-mail',
    description: `code: the one sent by email-confirmation-request (or at registration). 400 \`invalid_code\` when wrong or expired. ${codeLockNote} ${limitsNote}`,
    body: confirmCodeBodySchema,
    signedIn: true,
    response: successSchema,
    errors: {
      400: ['invalid_code'],
      401: ['unauthorized'],
      429: ['captcha_required', 'code_attempts_locked'],
    },
    errorBodies: { 429: codeCheckRefusalBody },
  }),

  userPhoneConfirmationMethods: defineEndpoint({
    method: 'GET',
    path: '/crm/api/user/phone-confirmation-methods',
    tags,
    summary: 'How phone codes can be sent',
    description:
      'The §3 code senders that reach a phone and are offered, for send-confirmation-code and send-auth-code: those a configured provider carries (SMS by Twilio, Telegram, WhatsApp), and the others too while DEV_PAGES lets the outbox stand in (decision 0052). Empty when no phone sender is offered.',
    response: phoneConfirmationMethodsSchema,
  }),

  userSendConfirmationCode: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/send-confirmation-code',
    tags,
    summary: 'Send a phone confirmation code',
    description: `A code to the profile's phone through code_sender (one of phone-confirmation-methods). ${limitsNote}`,
    body: sendConfirmationCodeBodySchema,
    signedIn: true,
    response: codeSentSchema,
    errors: {
      400: ['already_confirmed'],
      401: ['unauthorized'],
      429: ['captcha_required'],
      503: ['mail_unavailable', 'sms_unavailable'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userConfirmPhone: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/confirm-phone',
    tags,
    summary: 'Confirm the phone',
    description: `code: the one sent by send-confirmation-code. ${codeLockNote} ${limitsNote}`,
    body: confirmCodeBodySchema,
    signedIn: true,
    response: successSchema,
    errors: {
      400: ['invalid_code'],
      401: ['unauthorized'],
      429: ['captcha_required', 'code_attempts_locked'],
    },
    errorBodies: { 429: codeCheckRefusalBody },
  }),

  userPasswordRecovery: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/password-recovery',
    tags,
    summary: 'Ask for a password reset link',
    description: `Mails a single-use link (valid 60 minutes) to {SITE_URL}/password-reset?token=… when the e-mail has an account; the answer is the same either way. ${limitsNote}`,
    body: passwordRecoveryBodySchema,
    response: successSchema,
    errors: { 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userCheckPasswordResetToken: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/check-password-reset-token',
    tags,
    summary: 'Check a password reset link',
    description: `valid: whether the token can still reset a password. ${limitsNote}`,
    body: tokenBodySchema,
    response: passwordResetTokenStateSchema,
    errors: { 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  userPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/crm/api/user/password-reset',
    tags,
    summary: 'Set a new password with a reset link',
    description: `password (8–128 characters, not a common one) and the token of the link; every session of the account ends. 400 \`invalid_token\` for a used or expired link. ${limitsNote}`,
    body: passwordResetBodySchema,
    response: successSchema,
    errors: { 400: ['invalid_token'], 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
