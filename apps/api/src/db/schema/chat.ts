import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { organizers } from './organizers.ts'

/**
 * A conversation of a tourist with an organizer, or with support when organizer_id is null: one
 * per tourist and organizer, one per tourist with support. The two read marks are the last
 * message id each side has read (the tourist; the organizer's accounts or support as one side).
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'cascade' }),
    /** The capability in messenger links (`/tg/{uuid}`): it names the chat without its number. */
    linkUuid: uuid('link_uuid').notNull().defaultRandom(),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    touristReadMessageId: integer('tourist_read_message_id').notNull().default(0),
    counterpartReadMessageId: integer('counterpart_read_message_id').notNull().default(0),
    /** The last message each side was mailed about as unread (issue 38): never mailed twice. */
    touristMailedMessageId: integer('tourist_mailed_message_id').notNull().default(0),
    counterpartMailedMessageId: integer('counterpart_mailed_message_id').notNull().default(0),
    /** Set by disable-notifications: this chat's messages are no longer relayed to a messenger. */
    notificationsDisabledAt: timestamp('notifications_disabled_at', { withTimezone: true }),
    /** Set by support: nobody can write in a frozen chat until support unfreezes it. */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    /** Issue 43 item 4: the support agent who took a support chat in the console, if any. */
    assignedUserId: integer('assigned_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chats_user_idx').on(table.userId, table.lastMessageId),
    index('chats_organizer_idx').on(table.organizerId, table.lastMessageId),
    uniqueIndex('chats_user_organizer_unique')
      .on(table.userId, table.organizerId)
      .where(sql`${table.organizerId} is not null`),
    uniqueIndex('chats_user_support_unique')
      .on(table.userId)
      .where(sql`${table.organizerId} is null`),
    uniqueIndex('chats_link_uuid_unique').on(table.linkUuid),
  ],
)

export const chatAuthorSides = ['tourist', 'organizer', 'support'] as const
export type ChatAuthorSide = (typeof chatAuthorSides)[number]

/**
 * One message. Ids grow with time across all chats, so "everything after id N" is what a client
 * that reconnects has missed. Edits, deletions and moderation keep the row (the other side's
 * screen and the realtime events refer to it).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorSide: text('author_side', { enum: chatAuthorSides }).notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    fileId: integer('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    /** A web call's record (chat_calls); no foreign key, as the two tables refer to each other. */
    callId: integer('call_id'),
    /** The sender's own id for the message: a retried send with the same key is the same message. */
    clientKey: uuid('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by support; the text stays for the record but is never sent to clients again. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_messages_chat_idx').on(table.chatId, table.id),
    uniqueIndex('chat_messages_client_key_unique')
      .on(table.chatId, table.clientKey)
      .where(sql`${table.clientKey} is not null`),
  ],
)

/**
 * A user's link to a messenger (§7 generate-connection-code): the code (stored as a hash) is sent
 * to the messenger's bot, which activates the link; chats then relay new messages there.
 */
export const messengerConnections = pgTable(
  'messenger_connections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    /** The messenger's own id for the account, once the bot saw the code. */
    externalAccountId: text('external_account_id'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('messenger_connections_code_unique').on(table.codeHash),
    index('messenger_connections_user_idx').on(table.userId),
  ],
)

export const uploadedFileKinds = ['file', 'image', 'video'] as const
export type UploadedFileKind = (typeof uploadedFileKinds)[number]

export const uploadStatuses = ['processing', 'ready', 'failed'] as const
export type UploadStatus = (typeof uploadStatuses)[number]

/**
 * §7 uploads (file/upload, image/upload): what a user sent, checked by its bytes. The stored
 * object is named by `storageKey` in the storage (a local folder by default); images are served
 * re-encoded through /media, other files through their uuid.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: uploadedFileKinds }).notNull(),
    /** Sniffed from the bytes, never taken from the client. */
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    /** The name the user's device gave, for display and download only. */
    originalName: text('original_name').notNull(),
    status: text('status', { enum: uploadStatuses }).notNull().default('processing'),
    isPublic: boolean('is_public').notNull().default(false),
    /**
     * Hex SHA-256 of the token that lets an anonymous uploader delete the file (§7 upload-review-image
     * answers it, delete-image takes it); null for files owned by an account.
     */
    deleteTokenHash: text('delete_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the current processing attempt was claimed (at upload, or by the recovery job after
     * its process died): an upload `processing` long past it has no live worker.
     */
    processingStartedAt: timestamp('processing_started_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Processing attempts claimed so far; past the second the upload fails (a poison file). */
    processingAttempts: integer('processing_attempts').notNull().default(1),
  },
  (table) => [
    uniqueIndex('uploaded_files_uuid_unique').on(table.uuid),
    index('uploaded_files_owner_idx').on(table.ownerUserId),
    // The recovery job's scan: only the few uploads in processing.
    index('uploaded_files_processing_idx')
      .on(table.processingStartedAt)
      .where(sql`${table.status} = 'processing'`),
  ],
)
