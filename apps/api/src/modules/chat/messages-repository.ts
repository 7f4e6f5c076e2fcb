import { and, eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { chatMessages } from '../../db/schema/index.ts'
import type { ChatAuthorSide } from '../../db/schema/chat.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'
import {
  inScope,
  messageColumns,
  messageFromRow,
  messageSource,
  toDate,
  type ChatScope,
  type MessageRecord,
  type RawMessage,
} from './records.ts'

/** How long before a client's last message a replay reaches back (see messagesAfter). */
const REPLAY_GRACE = '10 seconds'

export type NewMessage = {
  chatId: number
  authorSide: ChatAuthorSide
  authorUserId: number
  text: string
  fileId: number | null
  clientKey: string | null
  callId?: number
}

export type InsertedMessage = {
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

/** Messages: pages, replays, storing one (once per client key) and changing it. */
export function createMessagesRepository(db: AppDatabase) {
  return {
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
  }
}
