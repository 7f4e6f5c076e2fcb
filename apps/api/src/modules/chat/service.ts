import { createChatStateUseCases } from './use-cases/chat-state.ts'
import { createChatDeps } from './use-cases/deps.ts'
import type { ChatServiceOptions } from './use-cases/deps.ts'
import { createMessageChangeUseCases } from './use-cases/message-changes.ts'
import { createMessengerUseCases } from './use-cases/messengers.ts'
import { createReadUseCases } from './use-cases/read.ts'
import { createReplyTimeUseCases } from './use-cases/reply-time.ts'
import { createSendUseCases } from './use-cases/send.ts'

export type { ChatServiceOptions } from './use-cases/deps.ts'
// What other modules may know of chat, as types (web calls ride its bus, socket and records).
export type { ChatAudience, ChatBus } from './realtime/bus.ts'
export type { SocketMessageHandler, SocketPeer } from './realtime/socket-peer.ts'
export type { ChatRecord } from './records.ts'
export type { CallChats } from './call-chats.ts'
export type { MessengerBridge, RelayedMessage } from './messenger-bridge.ts'

/**
 * §4/§7 chat: support and organizer chats, messages and their changes, read marks, messenger
 * relaying. One file of use cases each under use-cases/, over deps built once here.
 */
export function createChatService(options: ChatServiceOptions) {
  const deps = createChatDeps(options)
  return {
    ...createReadUseCases(deps),
    ...createSendUseCases(deps),
    ...createMessageChangeUseCases(deps),
    ...createChatStateUseCases(deps),
    ...createMessengerUseCases(deps),
    ...createReplyTimeUseCases(deps),
  }
}

export type ChatService = ReturnType<typeof createChatService>
