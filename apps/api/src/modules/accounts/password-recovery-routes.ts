import {
  passwordRecoveryBodySchema,
  passwordResetBodySchema,
  passwordResetTokenStateSchema,
  successSchema,
  tokenBodySchema,
} from '@tourmarket/api-client'
import { normalizeEmail } from '@tourmarket/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { limitRules } from '../abuse/rate-limit.ts'
import { tags, user, refusals, limitsNote, requestHelpers } from './route-parts.ts'
import type { AccountsRoutesOptions } from './route-parts.ts'

/** §7 User: password recovery by an e-mailed link. */
export const passwordRecoveryRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { context },
) => {
  const { accounts, limit, trustedProxies } = context
  const { perIp } = requestHelpers(trustedProxies)

  app.post(
    user('password-recovery'),
    {
      schema: {
        tags,
        summary: 'Ask for a password reset link',
        description: `Mails a single-use link (valid 60 minutes) to {SITE_URL}/password-reset?token=… when the e-mail has an account; the answer is the same either way. ${limitsNote}`,
        body: passwordRecoveryBodySchema,
        response: { 200: successSchema, ...refusals },
      },
    },
    async (request) => {
      await limit(request, [
        { rule: limitRules.passwordRecoveryPerEmail, key: normalizeEmail(request.body.email) },
        perIp(request, limitRules.passwordRecoveryPerIp),
      ])
      await accounts.recoverPassword(request.body.email, request.language)
      return { success: true as const }
    },
  )

  app.post(
    user('check-password-reset-token'),
    {
      schema: {
        tags,
        summary: 'Check a password reset link',
        description: `valid: whether the token can still reset a password. ${limitsNote}`,
        body: tokenBodySchema,
        response: { 200: passwordResetTokenStateSchema, ...refusals },
      },
    },
    async (request) => {
      await limit(request, [perIp(request, limitRules.tokenPerIp)])
      return { valid: await accounts.isPasswordResetTokenValid(request.body.token) }
    },
  )

  app.post(
    user('password-reset'),
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        description: `password (8–128 characters, not a common one) and the token of the link; every session of the account ends. 400 \`invalid_token\` for a used or expired link. ${limitsNote}`,
        body: passwordResetBodySchema,
        response: { 200: successSchema, ...refusals },
      },
    },
    async (request) => {
      await limit(request, [perIp(request, limitRules.tokenPerIp)])
      const { body } = request
      await accounts.resetPassword(
        { token: body.token, password: body.password, confirmPassword: body.confirm_password },
        request.language,
      )
      return { success: true as const }
    },
  )
}
