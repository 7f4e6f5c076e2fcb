import { defineEndpoint } from '../endpoint.ts'
import { captchaRequiredBodySchema, errorBodySchema } from '../schemas/index.ts'
import {
  generateTourProgramPdfQuerySchema,
  subscribeTourProgramBodySchema,
  tourProgramOrderSchema,
  tourProgramOrderViaEmailBodySchema,
  tourProgramOrderViaWhatsappBodySchema,
  tourProgramPdfSchema,
  tourProgramSubscriptionPageSchema,
  tourProgramSubscriptionQuerySchema,
  tourProgramSubscriptionSchema,
  tourProgramUnsubscribedSchema,
  unsubscribeTourProgramBodySchema,
} from '../schemas/tour-program.ts'

const tags = ['catalogue']

const sendingLimits =
  'It sends a message to an address the caller names, so it counts against a limit per IP address and one per recipient: past them the answer is 429 with type captcha (then hard_captcha).'

const renderLimits =
  'Making a PDF that is not cached counts against a limit per IP address (past it 429 with type captcha); while every renderer is busy and the queue is full the answer is 503 `tour_program_busy` with Retry-After.'

/** The answers of a call that may make a PDF: 429 past the renders per address, 503 while the renderers are full. */
const renderingErrors = {
  400: errorBodySchema,
  404: errorBodySchema,
  410: errorBodySchema,
  429: captchaRequiredBodySchema,
  503: errorBodySchema,
} as const

export const generateTourProgramPdf = defineEndpoint({
  method: 'GET',
  path: '/spa/private-generate-tour-program-pdf',
  tags,
  summary: 'Make the tour program PDF and answer its link',
  description: `Makes (or finds in the cache) the PDF of a published tour in X-Language and X-Currency: cover photo, key facts, the program by day, the upcoming dates with prices, the organizer. The cache holds one PDF per tour, language and currency, made again only when what it shows changes (the tour, its dates, prices or the rate). Answers the link that serves it (\`/spa/private-tour-program-pdf?id=…&language=…&currency=…\`). An unknown or unpublished tour is 404 \`tour_not_found\`. ${renderLimits}`,
  query: generateTourProgramPdfQuerySchema,
  response: tourProgramPdfSchema,
  errors: renderingErrors,
})

export const subscribeTourProgram = defineEndpoint({
  method: 'POST',
  path: '/spa/subscribe-tour-program',
  tags,
  summary: 'Subscribe an e-mail to a tour program',
  description: `Subscribes this e-mail to the tour's program in the given currency and X-Language: one subscription per e-mail and tour (subscribing again keeps that one, takes back an unsubscribe and answers \`uuid: null\`). The first time, and again after an hour, it mails the program PDF with an unsubscribe link; afterwards a job mails the updated PDF when the tour's dates or prices change (at most daily). A new subscription takes the \`uuid\` sent, if it is free. An unknown or unpublished tour is 404 \`tour_not_found\`; a tour whose dates all passed is 410. ${sendingLimits} ${renderLimits}`,
  body: subscribeTourProgramBodySchema,
  response: tourProgramSubscriptionSchema,
  errors: renderingErrors,
})

export const tourProgramSubscription = defineEndpoint({
  method: 'GET',
  path: '/spa/tour-program-subscription',
  tags,
  summary: 'A tour program subscription, for its unsubscribe page',
  description:
    'The page its mails link to (/tour-program-subscriptions/{uuid}/unsubscribe): the e-mail, the tour (title in X-Language, page path) and whether it is unsubscribed. The uuid is the key; 404 `tour_program_subscription_not_found` for an unknown one.',
  query: tourProgramSubscriptionQuerySchema,
  response: tourProgramSubscriptionPageSchema,
  errors: { 400: errorBodySchema, 404: errorBodySchema },
})

export const unsubscribeTourProgram = defineEndpoint({
  method: 'POST',
  path: '/spa/unsubscribe-tour-program',
  tags,
  summary: 'Stop a tour program subscription’s mails',
  description:
    'Stops the program mails of the subscription with this uuid (the key, from its mails); again is a no-op that answers the first time. 404 `tour_program_subscription_not_found` for an unknown uuid.',
  body: unsubscribeTourProgramBodySchema,
  response: tourProgramUnsubscribedSchema,
  errors: { 400: errorBodySchema, 404: errorBodySchema },
})

export const tourProgramOrderViaEmail = defineEndpoint({
  method: 'POST',
  path: '/spa/tour-program-order-via-email',
  tags,
  summary: 'E-mail the tour program PDF',
  description: `Mails the program PDF (attached, in X-Language and \`currency\` or X-Currency) to \`email\` and records the order. ${sendingLimits} ${renderLimits}`,
  body: tourProgramOrderViaEmailBodySchema,
  response: tourProgramOrderSchema,
  errors: renderingErrors,
})

export const tourProgramOrderViaWhatsapp = defineEndpoint({
  method: 'POST',
  path: '/spa/tour-program-order-via-whatsapp',
  tags,
  summary: 'Send the tour program PDF link by WhatsApp',
  description: `Sends the program's PDF link to \`phone\` by WhatsApp and records the order. Offered only while the site token send_tour_program_in_pdf_via_whatsapp is on; otherwise 404 \`not_found\`. ${sendingLimits} ${renderLimits}`,
  body: tourProgramOrderViaWhatsappBodySchema,
  response: tourProgramOrderSchema,
  errors: renderingErrors,
})
