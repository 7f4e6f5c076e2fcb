import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { staffRoles } from '@tourmarket/domain/console'
import { countries } from './geography.ts'

/**
 * A tourist's account (§3 user profile). E-mail and phone are stored normalised (lower-case; +
 * and digits) and are each unique when set. The password hash is null for accounts that sign in
 * by codes only (§7 register-without-password).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    phone: text('phone'),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    /** `scrypt$N$r$p$salt$hash`, parameters kept with each hash so they can be raised later. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    timezone: text('timezone'),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    languageCode: text('language_code').notNull().default('en-US'),
    currencyCode: text('currency_code').notNull().default('USD'),
    avatarId: integer('avatar_id'),
    /** §3 logged-in user hash_for_activity: proves a set-activity call comes from this user's page. */
    activityHash: text('activity_hash').notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** Staff: their sign-in is an admin login (§6 is_admin_auth, cookie adm_auth). */
    isStaff: boolean('is_staff').notNull().default(false),
    /**
     * Issue 43: what a staff account may do in the operator console (admin, support, content,
     * finance; packages/domain console). Null: no console, whatever else staff may do.
     */
    staffRole: text('staff_role', { enum: staffRoles }),
    /** §3 private user data: permissions, both false by default. */
    canUseKnowledge: boolean('can_use_knowledge').notNull().default(false),
    canViewCommission: boolean('can_view_commission').notNull().default(false),
    /**
     * The organizer this account acts for (decision 0016: organizer/request/* calls). Not a
     * foreign key on purpose: the demo catalogue's --reset truncates organizers, and a key would
     * make PostgreSQL truncate every account with them; the seed links its demo account again.
     */
    organizerId: integer('organizer_id'),
    /**
     * When the account was deleted by its holder (issue 42, decision 0063): the row stays, with
     * every personal field erased, because its bookings are kept as the law requires.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique')
      .on(table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('users_phone_unique')
      .on(table.phone)
      .where(sql`${table.phone} is not null`),
    check(
      'users_staff_role_check',
      sql`${table.staffRole} is null or (${table.isStaff} and ${table.staffRole} in ('admin', 'support', 'content', 'finance'))`,
    ),
  ],
)

/**
 * A signed-in session: one refresh-token family. Access tokens name it (claim `sid`), so revoking
 * it ends them at once; reusing a rotated refresh token revokes it (theft detection).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** §6: an admin login (a staff account signed in). */
    isAdminAuth: boolean('is_admin_auth').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout, refresh_token_reuse, password_changed, … — for the account's security history. */
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('user_sessions_user_idx').on(table.userId)],
)

/** Refresh tokens, stored as SHA-256 hashes; each is used once and replaced by the next one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => userSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when it was exchanged for a new one; presenting it again is reuse. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
)

export const oneTimeTokenPurposes = ['login', 'password_reset'] as const
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number]

/** Single-use, expiring tokens sent by link or redirect, stored as SHA-256 hashes. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_tokens_user_idx').on(table.userId, table.purpose)],
)

/** account_export and account_delete confirm "Download my data" and "Delete my account". */
export const authCodePurposes = [
  'login',
  'confirm_email',
  'confirm_phone',
  'account_export',
  'account_delete',
] as const
export type AuthCodePurpose = (typeof authCodePurposes)[number]

/**
 * §5/§9 5-digit codes. Stored as an HMAC keyed by the server secret, so a copy of the table does
 * not give them away; `attempts` counts wrong guesses, and too many burn the code.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: authCodePurposes }).notNull(),
    /** The normalised e-mail or phone the code was sent to. */
    destination: text('destination').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    sender: text('sender').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_codes_destination_idx').on(table.purpose, table.destination)],
)
