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
