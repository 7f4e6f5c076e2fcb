import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { chatCalls, chats, phoneCallCodes } from '../../db/schema/index.ts'
import type { ChatCallStatus } from '../../db/schema/calls.ts'

export type CallRecord = {
  readonly id: number
  readonly chatId: number
  readonly callerUserId: number | null
  readonly status: ChatCallStatus
  readonly startedAt: Date
  readonly answeredAt: Date | null
}

/** A call row older than this is not "in progress" whatever it says: its instance went away. */
const STALE_CALL_MS = 6 * 60 * 60_000

/** The web calls' rows (chat_calls) and the phone fallback codes. */
export function createWebCallRepository(db: AppDatabase) {
  const callColumns = {
    id: chatCalls.id,
    chatId: chatCalls.chatId,
    callerUserId: chatCalls.callerUserId,
    status: chatCalls.status,
    startedAt: chatCalls.startedAt,
    answeredAt: chatCalls.answeredAt,
  }
  const live = (now: Date) =>
    and(
      inArray(chatCalls.status, ['ringing', 'answered']),
      gt(chatCalls.startedAt, new Date(now.getTime() - STALE_CALL_MS)),
    )

  return {
    async call(callId: number): Promise<CallRecord | null> {
      const [row] = await db.select(callColumns).from(chatCalls).where(eq(chatCalls.id, callId))
      return row ?? null
    },

    /** A call ringing or in progress in the chat. */
    async liveCallInChat(chatId: number, now: Date): Promise<number | null> {
      const [row] = await db
        .select({ id: chatCalls.id })
        .from(chatCalls)
        .where(and(eq(chatCalls.chatId, chatId), live(now)))
        .limit(1)
      return row?.id ?? null
    },

    /** Whether a tourist, or an organizer's side, is talking in another call right now. */
    async inAnsweredCall(
      party: { touristUserId: number } | { organizerId: number },
      now: Date,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: chatCalls.id })
        .from(chatCalls)
        .innerJoin(chats, eq(chats.id, chatCalls.chatId))
        .where(
          and(
            eq(chatCalls.status, 'answered'),
            live(now),
            'touristUserId' in party
              ? eq(chats.userId, party.touristUserId)
              : eq(chats.organizerId, party.organizerId),
          ),
        )
        .limit(1)
      return row !== undefined
    },

    async insertCall(chatId: number, callerUserId: number, now: Date): Promise<number> {
      const [row] = await db
        .insert(chatCalls)
        .values({ chatId, callerUserId, status: 'ringing', startedAt: now })
        .returning({ id: chatCalls.id })
      if (row === undefined) throw new Error('A call was not inserted')
      return row.id
    },

    /** ringing → answered, once: false when it is no longer ringing (taken, missed, cancelled). */
    async answer(callId: number, calleeUserId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(chatCalls)
        .set({ status: 'answered', answeredAt: now, calleeUserId })
        .where(and(eq(chatCalls.id, callId), eq(chatCalls.status, 'ringing')))
        .returning({ id: chatCalls.id })
      return rows.length > 0
    },

    /**
     * Ends a call that is still ringing or answered, once (two sockets hanging up at the same time
     * end it once): the row as it was, or null when something else ended it first.
     */
    async finish(
      callId: number,
      to: (status: 'ringing' | 'answered') => ChatCallStatus,
      now: Date,
    ): Promise<CallRecord | null> {
      const current = await this.call(callId)
      if (current === null || (current.status !== 'ringing' && current.status !== 'answered'))
        return null
      const rows = await db
        .update(chatCalls)
        .set({ status: to(current.status), endedAt: now })
        .where(and(eq(chatCalls.id, callId), eq(chatCalls.status, current.status)))
        .returning({ id: chatCalls.id })
      return rows.length > 0 ? current : null
    },

    /** Calls still ringing since before `before` (their instance's timer did not run). */
    async ringingSince(before: Date): Promise<number[]> {
      const rows = await db
        .select({ id: chatCalls.id })
        .from(chatCalls)
        .where(and(eq(chatCalls.status, 'ringing'), lt(chatCalls.startedAt, before)))
        .limit(100)
      return rows.map((row) => row.id)
    },

    /** A fallback code for the phone (target 'web'); null when the code was taken (try another). */
    async insertPhoneCode(input: {
      code: string
      chatId: number
      organizerId: number | null
      userId: number
      isSupportCall: boolean
      expiresAt: Date
    }): Promise<boolean> {
      const rows = await db
        .insert(phoneCallCodes)
        .values({ ...input, target: 'web' })
        .onConflictDoNothing()
        .returning({ id: phoneCallCodes.id })
      return rows.length > 0
    },

    async removeExpiredPhoneCodes(now: Date): Promise<void> {
      await db
        .delete(phoneCallCodes)
        .where(and(eq(phoneCallCodes.target, 'web'), sql`${phoneCallCodes.expiresAt} < ${now}`))
    },
  }
}

export type WebCallRepository = ReturnType<typeof createWebCallRepository>
