import { desc, eq } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { outboxMessages } from '../../db/schema/index.ts'

export type NewOutboxMessage = {
  readonly channel: string
  readonly recipient: string
  readonly subject: string | null
  readonly body: string
}

export type StoredOutboxMessage = NewOutboxMessage & {
  readonly id: number
  readonly createdAt: Date
}

export function createOutboxRepository(db: AppDatabase) {
  return {
    async insert(message: NewOutboxMessage): Promise<void> {
      await db.insert(outboxMessages).values(message)
    },

    /** Newest first, optionally only those to one recipient. */
    async list(options: {
      recipient?: string | undefined
      limit: number
    }): Promise<StoredOutboxMessage[]> {
      return db
        .select({
          id: outboxMessages.id,
          channel: outboxMessages.channel,
          recipient: outboxMessages.recipient,
          subject: outboxMessages.subject,
          body: outboxMessages.body,
          createdAt: outboxMessages.createdAt,
        })
        .from(outboxMessages)
        .where(
          options.recipient === undefined
            ? undefined
            : eq(outboxMessages.recipient, options.recipient),
        )
        .orderBy(desc(outboxMessages.id))
        .limit(options.limit)
    },
  }
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>
