import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { audienceOf, isSupport } from '../sides.ts'
import type { ChatDeps } from './deps.ts'
import { chatNotFound, onlySupport } from './errors.ts'

/** A chat's state: read marks, support freezing it, the tourist muting its relaying. */
export function createChatStateUseCases(deps: ChatDeps) {
  const { repository, publish, participantChat } = deps

  return {
    async markRead(viewer: Viewer, chatId: number): Promise<void> {
      const { chat, side } = await participantChat(viewer, chatId)
      const readerSide = side === 'tourist' ? 'tourist' : 'counterpart'
      const before = side === 'tourist' ? chat.touristReadMessageId : chat.counterpartReadMessageId
      const mark = await repository.markRead(chat.id, readerSide)
      if (mark === before) return
      // The other side learns its messages were read (§4 chat_is_read).
      publish({
        audience: audienceOf(chat),
        event: 'chat_is_read',
        onlySide: readerSide === 'tourist' ? 'counterpart' : 'tourist',
        readMessageId: mark,
      })
    },

    async setFrozen(viewer: Viewer, chatId: number, frozen: boolean): Promise<void> {
      if (!isSupport(viewer)) throw onlySupport()
      const chat = await repository.chat(chatId)
      if (chat === null) throw chatNotFound()
      await repository.setFrozen(chat.id, frozen)
      publish({ audience: audienceOf(chat), event: 'chat_is_frozen', isFrozen: frozen })
    },

    async disableNotifications(viewer: Viewer, chatId: number): Promise<void> {
      const { chat, side } = await participantChat(viewer, chatId)
      if (side !== 'tourist') {
        throw new AppError({
          code: 'forbidden',
          message: 'Only the tourist of a chat switches its notifications.',
        })
      }
      await repository.disableNotifications(chat.id)
      publish({
        audience: audienceOf(chat),
        event: 'chat_was_updated',
        notificationsEnabled: false,
      })
    },
  }
}
