import type { ChatMessage } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { ChatAuthorSide } from '../../../db/schema/chat.ts'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { otherSideReadMark, presentMessage, shareMessage } from '../presenter.ts'
import type { ChatRecord, MessageRecord } from '../records.ts'
import { audienceOf } from '../sides.ts'
import type { ChatDeps } from './deps.ts'

const tourPrefix: Record<Locale, string> = { 'en-US': 'Tour', ru: 'Тур' }

/** Sending: a message to a chat, opening the support chat, and asking an organizer. */
export function createSendUseCases(deps: ChatDeps) {
  const { repository, bridge, reportError, unreadMails, publish, participantChat } = deps

  /** Relays a counterpart's new message to the tourist's linked messengers (outbox by default). */
  async function relay(chat: ChatRecord, message: MessageRecord): Promise<void> {
    if (message.authorSide === 'tourist' || chat.notificationsDisabledAt !== null) return
    const connections = await repository.activatedConnections(chat.userId)
    const link = await repository.chatLink(chat.id)
    for (const connection of connections) {
      await bridge.deliver({
        chatId: chat.id,
        messageId: message.id,
        userId: chat.userId,
        sourceId: connection.sourceId,
        externalAccountId: connection.externalAccountId,
        from: shareMessage(message, 'en-US').author.name,
        text: message.text,
        link: `${deps.siteUrl}/tg/${link}`,
      })
    }
  }

  async function storeAndAnnounce(
    chat: ChatRecord,
    side: ChatAuthorSide,
    viewer: Viewer,
    input: { text: string; fileId: number | null; clientKey: string | null },
    language: Locale,
  ): Promise<ChatMessage> {
    if (chat.frozenAt !== null) {
      throw new AppError({
        code: 'chat_frozen',
        message: 'This chat is frozen by support; messages cannot be sent.',
      })
    }
    const file =
      input.fileId === null ? null : await deps.uploads.fileOfOwner(input.fileId, viewer.user.id)
    if (input.fileId !== null && (file === null || file.status === 'failed')) {
      const reason =
        file === null
          ? 'Upload the file first; this one is not yours or does not exist.'
          : 'This file could not be read as its type; attach another one.'
      throw new AppError({
        code: 'validation_failed',
        message: reason,
        errors: { file_id: [reason] },
      })
    }
    const {
      messageId,
      createdAt,
      created,
      stored: owner,
    } = await repository.insertMessage(
      { chatId: chat.id, authorSide: side, authorUserId: viewer.user.id, ...input },
      unreadMails === undefined
        ? undefined
        : (transaction, messageId) => unreadMails.enqueue(transaction, chat, side, messageId),
    )
    // A retry answers the sender's own message only: a key someone else's message (or a call's
    // record) holds is not the sender's to claim, read or overwrite.
    if (
      !created &&
      (owner.authorSide !== side || owner.authorUserId !== viewer.user.id || owner.callId !== null)
    ) {
      const reason = 'This key belongs to another message; send with a new client_key.'
      throw new AppError({
        code: 'validation_failed',
        message: reason,
        errors: { client_key: [reason] },
      })
    }
    // A new message is known whole without reading it back; a retried one is read as stored.
    const stored: MessageRecord | null = created
      ? {
          id: messageId,
          chatId: chat.id,
          authorSide: side,
          authorUserId: viewer.user.id,
          authorFirstName: viewer.user.firstName,
          authorLastName: viewer.user.lastName,
          organizerName: chat.organizerName,
          text: input.text,
          createdAt,
          editedAt: null,
          deletedAt: null,
          moderatedAt: null,
          file,
        }
      : await repository.message(messageId)
    if (stored === null) throw new Error('A stored message is not there')
    const shared = shareMessage(stored, language)
    if (created) {
      publish({ audience: audienceOf(chat), event: 'new_message', message: shared })
      relay(chat, stored).catch((error: unknown) => reportError(error, 'chat relay failed'))
    }
    // Storing a message moves only its author's read mark; the other side's is as read above.
    return presentMessage(shared, side, otherSideReadMark(chat, side))
  }

  return {
    async send(
      viewer: Viewer,
      input: { chatId: number; text: string; fileId: number | null; clientKey: string | null },
      language: Locale,
    ): Promise<ChatMessage> {
      const { chat, side } = await participantChat(viewer, input.chatId)
      return storeAndAnnounce(chat, side, viewer, input, language)
    },

    async supportChatId(viewer: Viewer): Promise<number> {
      const { chatId, created } = await repository.openChat(viewer.user.id, null)
      if (created) {
        publish({
          audience: { chatId, touristUserId: viewer.user.id, organizerId: null },
          event: 'chat_created',
        })
      }
      return chatId
    },

    /** Opens (or reuses) the viewer's chat with an organizer and sends the first message. */
    async askOrganizer(
      viewer: Viewer,
      input: { organizerId: number; tourId: number | null; text: string },
      language: Locale,
    ): Promise<number> {
      if ((await repository.publishedOrganizer(input.organizerId)) === null) {
        throw new AppError({ code: 'organizer_not_found', message: 'There is no such organizer.' })
      }
      const tour =
        input.tourId === null ? null : await repository.tourName(input.tourId, input.organizerId)
      const { chatId, created } = await repository.openChat(viewer.user.id, input.organizerId)
      if (created) {
        publish({
          audience: { chatId, touristUserId: viewer.user.id, organizerId: input.organizerId },
          event: 'chat_created',
        })
      }
      const chat = await repository.chat(chatId)
      if (chat === null) throw new Error('An opened chat is not there')
      const tourLine =
        tour === null
          ? ''
          : `${tourPrefix[language]}: ${language === 'ru' && tour.nameRu ? tour.nameRu : tour.name}\n`
      await storeAndAnnounce(
        chat,
        'tourist',
        viewer,
        { text: tourLine + input.text, fileId: null, clientKey: null },
        language,
      )
      return chatId
    },
  }
}
