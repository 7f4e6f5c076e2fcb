import { brandCurrencies } from '@tourmarket/domain/enums'
import { locales } from '@tourmarket/domain/i18n'
import { z } from 'zod'
import { contactEmailSchema, contactPhoneSchema } from './contact-fields.ts'
import { MAX_RECORD_ID } from './site.ts'

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
