import { CHAT_MESSAGE_MAX_LENGTH, chatMessageError, parseChatId } from '@tourmarket/domain/chat'
import { CHAT_LIST_LIMIT, CHAT_LIST_OFFSET } from '@tourmarket/domain/chat'
import { chatEvents, messengerSources } from '@tourmarket/domain/enums'
import { locales } from '@tourmarket/domain/i18n'
import { z } from 'zod'
import { MAX_RECORD_ID, recordIdSchema } from './site.ts'
import { uploadedFileSchema } from './upload.ts'
import { callEventSchema } from './web-calls.ts'

// §7 Chat: a tourist's conversations with organizers and support, and the realtime events of §4.

/** The most chats one list call returns. */
export const CHAT_LIST_MAX_LIMIT = 100
/** Messages per get-messages page, newest first. */
export const CHAT_MESSAGES_PAGE_SIZE = 30

const required = { error: 'Required field.' }
const instant = z.iso.datetime({ offset: true })
const bodyRecordId = () => z.number(required).int().min(1).max(MAX_RECORD_ID)

/** §5: a chat id in a body or query; anything but a number gets the spec's own words. */
const chatIdSchema = z.unknown().transform((value, context) => {
  const parsed = parseChatId(value)
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.error })
    return z.NEVER
  }
  return parsed.chatId
})

/** The text of a message: trimmed, at most CHAT_MESSAGE_MAX_LENGTH characters as a reader counts them. */
const messageTextSchema = z
  .string()
  .max(CHAT_MESSAGE_MAX_LENGTH * 2, {
    error: `At most ${String(CHAT_MESSAGE_MAX_LENGTH)} characters.`,
  })
  .transform((value) => value.trim())
  .refine((value) => chatMessageError(value, true) === null, {
    error: `At most ${String(CHAT_MESSAGE_MAX_LENGTH)} characters.`,
  })

export const chatSides = ['tourist', 'organizer', 'support'] as const

/** A message's attachment: the uploaded file as §7 uploads describe it. */
export const chatFileSchema = uploadedFileSchema
export type ChatFile = z.infer<typeof chatFileSchema>

/** §3 chat message, as the viewer sees it: `output` when the viewer's side wrote it. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  type: z.enum(['output', 'input']),
  author: z.object({ side: z.enum(chatSides), name: z.string() }),
  /** Empty for a deleted or moderated message. */
  text: z.string(),
  file: chatFileSchema.nullable(),
  created_at: instant,
  edited_at: instant.nullable(),
  is_deleted: z.boolean(),
  is_moderated: z.boolean(),
  /** §3: a message the server holds has been sent (3 success). */
  status: z.literal(3),
  /** Whether the other side has read it (for the viewer's own messages). */
  is_read: z.boolean(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const chatSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['organizer', 'support']),
  /** The side the viewer speaks for in this chat. */
  viewer_side: z.enum(chatSides),
  organizer: z
    .object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() })
    .nullable(),
  tourist: z.object({ id: z.number().int(), name: z.string() }),
  /** Who the viewer talks to, as a title for the chat. */
  title: z.string(),
  last_message: chatMessageSchema.nullable(),
  unread_count: z.number().int().min(0),
  is_frozen: z.boolean(),
  notifications_enabled: z.boolean(),
  created_at: instant,
})
export type Chat = z.infer<typeof chatSchema>

export const chatListQuerySchema = z.object({
  tour_organizer_id: recordIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIST_MAX_LIMIT).default(CHAT_LIST_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(CHAT_LIST_OFFSET),
})
export const chatListSchema = z.object({
  data: z.array(chatSchema),
  total: z.number().int().min(0),
})
export type ChatList = z.infer<typeof chatListSchema>

export const chatIdQuerySchema = z.object({ chat_id: chatIdSchema })
export const chatIdBodySchema = z.object({ chat_id: chatIdSchema })

export const chatMessagesQuerySchema = z.object({
  chat_id: chatIdSchema,
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export const chatMessagesSchema = z.object({
  data: z.array(chatMessageSchema),
  has_more: z.boolean(),
})
export type ChatMessages = z.infer<typeof chatMessagesSchema>

export const chatIdAnswerSchema = z.object({ id: z.number().int() })

export const unreadCountQuerySchema = z.object({ organizer_id: recordIdSchema.optional() })
export const unreadCountSchema = z.object({ count: z.number().int().min(0) })

export const chatNotificationsSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), messenger_was_activated: z.boolean() })),
})

export const chatChannelsSchema = z.object({
  data: z.array(z.object({ source_id: z.enum(messengerSources), is_activated: z.boolean() })),
})

export const sendMessageBodySchema = z
  .object({
    chat_id: chatIdSchema,
    message: messageTextSchema.default(''),
    file_id: bodyRecordId().nullish(),
    /** The sender's id for this message: a retry with the same key does not send it twice. */
    client_key: z.uuid().optional(),
  })
  .refine((body) => body.message !== '' || (body.file_id ?? null) !== null, {
    path: ['message'],
    error: 'Required field.',
  })

export const chatWithOrganizerBodySchema = z.object({
  organizer_id: bodyRecordId(),
  tour_id: bodyRecordId().nullish(),
  message: messageTextSchema.refine((value) => value !== '', { error: 'Required field.' }),
})

export const connectionCodeBodySchema = z.object({ source_id: z.enum(messengerSources) })
export const connectionCodeSchema = z.object({ code: z.string(), expires_at: instant })

export const editMessageBodySchema = z.object({
  message_id: bodyRecordId(),
  message: messageTextSchema.refine((value) => value !== '', { error: 'Required field.' }),
})
export const messageIdBodySchema = z.object({ message_id: bodyRecordId() })
export const freezeChatBodySchema = z.object({ chat_id: chatIdSchema, is_frozen: z.boolean() })

/**
 * One realtime event on /ws (§4), as the receiving viewer sees it: the chat it concerns and what
 * changed. Message events carry the message; chat events carry the changed flags, and a client
 * wanting the rest asks get-chat.
 */
export const chatEventSchema = z.object({
  event: z.enum(chatEvents),
  chat_id: z.number().int(),
  message: chatMessageSchema.optional(),
  /** message_was_deleted, and attachment_download_status_was_changed with `file`. */
  message_id: z.number().int().optional(),
  file: chatFileSchema.optional(),
  /** chat_is_read: the last message id the other side has read. */
  read_message_id: z.number().int().optional(),
  is_frozen: z.boolean().optional(),
  notifications_enabled: z.boolean().optional(),
})
export type ChatEventMessage = z.infer<typeof chatEventSchema>

export { CHAT_LIST_LIMIT, CHAT_LIST_OFFSET }

/** The most missed messages the socket replays after `auth`; a client further behind reloads. */
export const CHAT_REPLAY_MAX = 500

const socketAccessToken = z.string().min(1).max(4096)

/**
 * What a browser sends on /ws: first `auth` with its access token (a browser cannot set headers on
 * a WebSocket) and the last message id it holds, so the server replays what it missed. Later, each
 * new access token of the same session as `reauth`: the socket lives as long as its newest token
 * (answered `reauthenticated`; another session's token or a bad one closes it with 4401).
 */
export const chatSocketClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    token: socketAccessToken,
    after_id: z.number().int().min(0).max(MAX_RECORD_ID).default(0),
    /** The page language: names like 'Support' in the events are written in it. */
    language: z.enum(locales).default('en-US'),
  }),
  z.object({ type: z.literal('reauth'), token: socketAccessToken }),
])

/**
 * What /ws sends: `ready` once authenticated (after any replayed `new_message` events, with
 * `replay_truncated` when more were missed than CHAT_REPLAY_MAX), then events as they happen.
 */
export const chatSocketServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), replay_truncated: z.boolean() }),
  /** A `reauth` was accepted: the socket now lives until the new token expires. */
  z.object({ type: z.literal('reauthenticated') }),
  z.object({ type: z.literal('event'), data: chatEventSchema }),
  /** Issue 20: a web call's signalling (web-calls.ts). */
  z.object({ type: z.literal('call'), data: callEventSchema }),
])
export type ChatSocketServerMessage = z.infer<typeof chatSocketServerMessageSchema>

/**
 * Close codes of /ws: 4401 the token is missing, bad or expired, or its session ended (refresh,
 * then reconnect; a refresh that fails means signed out).
 */
export const CHAT_SOCKET_UNAUTHORIZED = 4401
/** The account no longer acts for an organizer it listened for: reconnect to listen as it is now. */
export const CHAT_SOCKET_ACCESS_CHANGED = 4403
/** Too many sockets open for the account or from the address: reconnect later, with backoff. */
export const CHAT_SOCKET_TOO_MANY = 4429

export const chatLinkQuerySchema = z.object({ uuid: z.uuid({ error: 'Not a chat link.' }) })
export const chatLinkSchema = z.object({ chat_id: z.number().int() })

/** The developer stand-in for a messenger bot that received a connection code. */
export const messengerActivationBodySchema = z.object({
  source_id: z.enum(messengerSources),
  code: z.string().trim().min(1).max(32),
  account_id: z.string().trim().min(1).max(64),
})
export const messengerActivationSchema = z.object({ success: z.boolean() })
