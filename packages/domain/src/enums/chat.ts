import { isOneOf } from './guard.ts'

/** §3 Chat message status; §4: sending goes waiting, loading, then failed or success. */
export const chatMessageStatus = { waiting: 0, loading: 1, failed: 2, success: 3 } as const
export type ChatMessageStatus = (typeof chatMessageStatus)[keyof typeof chatMessageStatus]
export const chatMessageStatuses: readonly ChatMessageStatus[] = [
  chatMessageStatus.waiting,
  chatMessageStatus.loading,
  chatMessageStatus.failed,
  chatMessageStatus.success,
]

export function isChatMessageStatus(value: unknown): value is ChatMessageStatus {
  return isOneOf(chatMessageStatuses, value)
}

/** §3 Chat message type: `output` is sent by the user, `input` is received. */
export const chatMessageTypes = ['output', 'input'] as const
export type ChatMessageType = (typeof chatMessageTypes)[number]

export function isChatMessageType(value: unknown): value is ChatMessageType {
  return isOneOf(chatMessageTypes, value)
}

/** §4 Realtime chat events, as named on the wire. */
export const chatEvents = [
  'new_message',
  'message_was_edit',
  'message_was_moderated',
  'chat_is_read',
  'chat_was_updated',
  'chat_created',
  'message_was_deleted',
  'attachment_download_status_was_changed',
  'crm_user_chat_notifications_enabled',
  'chat_is_frozen',
] as const
export type ChatEvent = (typeof chatEvents)[number]

export function isChatEvent(value: unknown): value is ChatEvent {
  return isOneOf(chatEvents, value)
}
