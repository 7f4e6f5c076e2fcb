import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { outboxAttachments, outboxMessages } from '../../db/schema/index.ts'

export type NewOutboxAttachment = {
  readonly fileName: string
  readonly contentType: string
  readonly content: Buffer
}

export type NewOutboxMessage = {
  readonly channel: string
  readonly recipient: string
  readonly subject: string | null
  readonly body: string
  /** The HTML part of a designed mail; null for plain text. */
  readonly html?: string | null
  /** Files kept with the message, as a mail would carry them. */
  readonly attachments?: readonly NewOutboxAttachment[]
}

/** What the outbox lists of an attachment: its name and size, not its bytes. */
export type OutboxAttachmentSummary = {
  readonly id: number
  readonly fileName: string
  readonly contentType: string
  readonly sizeBytes: number
}

export type StoredOutboxMessage = Omit<NewOutboxMessage, 'attachments'> & {
  readonly id: number
  readonly createdAt: Date
  readonly attachments: readonly OutboxAttachmentSummary[]
}

export function createOutboxRepository(db: AppDatabase) {
  return {
    async insert({ attachments = [], ...message }: NewOutboxMessage): Promise<void> {
      if (attachments.length === 0) {
        await db.insert(outboxMessages).values(message)
        return
      }
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(outboxMessages)
          .values(message)
          .returning({ id: outboxMessages.id })
        if (row === undefined) throw new Error('The outbox message was not stored')
        await tx
          .insert(outboxAttachments)
          .values(attachments.map((file) => ({ ...file, messageId: row.id })))
      })
    },

    /** Newest first, optionally only those to one recipient, with their attachments listed. */
    async list(options: {
      recipient?: string | undefined
      limit: number
    }): Promise<StoredOutboxMessage[]> {
      const messages = await db
        .select({
          id: outboxMessages.id,
          channel: outboxMessages.channel,
          recipient: outboxMessages.recipient,
          subject: outboxMessages.subject,
          body: outboxMessages.body,
          html: outboxMessages.html,
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
      const files =
        messages.length === 0
          ? []
          : await db
              .select({
                id: outboxAttachments.id,
                messageId: outboxAttachments.messageId,
                fileName: outboxAttachments.fileName,
                contentType: outboxAttachments.contentType,
                sizeBytes: sql<number>`octet_length(${outboxAttachments.content})`.mapWith(Number),
              })
              .from(outboxAttachments)
              .where(
                inArray(
                  outboxAttachments.messageId,
                  messages.map((message) => message.id),
                ),
              )
              .orderBy(outboxAttachments.id)
      return messages.map((message) => ({
        ...message,
        attachments: files
          .filter((file) => file.messageId === message.id)
          .map(({ messageId: _messageId, ...file }) => file),
      }))
    },

    /** One attachment's bytes, for the developer page and tests. */
    async attachment(id: number) {
      const [row] = await db
        .select({
          fileName: outboxAttachments.fileName,
          contentType: outboxAttachments.contentType,
          content: outboxAttachments.content,
        })
        .from(outboxAttachments)
        .where(eq(outboxAttachments.id, id))
      return row
    },
  }
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>
