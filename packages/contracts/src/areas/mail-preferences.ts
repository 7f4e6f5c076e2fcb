import { defineEndpoint } from '../endpoint.ts'
import { z } from 'zod'

/**
 * The mails a person may turn off (issue 38): reminders and unread-chat mails. Mails about
 * payments, confirmations, declines, cancellations and refunds are always sent.
 */
export const optionalMailKinds = ['trip-reminder', 'unread-messages'] as const
export const optionalMailKindSchema = z
  .enum(optionalMailKinds)
  .describe(
    'trip-reminder (3 days before the start) or unread-messages (chat messages left unread).',
  )
export type OptionalMailKind = z.infer<typeof optionalMailKindSchema>

export const mailPreferencesSchema = z.object({
  data: z.array(z.object({ kind: optionalMailKindSchema, subscribed: z.boolean() })),
})
export type MailPreferences = z.infer<typeof mailPreferencesSchema>

export const updateMailPreferencesBodySchema = z.object({
  subscribed_kinds: z
    .array(optionalMailKindSchema)
    .max(optionalMailKinds.length)
    .describe('The optional kinds to receive; every other optional kind is turned off.'),
})

export const unsubscribeTokenQuerySchema = z.object({
  token: z.string().min(1).max(200).describe('The token of the unsubscribe link in the mail.'),
})
export const unsubscribeBodySchema = unsubscribeTokenQuerySchema

export const mailSubscriptionSchema = z.object({
  kind: optionalMailKindSchema,
  subscribed: z.boolean(),
})
export type MailSubscription = z.infer<typeof mailSubscriptionSchema>

const tags = ['mail preferences']

/** The mail-preferences endpoints, by contract name (decision 0020). */
export const mailPreferencesEndpoints = {
  mailPreferences: defineEndpoint({
    method: 'GET',
    path: '/spa/user/mail-preferences',
    tags,
    summary: 'Optional mails of the account',
    description:
      'The mails the signed-in account may turn off (trip reminders, unread chat messages), each with whether it is sent. Payments, confirmations and cancellations are always mailed.',
    signedIn: true,
    response: mailPreferencesSchema,
    errors: { 401: ['unauthorized'] },
  }),

  updateMailPreferences: defineEndpoint({
    method: 'PUT',
    path: '/spa/user/mail-preferences',
    tags,
    summary: 'Choose the optional mails',
    description:
      'subscribed_kinds lists the optional kinds the signed-in account receives; the others are turned off. Answers the preferences.',
    signedIn: true,
    body: updateMailPreferencesBodySchema,
    response: mailPreferencesSchema,
    errors: { 401: ['unauthorized'] },
  }),

  mailUnsubscribeState: defineEndpoint({
    method: 'GET',
    path: '/spa/mail/unsubscribe',
    tags,
    summary: 'What an unsubscribe link turns off',
    description:
      'The kind of mail the link of a mail turns off and whether it is still sent, for the confirmation page; changes nothing. A token that is not ours is 400 `invalid_token`.',
    query: unsubscribeTokenQuerySchema,
    response: mailSubscriptionSchema,
    errors: { 400: ['invalid_token'] },
  }),

  mailUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/spa/mail/unsubscribe',
    tags,
    summary: 'Unsubscribe by the link in a mail',
    description:
      'Turns off the kind of mail the token names for its account, without signing in (the token is signed); repeating it changes nothing. A token that is not ours is 400 `invalid_token`.',
    body: unsubscribeBodySchema,
    response: mailSubscriptionSchema,
    errors: { 400: ['invalid_token'] },
  }),
}
