import { defineEndpoint } from '../endpoint.ts'
import { captchaRequiredBodySchema, errorBodySchema } from '../schemas/index.ts'
import {
  generateTourProgramPdfQuerySchema,
  subscribeTourProgramBodySchema,
  tourProgramOrderSchema,
  tourProgramOrderViaEmailBodySchema,
  tourProgramOrderViaWhatsappBodySchema,
  tourProgramPdfSchema,
  tourProgramSubscriptionSchema,
} from '../schemas/tour-program.ts'

const tags = ['catalogue']

const sendingLimits =
  'It sends a message to an address the caller names, so it counts against a limit per IP address and one per recipient: past them the answer is 429 with type captcha (then hard_captcha).'

export const generateTourProgramPdf = defineEndpoint({
  method: 'GET',
  path: '/spa/private-generate-tour-program-pdf',
  tags,
  summary: 'Make the tour program PDF and answer its link',
  description:
    'Makes (or finds in the cache) the PDF of a published tour in X-Language and X-Currency: cover photo, key facts, the program by day, the upcoming dates with prices, the organizer. The cache holds one PDF per tour, language and currency, made again when the tour, its dates, prices or the rate change. Answers the link that serves it (`/spa/private-tour-program-pdf?id=…&language=…&currency=…`). An unknown or unpublished tour is 404 `tour_not_found`.',
  query: generateTourProgramPdfQuerySchema,
  response: tourProgramPdfSchema,
  errors: { 400: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema },
})

export const subscribeTourProgram = defineEndpoint({
  method: 'POST',
  path: '/spa/subscribe-tour-program',
  tags,
  summary: 'Subscribe an e-mail to a tour program',
  description: `Records that this e-mail wants the tour's program (and news of it) in the given currency and X-Language. A \`uuid\` sent again answers the same subscription. ${sendingLimits}`,
  body: subscribeTourProgramBodySchema,
  response: tourProgramSubscriptionSchema,
  errors: { 400: errorBodySchema, 404: errorBodySchema, 429: captchaRequiredBodySchema },
})

export const tourProgramOrderViaEmail = defineEndpoint({
  method: 'POST',
  path: '/spa/tour-program-order-via-email',
  tags,
  summary: 'E-mail the tour program PDF',
  description: `Mails the program PDF (attached, in X-Language and \`currency\` or X-Currency) to \`email\` and records the order. ${sendingLimits}`,
  body: tourProgramOrderViaEmailBodySchema,
  response: tourProgramOrderSchema,
  errors: {
    400: errorBodySchema,
    404: errorBodySchema,
    410: errorBodySchema,
    429: captchaRequiredBodySchema,
  },
})

export const tourProgramOrderViaWhatsapp = defineEndpoint({
  method: 'POST',
  path: '/spa/tour-program-order-via-whatsapp',
  tags,
  summary: 'Send the tour program PDF link by WhatsApp',
  description: `Sends the program's PDF link to \`phone\` by WhatsApp and records the order. Offered only while the site token send_tour_program_in_pdf_via_whatsapp is on; otherwise 404 \`not_found\`. ${sendingLimits}`,
  body: tourProgramOrderViaWhatsappBodySchema,
  response: tourProgramOrderSchema,
  errors: {
    400: errorBodySchema,
    404: errorBodySchema,
    410: errorBodySchema,
    429: captchaRequiredBodySchema,
  },
})
