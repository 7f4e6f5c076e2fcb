import { defineEndpoint } from '../endpoint.ts'
import { authResultSchema } from './accounts.ts'
import { captchaRequiredBodySchema } from './common.ts'
import { z } from 'zod'

// Issue 43 item 8: staff sign in with a second factor. A staff account's password (or code)
// sign-in opens an ordinary session; the admin session (§6 is_admin_auth) is issued only for the
// 6-digit code of the authenticator app the account enrolled once.

const tags = ['operator console']

/** GET admin/second-factor. */
export const adminSecondFactorSchema = z.object({
  state: z
    .enum(['enrol', 'code', 'done'])
    .describe(
      '`enrol`: no authenticator yet, add `secret` to one and send its code; `code`: send the authenticator’s code; `done`: this is already an admin session.',
    ),
  otpauth_uri: z
    .string()
    .nullable()
    .describe('With `enrol`: the otpauth:// URI an authenticator app reads (as a QR code).'),
  secret: z
    .string()
    .nullable()
    .describe('With `enrol`: the same secret as base32 text, to type into the app.'),
})
export type AdminSecondFactor = z.infer<typeof adminSecondFactorSchema>

/** POST admin/second-factor/verify. */
export const adminSecondFactorBodySchema = z.object({
  code: z
    .string({ error: 'Required field.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6 digits your authenticator app shows.' })
    .describe('The 6-digit code the authenticator app shows now.'),
})

export const adminSecondFactorEndpoints = {
  adminSecondFactor: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/second-factor',
    tags,
    summary: 'A staff sign-in’s second factor',
    description:
      'Whether this staff account still has to enrol an authenticator (its secret is offered, the same until confirmed) or to send its code. 403 `forbidden` for an account that is not staff.',
    signedIn: true,
    response: adminSecondFactorSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminSecondFactorVerify: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/second-factor/verify',
    tags,
    summary: 'Send the second factor’s code',
    description:
      'The authenticator’s current 6-digit code (30-second steps, one step of clock drift either way). A right code confirms an enrolment and replaces this session with an admin session (§6 is_admin_auth, the adm_auth cookie) that lasts less than a tourist’s: a 10-minute access token and a refresh token good for 8 idle hours. A code is accepted once. 400 `invalid_code` for a wrong or used code; 429 past 10 tries in 15 minutes per account. 403 `forbidden` for an account that is not staff.',
    signedIn: true,
    body: adminSecondFactorBodySchema,
    response: authResultSchema,
    errors: {
      400: ['validation_failed', 'invalid_code'],
      401: ['unauthorized'],
      403: ['forbidden'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
