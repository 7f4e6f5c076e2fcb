import { defineEndpoint } from '../endpoint.ts'
import {
  captchaRequiredBodySchema,
  MAX_RECORD_ID,
  recordIdSchema,
  successSchema,
} from './common.ts'
import { uploadedFileSchema } from './uploads.ts'
import { callEventSchema } from './web-calls.ts'
import {
  CHAT_LIST_LIMIT,
  CHAT_LIST_OFFSET,
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessageError,
  parseChatId,
} from '@tourmarket/domain/chat'
import { chatEvents, messengerSources } from '@tourmarket/domain/enums'
import { locales } from '@tourmarket/domain/i18n'
import { z } from 'zod'

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
    error: `Maximum ${String(CHAT_MESSAGE_MAX_LENGTH)} characters.`,
  })
  .transform((value) => value.trim())
  .refine((value) => chatMessageError(value, true) === null, {
    error: `Maximum ${String(CHAT_MESSAGE_MAX_LENGTH)} characters.`,
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
  tourist: z.object({
    id: z.number().int(),
    name: z.string(),
    /** The tourist's profile photo as a §3 image template, or null (initials are shown). */
    avatar: z.string().nullable(),
  }),
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

// §7 Chat. A chat's participants are its tourist, the accounts of its organizer (or, for a support
// chat, support: staff signed in as admins). Anyone else gets 404 `chat_not_found`, never a hint
// the chat exists. Every call needs a session (401 first).

const participantsNote = ' Participants only; 404 `chat_not_found` for anyone else.'

export const organizerReplyTimeQuerySchema = z.object({ organizer_id: recordIdSchema })
export const organizerReplyTimeSchema = z.object({
  /** The median wait for the organizer's reply as a bucket; null without enough data. */
  reply_time: z.enum(['hour', 'hours', 'day']).nullable(),
})
export type OrganizerReplyTime = z.infer<typeof organizerReplyTimeSchema>

/** The chat endpoints, by contract name (decision 0020). */
export const chatEndpoints = {
  organizerReplyTime: defineEndpoint({
    method: 'GET',
    path: '/spa/organizer-reply-time',
    summary: 'How soon an organizer usually replies',
    description:
      'The median time from a tourist’s message to the organizer’s next reply in their chats over the last 90 days, as a bucket; null with fewer than 3 waits, an unknown organizer, or a median over a day (issue 42).',
    query: organizerReplyTimeQuerySchema,
    response: organizerReplyTimeSchema,
  }),

  chatList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/chat/list',
    summary: 'The viewer’s chats',
    description:
      'Chats the viewer takes part in (as a tourist, for their organizer, or as support), latest activity first, with the last message and the unread count; `tour_organizer_id` keeps the chats with one organizer. §9: limit 20, offset 0.',
    query: chatListQuerySchema,
    signedIn: true,
    response: chatListSchema,
    errors: { 401: ['unauthorized'] },
  }),

  chatGet: defineEndpoint({
    method: 'GET',
    path: '/crm/api/chat/get-chat',
    summary: 'One chat',
    description: 'The chat with its last message and unread count.' + participantsNote,
    query: chatIdQuerySchema,
    signedIn: true,
    response: chatSchema,
    errors: { 401: ['unauthorized'], 404: ['chat_not_found'] },
  }),

  chatChannelsList: defineEndpoint({
    method: 'GET',
    path: '/crm/api/chat/channels-list',
    summary: 'Messengers the viewer can get chat notifications in',
    description:
      'The messenger sources this brand offers (site setting `chat_sources`), each with whether the viewer has linked it (generate-connection-code, then the code sent to the bot).',
    signedIn: true,
    response: chatChannelsSchema,
    errors: { 401: ['unauthorized'] },
  }),

  chatWithSupport: defineEndpoint({
    method: 'GET',
    path: '/crm/api/chat/get-chat-with-support',
    summary: 'The viewer’s support chat',
    description:
      'Its id; made on first call (one per user). Announces `chat_created` to support when new.',
    signedIn: true,
    response: chatIdAnswerSchema,
    errors: { 401: ['unauthorized'] },
  }),

  chatMessages: defineEndpoint({
    method: 'GET',
    path: '/crm/api/chat/get-messages',
    summary: 'A page of a chat’s messages, newest first',
    description:
      'From `offset` (0 = the newest), 30 at a time; `has_more` says whether older ones remain. Deleted and moderated messages stay in place with empty text.' +
      participantsNote,
    query: chatMessagesQuerySchema,
    signedIn: true,
    response: chatMessagesSchema,
    errors: { 401: ['unauthorized'], 404: ['chat_not_found'] },
  }),

  chatUnreadCount: defineEndpoint({
    method: 'GET',
    path: '/crm/api/chat/unread-count',
    summary: 'Unread messages in the viewer’s chats',
    description:
      'Messages from the other side after the viewer’s side last read, over all the viewer’s chats, or those with `organizer_id`.',
    query: unreadCountQuerySchema,
    signedIn: true,
    response: unreadCountSchema,
    errors: { 401: ['unauthorized'] },
  }),

  chatsForNotifications: defineEndpoint({
    method: 'GET',
    path: '/crm/api/chat/chats-for-notifications',
    summary: 'The viewer’s chats and whether their messages reach a messenger',
    description:
      '§3 chat state: each of the viewer’s own chats with `messenger_was_activated` (a messenger is linked and the chat’s notifications are on).',
    signedIn: true,
    response: chatNotificationsSchema,
    errors: { 401: ['unauthorized'] },
  }),

  chatMarkAsRead: defineEndpoint({
    method: 'POST',
    path: '/crm/api/chat/mark-as-read',
    summary: 'Mark a chat read',
    description:
      'Everything in it up to now is read by the viewer’s side; the other side gets `chat_is_read`.' +
      participantsNote,
    body: chatIdBodySchema,
    signedIn: true,
    response: successSchema,
    errors: { 401: ['unauthorized'], 404: ['chat_not_found'] },
  }),

  chatSendMessage: defineEndpoint({
    method: 'POST',
    path: '/crm/api/chat/send-message',
    summary: 'Send a message',
    description:
      'Text (at most 4,000 characters) and/or an uploaded file of the sender (`file_id`). Stored, then announced as `new_message`. A retry with the same `client_key` answers the message already sent. §5: a chat id that is not a number answers 400 “data.chatId must be a number”. 409 `chat_frozen`; 429 when sending too fast.' +
      participantsNote,
    body: sendMessageBodySchema,
    signedIn: true,
    response: chatMessageSchema,
    errors: {
      401: ['unauthorized'],
      404: ['chat_not_found'],
      409: ['chat_frozen'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  chatWithOrganizer: defineEndpoint({
    method: 'POST',
    path: '/crm/api/chat/get-chat-with-organizer',
    summary: 'Ask an organizer',
    description:
      'Opens the viewer’s chat with the organizer (made when there is none: `chat_created`) and sends the first message, naming the tour when `tour_id` is one of the organizer’s. 404 `organizer_not_found` for an organizer not on the site. Rate limited like send-message.',
    body: chatWithOrganizerBodySchema,
    signedIn: true,
    response: chatIdAnswerSchema,
    errors: {
      401: ['unauthorized'],
      404: ['chat_not_found', 'organizer_not_found'],
      409: ['chat_frozen'],
      429: ['captcha_required'],
    },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  chatConnectionCode: defineEndpoint({
    method: 'POST',
    path: '/crm/api/chat/generate-connection-code',
    summary: 'A code to link a messenger',
    description:
      'A short code, valid 15 minutes, that the viewer sends to the brand’s bot in that messenger; the bot then relays the viewer’s chats there (`crm_user_chat_notifications_enabled`).',
    body: connectionCodeBodySchema,
    signedIn: true,
    response: connectionCodeSchema,
    errors: { 401: ['unauthorized'], 429: ['captcha_required'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  chatDisableNotifications: defineEndpoint({
    method: 'POST',
    path: '/crm/api/chat/disable-notifications',
    summary: 'Stop relaying a chat to the messenger',
    description: 'For the chat’s tourist; announced as `chat_was_updated`.' + participantsNote,
    body: chatIdBodySchema,
    signedIn: true,
    response: successSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'], 404: ['chat_not_found'] },
  }),

  chatEditMessage: defineEndpoint({
    method: 'POST',
    path: '/crm/api/chat/edit-message',
    summary: 'Edit one’s own message',
    description:
      'The author’s side may change the text of its own message for 24 hours; announced as `message_was_edit`. 403 `forbidden` for another side’s message; 409 `message_not_editable` after that or once deleted or moderated.',
    body: editMessageBodySchema,
    signedIn: true,
    response: chatMessageSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['message_not_found'],
      409: ['message_not_editable'],
    },
  }),

  chatDeleteMessage: defineEndpoint({
    method: 'POST',
    path: '/crm/api/chat/delete-message',
    summary: 'Delete one’s own message',
    description:
      'The author’s side removes its message (it stays in place as deleted); announced as `message_was_deleted`.',
    body: messageIdBodySchema,
    signedIn: true,
    response: successSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['message_not_found'],
      409: ['message_not_editable'],
    },
  }),

  chatModerateMessage: defineEndpoint({
    method: 'POST',
    path: '/crm/api/chat/moderate-message',
    summary: 'Hide a message (support)',
    description:
      'Support hides a message in any chat, e.g. one sharing contact details or abuse; announced as `message_was_moderated`. 403 `forbidden` for anyone but support.',
    body: messageIdBodySchema,
    signedIn: true,
    response: successSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'], 404: ['message_not_found'] },
  }),

  chatFreeze: defineEndpoint({
    method: 'POST',
    path: '/crm/api/chat/freeze',
    summary: 'Freeze or unfreeze a chat (support)',
    description:
      'Nobody can write in a frozen chat (send answers 409 `chat_frozen`); announced as `chat_is_frozen`. 403 `forbidden` for anyone but support.',
    body: freezeChatBodySchema,
    signedIn: true,
    response: successSchema,
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['chat_not_found'],
      409: ['chat_frozen'],
    },
  }),

  chatLink: defineEndpoint({
    method: 'GET',
    path: '/spa/chat-link',
    summary: 'The chat a messenger link opens',
    description:
      'Open: `/tg/{uuid}` links in relayed messages name a chat by this uuid; the storefront redirects to /chat/{chat_id}, which asks for sign-in. 404 `chat_not_found` for an unknown uuid.',
    query: chatLinkQuerySchema,
    response: chatLinkSchema,
    errors: { 404: ['chat_not_found'] },
  }),

  devMessengerActivate: defineEndpoint({
    method: 'POST',
    path: '/dev/messenger/activate',
    summary: 'A messenger bot saw a connection code (developer page)',
    description:
      'Only with DEV_PAGES=1: stands in for the bot of `source_id` receiving `code` from `account_id`. `success: false` for an unknown, used or expired code.',
    body: messengerActivationBodySchema,
    response: messengerActivationSchema,
  }),
}
