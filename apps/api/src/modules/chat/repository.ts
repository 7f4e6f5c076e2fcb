import type { AppDatabase } from '../../db/database.ts'
import { createChatsRepository } from './chats-repository.ts'
import { createConnectionsRepository } from './connections-repository.ts'
import { createMessagesRepository } from './messages-repository.ts'
import { createReplyTimeRepository } from './reply-time-repository.ts'

export type { ChatRecord, ChatScope, FileRecord, MessageRecord } from './records.ts'

/** The chat's tables by aggregate: chats, their messages, messenger links, reply times. */
export function createChatRepository(db: AppDatabase) {
  return {
    ...createChatsRepository(db),
    ...createMessagesRepository(db),
    ...createConnectionsRepository(db),
    ...createReplyTimeRepository(db),
  }
}

export type ChatRepository = ReturnType<typeof createChatRepository>
