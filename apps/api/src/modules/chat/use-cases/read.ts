import {
  CHAT_MESSAGES_PAGE_SIZE,
  CHAT_REPLAY_MAX,
  type Chat,
  type ChatList,
  type ChatMessage,
  type ChatMessages,
} from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { ChatAuthorSide } from '../../../db/schema/chat.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import {
  counterpartSide,
  otherSideReadMark,
  presentChat,
  presentMessage,
  shareMessage,
} from '../presenter.ts'
import type { ChatRecord } from '../records.ts'
import { scopeOf, sideIn } from '../sides.ts'
import type { ChatDeps } from './deps.ts'

/** Reading chats: the list, one chat, its messages, what a socket missed, the unread count. */
export function createReadUseCases(deps: ChatDeps) {
  const { repository, participantChat } = deps

  async function present(
    chat: ChatRecord,
    side: ChatAuthorSide,
    unreadCount: number,
    language: Locale,
  ): Promise<Chat> {
    const lastMessage =
      chat.lastMessageId === null ? null : await repository.message(chat.lastMessageId)
    const notificationsEnabled =
      chat.notificationsDisabledAt === null &&
      (await repository.activatedSources(chat.userId)).length > 0
    return presentChat(chat, side, { lastMessage, unreadCount, notificationsEnabled, language })
  }

  return {
    async list(
      viewer: Viewer,
      query: { tour_organizer_id?: number | undefined; limit: number; offset: number },
      language: Locale,
    ): Promise<ChatList> {
      const { chats, total } = await repository.list(scopeOf(viewer), {
        organizerId: query.tour_organizer_id,
        limit: query.limit,
        offset: query.offset,
      })
      const data: Chat[] = []
      for (const chat of chats) {
        const side = sideIn(chat, viewer) ?? counterpartSide(chat)
        data.push(await present(chat, side, chat.unreadCount, language))
      }
      return { data, total }
    },

    async get(viewer: Viewer, chatId: number, language: Locale): Promise<Chat> {
      const { chat, side } = await participantChat(viewer, chatId)
      return present(chat, side, await repository.unreadCount(viewer.user.id, chat.id), language)
    },

    async messages(
      viewer: Viewer,
      chatId: number,
      offset: number,
      language: Locale,
    ): Promise<ChatMessages> {
      const { chat, side } = await participantChat(viewer, chatId)
      const page = await repository.messagesPage(chat.id, offset, CHAT_MESSAGES_PAGE_SIZE)
      const readMark = otherSideReadMark(chat, side)
      return {
        data: page.messages.map((message) =>
          presentMessage(shareMessage(message, language), side, readMark),
        ),
        has_more: page.hasMore,
      }
    },

    /** What a reconnecting socket missed: messages after `afterId` in its chats, oldest first. */
    async missedMessages(
      viewer: Viewer,
      afterId: number,
      language: Locale,
    ): Promise<{ messages: ChatMessage[]; truncated: boolean }> {
      const records = await repository.messagesAfter(scopeOf(viewer), afterId, CHAT_REPLAY_MAX + 1)
      const chats = new Map<number, ChatRecord | null>()
      const messages: ChatMessage[] = []
      for (const record of records.slice(0, CHAT_REPLAY_MAX)) {
        if (!chats.has(record.chatId))
          chats.set(record.chatId, await repository.chat(record.chatId))
        const chat = chats.get(record.chatId)
        const side = chat === null || chat === undefined ? null : sideIn(chat, viewer)
        if (chat === null || chat === undefined || side === null) continue
        messages.push(
          presentMessage(shareMessage(record, language), side, otherSideReadMark(chat, side)),
        )
      }
      return { messages, truncated: records.length > CHAT_REPLAY_MAX }
    },

    async unreadCount(viewer: Viewer, organizerId: number | undefined): Promise<number> {
      return repository.totalUnread(scopeOf(viewer), organizerId)
    },
  }
}
