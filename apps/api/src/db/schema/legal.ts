import { sql } from 'drizzle-orm'
import {
  check,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Issue 43 item 5: the §2 legal documents' versions, edited in the console. A version is in force
 * from its day (the latest one on or before today); until then it may be changed or deleted, after
 * it never. The effective day is also its address (/agreement/2026-03-01) and what a booking
 * records (`booking_requests.terms_version`), so it is unique per document. The texts are Markdown,
 * `{projectName}` standing for the brand's name; the first versions are the ones the code held
 * (db/seed-legal-versions.ts).
 */
export const legalDocumentVersions = pgTable(
  'legal_document_versions',
  {
    id: serial('id').primaryKey(),
    document: text('document').notNull(),
    versionLabel: text('version_label').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    titleRu: text('title_ru').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyRuMarkdown: text('body_ru_markdown').notNull(),
    /** Null for the versions the code held before the console. */
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('legal_document_versions_document_day_key').on(table.document, table.effectiveFrom),
    check(
      'legal_document_versions_document_check',
      sql`${table.document} IN ('agreement', 'tour-provider-agreement', 'privacy', 'safety-rules')`,
    ),
  ],
)
