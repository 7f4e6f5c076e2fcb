import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CODE_FAILURES_PER_DESTINATION_PER_DAY } from '../limits.ts'
import {
  authBodySchema,
  authResultSchema,
  authViaCodeBodySchema,
  captchaRequiredBodySchema,
  changeCountryBodySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  changePhoneBodySchema,
  codeSentSchema,
  confirmCodeBodySchema,
  errorBodySchema,
  passwordRecoveryBodySchema,
  passwordResetBodySchema,
  passwordResetTokenStateSchema,
  phoneConfirmationMethodsSchema,
  profileSchema,
  refreshTokenBodySchema,
  refreshTokenResultSchema,
  registerBodySchema,
  registerWithoutPasswordBodySchema,
  sendAuthCodeBodySchema,
  sendConfirmationCodeBodySchema,
  setActivityBodySchema,
  setCurrencyBodySchema,
  setLanguageBodySchema,
  successSchema,
  tokenBodySchema,
  updateProfileBodySchema,
  updateProfilePhotoBodySchema,
  userInfoDataSchema,
} from '../schemas/index.ts'

const tags = ['accounts']

/** Responses every limited call may give: field refusals (400) and the §8 captcha (429). */
const refusals = { 400: errorBodySchema, 429: captchaRequiredBodySchema }
const signedInRefusals = { 401: errorBodySchema, ...refusals }

/**
 * The calls that check a code may also answer 429 `code_attempts_locked`: a plain §8 error body
 * with Retry-After and no captcha `type`, since no challenge unlocks the address (finding 10).
 */
const codeCheckRefusals = {
  400: errorBodySchema,
  429: z.union([captchaRequiredBodySchema, errorBodySchema]),
}
const signedInCodeCheckRefusals = { 401: errorBodySchema, ...codeCheckRefusals }

const codeLockNote = `Wrong codes back off per network: past 5 for one address from one network, that network waits 30 s, then twice as long after each further wrong code (up to a day): 429 \`code_attempts_locked\` with Retry-After and no captcha type. Past 20 a day from all networks, a wrong code burns the code. Past ${CODE_FAILURES_PER_DESTINATION_PER_DAY} a day, every code for the address (even the right one) is refused until the day ends (UTC), and the address is told once.`

const limitsNote =
  'Rate limited per IP address and per account: past the limit it answers 429 with type captcha (then hard_captcha) and a proof-of-work challenge; repeat the call with the solution in X-Captcha (docs/decisions/0012).'

export const userRegister = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/register',
  tags,
  summary: 'Register',
  description: `§3 registration fields. The password needs 8–128 characters and must not be a common one; confirm_password must match ('Do not match.'). Signs in at once (auth response) and sends an e-mail confirmation code. 400 names each failing field; a registered e-mail is \`email_taken\`. ${limitsNote}`,
  body: registerBodySchema,
  response: authResultSchema,
  errors: refusals,
})

export const userAuth = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/auth',
  tags,
  summary: 'Sign in with a password',
  description: `login is an e-mail or a phone. A wrong password and an unknown login get the same 400 \`invalid_credentials\`. ${limitsNote}`,
  body: authBodySchema,
  response: authResultSchema,
  errors: refusals,
})

export const userLogout = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/logout',
  tags,
  summary: 'Sign out',
  description:
    'Ends the session of the X-Authorization token and of the refresh-token cookie (either may be missing or expired) and clears the cookies. Always 200.',
  response: successSchema,
})

export const userRefreshToken = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/refresh-token',
  tags,
  summary: 'Refresh the access token',
  description:
    '§4: exchanges the refresh token (the HttpOnly refresh_token cookie, or refresh_token in the body) for a new access token in `token`; the refresh token is replaced too. A refresh token works once: one that is presented again revokes its whole session. 401 `invalid_refresh_token` when it is unknown, used, expired or its session ended.',
  body: refreshTokenBodySchema,
  response: refreshTokenResultSchema,
  errors: { 401: errorBodySchema },
})

export const userRegisterWithoutPassword = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/register-without-password',
  tags,
  summary: 'Register without a password',
  description: `An account signed into by codes: a sign-in code goes to the login at once (code_sender defaults to email for an e-mail and sms for a phone); finish with auth-via-code. For a login that is already registered it only sends the code, so the answer does not reveal accounts. ${limitsNote}`,
  body: registerWithoutPasswordBodySchema,
  response: codeSentSchema,
  errors: refusals,
})

export const userSendAuthCode = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/send-auth-code',
  tags,
  summary: 'Send a sign-in code',
  description: `A 5-digit code (valid 10 minutes; a new one replaces the last) to the login through code_sender: email reaches an e-mail, every other §3 sender a phone (400 on code_sender otherwise). Sent whether or not the login is registered; auth-via-code creates the account. Without SMTP or an SMS/messenger provider the message lands in the outbox (GET /dev/outbox). ${limitsNote}`,
  body: sendAuthCodeBodySchema,
  response: codeSentSchema,
  errors: refusals,
})

export const userAuthViaCode = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/auth-via-code',
  tags,
  summary: 'Sign in with a code',
  description: `Checks the code sent by send-auth-code and signs in, creating the account when the login has none; favourites_tours_ids (the device's favourites) join the account's. A wrong code is 400 \`invalid_code\`; the fifth wrong guess burns the code. ${codeLockNote} ${limitsNote}`,
  body: authViaCodeBodySchema,
  response: authResultSchema,
  errors: codeCheckRefusals,
})

export const userRedirectAuthViaCode = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/redirect-auth-via-code',
  tags,
  summary: 'Sign in with a code, by redirect',
  description: `Like auth-via-code, but answers with a redirect object (type redirect, url): /login-via-token?token=… with a one-time token (single use, 5 minutes) that access-token-by-one-time-token exchanges for a session. ${codeLockNote} ${limitsNote}`,
  body: authViaCodeBodySchema,
  response: authResultSchema,
  errors: codeCheckRefusals,
})

export const userAccessTokenByOneTimeToken = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/access-token-by-one-time-token',
  tags,
  summary: 'Sign in with a one-time token',
  description: `§2 /login-via-token: exchanges a one-time token for a session (auth response). Each token works once and expires; 400 \`invalid_token\` otherwise. ${limitsNote}`,
  body: tokenBodySchema,
  response: authResultSchema,
  errors: refusals,
})

export const userProfile = defineEndpoint({
  method: 'GET',
  path: '/crm/api/user/profile',
  tags,
  summary: 'The signed-in user',
  description: '§3 user profile and logged-in user. 401 without a valid X-Authorization token.',
  signedIn: true,
  response: profileSchema,
  errors: { 401: errorBodySchema },
})

export const userUpdateProfile = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/update-profile',
  tags,
  summary: 'Update the profile',
  description:
    'first_name, last_name (at most 100 characters) and timezone; a field left out stays, null or blank clears it. Answers the profile.',
  body: updateProfileBodySchema,
  signedIn: true,
  response: profileSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema },
})

export const userUpdateProfilePhoto = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/update-profile-photo',
  tags,
  summary: 'Set the profile photo',
  description:
    'avatar_id: an image the user uploaded (image/upload), or null to remove the photo. An image still being processed is waited for; one that is not the user’s, not an image, or failed is 422 `avatar_not_allowed` naming avatar_id. Answers the profile, whose `avatar` is the photo’s URL template.',
  body: updateProfilePhotoBodySchema,
  signedIn: true,
  response: profileSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema, 422: errorBodySchema },
})

export const userSetLanguage = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/set-language',
  tags,
  summary: 'Set the language',
  description:
    'language_code: en-US or ru. Messages to the user are sent in it. Answers the profile.',
  body: setLanguageBodySchema,
  signedIn: true,
  response: profileSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema },
})

export const userSetCurrency = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/set-currency',
  tags,
  summary: 'Set the currency',
  description: 'currency_code: one of the brand currencies. Answers the profile.',
  body: setCurrencyBodySchema,
  signedIn: true,
  response: profileSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema },
})

export const userChangeCountry = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/change-country',
  tags,
  summary: 'Change the country',
  description:
    '§4: the storefront sets the current country when it differs. 400 on country_id for an unknown country. Answers the profile.',
  body: changeCountryBodySchema,
  signedIn: true,
  response: profileSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema },
})

export const userSetActivity = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/set-activity',
  tags,
  summary: 'Record activity',
  description:
    '§4: sent at most every 30 s while a user is on the site; token is the profile’s hash_for_activity (403 when it does not match).',
  body: setActivityBodySchema,
  response: successSchema,
  errors: { 403: errorBodySchema },
})

export const userInfoData = defineEndpoint({
  method: 'GET',
  path: '/spa/user-info-data',
  tags,
  summary: 'Private user data (admin session)',
  description:
    '§3 private user data: permissions can_use_knowledge and can_view_commission (both false by default). A right counts only in an admin login (§6 is_admin_auth, cookie adm_auth); any other session gets both false (decision 0032), 401 without a session. Cache-Control: private, no-store.',
  signedIn: true,
  response: userInfoDataSchema,
  errors: { 401: errorBodySchema },
})

export const userChangeEmail = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/change-email',
  tags,
  summary: 'Change the e-mail',
  description: `Needs the current password when the account has one (400 \`wrong_password\`). The new address is unconfirmed until confirm-email; a code is sent to it. Answers the profile. ${limitsNote}`,
  body: changeEmailBodySchema,
  signedIn: true,
  response: profileSchema,
  errors: signedInRefusals,
})

export const userChangePhone = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/change-phone',
  tags,
  summary: 'Change the phone',
  description: `Needs the current password when the account has one. The new phone is unconfirmed until send-confirmation-code and confirm-phone. Answers the profile. ${limitsNote}`,
  body: changePhoneBodySchema,
  signedIn: true,
  response: profileSchema,
  errors: signedInRefusals,
})

export const userChangePassword = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/change-password',
  tags,
  summary: 'Change the password',
  description: `old_password (when the account has one), password (8–128 characters, not a common one) and confirm_password. Every other session of the account ends. ${limitsNote}`,
  body: changePasswordBodySchema,
  signedIn: true,
  response: successSchema,
  errors: signedInRefusals,
})

export const userEmailConfirmationRequest = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/email-confirmation-request',
  tags,
  summary: 'Send an e-mail confirmation code',
  description: `A code to the profile's e-mail, for confirm-email (§2 /email-confirm). 400 when there is no e-mail or it is confirmed already. ${limitsNote}`,
  signedIn: true,
  response: codeSentSchema,
  errors: signedInRefusals,
})

export const userConfirmEmail = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/confirm-email',
  tags,
  summary: 'Confirm the e-mail',
  description: `code: the one sent by email-confirmation-request (or at registration). 400 \`invalid_code\` when wrong or expired. ${codeLockNote} ${limitsNote}`,
  body: confirmCodeBodySchema,
  signedIn: true,
  response: successSchema,
  errors: signedInCodeCheckRefusals,
})

export const userPhoneConfirmationMethods = defineEndpoint({
  method: 'GET',
  path: '/crm/api/user/phone-confirmation-methods',
  tags,
  summary: 'How phone codes can be sent',
  description:
    'The §3 code senders that reach a phone, for send-confirmation-code and send-auth-code.',
  response: phoneConfirmationMethodsSchema,
})

export const userSendConfirmationCode = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/send-confirmation-code',
  tags,
  summary: 'Send a phone confirmation code',
  description: `A code to the profile's phone through code_sender (one of phone-confirmation-methods). ${limitsNote}`,
  body: sendConfirmationCodeBodySchema,
  signedIn: true,
  response: codeSentSchema,
  errors: signedInRefusals,
})

export const userConfirmPhone = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/confirm-phone',
  tags,
  summary: 'Confirm the phone',
  description: `code: the one sent by send-confirmation-code. ${codeLockNote} ${limitsNote}`,
  body: confirmCodeBodySchema,
  signedIn: true,
  response: successSchema,
  errors: signedInCodeCheckRefusals,
})

export const userPasswordRecovery = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/password-recovery',
  tags,
  summary: 'Ask for a password reset link',
  description: `Mails a single-use link (valid 60 minutes) to {SITE_URL}/password-reset?token=… when the e-mail has an account; the answer is the same either way. ${limitsNote}`,
  body: passwordRecoveryBodySchema,
  response: successSchema,
  errors: refusals,
})

export const userCheckPasswordResetToken = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/check-password-reset-token',
  tags,
  summary: 'Check a password reset link',
  description: `valid: whether the token can still reset a password. ${limitsNote}`,
  body: tokenBodySchema,
  response: passwordResetTokenStateSchema,
  errors: refusals,
})

export const userPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/crm/api/user/password-reset',
  tags,
  summary: 'Set a new password with a reset link',
  description: `password (8–128 characters, not a common one) and the token of the link; every session of the account ends. 400 \`invalid_token\` for a used or expired link. ${limitsNote}`,
  body: passwordResetBodySchema,
  response: successSchema,
  errors: refusals,
})
