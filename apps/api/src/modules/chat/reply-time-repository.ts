import { sql } from 'drizzle-orm'
import type { ReplyWait } from '@tourmarket/domain/chat'
import type { AppDatabase } from '../../db/database.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'
import { toDate } from './records.ts'

type WaitRow = { asked_at: string | Date; replied_at: string | Date | null }

/** The organizer's reply times (issue 42): read from their chats' messages, written nowhere. */
export function createReplyTimeRepository(db: AppDatabase) {
  return {
    /**
     * Each time a tourist wrote to the organizer since `since` after the organizer's last message
     * (or first in the chat), with the organizer's next message's time (null: none yet). Deleted
     * or moderated messages still show that the tourist wrote and the organizer answered.
     */
    async replyWaits(organizerId: number, since: Date): Promise<ReplyWait[]> {
      const rows = await selectRows<WaitRow>(
        db,
        sql`SELECT m.created_at AS asked_at,
              (SELECT min(r.created_at) FROM chat_messages r
                WHERE r.chat_id = m.chat_id AND r.id > m.id AND r.author_side = 'organizer') AS replied_at
            FROM (SELECT cm.id, cm.chat_id, cm.created_at, cm.author_side,
                    lag(cm.author_side) OVER (PARTITION BY cm.chat_id ORDER BY cm.id) AS previous_side
                  FROM chat_messages cm JOIN chats c ON c.id = cm.chat_id
                  WHERE c.organizer_id = ${organizerId}) m
            WHERE m.author_side = 'tourist' AND m.previous_side IS DISTINCT FROM 'tourist'
              AND m.created_at >= ${since.toISOString()}`,
      )
      return rows.map((row) => ({
        askedAt: toDate(row.asked_at),
        repliedAt: row.replied_at === null ? null : toDate(row.replied_at),
      }))
    },
  }
}
