export { CHAT_ID_ERROR, parseChatId } from './chat-id.ts'
export type { ChatIdResult } from './chat-id.ts'
export { CHAT_LIST_LIMIT, CHAT_LIST_OFFSET } from './limits.ts'
export { CHAT_MESSAGE_MAX_LENGTH, chatMessageError } from './message-text.ts'
export { canRetry, nextSendStatus } from './send-status.ts'
export type { SendEvent } from './send-status.ts'
export {
  TAB_NOTIFICATION_INTERVAL_MS,
  shouldAlternateTab,
  tabNotificationFrame,
} from './tab-notification.ts'
export type { TabFrame } from './tab-notification.ts'
export { unreadCount } from './unread.ts'
export type { CountedMessage } from './unread.ts'
