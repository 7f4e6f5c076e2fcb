import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { chatMessages, chats, organizers, users } from '../../db/schema/index.ts'

/** Who an unread-messages mail goes to: the tourist of the chat, or its other side's accounts. */
export type UnreadMailSide = 'tourist' | 'counterpart'

export type UnreadMailRecipient = {
  readonly accountId: number
  readonly email: string
  readonly language: string
  readonly firstName: string | null
}

export type UnreadMailBatch = {
  readonly chatId: number
  readonly organizerId: number | null
  readonly organizerName: string | null
  readonly touristName: string
  /** The side's mailed mark as read: the batch is everything after it. */
  readonly mailedThrough: number
  readonly messages: readonly { id: number; text: string; createdAt: Date; hasFile: boolean }[]
}

function marks(side: UnreadMailSide) {
  return side === 'tourist'
    ? { read: chats.touristReadMessageId, mailed: chats.touristMailedMessageId }
    : { read: chats.counterpartReadMessageId, mailed: chats.counterpartMailedMessageId }
}

/** The queries of the unread-messages mail (issue 38): what is unread and not yet mailed, and the mark. */
export function createUnreadMailRepository(db: AppDatabase) {
  return {
    /**
     * The other side's messages a side has neither read nor been mailed about, oldest first
     * (deleted and moderated ones left out); null for a chat that is gone.
     */
    async batch(chatId: number, side: UnreadMailSide): Promise<UnreadMailBatch | null> {
      const mark = marks(side)
      const [chat] = await db
        .select({
          id: chats.id,
          organizerId: chats.organizerId,
          organizerName: organizers.name,
          touristFirstName: users.firstName,
          touristLastName: users.lastName,
          read: mark.read,
          mailed: mark.mailed,
        })
        .from(chats)
        .innerJoin(users, eq(users.id, chats.userId))
        .leftJoin(organizers, eq(organizers.id, chats.organizerId))
        .where(eq(chats.id, chatId))
      if (chat === undefined) return null
      const after = Math.max(chat.read, chat.mailed)
      const fromOtherSide =
        side === 'tourist'
          ? sql`${chatMessages.authorSide} <> 'tourist'`
          : eq(chatMessages.authorSide, 'tourist')
      const messages = await db
        .select({
          id: chatMessages.id,
          text: chatMessages.text,
          createdAt: chatMessages.createdAt,
          fileId: chatMessages.fileId,
        })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.chatId, chatId),
            gt(chatMessages.id, after),
            fromOtherSide,
            isNull(chatMessages.deletedAt),
            isNull(chatMessages.moderatedAt),
            isNull(chatMessages.callId),
          ),
        )
        .orderBy(asc(chatMessages.id))
      return {
        chatId: chat.id,
        organizerId: chat.organizerId,
        organizerName: chat.organizerName,
        touristName: [chat.touristFirstName, chat.touristLastName].filter(Boolean).join(' '),
        mailedThrough: chat.mailed,
        messages: messages.map((message) => ({
          id: message.id,
          text: message.text,
          createdAt: message.createdAt,
          hasFile: message.fileId !== null,
        })),
      }
    },

    /**
     * Takes the messages up to `through` as mailed, if the mark is still where the batch saw it
     * and they are still unread: false when another run took them or the side read them since.
     */
    async claim(
      chatId: number,
      side: UnreadMailSide,
      from: number,
      through: number,
    ): Promise<boolean> {
      const mark = marks(side)
      const rows = await db
        .update(chats)
        .set(
          side === 'tourist'
            ? { touristMailedMessageId: through }
            : { counterpartMailedMessageId: through },
        )
        .where(and(eq(chats.id, chatId), eq(mark.mailed, from), sql`${mark.read} < ${through}`))
        .returning({ id: chats.id })
      return rows.length > 0
    },

    /** Gives a claim back (the mail could not be sent): the job's retry takes the batch again. */
    async release(chatId: number, side: UnreadMailSide, claimed: number, back: number) {
      const mark = marks(side)
      await db
        .update(chats)
        .set(
          side === 'tourist'
            ? { touristMailedMessageId: back }
            : { counterpartMailedMessageId: back },
        )
        .where(and(eq(chats.id, chatId), eq(mark.mailed, claimed)))
    },

    /** The chat's tourist, or the accounts acting for its organizer; those with an e-mail. */
    async recipients(chatId: number, side: UnreadMailSide): Promise<UnreadMailRecipient[]> {
      const [chat] = await db
        .select({ userId: chats.userId, organizerId: chats.organizerId })
        .from(chats)
        .where(eq(chats.id, chatId))
      if (chat === undefined) return []
      const who =
        side === 'tourist'
          ? eq(users.id, chat.userId)
          : chat.organizerId === null
            ? sql`false`
            : eq(users.organizerId, chat.organizerId)
      const rows = await db
        .select({
          accountId: users.id,
          email: users.email,
          language: users.languageCode,
          firstName: users.firstName,
        })
        .from(users)
        .where(and(who, isNotNull(users.email)))
        .orderBy(asc(users.id))
      return rows.flatMap((row) => (row.email === null ? [] : [{ ...row, email: row.email }]))
    },
  }
}

export type UnreadMailRepository = ReturnType<typeof createUnreadMailRepository>
