import { asc, desc, eq, sql } from 'drizzle-orm'
import type { LegalDocumentId } from '@tourmarket/domain/legal'
import type { AppDatabase } from '../../db/database.ts'
import { legalDocumentVersions, users } from '../../db/schema/index.ts'
import { recordAudit, type AuditEntry } from '../../platform/audit/audit-log.ts'

export type LegalVersionRow = typeof legalDocumentVersions.$inferSelect & {
  readonly createdBy: string | null
}

/** The columns the console writes. */
export type LegalVersionColumns = Pick<
  typeof legalDocumentVersions.$inferInsert,
  | 'document'
  | 'versionLabel'
  | 'effectiveFrom'
  | 'title'
  | 'titleRu'
  | 'bodyMarkdown'
  | 'bodyRuMarkdown'
>

export type LegalRepository = ReturnType<typeof createLegalRepository>

/** The legal documents' versions (issue 43 item 5), as the pages and the console read them. */
export function createLegalRepository(db: AppDatabase) {
  const rows = () =>
    db
      .select({
        id: legalDocumentVersions.id,
        document: legalDocumentVersions.document,
        versionLabel: legalDocumentVersions.versionLabel,
        effectiveFrom: legalDocumentVersions.effectiveFrom,
        title: legalDocumentVersions.title,
        titleRu: legalDocumentVersions.titleRu,
        bodyMarkdown: legalDocumentVersions.bodyMarkdown,
        bodyRuMarkdown: legalDocumentVersions.bodyRuMarkdown,
        createdByUserId: legalDocumentVersions.createdByUserId,
        createdAt: legalDocumentVersions.createdAt,
        updatedAt: legalDocumentVersions.updatedAt,
        createdBy: sql<
          string | null
        >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`,
      })
      .from(legalDocumentVersions)
      .leftJoin(users, eq(users.id, legalDocumentVersions.createdByUserId))

  return {
    /** Every version, by document and newest first. */
    async all(): Promise<LegalVersionRow[]> {
      return rows().orderBy(
        asc(legalDocumentVersions.document),
        desc(legalDocumentVersions.effectiveFrom),
      )
    },

    async ofDocument(document: LegalDocumentId): Promise<LegalVersionRow[]> {
      return rows()
        .where(eq(legalDocumentVersions.document, document))
        .orderBy(asc(legalDocumentVersions.effectiveFrom))
    },

    async find(id: number): Promise<LegalVersionRow | undefined> {
      const [row] = await rows().where(eq(legalDocumentVersions.id, id))
      return row
    },

    /** Adds a version; undefined when the document has one on that day already. */
    async insert(
      columns: LegalVersionColumns,
      createdByUserId: number,
      audit: (id: number) => AuditEntry,
    ): Promise<number | undefined> {
      return db.transaction(async (transaction) => {
        const [row] = await transaction
          .insert(legalDocumentVersions)
          .values({ ...columns, createdByUserId })
          .onConflictDoNothing()
          .returning({ id: legalDocumentVersions.id })
        if (row === undefined) return undefined
        await recordAudit(transaction, audit(row.id))
        return row.id
      })
    },

    /**
     * Changes a version still scheduled after `today`, under its row lock (a version that took
     * effect meanwhile is left alone): 'in-force', 'day-taken' or 'changed'.
     */
    async update(
      id: number,
      columns: LegalVersionColumns,
      today: string,
      audit: AuditEntry,
    ): Promise<'in-force' | 'day-taken' | 'changed'> {
      return db.transaction(async (transaction) => {
        const [locked] = await transaction
          .select({ effectiveFrom: legalDocumentVersions.effectiveFrom })
          .from(legalDocumentVersions)
          .where(eq(legalDocumentVersions.id, id))
          .for('update')
        if (locked === undefined || locked.effectiveFrom <= today) return 'in-force'
        const [taken] = await transaction
          .select({ id: legalDocumentVersions.id })
          .from(legalDocumentVersions)
          .where(
            sql`${legalDocumentVersions.document} = ${columns.document} AND ${legalDocumentVersions.effectiveFrom} = ${columns.effectiveFrom} AND ${legalDocumentVersions.id} <> ${id}`,
          )
        if (taken !== undefined) return 'day-taken'
        await transaction
          .update(legalDocumentVersions)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(legalDocumentVersions.id, id))
        await recordAudit(transaction, audit)
        return 'changed'
      })
    },

    /** Deletes a version still scheduled after `today`; false when it is in force by now. */
    async delete(id: number, today: string, audit: AuditEntry): Promise<boolean> {
      return db.transaction(async (transaction) => {
        const deleted = await transaction
          .delete(legalDocumentVersions)
          .where(
            sql`${legalDocumentVersions.id} = ${id} AND ${legalDocumentVersions.effectiveFrom} > ${today}::date`,
          )
          .returning({ id: legalDocumentVersions.id })
        if (deleted.length === 0) return false
        await recordAudit(transaction, audit)
        return true
      })
    },
  }
}
