import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  changePhoneBodySchema,
  codeSentSchema,
  confirmCodeBodySchema,
  phoneConfirmationMethodsSchema,
  profileSchema,
  sendConfirmationCodeBodySchema,
  successSchema,
} from '@tourmarket/api-client'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { limitRules } from '../abuse/rate-limit.ts'
import type { LimitBucket } from '../abuse/rate-limit.ts'
import { phoneCodeSenders } from './service.ts'
import {
  tags,
  user,
  signedInRefusals,
  signedInCodeCheckRefusals,
  codeLockNote,
  limitsNote,
  codeSent,
  requestHelpers,
} from './route-parts.ts'
import type { AccountsRoutesOptions } from './route-parts.ts'

/** §7 User: changing and confirming the e-mail, phone and password of a signed-in user. */
export const loginChangeRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { context },
) => {
  const { accounts, sessions, limit, trustedProxies } = context
  const { perIp } = requestHelpers(trustedProxies)

  /** A signed-in user's code checks (e-mail or phone confirmation): per account and per IP. */
  const codeCheckLimits = (request: FastifyRequest, userId: number): LimitBucket[] => [
    { rule: limitRules.codeCheckPerDestination, key: `user:${String(userId)}` },
    perIp(request, limitRules.codeCheckPerIp),
  ]

  const passwordCheckLimit = (userId: number): LimitBucket => ({
    rule: limitRules.passwordCheckPerUser,
    key: String(userId),
  })

  app.post(
    user('change-email'),
    {
      schema: {
        tags,
        summary: 'Change the e-mail',
        description: `Needs the current password when the account has one (400 \`wrong_password\`). The new address is unconfirmed until confirm-email; a code is sent to it. Answers the profile. ${limitsNote}`,
        body: changeEmailBodySchema,
        response: { 200: profileSchema, ...signedInRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        passwordCheckLimit(viewer.user.id),
        perIp(request, limitRules.codeSendPerIp),
      ])
      const updated = await accounts.changeEmail(viewer, request.body, request.language)
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('change-phone'),
    {
      schema: {
        tags,
        summary: 'Change the phone',
        description: `Needs the current password when the account has one. The new phone is unconfirmed until send-confirmation-code and confirm-phone. Answers the profile. ${limitsNote}`,
        body: changePhoneBodySchema,
        response: { 200: profileSchema, ...signedInRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [passwordCheckLimit(viewer.user.id)])
      const updated = await accounts.changePhone(viewer, request.body, request.language)
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('change-password'),
    {
      schema: {
        tags,
        summary: 'Change the password',
        description: `old_password (when the account has one), password (8–128 characters, not a common one) and confirm_password. Every other session of the account ends. ${limitsNote}`,
        body: changePasswordBodySchema,
        response: { 200: successSchema, ...signedInRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [passwordCheckLimit(viewer.user.id)])
      const { body } = request
      await accounts.changePassword(
        viewer,
        {
          oldPassword: body.old_password,
          password: body.password,
          confirmPassword: body.confirm_password,
        },
        request.language,
      )
      return { success: true as const }
    },
  )

  app.post(
    user('email-confirmation-request'),
    {
      schema: {
        tags,
        summary: 'Send an e-mail confirmation code',
        description: `A code to the profile's e-mail, for confirm-email (§2 /email-confirm). 400 when there is no e-mail or it is confirmed already. ${limitsNote}`,
        response: { 200: codeSentSchema, ...signedInRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.codeSendPerDestination, key: `user:${viewer.user.id}` },
        perIp(request, limitRules.codeSendPerIp),
      ])
      await accounts.requestEmailConfirmation(viewer, request.language)
      return codeSent
    },
  )

  app.post(
    user('confirm-email'),
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail',
        description: `code: the one sent by email-confirmation-request (or at registration). 400 \`invalid_code\` when wrong or expired. ${codeLockNote} ${limitsNote}`,
        body: confirmCodeBodySchema,
        response: { 200: successSchema, ...signedInCodeCheckRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, codeCheckLimits(request, viewer.user.id))
      await accounts.confirmEmail(viewer, request.body.code, request.language)
      return { success: true as const }
    },
  )

  app.get(
    user('phone-confirmation-methods'),
    {
      schema: {
        tags,
        summary: 'How phone codes can be sent',
        description:
          'The §3 code senders that reach a phone, for send-confirmation-code and send-auth-code.',
        response: { 200: phoneConfirmationMethodsSchema },
      },
    },
    async () => ({ methods: [...phoneCodeSenders] }),
  )

  app.post(
    user('send-confirmation-code'),
    {
      schema: {
        tags,
        summary: 'Send a phone confirmation code',
        description: `A code to the profile's phone through code_sender (one of phone-confirmation-methods). ${limitsNote}`,
        body: sendConfirmationCodeBodySchema,
        response: { 200: codeSentSchema, ...signedInRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, [
        { rule: limitRules.codeSendPerDestination, key: `user:${viewer.user.id}` },
        perIp(request, limitRules.codeSendPerIp),
      ])
      await accounts.sendPhoneConfirmation(viewer, request.body.code_sender, request.language)
      return codeSent
    },
  )

  app.post(
    user('confirm-phone'),
    {
      schema: {
        tags,
        summary: 'Confirm the phone',
        description: `code: the one sent by send-confirmation-code. ${codeLockNote} ${limitsNote}`,
        body: confirmCodeBodySchema,
        response: { 200: successSchema, ...signedInCodeCheckRefusals },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      await limit(request, codeCheckLimits(request, viewer.user.id))
      await accounts.confirmPhone(viewer, request.body.code, request.language)
      return { success: true as const }
    },
  )
}
