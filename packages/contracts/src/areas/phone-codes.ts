import { defineEndpoint } from '../endpoint.ts'
import { captchaRequiredBodySchema, MAX_RECORD_ID } from './common.ts'
import { parseChatId } from '@tourmarket/domain/chat'
import { z } from 'zod'

// §7 Phone codes: a phone number plus a short extension code that routes the caller to an
// organizer or, about a chat, to its other side.

const required = { error: 'Required field.' }
const bodyRecordId = () => z.number(required).int().min(1).max(MAX_RECORD_ID)

/** §5: a chat id; anything but a number gets the spec's own words. */
const chatIdSchema = z.unknown().transform((value, context) => {
  const parsed = parseChatId(value)
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.error })
    return z.NEVER
  }
  return parsed.chatId
})

/** An IANA time zone the runtime knows (Europe/Berlin); anything else is 400 naming it. */
const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone })
        return true
      } catch {
        return false
      }
    },
    { error: 'Incorrect value' },
  )

export const phoneCodeOrganizerBodySchema = z.object({
  tour_organizer_id: bodyRecordId(),
  /** The caller's country: picks the number to dial; absent, the fallback number. */
  country_id: bodyRecordId().nullish(),
  /** The caller's time zone (IANA). */
  timezone: timeZoneSchema.nullish(),
})
export type PhoneCodeOrganizerBody = z.input<typeof phoneCodeOrganizerBodySchema>

export const phoneCodeUserBodySchema = z.object({
  chat_id: chatIdSchema,
  country_id: bodyRecordId().nullish(),
})
export type PhoneCodeUserBody = z.input<typeof phoneCodeUserBodySchema>

/** What to dial: the number (E.164), then the six-digit code when the line asks for it. */
export const phoneCodeSchema = z.object({
  phone: z.string(),
  code: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
})
export type PhoneCode = z.infer<typeof phoneCodeSchema>

const tags = ['phone-codes']

const howCodesWork =
  'The code is six digits, unique among live codes, and lives 30 minutes; the number is the one configured for the caller’s country (CALL_PHONE_NUMBERS), else the fallback (CALL_PHONE_NUMBER). 503 `calls_unavailable` when no number is configured (production without one). Rate limited per IP address (and per account when signed in): past the limit 429 with type captcha (then hard_captcha).'

/** The phone-codes endpoints, by contract name (decision 0020). */
export const phoneCodesEndpoints = {
  phoneCodeOrganizer: defineEndpoint({
    method: 'POST',
    path: '/crm/api/phone-code/organizer',
    tags,
    summary: 'A phone number and code to call an organizer',
    description: `§7 phone-code/organizer: what to dial to reach the organizer (tour_organizer_id). Open to visitors. 403 \`calls_disabled\` on a brand that does not enable calling organizers (§6); 404 \`organizer_not_found\` for an unknown or unpublished organizer; 400 naming a bad field (timezone must be an IANA zone). ${howCodesWork}`,
    body: phoneCodeOrganizerBodySchema,
    response: phoneCodeSchema,
    errors: {
      403: ['calls_disabled'],
      404: ['organizer_not_found'],
      429: ['captcha_required'],
      503: ['calls_unavailable'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  phoneCodeUser: defineEndpoint({
    method: 'POST',
    path: '/crm/api/phone-code/user',
    tags,
    signedIn: true,
    summary: 'A phone number and code to call about a chat',
    description: `§7 phone-code/user: what the chat’s tourist dials to reach its other side (support for a support chat, else the organizer). Only the chat’s own tourist: anyone else gets 404 \`chat_not_found\`. 403 \`calls_disabled\` when the brand does not enable calling that side (§6). ${howCodesWork}`,
    body: phoneCodeUserBodySchema,
    response: phoneCodeSchema,
    errors: {
      401: ['unauthorized'],
      403: ['calls_disabled'],
      404: ['chat_not_found'],
      429: ['captcha_required'],
      503: ['calls_unavailable'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
