import type { ChatMessage } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { ChatAuthorSide } from '../../../db/schema/chat.ts'
import { AppError } from '../../../errors.ts'
import { describeUpload } from '../../../platform/forms/described-file.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { otherSideReadMark, presentMessage, shareMessage } from '../presenter.ts'
import type { MessageRecord } from '../records.ts'
import { audienceOf, isSupport, sideIn } from '../sides.ts'
import type { ChatDeps } from './deps.ts'
import { messageNotFound, onlySupport } from './errors.ts'

/** How long an author may still change a message. */
const MESSAGE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * Changes to a sent message: its author edits or deletes it, support hides it, and its
 * attachment's processing ends.
 */
export function createMessageChangeUseCases(deps: ChatDeps) {
  const { repository, now, publish } = deps

  /** An action on a message: the viewer's side must take part in its chat. */
  async function messageInViewersChat(viewer: Viewer, messageId: number) {
    const message = await repository.message(messageId)
    if (message === null) throw messageNotFound()
    const chat = await repository.chat(message.chatId)
    const side = chat === null ? null : sideIn(chat, viewer)
    if (chat === null || side === null) throw messageNotFound()
    return { message, chat, side }
  }

  function requireOwnLiveMessage(message: MessageRecord, side: ChatAuthorSide): void {
    if (message.authorSide !== side) {
      throw new AppError({ code: 'forbidden', message: 'Only its author can change a message.' })
    }
    if (message.deletedAt !== null || message.moderatedAt !== null) {
      throw new AppError({
        code: 'message_not_editable',
        message: 'This message was removed and cannot be changed.',
      })
    }
  }

  return {
    async editMessage(
      viewer: Viewer,
      messageId: number,
      text: string,
      language: Locale,
    ): Promise<ChatMessage> {
      const { message, chat, side } = await messageInViewersChat(viewer, messageId)
      requireOwnLiveMessage(message, side)
      if (now().getTime() - message.createdAt.getTime() > MESSAGE_EDIT_WINDOW_MS) {
        throw new AppError({
          code: 'message_not_editable',
          message: 'A message can be changed for 24 hours after it was sent.',
        })
      }
      await repository.editMessage(message.id, text)
      const edited = await repository.message(message.id)
      if (edited === null) throw messageNotFound()
      const shared = shareMessage(edited, language)
      publish({ audience: audienceOf(chat), event: 'message_was_edit', message: shared })
      return presentMessage(shared, side, otherSideReadMark(chat, side))
    },

    async deleteMessage(viewer: Viewer, messageId: number): Promise<void> {
      const { message, chat, side } = await messageInViewersChat(viewer, messageId)
      requireOwnLiveMessage(message, side)
      await repository.deleteMessage(message.id)
      publish({ audience: audienceOf(chat), event: 'message_was_deleted', messageId: message.id })
    },

    /** Support hides a message in any chat (it need not take part in it). */
    async moderateMessage(viewer: Viewer, messageId: number, language: Locale): Promise<void> {
      if (!isSupport(viewer)) throw onlySupport()
      const message = await repository.message(messageId)
      const chat = message === null ? null : await repository.chat(message.chatId)
      if (message === null || chat === null) throw messageNotFound()
      await repository.moderateMessage(message.id)
      const moderated = await repository.message(message.id)
      if (moderated === null) throw messageNotFound()
      publish({
        audience: audienceOf(chat),
        event: 'message_was_moderated',
        message: shareMessage(moderated, language),
      })
    },

    /** An attachment finished processing: the chats it was sent in learn its new state. */
    async attachmentStatusChanged(fileId: number): Promise<void> {
      for (const messageId of await repository.messageIdsWithFile(fileId)) {
        const message = await repository.message(messageId)
        const chat = message === null ? null : await repository.chat(message.chatId)
        if (message?.file == null || chat === null) continue
        publish({
          audience: audienceOf(chat),
          event: 'attachment_download_status_was_changed',
          messageId: message.id,
          file: describeUpload(message.file),
        })
      }
    },
  }
}
