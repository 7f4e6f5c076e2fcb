import { createHmac } from 'node:crypto'
import type { MessengerSource } from '@tourmarket/domain/enums'
import type { ChatAuthorSide } from '../../../db/schema/chat.ts'
import type { UploadsService } from '../../uploads/service.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { MessengerBridge } from '../messenger-bridge.ts'
import type { BusEvent, ChatBus } from '../realtime/bus.ts'
import type { ChatRecord } from '../records.ts'
import type { ChatRepository } from '../repository.ts'
import { sideIn } from '../sides.ts'
import type { UnreadMessageMails } from '../unread-mails.ts'
import { chatNotFound } from './errors.ts'

export type ChatServiceOptions = {
  repository: ChatRepository
  bus: ChatBus
  bridge: MessengerBridge
  /** Attachments: a message may carry a file its sender uploaded. */
  uploads: Pick<UploadsService, 'fileOfOwner'>
  /** The messenger sources this brand offers (site setting `chat_sources`). */
  offeredSources: () => Promise<readonly MessengerSource[]>
  /** Keys the connection-code hashes, so a stolen table gives no codes. */
  codeKey: Buffer
  /** Where the storefront is, for links in relayed messages (`/tg/{uuid}`). */
  siteUrl: string
  reportError: (error: unknown, message: string) => void
  /** The unread-messages mail: each new message writes its delayed job in its transaction. */
  unreadMails?: Pick<UnreadMessageMails, 'enqueue'>
  now?: () => Date
}

/**
 * What the chat use cases share, built once per service: the options, the clock, publishing
 * and the participant check.
 */
export function createChatDeps(options: ChatServiceOptions) {
  const { repository, bus, reportError } = options

  /** Publishes after the write: a failed publish is logged, the data is safe and caught up later. */
  function publish(event: BusEvent): void {
    bus.publish(event).catch((error: unknown) => reportError(error, 'chat event not published'))
  }

  /** The chat, if the viewer takes part in it; 404 otherwise, never a hint that it exists. */
  async function participantChat(
    viewer: Viewer,
    chatId: number,
  ): Promise<{ chat: ChatRecord; side: ChatAuthorSide }> {
    const chat = await repository.chat(chatId)
    const side = chat === null ? null : sideIn(chat, viewer)
    if (chat === null || side === null) throw chatNotFound()
    return { chat, side }
  }

  return {
    ...options,
    now: options.now ?? (() => new Date()),
    hashCode: (code: string) =>
      createHmac('sha256', options.codeKey).update(code.toUpperCase()).digest('hex'),
    publish,
    participantChat,
  }
}

export type ChatDeps = ReturnType<typeof createChatDeps>
