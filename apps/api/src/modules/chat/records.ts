import { sql, type SQL } from 'drizzle-orm'
import type { ChatAuthorSide } from '../../db/schema/chat.ts'

/**
 * Whose chats a query covers: the viewer's own (as the tourist), those of the organizer the
 * account acts for, and, for support, every support chat.
 */
export type ChatScope = {
  readonly userId: number
  readonly organizerId: number | null
  readonly isSupport: boolean
}

/** A chat with the names its screens show. */
export type ChatRecord = {
  id: number
  userId: number
  organizerId: number | null
  organizerName: string | null
  organizerAvatarKey: string | null
  touristFirstName: string | null
  touristLastName: string | null
  /** The tourist's profile photo (an image upload, while ready), or null: initials are shown. */
  touristAvatarUuid: string | null
  lastMessageId: number | null
  touristReadMessageId: number
  counterpartReadMessageId: number
  notificationsDisabledAt: Date | null
  frozenAt: Date | null
  createdAt: Date
}

/** A message with what presenting it needs: its author's name and its file. */
export type MessageRecord = {
  id: number
  chatId: number
  authorSide: ChatAuthorSide
  authorUserId: number | null
  authorFirstName: string | null
  authorLastName: string | null
  organizerName: string | null
  text: string
  createdAt: Date
  editedAt: Date | null
  deletedAt: Date | null
  moderatedAt: Date | null
  file: FileRecord | null
}

export type FileRecord = {
  id: number
  uuid: string
  kind: 'file' | 'image' | 'video'
  contentType: string
  byteSize: number
  originalName: string
  status: 'processing' | 'ready' | 'failed'
}

/** The rows as both drivers answer them: timestamps may come as strings, bigints as text. */
export type RawChat = Record<keyof ChatRecord, unknown>
export type RawMessage = Record<string, unknown>

export const toDate = (value: unknown): Date =>
  value instanceof Date ? value : new Date(String(value))
const toDateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : toDate(value)
const toNumberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)
export const toStringOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value)

export function chatFromRow(row: RawChat): ChatRecord {
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    organizerId: toNumberOrNull(row.organizerId),
    organizerName: toStringOrNull(row.organizerName),
    organizerAvatarKey: toStringOrNull(row.organizerAvatarKey),
    touristFirstName: toStringOrNull(row.touristFirstName),
    touristLastName: toStringOrNull(row.touristLastName),
    touristAvatarUuid: toStringOrNull(row.touristAvatarUuid),
    lastMessageId: toNumberOrNull(row.lastMessageId),
    touristReadMessageId: Number(row.touristReadMessageId),
    counterpartReadMessageId: Number(row.counterpartReadMessageId),
    notificationsDisabledAt: toDateOrNull(row.notificationsDisabledAt),
    frozenAt: toDateOrNull(row.frozenAt),
    createdAt: toDate(row.createdAt),
  }
}

export function messageFromRow(row: RawMessage): MessageRecord {
  return {
    id: Number(row.id),
    chatId: Number(row.chatId),
    authorSide: row.authorSide as ChatAuthorSide,
    authorUserId: toNumberOrNull(row.authorUserId),
    authorFirstName: toStringOrNull(row.authorFirstName),
    authorLastName: toStringOrNull(row.authorLastName),
    organizerName: toStringOrNull(row.organizerName),
    text: String(row.text),
    createdAt: toDate(row.createdAt),
    editedAt: toDateOrNull(row.editedAt),
    deletedAt: toDateOrNull(row.deletedAt),
    moderatedAt: toDateOrNull(row.moderatedAt),
    file:
      row.fileId === null || row.fileId === undefined
        ? null
        : {
            id: Number(row.fileId),
            uuid: String(row.fileUuid),
            kind: row.fileKind as FileRecord['kind'],
            contentType: String(row.fileContentType),
            byteSize: Number(row.fileByteSize),
            originalName: String(row.fileOriginalName),
            status: row.fileStatus as FileRecord['status'],
          },
  }
}

export const chatColumns = sql`
  c.id, c.user_id AS "userId", c.organizer_id AS "organizerId",
  o.name AS "organizerName", o.avatar_key AS "organizerAvatarKey",
  u.first_name AS "touristFirstName", u.last_name AS "touristLastName",
  ua.uuid AS "touristAvatarUuid",
  c.last_message_id AS "lastMessageId",
  c.tourist_read_message_id AS "touristReadMessageId",
  c.counterpart_read_message_id AS "counterpartReadMessageId",
  c.notifications_disabled_at AS "notificationsDisabledAt",
  c.frozen_at AS "frozenAt", c.created_at AS "createdAt"`

export const chatSource = sql`chats c
  JOIN users u ON u.id = c.user_id
  LEFT JOIN uploaded_files ua
    ON ua.id = u.avatar_id AND ua.kind = 'image' AND ua.status = 'ready'
  LEFT JOIN organizers o ON o.id = c.organizer_id`

export const messageColumns = sql`
  m.id, m.chat_id AS "chatId", m.author_side AS "authorSide", m.author_user_id AS "authorUserId",
  a.first_name AS "authorFirstName", a.last_name AS "authorLastName", o.name AS "organizerName",
  m.text, m.created_at AS "createdAt", m.edited_at AS "editedAt", m.deleted_at AS "deletedAt",
  m.moderated_at AS "moderatedAt",
  f.id AS "fileId", f.uuid AS "fileUuid", f.kind AS "fileKind", f.content_type AS "fileContentType",
  f.byte_size AS "fileByteSize", f.original_name AS "fileOriginalName", f.status AS "fileStatus"`

export const messageSource = sql`chat_messages m
  JOIN chats c ON c.id = m.chat_id
  LEFT JOIN users a ON a.id = m.author_user_id
  LEFT JOIN organizers o ON o.id = c.organizer_id
  LEFT JOIN uploaded_files f ON f.id = m.file_id`

/** The chats a scope covers, as a condition on `c`. */
export function inScope(scope: ChatScope): SQL {
  const parts = [sql`c.user_id = ${scope.userId}`]
  if (scope.organizerId !== null) parts.push(sql`c.organizer_id = ${scope.organizerId}`)
  if (scope.isSupport) parts.push(sql`c.organizer_id IS NULL`)
  return sql`(${sql.join(parts, sql` OR `)})`
}

/**
 * Messages of the other side after the viewer's side last read, for a chat row `c`: the tourist
 * counts the counterpart's, the counterpart the tourist's. The viewer is the tourist of a chat
 * that is theirs, else the counterpart.
 */
export function unreadOf(userId: number): SQL {
  return sql`(SELECT count(*)::int FROM chat_messages um
    WHERE um.chat_id = c.id AND um.deleted_at IS NULL AND um.moderated_at IS NULL
      AND CASE WHEN c.user_id = ${userId}
        THEN um.author_side <> 'tourist' AND um.id > c.tourist_read_message_id
        ELSE um.author_side = 'tourist' AND um.id > c.counterpart_read_message_id END)`
}
