import { parseChatId } from '@tourmarket/domain/chat'
import { z } from 'zod'
import { MAX_RECORD_ID } from './site.ts'

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
