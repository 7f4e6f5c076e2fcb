import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { cities, countries } from './geography.ts'

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
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organizers_country_idx').on(table.countryId)],
)
