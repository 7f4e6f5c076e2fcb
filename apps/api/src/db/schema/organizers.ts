import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { cities, countries } from './geography.ts'

/**
 * A cancellation policy as stored (packages/domain booking CancellationPolicy): refund tiers from
 * the earliest deadline, whole days before the start and whole percents.
 */
export type StoredCancellationPolicy = {
  tiers: { daysBefore: number; refundPercent: number }[]
}

/**
 * Tour organizers (operators and authors). Verification checks follow §4: 0 not performed,
 * 1 success, 2 failed, 3 in progress; the internal check has no in-progress state.
 */
export const organizers = pgTable(
  'organizers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** §3 organizer legal types: 1 natural person, 2 individual entrepreneur, 3 legal entity. */
    legalType: smallint('legal_type').notNull(),
    /** §3 sales models 1-5. */
    salesModel: smallint('sales_model').notNull(),
    /** §3 operator type: an author runs their own trips; an organization is a company. */
    operatorType: text('operator_type', { enum: ['organization', 'author'] }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    description: text('description').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
    avatarKey: text('avatar_key'),
    identityCheck: smallint('identity_check').notNull().default(0),
    documentsCheck: smallint('documents_check').notNull().default(0),
    internalCheck: smallint('internal_check').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewsCount: integer('reviews_count').notNull().default(0),
    foundedYear: smallint('founded_year'),
    /** The languages the organizer guides in (languages.id), from §7 dropdown/language. */
    languageIds: integer('language_ids').array().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(true),
    /**
     * Issue 43: why an operator hid the profile and its tours, shown to the organizer in the
     * office; while set, only an operator publishes it again. Null when no operator hid it.
     */
    hiddenReason: text('hidden_reason'),
    /** The marketplace's commission on this organizer's sales, percent (§6 can_view_commission). */
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(15),
    /**
     * Issue 43 item 2: an admin's commission percent for this organizer, over its sales model's
     * rate (sales_model_commissions); null follows the model. commission_percent above is kept
     * equal to the one in force (this, else the model's rate) for its readers.
     */
    commissionOverridePercent: numeric('commission_override_percent', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }),
    /** The cancellation policy of the organizer's tours that set none of their own. */
    cancellationPolicy: jsonb('cancellation_policy')
      .$type<StoredCancellationPolicy>()
      .notNull()
      .default(
        sql`'{"tiers":[{"daysBefore":30,"refundPercent":100},{"daysBefore":7,"refundPercent":50}]}'::jsonb`,
      ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organizers_country_idx').on(table.countryId)],
)

export const organizerTeamRoles = ['owner', 'staff'] as const
export type OrganizerTeamRole = (typeof organizerTeamRoles)[number]

/**
 * §6 organizer back-office calls: the accounts that run an organizer profile. An account may run
 * several; users.organizer_id is the one it currently acts for (chat, bookings, meet mails).
 */
export const organizerAccounts = pgTable(
  'organizer_accounts',
  {
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Issue 40 team: an owner runs the team and payouts; staff do the daily work. */
    role: text('role', { enum: organizerTeamRoles }).notNull().default('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizerId, table.userId] }),
    index('organizer_accounts_user_idx').on(table.userId),
  ],
)

export const verificationStatuses = ['pending', 'succeeded', 'failed'] as const
export type VerificationStatus = (typeof verificationStatuses)[number]

/**
 * §7 get-verification-access-token: one identity check of an organizer with the provider. The
 * provider's signed callback settles it and sets organizers.identity_check.
 */
export const organizerVerifications = pgTable(
  'organizer_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    provider: text('provider').notNull(),
    /** The provider's own id for the check, once it has one. */
    providerReference: text('provider_reference'),
    status: text('status', { enum: verificationStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('organizer_verifications_organizer_idx').on(table.organizerId, table.createdAt),
  ],
)

/**
 * Issue 40 team: an owner's invitation of an e-mail address to act for the profile. The link
 * carries a random token; only its SHA-256 is kept. Accepted, revoked or expired ones stay as history.
 */
export const organizerInvitations = pgTable(
  'organizer_invitations',
  {
    id: serial('id').primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: organizerTeamRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('organizer_invitations_organizer_idx').on(table.organizerId, table.createdAt)],
)

/**
 * Money the marketplace paid out to an organizer for a month's sales (issue 40 sales: "paid out
 * or due"). Written by the operator's finance work (issue 43) and the demo seed; the office reads it.
 */
export const organizerPayouts = pgTable(
  'organizer_payouts',
  {
    id: serial('id').primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    /** The sales month paid for, as YYYY-MM. */
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    reference: text('reference').notNull().default(''),
  },
  (table) => [index('organizer_payouts_organizer_idx').on(table.organizerId, table.month)],
)

/**
 * Issue 43 item 2: the commission percent per §3 sales model (1-5), set by admins in the console.
 * An organizer without an override follows its model's rate; a booking keeps the rate it was made at.
 */
export const salesModelCommissions = pgTable('sales_model_commissions', {
  salesModel: smallint('sales_model').primaryKey(),
  percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
})
