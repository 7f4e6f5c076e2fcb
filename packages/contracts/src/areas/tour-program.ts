import { defineEndpoint } from '../endpoint.ts'
import {
  captchaRequiredBodySchema,
  contactEmailSchema,
  contactPhoneSchema,
  MAX_RECORD_ID,
} from './common.ts'
import { brandCurrencies } from '@tourmarket/domain/enums'
import { locales } from '@tourmarket/domain/i18n'
import { z } from 'zod'

// §7 the tour program as a PDF, and the program sent by e-mail or WhatsApp.

const required = { error: 'Required field.' }

export { TOUR_PROGRAM_PDF_PATH } from '../limits.ts'

const tourId = z.coerce
  .number(required)
  .int({ error: 'Incorrect value' })
  .min(1, { error: 'Incorrect value' })
  .max(MAX_RECORD_ID, { error: 'Incorrect value' })
  .describe('The tour id.')

const bodyTourId = z
  .number(required)
  .int({ error: 'Incorrect value' })
  .min(1, { error: 'Incorrect value' })
  .max(MAX_RECORD_ID, { error: 'Incorrect value' })
  .describe('The tour id.')

const currency = z
  .string(required)
  .trim()
  .toUpperCase()
  .pipe(z.enum(brandCurrencies, { error: `Expected one of ${brandCurrencies.join(', ')}.` }))
  .describe('The currency of the prices in the program; X-Currency when absent.')

const language = z
  .enum(locales, { error: `Expected one of ${locales.join(', ')}.` })
  .describe('The language of the program; X-Language when absent.')

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Maximum ${max} characters.` })
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value))

export const generateTourProgramPdfQuerySchema = z.object({ tour_id: tourId })

export const tourProgramPdfQuerySchema = z.object({
  id: tourId,
  currency: currency.optional(),
  language: language.optional(),
})

/** What generate answers: the PDF is ready, and this link serves it. */
export const tourProgramPdfSchema = z.object({
  id: z.number().int().describe('The tour id: what the PDF link takes as `id`.'),
  url: z
    .string()
    .describe(
      'The PDF link, with the language and currency it was made in (it works without headers).',
    ),
  file_name: z.string().describe('The file name the link gives, from the tour slug.'),
  language: z.enum(locales),
  currency: z.enum(brandCurrencies),
  size_bytes: z.number().int(),
  generated_at: z.iso.datetime({ offset: true }),
})
export type TourProgramPdf = z.infer<typeof tourProgramPdfSchema>

export const subscribeTourProgramBodySchema = z.object({
  email: contactEmailSchema,
  tour_id: bodyTourId,
  subscriber_id: optionalText(100).describe('The messenger subscriber, if the visitor has one.'),
  currency: currency.optional(),
  uuid: z.uuid({ error: 'Incorrect value' }).nullable().optional(),
})

export type SubscribeTourProgramBody = z.input<typeof subscribeTourProgramBodySchema>

export const tourProgramSubscriptionSchema = z.object({
  uuid: z
    .uuid()
    .nullable()
    .describe(
      'The new subscription (the key its mails carry); null when the address was already subscribed, so knowing an address never gives the key that unsubscribes it.',
    ),
})

const subscriptionUuid = z
  .uuid({ error: 'Incorrect value' })
  .describe('The subscription’s uuid, from the link in its mails: the key to it.')

export const tourProgramSubscriptionQuerySchema = z.object({ uuid: subscriptionUuid })
export const unsubscribeTourProgramBodySchema = z.object({ uuid: subscriptionUuid })

/** The unsubscribe page: whose subscription to which tour, and whether it is stopped. */
export const tourProgramSubscriptionPageSchema = z.object({
  uuid: z.uuid(),
  email: z.string().describe('The address the program mails go to.'),
  tour: z.object({
    id: z.number().int(),
    title: z.string().describe('In X-Language.'),
    url: z.string().describe('The tour page’s path.'),
  }),
  unsubscribed_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('When the mails were stopped; null while they are sent.'),
})
export type TourProgramSubscriptionPage = z.infer<typeof tourProgramSubscriptionPageSchema>

export const tourProgramUnsubscribedSchema = z.object({
  unsubscribed_at: z.iso.datetime({ offset: true }),
})

export const tourProgramOrderViaEmailBodySchema = z.object({
  email: contactEmailSchema,
  tour_id: bodyTourId,
  phone: contactPhoneSchema.nullable().optional(),
  currency: currency.optional(),
})

export const tourProgramOrderViaWhatsappBodySchema = z.object({
  email: contactEmailSchema.nullable().optional(),
  phone: contactPhoneSchema,
  request_id: z.number().int().min(1).max(MAX_RECORD_ID).nullable().optional(),
  tour_id: bodyTourId,
  currency: currency.optional(),
})

export const tourProgramOrderSchema = z.object({
  success: z.literal(true),
  channel: z.enum(['email', 'whatsapp']),
  /** The PDF link that was sent. */
  url: z.string(),
})
export type TourProgramOrder = z.infer<typeof tourProgramOrderSchema>

const tags = ['catalogue']

const sendingLimits =
  'It sends a message to an address the caller names, so it counts against a limit per IP address and one per recipient: past them the answer is 429 with type captcha (then hard_captcha).'

const renderLimits =
  'Making a PDF that is not cached counts against a limit per IP address (past it 429 with type captcha); while every renderer is busy and the queue is full the answer is 503 `tour_program_busy` with Retry-After.'

/** The answers of a call that may make a PDF: 429 past the renders per address, 503 while the renderers are full. */
/** The tour-program endpoints, by contract name (decision 0020). */
export const tourProgramEndpoints = {
  generateTourProgramPdf: defineEndpoint({
    method: 'GET',
    path: '/spa/private-generate-tour-program-pdf',
    tags,
    summary: 'Make the tour program PDF and answer its link',
    description: `Makes (or finds in the cache) the PDF of a published tour in X-Language and X-Currency: cover photo, key facts, the program by day, the upcoming dates with prices, the organizer. The cache holds one PDF per tour, language and currency, made again only when what it shows changes (the tour, its dates, prices or the rate). Answers the link that serves it (\`/spa/private-tour-program-pdf?id=…&language=…&currency=…\`). An unknown or unpublished tour is 404 \`tour_not_found\`. ${renderLimits}`,
    query: generateTourProgramPdfQuerySchema,
    response: tourProgramPdfSchema,
    errors: {
      404: ['media_not_found', 'tour_not_found'],
      410: ['tour_dates_passed'],
      429: ['captcha_required'],
      503: ['tour_program_busy'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  subscribeTourProgram: defineEndpoint({
    method: 'POST',
    path: '/spa/subscribe-tour-program',
    tags,
    summary: 'Subscribe an e-mail to a tour program',
    description: `Subscribes this e-mail to the tour's program in the given currency and X-Language: one subscription per e-mail and tour (subscribing again keeps that one, takes back an unsubscribe and answers \`uuid: null\`). The first time, and again after an hour, it mails the program PDF with an unsubscribe link; afterwards a job mails the updated PDF when the tour's dates or prices change (at most daily). A new subscription takes the \`uuid\` sent, if it is free. An unknown or unpublished tour is 404 \`tour_not_found\`; a tour whose dates all passed is 410. ${sendingLimits} ${renderLimits}`,
    body: subscribeTourProgramBodySchema,
    response: tourProgramSubscriptionSchema,
    errors: {
      404: ['media_not_found', 'tour_not_found'],
      410: ['tour_dates_passed'],
      429: ['captcha_required'],
      503: ['tour_program_busy'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  tourProgramSubscription: defineEndpoint({
    method: 'GET',
    path: '/spa/tour-program-subscription',
    tags,
    summary: 'A tour program subscription, for its unsubscribe page',
    description:
      'The page its mails link to (/tour-program-subscriptions/{uuid}/unsubscribe): the e-mail, the tour (title in X-Language, page path) and whether it is unsubscribed. The uuid is the key; 404 `tour_program_subscription_not_found` for an unknown one.',
    query: tourProgramSubscriptionQuerySchema,
    response: tourProgramSubscriptionPageSchema,
    errors: { 404: ['tour_program_subscription_not_found'] },
  }),

  unsubscribeTourProgram: defineEndpoint({
    method: 'POST',
    path: '/spa/unsubscribe-tour-program',
    tags,
    summary: 'Stop a tour program subscription’s mails',
    description:
      'Stops the program mails of the subscription with this uuid (the key, from its mails); again is a no-op that answers the first time. 404 `tour_program_subscription_not_found` for an unknown uuid.',
    body: unsubscribeTourProgramBodySchema,
    response: tourProgramUnsubscribedSchema,
    errors: { 404: ['tour_program_subscription_not_found'] },
  }),

  tourProgramOrderViaEmail: defineEndpoint({
    method: 'POST',
    path: '/spa/tour-program-order-via-email',
    tags,
    summary: 'E-mail the tour program PDF',
    description: `Mails the program PDF (attached, in X-Language and \`currency\` or X-Currency) to \`email\` and records the order. ${sendingLimits} ${renderLimits}`,
    body: tourProgramOrderViaEmailBodySchema,
    response: tourProgramOrderSchema,
    errors: {
      404: ['media_not_found', 'tour_not_found'],
      410: ['tour_dates_passed'],
      429: ['captcha_required'],
      503: ['tour_program_busy'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  tourProgramOrderViaWhatsapp: defineEndpoint({
    method: 'POST',
    path: '/spa/tour-program-order-via-whatsapp',
    tags,
    summary: 'Send the tour program PDF link by WhatsApp',
    description: `Sends the program's PDF link to \`phone\` by WhatsApp and records the order. Offered only while the site token send_tour_program_in_pdf_via_whatsapp is on; otherwise 404 \`not_found\`. ${sendingLimits} ${renderLimits}`,
    body: tourProgramOrderViaWhatsappBodySchema,
    response: tourProgramOrderSchema,
    errors: {
      404: ['media_not_found', 'not_found', 'tour_not_found'],
      410: ['tour_dates_passed'],
      429: ['captcha_required'],
      503: ['tour_program_busy'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
