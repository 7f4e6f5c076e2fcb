import { defineEndpoint } from '../endpoint.ts'
import {
  chatChannelsSchema,
  chatIdAnswerSchema,
  chatIdBodySchema,
  chatIdQuerySchema,
  chatLinkQuerySchema,
  chatLinkSchema,
  chatListQuerySchema,
  messengerActivationBodySchema,
  messengerActivationSchema,
  chatListSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatMessagesSchema,
  chatNotificationsSchema,
  chatSchema,
  chatWithOrganizerBodySchema,
  connectionCodeBodySchema,
  connectionCodeSchema,
  editMessageBodySchema,
  errorBodySchema,
  freezeChatBodySchema,
  messageIdBodySchema,
  sendMessageBodySchema,
  successSchema,
  unreadCountQuerySchema,
  unreadCountSchema,
} from '../schemas/index.ts'
import { signedInErrors } from './shared.ts'

// §7 Chat. A chat's participants are its tourist, the accounts of its organizer (or, for a support
// chat, support: staff signed in as admins). Anyone else gets 404 `chat_not_found`, never a hint
// the chat exists. Every call needs a session (401 first).

const participantsNote = ' Participants only; 404 `chat_not_found` for anyone else.'

export const chatList = defineEndpoint({
  method: 'GET',
  path: '/crm/api/chat/list',
  summary: 'The viewer’s chats',
  description:
    'Chats the viewer takes part in (as a tourist, for their organizer, or as support), latest activity first, with the last message and the unread count; `tour_organizer_id` keeps the chats with one organizer. §9: limit 20, offset 0.',
  query: chatListQuerySchema,
  signedIn: true,
  response: chatListSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema },
})

export const chatGet = defineEndpoint({
  method: 'GET',
  path: '/crm/api/chat/get-chat',
  summary: 'One chat',
  description: 'The chat with its last message and unread count.' + participantsNote,
  query: chatIdQuerySchema,
  signedIn: true,
  response: chatSchema,
  errors: signedInErrors,
})

export const chatChannelsList = defineEndpoint({
  method: 'GET',
  path: '/crm/api/chat/channels-list',
  summary: 'Messengers the viewer can get chat notifications in',
  description:
    'The messenger sources this brand offers (site setting `chat_sources`), each with whether the viewer has linked it (generate-connection-code, then the code sent to the bot).',
  signedIn: true,
  response: chatChannelsSchema,
  errors: { 401: errorBodySchema },
})

export const chatWithSupport = defineEndpoint({
  method: 'GET',
  path: '/crm/api/chat/get-chat-with-support',
  summary: 'The viewer’s support chat',
  description:
    'Its id; made on first call (one per user). Announces `chat_created` to support when new.',
  signedIn: true,
  response: chatIdAnswerSchema,
  errors: { 401: errorBodySchema },
})

export const chatMessages = defineEndpoint({
  method: 'GET',
  path: '/crm/api/chat/get-messages',
  summary: 'A page of a chat’s messages, newest first',
  description:
    'From `offset` (0 = the newest), 30 at a time; `has_more` says whether older ones remain. Deleted and moderated messages stay in place with empty text.' +
    participantsNote,
  query: chatMessagesQuerySchema,
  signedIn: true,
  response: chatMessagesSchema,
  errors: signedInErrors,
})

export const chatUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/crm/api/chat/unread-count',
  summary: 'Unread messages in the viewer’s chats',
  description:
    'Messages from the other side after the viewer’s side last read, over all the viewer’s chats, or those with `organizer_id`.',
  query: unreadCountQuerySchema,
  signedIn: true,
  response: unreadCountSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema },
})

export const chatsForNotifications = defineEndpoint({
  method: 'GET',
  path: '/crm/api/chat/chats-for-notifications',
  summary: 'The viewer’s chats and whether their messages reach a messenger',
  description:
    '§3 chat state: each of the viewer’s own chats with `messenger_was_activated` (a messenger is linked and the chat’s notifications are on).',
  signedIn: true,
  response: chatNotificationsSchema,
  errors: { 401: errorBodySchema },
})

export const chatMarkAsRead = defineEndpoint({
  method: 'POST',
  path: '/crm/api/chat/mark-as-read',
  summary: 'Mark a chat read',
  description:
    'Everything in it up to now is read by the viewer’s side; the other side gets `chat_is_read`.' +
    participantsNote,
  body: chatIdBodySchema,
  signedIn: true,
  response: successSchema,
  errors: signedInErrors,
})

export const chatSendMessage = defineEndpoint({
  method: 'POST',
  path: '/crm/api/chat/send-message',
  summary: 'Send a message',
  description:
    'Text (at most 4,000 characters) and/or an uploaded file of the sender (`file_id`). Stored, then announced as `new_message`. A retry with the same `client_key` answers the message already sent. §5: a chat id that is not a number answers 400 “data.chatId must be a number”. 409 `chat_frozen`; 429 when sending too fast.' +
    participantsNote,
  body: sendMessageBodySchema,
  signedIn: true,
  response: chatMessageSchema,
  errors: { ...signedInErrors, 409: errorBodySchema, 429: errorBodySchema },
})

export const chatWithOrganizer = defineEndpoint({
  method: 'POST',
  path: '/crm/api/chat/get-chat-with-organizer',
  summary: 'Ask an organizer',
  description:
    'Opens the viewer’s chat with the organizer (made when there is none: `chat_created`) and sends the first message, naming the tour when `tour_id` is one of the organizer’s. 404 `organizer_not_found` for an organizer not on the site. Rate limited like send-message.',
  body: chatWithOrganizerBodySchema,
  signedIn: true,
  response: chatIdAnswerSchema,
  errors: { ...signedInErrors, 409: errorBodySchema, 429: errorBodySchema },
})

export const chatConnectionCode = defineEndpoint({
  method: 'POST',
  path: '/crm/api/chat/generate-connection-code',
  summary: 'A code to link a messenger',
  description:
    'A short code, valid 15 minutes, that the viewer sends to the brand’s bot in that messenger; the bot then relays the viewer’s chats there (`crm_user_chat_notifications_enabled`).',
  body: connectionCodeBodySchema,
  signedIn: true,
  response: connectionCodeSchema,
  errors: { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
})

export const chatDisableNotifications = defineEndpoint({
  method: 'POST',
  path: '/crm/api/chat/disable-notifications',
  summary: 'Stop relaying a chat to the messenger',
  description: 'For the chat’s tourist; announced as `chat_was_updated`.' + participantsNote,
  body: chatIdBodySchema,
  signedIn: true,
  response: successSchema,
  errors: signedInErrors,
})

export const chatEditMessage = defineEndpoint({
  method: 'POST',
  path: '/crm/api/chat/edit-message',
  summary: 'Edit one’s own message',
  description:
    'The author’s side may change the text of its own message for 24 hours; announced as `message_was_edit`. 403 `forbidden` for another side’s message; 409 `message_not_editable` after that or once deleted or moderated.',
  body: editMessageBodySchema,
  signedIn: true,
  response: chatMessageSchema,
  errors: { ...signedInErrors, 409: errorBodySchema },
})

export const chatDeleteMessage = defineEndpoint({
  method: 'POST',
  path: '/crm/api/chat/delete-message',
  summary: 'Delete one’s own message',
  description:
    'The author’s side removes its message (it stays in place as deleted); announced as `message_was_deleted`.',
  body: messageIdBodySchema,
  signedIn: true,
  response: successSchema,
  errors: { ...signedInErrors, 409: errorBodySchema },
})

export const chatModerateMessage = defineEndpoint({
  method: 'POST',
  path: '/crm/api/chat/moderate-message',
  summary: 'Hide a message (support)',
  description:
    'Support hides a message in any chat, e.g. one sharing contact details or abuse; announced as `message_was_moderated`. 403 `forbidden` for anyone but support.',
  body: messageIdBodySchema,
  signedIn: true,
  response: successSchema,
  errors: signedInErrors,
})

export const chatFreeze = defineEndpoint({
  method: 'POST',
  path: '/crm/api/chat/freeze',
  summary: 'Freeze or unfreeze a chat (support)',
  description:
    'Nobody can write in a frozen chat (send answers 409 `chat_frozen`); announced as `chat_is_frozen`. 403 `forbidden` for anyone but support.',
  body: freezeChatBodySchema,
  signedIn: true,
  response: successSchema,
  errors: signedInErrors,
})

export const chatLink = defineEndpoint({
  method: 'GET',
  path: '/spa/chat-link',
  summary: 'The chat a messenger link opens',
  description:
    'Open: `/tg/{uuid}` links in relayed messages name a chat by this uuid; the storefront redirects to /chat/{chat_id}, which asks for sign-in. 404 `chat_not_found` for an unknown uuid.',
  query: chatLinkQuerySchema,
  response: chatLinkSchema,
  errors: { 400: errorBodySchema, 404: errorBodySchema },
})

export const devMessengerActivate = defineEndpoint({
  method: 'POST',
  path: '/dev/messenger/activate',
  summary: 'A messenger bot saw a connection code (developer page)',
  description:
    'Only with DEV_PAGES=1: stands in for the bot of `source_id` receiving `code` from `account_id`. `success: false` for an unknown, used or expired code.',
  body: messengerActivationBodySchema,
  response: messengerActivationSchema,
})
