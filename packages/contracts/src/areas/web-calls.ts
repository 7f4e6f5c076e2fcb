import { defineEndpoint } from '../endpoint.ts'
import { captchaRequiredBodySchema, MAX_RECORD_ID } from './common.ts'
import { z } from 'zod'

// Issue 20: the web call (WebRTC audio between the two sides of a chat). §7 phone-code/web-call-data
// answers what the browser needs to place it; the call is then signalled over the chat socket (/ws).

const recordId = () => z.number().int().min(1).max(MAX_RECORD_ID)
/** A socket's id, given by the server: signals are addressed to the one socket that took the call. */
const connectionId = z.uuid()

export const webCallDataBodySchema = z
  .object({
    is_support_call: z.boolean().default(false),
    organizer_id: recordId().nullish(),
    chat_id: recordId().nullish(),
  })
  .refine((body) => body.is_support_call || body.chat_id != null || body.organizer_id != null, {
    path: ['chat_id'],
    error: 'Required field.',
  })

/** An ICE server as RTCPeerConnection takes it (STUN or TURN). */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
})
export type IceServer = z.infer<typeof iceServerSchema>

export const webCallDataSchema = z.object({
  chat_id: z.number().int(),
  /** A call already ringing or in progress in this chat, else null. */
  call_id: z.number().int().nullable(),
  ice_servers: z.array(iceServerSchema),
  /** The fallback: dial the number, then the code; null when no number is configured. */
  phone: z
    .object({ number: z.string(), code: z.string(), expires_at: z.iso.datetime({ offset: true }) })
    .nullable(),
})
export type WebCallData = z.infer<typeof webCallDataSchema>

const sessionDescription = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().max(32_000),
})
const iceCandidate = z.object({
  candidate: z.string().max(2_000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
})

/** What a signed-in browser may send on /ws about calls, after `auth`. */
export const callClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call_start'), chat_id: recordId() }),
  z.object({ type: z.literal('call_accept'), call_id: recordId() }),
  z.object({ type: z.literal('call_decline'), call_id: recordId() }),
  z.object({ type: z.literal('call_hangup'), call_id: recordId() }),
  z.object({
    type: z.literal('call_signal'),
    call_id: recordId(),
    /** The other side's socket (from `ring` or `accepted`). */
    to: connectionId,
    description: sessionDescription.optional(),
    candidate: iceCandidate.optional(),
  }),
])
export type CallClientMessage = z.infer<typeof callClientMessageSchema>

export const callEndReasons = [
  /** Hung up after talking. */
  'hangup',
  /** Nobody answered in time, or the caller gave up while it rang. */
  'missed',
  'declined',
  /** The other side is in another call. */
  'busy',
  /** Answered on another device of the same side. */
  'answered_elsewhere',
  /** The call is over or was never this socket's to take. */
  'unavailable',
] as const
export type CallEndReason = (typeof callEndReasons)[number]

/** What /ws sends about calls: `{type: 'call', data}`. */
export const callEventSchema = z.discriminatedUnion('kind', [
  /** To the caller's socket: the call exists and rings. */
  z.object({ kind: z.literal('outgoing'), call_id: z.number().int(), chat_id: z.number().int() }),
  /** To the other side's sockets. */
  z.object({
    kind: z.literal('ring'),
    call_id: z.number().int(),
    chat_id: z.number().int(),
    from: connectionId,
    caller_name: z.string(),
    ring_seconds: z.number().int(),
  }),
  /** To both sides: `by` is the socket that took it. */
  z.object({
    kind: z.literal('accepted'),
    call_id: z.number().int(),
    chat_id: z.number().int(),
    by: connectionId,
  }),
  z.object({
    kind: z.literal('signal'),
    call_id: z.number().int(),
    chat_id: z.number().int(),
    from: connectionId,
    description: sessionDescription.optional(),
    candidate: iceCandidate.optional(),
  }),
  z.object({
    kind: z.literal('ended'),
    call_id: z.number().int(),
    chat_id: z.number().int(),
    reason: z.enum(callEndReasons),
  }),
  /**
   * A call_start this brand or chat does not allow (a frozen chat neither), a chat not the
   * viewer's (never a hint that it exists), the other side busy, or too many calls placed lately.
   */
  z.object({
    kind: z.literal('refused'),
    chat_id: z.number().int(),
    reason: z.enum(['disabled', 'not_found', 'busy', 'too_many']),
  }),
])
export type CallEvent = z.infer<typeof callEventSchema>

/** How long a call rings before it is missed (issue 20). */
export const CALL_RING_SECONDS = 45

/** The web-calls endpoints, by contract name (decision 0020). */
export const webCallsEndpoints = {
  phoneCodeWebCallData: defineEndpoint({
    method: 'POST',
    path: '/crm/api/phone-code/web-call-data',
    tags: ['calls'],
    summary: 'What the browser needs to place a web call',
    description:
      "§7 web-call-data (issue 20): the chat of the call (`chat_id`, or the viewer's chat with `organizer_id`, or with support when `is_support_call`), a call already ringing or in progress there, the ICE servers for WebRTC, and a phone number with a short code as a fallback. The call itself is signalled over /ws (call_start, call_accept, call_signal, call_hangup). A brand without web calls for that kind of chat answers 403 `forbidden`; a chat that is not the viewer's 404 `chat_not_found`.",
    signedIn: true,
    body: webCallDataBodySchema,
    response: webCallDataSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['chat_not_found'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
