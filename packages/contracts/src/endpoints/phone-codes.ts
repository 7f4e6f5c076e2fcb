import { defineEndpoint } from '../endpoint.ts'
import {
  captchaRequiredBodySchema,
  errorBodySchema,
  phoneCodeOrganizerBodySchema,
  phoneCodeSchema,
  phoneCodeUserBodySchema,
} from '../schemas/index.ts'

const tags = ['phone-codes']

const howCodesWork =
  'The code is six digits, unique among live codes, and lives 30 minutes; the number is the one configured for the caller’s country (CALL_PHONE_NUMBERS), else the fallback (CALL_PHONE_NUMBER). 503 `calls_unavailable` when no number is configured (production without one). Rate limited per IP address (and per account when signed in): past the limit 429 with type captcha (then hard_captcha).'

export const phoneCodeOrganizer = defineEndpoint({
  method: 'POST',
  path: '/crm/api/phone-code/organizer',
  tags,
  summary: 'A phone number and code to call an organizer',
  description: `§7 phone-code/organizer: what to dial to reach the organizer (tour_organizer_id). Open to visitors. 403 \`calls_disabled\` on a brand that does not enable calling organizers (§6); 404 \`organizer_not_found\` for an unknown or unpublished organizer; 400 naming a bad field (timezone must be an IANA zone). ${howCodesWork}`,
  body: phoneCodeOrganizerBodySchema,
  response: phoneCodeSchema,
  errors: {
    400: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    429: captchaRequiredBodySchema,
    503: errorBodySchema,
  },
})

export const phoneCodeUser = defineEndpoint({
  method: 'POST',
  path: '/crm/api/phone-code/user',
  tags,
  signedIn: true,
  summary: 'A phone number and code to call about a chat',
  description: `§7 phone-code/user: what the chat’s tourist dials to reach its other side (support for a support chat, else the organizer). Only the chat’s own tourist: anyone else gets 404 \`chat_not_found\`. 403 \`calls_disabled\` when the brand does not enable calling that side (§6). ${howCodesWork}`,
  body: phoneCodeUserBodySchema,
  response: phoneCodeSchema,
  errors: {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    429: captchaRequiredBodySchema,
    503: errorBodySchema,
  },
})
