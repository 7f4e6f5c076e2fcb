import { createHmac, randomInt } from 'node:crypto'
import {
  CHAT_MESSAGES_PAGE_SIZE,
  CHAT_REPLAY_MAX,
  type Chat,
  type ChatList,
  type ChatMessage,
  type ChatMessages,
} from '@tourmarket/contracts'
import type { MessengerSource } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { ChatAuthorSide } from '../../db/schema/chat.ts'
import { AppError } from '../../errors.ts'
import type { Viewer } from '../accounts/service.ts'
import { describeUpload } from '../uploads/service.ts'
import type { UploadsService } from '../uploads/service.ts'
import type { MessengerBridge } from './messenger-bridge.ts'
import type { UnreadMessageMails } from './unread-mails.ts'
import {
  counterpartSide,
  otherSideReadMark,
  presentChat,
  presentMessage,
  shareMessage,
} from './presenter.ts'
import type { ChatRecord, ChatRepository, ChatScope, MessageRecord } from './repository.ts'
import type { BusEvent, ChatAudience, ChatBus } from './realtime/bus.ts'

/** How long an author may still change a message. */
const MESSAGE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000
/** How long a messenger connection code works. */
const CONNECTION_CODE_TTL_MS = 15 * 60 * 1000
/** Connection codes: 8 characters from an alphabet without look-alikes (0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const CODE_LENGTH = 8

const tourPrefix: Record<Locale, string> = { 'en-US': 'Tour', ru: 'Тур' }

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

/** Support is staff signed in as admins (§6 is_admin_auth). */
export function isSupport(viewer: Viewer): boolean {
  return viewer.isAdminAuth
}

export function scopeOf(viewer: Viewer): ChatScope {
  return {
    userId: viewer.user.id,
    organizerId: viewer.user.organizerId,
    isSupport: isSupport(viewer),
  }
}

/** The side a viewer speaks for in a chat, or null when they are no participant. */
export function sideIn(chat: ChatRecord, viewer: Viewer): ChatAuthorSide | null {
  if (chat.userId === viewer.user.id) return 'tourist'
  if (chat.organizerId !== null && chat.organizerId === viewer.user.organizerId) return 'organizer'
  if (chat.organizerId === null && isSupport(viewer)) return 'support'
  return null
}

function audienceOf(chat: ChatRecord): ChatAudience {
  return { chatId: chat.id, touristUserId: chat.userId, organizerId: chat.organizerId }
}

const chatNotFound = () =>
  new AppError({ code: 'chat_not_found', message: 'There is no such chat.' })
const messageNotFound = () =>
  new AppError({ code: 'message_not_found', message: 'There is no such message.' })
const onlySupport = () => new AppError({ code: 'forbidden', message: 'Only support can do this.' })

export function createChatService(options: ChatServiceOptions) {
  const { repository, bus, bridge, reportError, unreadMails } = options
  const now = options.now ?? (() => new Date())

  const hashCode = (code: string) =>
    createHmac('sha256', options.codeKey).update(code.toUpperCase()).digest('hex')

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

  /** Relays a counterpart's new message to the tourist's linked messengers (outbox by default). */
  async function relay(chat: ChatRecord, message: MessageRecord): Promise<void> {
    if (message.authorSide === 'tourist' || chat.notificationsDisabledAt !== null) return
    const connections = await repository.activatedConnections(chat.userId)
    const link = await repository.chatLink(chat.id)
    for (const connection of connections) {
      await bridge.deliver({
        sourceId: connection.sourceId,
        externalAccountId: connection.externalAccountId,
        from: shareMessage(message, 'en-US').author.name,
        text: message.text,
        link: `${options.siteUrl}/tg/${link}`,
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
      input.fileId === null ? null : await options.uploads.fileOfOwner(input.fileId, viewer.user.id)
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

    async notificationStates(viewer: Viewer) {
      const states = await repository.notificationStates(viewer.user.id)
      return states.map((state) => ({ id: state.id, messenger_was_activated: state.relayed }))
    },

    async channels(viewer: Viewer) {
      const activated = new Set(await repository.activatedSources(viewer.user.id))
      const offered = await options.offeredSources()
      return offered.map((source) => ({ source_id: source, is_activated: activated.has(source) }))
    },

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

    async connectionCode(viewer: Viewer, sourceId: MessengerSource) {
      let code = ''
      for (let index = 0; index < CODE_LENGTH; index += 1) {
        code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
      }
      const expiresAt = new Date(now().getTime() + CONNECTION_CODE_TTL_MS)
      await repository.insertConnectionCode({
        userId: viewer.user.id,
        sourceId,
        codeHash: hashCode(code),
        codeExpiresAt: expiresAt,
      })
      return { code, expires_at: expiresAt.toISOString() }
    },

    /**
     * The messenger's bot saw a code: link the account and tell the user's sockets (§4
     * crm_user_chat_notifications_enabled). False for an unknown, used or expired code.
     */
    async activateConnection(
      sourceId: MessengerSource,
      code: string,
      externalAccountId: string,
    ): Promise<boolean> {
      const userId = await repository.activateConnection(
        sourceId,
        hashCode(code),
        externalAccountId,
      )
      if (userId === null) return false
      for (const chatId of await repository.chatIdsOfUser(userId)) {
        const chat = await repository.chat(chatId)
        if (chat === null) continue
        publish({
          audience: audienceOf(chat),
          event: 'crm_user_chat_notifications_enabled',
          onlySide: 'tourist',
          notificationsEnabled: true,
        })
      }
      return true
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

    chatIdByLink: (linkUuid: string) => repository.chatByLink(linkUuid),
  }
}

export type ChatService = ReturnType<typeof createChatService>
