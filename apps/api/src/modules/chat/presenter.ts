import type { Chat, ChatMessage } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { ChatAuthorSide } from '../../db/schema/chat.ts'
import { imageTemplate } from '../../platform/media-item/media-item.ts'
import { mediaImageTemplate } from '@tourmarket/domain/media'
import { describeUpload } from '../../platform/forms/described-file.ts'
import type { ChatRecord, MessageRecord } from './repository.ts'

const supportName: Record<Locale, string> = { 'en-US': 'Support', ru: 'Поддержка' }
const touristName: Record<Locale, string> = { 'en-US': 'Tourist', ru: 'Турист' }

function personName(first: string | null, last: string | null, fallback: string): string {
  const name = [first, last].filter((part) => part !== null && part.trim() !== '').join(' ')
  return name === '' ? fallback : name
}

/**
 * A message as any viewer sees it, before the viewer is known: what the realtime bus carries, so
 * every instance can present it to each socket without asking the database again.
 */
export type SharedMessage = Omit<ChatMessage, 'type' | 'is_read'> & {
  readonly author_side: ChatAuthorSide
}

export function shareMessage(message: MessageRecord, language: Locale): SharedMessage {
  const hidden = message.deletedAt !== null || message.moderatedAt !== null
  const name =
    message.authorSide === 'support'
      ? supportName[language]
      : message.authorSide === 'organizer'
        ? (message.organizerName ?? '')
        : personName(message.authorFirstName, message.authorLastName, touristName[language])
  return {
    id: message.id,
    chat_id: message.chatId,
    author_side: message.authorSide,
    author: { side: message.authorSide, name },
    text: hidden ? '' : message.text,
    file: hidden || message.file === null ? null : describeUpload(message.file),
    created_at: message.createdAt.toISOString(),
    edited_at: message.editedAt?.toISOString() ?? null,
    is_deleted: message.deletedAt !== null,
    is_moderated: message.moderatedAt !== null,
    status: 3,
  }
}

/**
 * The message for one viewer: `output` when their side wrote it, and for those, whether the other
 * side has read it (its read mark has reached the message).
 */
export function presentMessage(
  message: SharedMessage,
  viewerSide: ChatAuthorSide,
  otherSideReadMessageId: number,
): ChatMessage {
  const own = message.author_side === viewerSide
  const { author_side: _authorSide, ...rest } = message
  return {
    ...rest,
    type: own ? 'output' : 'input',
    is_read: own && message.id <= otherSideReadMessageId,
  }
}

/**
 * The message with support's name in the reader's language: a shared message was named in the
 * sender's (a socket's reader may read another).
 */
export function inLanguage(message: SharedMessage, language: Locale): SharedMessage {
  return message.author_side === 'support'
    ? { ...message, author: { side: 'support', name: supportName[language] } }
    : message
}

/** Which side a viewer speaks for in a chat: its tourist, else the organizer or support. */
export function counterpartSide(chat: Pick<ChatRecord, 'organizerId'>): 'organizer' | 'support' {
  return chat.organizerId === null ? 'support' : 'organizer'
}

/** The read mark of the side opposite the viewer's. */
export function otherSideReadMark(chat: ChatRecord, viewerSide: ChatAuthorSide): number {
  return viewerSide === 'tourist' ? chat.counterpartReadMessageId : chat.touristReadMessageId
}

export function presentChat(
  chat: ChatRecord,
  viewerSide: ChatAuthorSide,
  extras: {
    lastMessage: MessageRecord | null
    unreadCount: number
    notificationsEnabled: boolean
    language: Locale
  },
): Chat {
  const tourist = personName(
    chat.touristFirstName,
    chat.touristLastName,
    touristName[extras.language],
  )
  const counterpartTitle =
    chat.organizerId === null ? supportName[extras.language] : (chat.organizerName ?? '')
  return {
    id: chat.id,
    kind: chat.organizerId === null ? 'support' : 'organizer',
    viewer_side: viewerSide,
    organizer:
      chat.organizerId === null
        ? null
        : {
            id: chat.organizerId,
            name: chat.organizerName ?? '',
            logo: chat.organizerAvatarKey === null ? null : imageTemplate(chat.organizerAvatarKey),
          },
    tourist: {
      id: chat.userId,
      name: tourist,
      avatar:
        chat.touristAvatarUuid === null
          ? null
          : mediaImageTemplate({ kind: 'upload', id: chat.touristAvatarUuid }),
    },
    title: viewerSide === 'tourist' ? counterpartTitle : tourist,
    last_message:
      extras.lastMessage === null
        ? null
        : presentMessage(
            shareMessage(extras.lastMessage, extras.language),
            viewerSide,
            otherSideReadMark(chat, viewerSide),
          ),
    unread_count: extras.unreadCount,
    is_frozen: chat.frozenAt !== null,
    notifications_enabled: extras.notificationsEnabled,
    created_at: chat.createdAt.toISOString(),
  }
}
