import { and, eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { chats } from '../../db/schema/index.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'
import {
  chatColumns,
  chatFromRow,
  chatSource,
  inScope,
  toStringOrNull,
  unreadOf,
  type ChatRecord,
  type ChatScope,
  type RawChat,
} from './records.ts'

/** Chats: who takes part, their unread counts, read marks, freezing and opening one. */
export function createChatsRepository(db: AppDatabase) {
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
