import { defineEndpoint } from '../endpoint.ts'
import {
  errorBodySchema,
  mailPreferencesSchema,
  mailSubscriptionSchema,
  unsubscribeBodySchema,
  unsubscribeTokenQuerySchema,
  updateMailPreferencesBodySchema,
} from '../schemas/index.ts'

const tags = ['mail preferences']

export const mailPreferences = defineEndpoint({
  method: 'GET',
  path: '/spa/user/mail-preferences',
  tags,
  summary: 'Optional mails of the account',
  description:
    'The mails the signed-in account may turn off (trip reminders, unread chat messages), each with whether it is sent. Payments, confirmations and cancellations are always mailed.',
  signedIn: true,
  response: mailPreferencesSchema,
  errors: { 401: errorBodySchema },
})

export const updateMailPreferences = defineEndpoint({
  method: 'PUT',
  path: '/spa/user/mail-preferences',
  tags,
  summary: 'Choose the optional mails',
  description:
    'subscribed_kinds lists the optional kinds the signed-in account receives; the others are turned off. Answers the preferences.',
  signedIn: true,
  body: updateMailPreferencesBodySchema,
  response: mailPreferencesSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema },
})

export const mailUnsubscribeState = defineEndpoint({
  method: 'GET',
  path: '/spa/mail/unsubscribe',
  tags,
  summary: 'What an unsubscribe link turns off',
  description:
    'The kind of mail the link of a mail turns off and whether it is still sent, for the confirmation page; changes nothing. A token that is not ours is 400 `invalid_token`.',
  query: unsubscribeTokenQuerySchema,
  response: mailSubscriptionSchema,
  errors: { 400: errorBodySchema },
})

export const mailUnsubscribe = defineEndpoint({
  method: 'POST',
  path: '/spa/mail/unsubscribe',
  tags,
  summary: 'Unsubscribe by the link in a mail',
  description:
    'Turns off the kind of mail the token names for its account, without signing in (the token is signed); repeating it changes nothing. A token that is not ours is 400 `invalid_token`.',
  body: unsubscribeBodySchema,
  response: mailSubscriptionSchema,
  errors: { 400: errorBodySchema },
})
