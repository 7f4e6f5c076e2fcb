import type { Locale } from '@tourmarket/domain/i18n'
import { shareMessage, type SharedMessage } from './presenter.ts'
import type { ChatRepository } from './repository.ts'
import { sideIn } from './sides.ts'

/**
 * What web calls need of chat, handed to them by the composition root: a call's chat and who
 * takes part in it, and its record message, stored once and read as the bus carries it.
 */
export function createCallChats(
  repository: Pick<
    ChatRepository,
    'chat' | 'openChat' | 'publishedOrganizer' | 'insertMessage' | 'message'
  >,
) {
  return {
    chat: repository.chat,
    openChat: repository.openChat,
    publishedOrganizer: repository.publishedOrganizer,
    insertMessage: repository.insertMessage,
    sideIn,
    /** A stored message as the chat's bus carries it, or null when it is not there. */
    async sharedMessage(messageId: number, language: Locale): Promise<SharedMessage | null> {
      const record = await repository.message(messageId)
      return record === null ? null : shareMessage(record, language)
    },
  }
}

export type CallChats = ReturnType<typeof createCallChats>
