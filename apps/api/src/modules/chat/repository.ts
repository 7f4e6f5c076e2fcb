import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { chatMessages, chats, messengerConnections } from '../../db/schema/index.ts'
import type { ChatAuthorSide } from '../../db/schema/chat.ts'
import { selectRows } from '../search/sql.ts'

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

/** How long before a client's last message a replay reaches back (see messagesAfter). */
const REPLAY_GRACE = '10 seconds'

/** The rows as both drivers answer them: timestamps may come as strings, bigints as text. */
type RawChat = Record<keyof ChatRecord, unknown>
type RawMessage = Record<string, unknown>

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)))
const toDateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : toDate(value)
const toNumberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)
const toStringOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value)

function chatFromRow(row: RawChat): ChatRecord {
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    organizerId: toNumberOrNull(row.organizerId),
    organizerName: toStringOrNull(row.organizerName),
    organizerAvatarKey: toStringOrNull(row.organizerAvatarKey),
    touristFirstName: toStringOrNull(row.touristFirstName),
    touristLastName: toStringOrNull(row.touristLastName),
    lastMessageId: toNumberOrNull(row.lastMessageId),
    touristReadMessageId: Number(row.touristReadMessageId),
    counterpartReadMessageId: Number(row.counterpartReadMessageId),
    notificationsDisabledAt: toDateOrNull(row.notificationsDisabledAt),
    frozenAt: toDateOrNull(row.frozenAt),
    createdAt: toDate(row.createdAt),
  }
}

function messageFromRow(row: RawMessage): MessageRecord {
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

const chatColumns = sql`
  c.id, c.user_id AS "userId", c.organizer_id AS "organizerId",
  o.name AS "organizerName", o.avatar_key AS "organizerAvatarKey",
  u.first_name AS "touristFirstName", u.last_name AS "touristLastName",
  c.last_message_id AS "lastMessageId",
  c.tourist_read_message_id AS "touristReadMessageId",
  c.counterpart_read_message_id AS "counterpartReadMessageId",
  c.notifications_disabled_at AS "notificationsDisabledAt",
  c.frozen_at AS "frozenAt", c.created_at AS "createdAt"`

const chatSource = sql`chats c
  JOIN users u ON u.id = c.user_id
  LEFT JOIN organizers o ON o.id = c.organizer_id`

const messageColumns = sql`
  m.id, m.chat_id AS "chatId", m.author_side AS "authorSide", m.author_user_id AS "authorUserId",
  a.first_name AS "authorFirstName", a.last_name AS "authorLastName", o.name AS "organizerName",
  m.text, m.created_at AS "createdAt", m.edited_at AS "editedAt", m.deleted_at AS "deletedAt",
  m.moderated_at AS "moderatedAt",
  f.id AS "fileId", f.uuid AS "fileUuid", f.kind AS "fileKind", f.content_type AS "fileContentType",
  f.byte_size AS "fileByteSize", f.original_name AS "fileOriginalName", f.status AS "fileStatus"`

const messageSource = sql`chat_messages m
  JOIN chats c ON c.id = m.chat_id
  LEFT JOIN users a ON a.id = m.author_user_id
  LEFT JOIN organizers o ON o.id = c.organizer_id
  LEFT JOIN uploaded_files f ON f.id = m.file_id`

/** The chats a scope covers, as a condition on `c`. */
function inScope(scope: ChatScope): SQL {
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
function unreadOf(userId: number): SQL {
  return sql`(SELECT count(*)::int FROM chat_messages um
    WHERE um.chat_id = c.id AND um.deleted_at IS NULL AND um.moderated_at IS NULL
      AND CASE WHEN c.user_id = ${userId}
        THEN um.author_side <> 'tourist' AND um.id > c.tourist_read_message_id
        ELSE um.author_side = 'tourist' AND um.id > c.counterpart_read_message_id END)`
}

type NewMessage = {
  chatId: number
  authorSide: ChatAuthorSide
  authorUserId: number
  text: string
  fileId: number | null
  clientKey: string | null
  callId?: number
}

type InsertedMessage = {
  messageId: number
  createdAt: Date
  created: boolean
  stored: { authorSide: ChatAuthorSide; authorUserId: number | null; callId: number | null }
}

async function insertMessageOn(db: AppDatabase, input: NewMessage): Promise<InsertedMessage> {
  const readColumn =
    input.authorSide === 'tourist' ? sql`tourist_read_message_id` : sql`counterpart_read_message_id`
  const [row] = await selectRows<{ id: unknown; createdAt: unknown }>(
    db,
    sql`WITH inserted AS (
            INSERT INTO chat_messages (chat_id, author_side, author_user_id, text, file_id, client_key, call_id)
            VALUES (${input.chatId}, ${input.authorSide}, ${input.authorUserId}, ${input.text},
                    ${input.fileId}, ${input.clientKey}, ${input.callId ?? null})
            ON CONFLICT DO NOTHING
            RETURNING id, created_at
          ), touched AS (
            UPDATE chats SET
              last_message_id = greatest(coalesce(chats.last_message_id, 0), inserted.id),
              last_message_at = greatest(chats.last_message_at, inserted.created_at),
              ${readColumn} = greatest(chats.${readColumn}, inserted.id)
            FROM inserted WHERE chats.id = ${input.chatId}
          )
          SELECT id, created_at AS "createdAt" FROM inserted`,
  )
  if (row !== undefined) {
    return {
      messageId: Number(row.id),
      createdAt: toDate(row.createdAt),
      created: true,
      stored: {
        authorSide: input.authorSide,
        authorUserId: input.authorUserId,
        callId: input.callId ?? null,
      },
    }
  }
  const [existing] = await db
    .select({
      id: chatMessages.id,
      createdAt: chatMessages.createdAt,
      authorSide: chatMessages.authorSide,
      authorUserId: chatMessages.authorUserId,
      callId: chatMessages.callId,
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, input.chatId),
        input.clientKey === null ? sql`false` : eq(chatMessages.clientKey, input.clientKey),
      ),
    )
  if (existing === undefined) throw new Error('A message that conflicted is not there')
  const { id, createdAt, ...stored } = existing
  return { messageId: id, createdAt, created: false, stored }
}

export function createChatRepository(db: AppDatabase) {
  return {
    async chat(chatId: number): Promise<ChatRecord | null> {
      const [row] = await selectRows<RawChat>(
        db,
        sql`SELECT ${chatColumns} FROM ${chatSource} WHERE c.id = ${chatId}`,
      )
      return row === undefined ? null : chatFromRow(row)
    },

    async chatByLink(linkUuid: string): Promise<number | null> {
      const [row] = await db
        .select({ id: chats.id })
        .from(chats)
        .where(eq(chats.linkUuid, linkUuid))
      return row?.id ?? null
    },

    async chatLink(chatId: number): Promise<string | null> {
      const [row] = await db
        .select({ linkUuid: chats.linkUuid })
        .from(chats)
        .where(eq(chats.id, chatId))
      return row?.linkUuid ?? null
    },

    /** A page of the scope's chats, latest activity first, each with its unread count. */
    async list(
      scope: ChatScope,
      options: { organizerId: number | undefined; limit: number; offset: number },
    ): Promise<{ chats: (ChatRecord & { unreadCount: number })[]; total: number }> {
      const where = sql`${inScope(scope)} ${
        options.organizerId === undefined ? sql`` : sql`AND c.organizer_id = ${options.organizerId}`
      }`
      const rows = await selectRows<RawChat & { unreadCount: unknown }>(
        db,
        sql`SELECT ${chatColumns}, ${unreadOf(scope.userId)} AS "unreadCount"
          FROM ${chatSource} WHERE ${where}
          ORDER BY coalesce(c.last_message_id, 0) DESC, c.id DESC
          LIMIT ${options.limit} OFFSET ${options.offset}`,
      )
      const [count] = await selectRows<{ total: unknown }>(
        db,
        sql`SELECT count(*)::int AS total FROM chats c WHERE ${where}`,
      )
      return {
        chats: rows.map((row) => ({ ...chatFromRow(row), unreadCount: Number(row.unreadCount) })),
        total: Number(count?.total ?? 0),
      }
    },

    async unreadCount(userId: number, chatId: number): Promise<number> {
      const [row] = await selectRows<{ count: unknown }>(
        db,
        sql`SELECT ${unreadOf(userId)} AS count FROM chats c WHERE c.id = ${chatId}`,
      )
      return Number(row?.count ?? 0)
    },

    async totalUnread(scope: ChatScope, organizerId: number | undefined): Promise<number> {
      const [row] = await selectRows<{ count: unknown }>(
        db,
        sql`SELECT coalesce(sum(${unreadOf(scope.userId)}), 0)::int AS count FROM chats c
          WHERE ${inScope(scope)} ${organizerId === undefined ? sql`` : sql`AND c.organizer_id = ${organizerId}`}`,
      )
      return Number(row?.count ?? 0)
    },

    /** The viewer's own chats and whether each is relayed to a linked messenger. */
    async notificationStates(userId: number): Promise<{ id: number; relayed: boolean }[]> {
      const rows = await selectRows<{ id: unknown; relayed: unknown }>(
        db,
        sql`SELECT c.id, (c.notifications_disabled_at IS NULL AND EXISTS (
              SELECT 1 FROM messenger_connections mc
              WHERE mc.user_id = c.user_id AND mc.activated_at IS NOT NULL)) AS relayed
            FROM chats c WHERE c.user_id = ${userId} ORDER BY c.id`,
      )
      return rows.map((row) => ({ id: Number(row.id), relayed: Boolean(row.relayed) }))
    },

    /** A page of a chat's messages, newest first, and whether older ones remain. */
    async messagesPage(
      chatId: number,
      offset: number,
      pageSize: number,
    ): Promise<{ messages: MessageRecord[]; hasMore: boolean }> {
      const rows = await selectRows<RawMessage>(
        db,
        sql`SELECT ${messageColumns} FROM ${messageSource} WHERE m.chat_id = ${chatId}
          ORDER BY m.id DESC LIMIT ${pageSize + 1} OFFSET ${offset}`,
      )
      return {
        messages: rows.slice(0, pageSize).map(messageFromRow),
        hasMore: rows.length > pageSize,
      }
    },

    /**
     * What a reconnecting client may have missed in the scope's chats, oldest first: messages after
     * its last id, and those stored in the REPLAY_GRACE before that one. Ids are taken when a
     * transaction inserts and published when it commits, so a message with a lower id can commit,
     * and be published, after the client's last one; the grace covers such stragglers and the
     * client drops the ids it already holds.
     */
    async messagesAfter(
      scope: ChatScope,
      afterId: number,
      limit: number,
    ): Promise<MessageRecord[]> {
      const rows = await selectRows<RawMessage>(
        db,
        sql`SELECT ${messageColumns} FROM ${messageSource}
          WHERE (m.id > ${afterId} OR m.created_at >= (
              SELECT last.created_at - ${REPLAY_GRACE}::interval FROM chat_messages last
              WHERE last.id = ${afterId}))
            AND ${inScope(scope)}
          ORDER BY m.id LIMIT ${limit}`,
      )
      return rows.map(messageFromRow)
    },

    async message(messageId: number): Promise<MessageRecord | null> {
      const [row] = await selectRows<RawMessage>(
        db,
        sql`SELECT ${messageColumns} FROM ${messageSource} WHERE m.id = ${messageId}`,
      )
      return row === undefined ? null : messageFromRow(row)
    },

    /** The messages a file is attached to (an attachment's status changed). */
    async messageIdsWithFile(fileId: number): Promise<number[]> {
      const rows = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.fileId, fileId))
      return rows.map((row) => row.id)
    },

    /** The tourist's chat with an organizer (or support, null), made when there is none. */
    async openChat(
      userId: number,
      organizerId: number | null,
    ): Promise<{ chatId: number; created: boolean }> {
      const [inserted] = await db
        .insert(chats)
        .values({ userId, organizerId })
        .onConflictDoNothing()
        .returning({ id: chats.id })
      if (inserted !== undefined) return { chatId: inserted.id, created: true }
      const [existing] = await db
        .select({ id: chats.id })
        .from(chats)
        .where(
          and(
            eq(chats.userId, userId),
            organizerId === null
              ? sql`${chats.organizerId} IS NULL`
              : eq(chats.organizerId, organizerId),
          ),
        )
      if (existing === undefined) throw new Error('A chat that conflicted on insert is not there')
      return { chatId: existing.id, created: false }
    },

    /**
     * Stores a message and makes it the chat's last, in one statement (one round trip, atomic);
     * the author's side has read everything up to its own message. Marks only move forward, so
     * two messages committing out of order leave the higher id. A retry with the same client key
     * stores nothing: `created: false`, and the first message's id and who wrote it (whoever
     * retries must be that author; a web call's record carries its call).
     */
    async insertMessage(
      input: NewMessage,
      /** Runs in the message's transaction when the message is new (its unread mail's job). */
      withNewMessage?: (transaction: AppDatabase, messageId: number) => Promise<void>,
    ): Promise<InsertedMessage> {
      if (withNewMessage === undefined) return insertMessageOn(db, input)
      return db.transaction(async (transaction) => {
        const inserted = await insertMessageOn(transaction, input)
        if (inserted.created) await withNewMessage(transaction, inserted.messageId)
        return inserted
      })
    },

    /** Moves a side's read mark to the chat's last message; the mark never goes back. */
    async markRead(chatId: number, side: 'tourist' | 'counterpart'): Promise<number> {
      const column =
        side === 'tourist' ? chats.touristReadMessageId : chats.counterpartReadMessageId
      const [row] = await db
        .update(chats)
        .set({
          [side === 'tourist' ? 'touristReadMessageId' : 'counterpartReadMessageId']:
            sql`greatest(${column}, coalesce(${chats.lastMessageId}, 0))`,
        })
        .where(eq(chats.id, chatId))
        .returning({ mark: column })
      return row?.mark ?? 0
    },

    async editMessage(messageId: number, text: string): Promise<void> {
      await db
        .update(chatMessages)
        .set({ text, editedAt: sql`now()` })
        .where(eq(chatMessages.id, messageId))
    },

    async deleteMessage(messageId: number): Promise<void> {
      await db
        .update(chatMessages)
        .set({ deletedAt: sql`now()` })
        .where(eq(chatMessages.id, messageId))
    },

    async moderateMessage(messageId: number): Promise<void> {
      await db
        .update(chatMessages)
        .set({ moderatedAt: sql`now()` })
        .where(eq(chatMessages.id, messageId))
    },

    async setFrozen(chatId: number, frozen: boolean): Promise<void> {
      await db
        .update(chats)
        .set({ frozenAt: frozen ? sql`now()` : null })
        .where(eq(chats.id, chatId))
    },

    async disableNotifications(chatId: number): Promise<void> {
      await db
        .update(chats)
        .set({ notificationsDisabledAt: sql`now()` })
        .where(eq(chats.id, chatId))
    },

    async activatedSources(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ sourceId: messengerConnections.sourceId })
        .from(messengerConnections)
        .where(
          and(
            eq(messengerConnections.userId, userId),
            sql`${messengerConnections.activatedAt} IS NOT NULL`,
          ),
        )
      return rows.map((row) => row.sourceId)
    },

    /** The messenger accounts a user's chats are relayed to. */
    async activatedConnections(
      userId: number,
    ): Promise<{ sourceId: string; externalAccountId: string }[]> {
      const rows = await db
        .select({
          sourceId: messengerConnections.sourceId,
          externalAccountId: messengerConnections.externalAccountId,
        })
        .from(messengerConnections)
        .where(
          and(
            eq(messengerConnections.userId, userId),
            sql`${messengerConnections.activatedAt} IS NOT NULL`,
          ),
        )
      return rows.flatMap((row) =>
        row.externalAccountId === null
          ? []
          : [{ sourceId: row.sourceId, externalAccountId: row.externalAccountId }],
      )
    },

    async insertConnectionCode(input: {
      userId: number
      sourceId: string
      codeHash: string
      codeExpiresAt: Date
    }): Promise<void> {
      await db.insert(messengerConnections).values(input)
    },

    /**
     * Activates the link whose unexpired, unused code this is (once: the update's condition is
     * the claim). The user it belongs to, or null.
     */
    async activateConnection(
      sourceId: string,
      codeHash: string,
      externalAccountId: string,
    ): Promise<number | null> {
      const [row] = await db
        .update(messengerConnections)
        .set({ activatedAt: sql`now()`, externalAccountId })
        .where(
          and(
            eq(messengerConnections.codeHash, codeHash),
            eq(messengerConnections.sourceId, sourceId),
            sql`${messengerConnections.activatedAt} IS NULL`,
            sql`${messengerConnections.codeExpiresAt} > now()`,
          ),
        )
        .returning({ userId: messengerConnections.userId })
      if (row === undefined) return null
      // A messenger linked again turns its chats' relaying back on.
      await db
        .update(chats)
        .set({ notificationsDisabledAt: null })
        .where(eq(chats.userId, row.userId))
      return row.userId
    },

    async chatIdsOfUser(userId: number): Promise<number[]> {
      const rows = await db.select({ id: chats.id }).from(chats).where(eq(chats.userId, userId))
      return rows.map((row) => row.id)
    },

    /** A published organizer's id, or null. */
    async publishedOrganizer(organizerId: number): Promise<number | null> {
      const [row] = await selectRows<{ id: unknown }>(
        db,
        sql`SELECT id FROM organizers WHERE id = ${organizerId} AND is_published`,
      )
      return row === undefined ? null : Number(row.id)
    },

    /** The name of one of the organizer's tours, in both languages; null when it is not theirs. */
    async tourName(
      tourId: number,
      organizerId: number,
    ): Promise<{ name: string; nameRu: string | null } | null> {
      const [row] = await selectRows<{ name: unknown; nameRu: unknown }>(
        db,
        sql`SELECT title AS name, title_ru AS "nameRu" FROM tours WHERE id = ${tourId} AND organizer_id = ${organizerId}`,
      )
      return row === undefined
        ? null
        : { name: String(row.name), nameRu: toStringOrNull(row.nameRu) }
    },
  }
}

export type ChatRepository = ReturnType<typeof createChatRepository>
