import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { chats } from './chat.ts'
import { countries } from './geography.ts'
import { organizers } from './organizers.ts'

export const phoneCodeTargets = ['organizer', 'user', 'web'] as const
export type PhoneCodeTarget = (typeof phoneCodeTargets)[number]

/**
 * §7 phone-code/organizer, /user, /web-call-data: a short extension code a caller dials after the
 * brand's phone number, which routes the call to an organizer or to support about a chat. Codes
 * are unique while they live.
 */
export const phoneCallCodes = pgTable(
  'phone_call_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    target: text('target', { enum: phoneCodeTargets }).notNull(),
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'cascade' }),
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    /** Who asked for it; null for a visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    isSupportCall: boolean('is_support_call').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('phone_call_codes_code_unique').on(table.code),
    index('phone_call_codes_expires_idx').on(table.expiresAt),
  ],
)

export const chatCallStatuses = [
  'ringing',
  'answered',
  'ended',
  'missed',
  'declined',
  'failed',
] as const
export type ChatCallStatus = (typeof chatCallStatuses)[number]

/**
 * A web call (WebRTC audio, signalled over the chat WebSocket) between the two sides of a chat.
 * The chat shows it as a message (chat_messages.call_id) that says how it went.
 */
export const chatCalls = pgTable(
  'chat_calls',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    callerUserId: integer('caller_user_id').references(() => users.id, { onDelete: 'set null' }),
    calleeUserId: integer('callee_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: chatCallStatuses }).notNull().default('ringing'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('chat_calls_chat_idx').on(table.chatId, table.startedAt)],
)
