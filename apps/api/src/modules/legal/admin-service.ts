import type { AdminLegalDocuments, AdminLegalVersion } from '@tourmarket/contracts'
import { utcCalendarDate, type Locale } from '@tourmarket/domain/i18n'
import {
  legalDocumentIds,
  legalVersionEditable,
  versionInForce,
  type LegalDocumentId,
} from '@tourmarket/domain/legal'
import { AppError } from '../../errors.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { changedFields, type AuditEntry } from '../../platform/audit/audit-log.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import { legalPreviewHtml } from './legal-html.ts'
import { stateOf, textOf, versionPath } from './presenter.ts'
import type { LegalRepository, LegalVersionColumns, LegalVersionRow } from './repository.ts'

/** What the console's editor sends (contracts adminLegalSaveBodySchema, parsed). */
export type LegalVersionInput = {
  readonly id?: number | undefined
  readonly document: LegalDocumentId
  readonly version_label: string
  readonly effective_from: string
  readonly title: string
  readonly title_ru: string
  readonly body_markdown: string
  readonly body_ru_markdown: string
}

function fieldRefused(field: string, message: string): AppError {
  return new AppError({
    code: 'validation_failed',
    message: `Check these fields: ${field}.`,
    errors: { [field]: [message] },
  })
}

const inForce = (row: LegalVersionRow) =>
  fieldRefused(
    'effective_from',
    `This version has been in force since ${row.effectiveFrom}: it can no longer be changed or deleted. Add a new version instead.`,
  )

const dayTaken = () =>
  fieldRefused('effective_from', 'Another version of this document takes effect on that day.')

function notFound(): AppError {
  return new AppError({ code: 'not_found', message: 'There is no such legal version.' })
}

function columnsOf(input: LegalVersionInput): LegalVersionColumns {
  return {
    document: input.document,
    versionLabel: input.version_label,
    effectiveFrom: input.effective_from,
    title: input.title,
    titleRu: input.title_ru,
    bodyMarkdown: input.body_markdown,
    bodyRuMarkdown: input.body_ru_markdown,
  }
}

function columnsOfRow(row: LegalVersionRow): LegalVersionColumns {
  return {
    document: row.document,
    versionLabel: row.versionLabel,
    effectiveFrom: row.effectiveFrom,
    title: row.title,
    titleRu: row.titleRu,
    bodyMarkdown: row.bodyMarkdown,
    bodyRuMarkdown: row.bodyRuMarkdown,
  }
}

export type LegalAdminService = ReturnType<typeof createLegalAdminService>

/**
 * Issue 43 item 5: the legal documents' versions in the operator console (content, admin). A
 * version may be added for today or later and changed or deleted until its day; from then on it is
 * what pages show and bookings accept, so it is read-only (400 naming `effective_from`). Writes
 * are audited in their transaction; the repository checks the day again under the row's lock.
 */
export function createLegalAdminService({
  repository,
  now,
}: {
  repository: LegalRepository
  now: () => Date
}) {
  const today = () => utcCalendarDate(now())

  async function existing(id: number): Promise<LegalVersionRow> {
    const row = await repository.find(id)
    if (row === undefined) throw notFound()
    return row
  }

  async function present(row: LegalVersionRow): Promise<AdminLegalVersion> {
    const day = today()
    const document = row.document as LegalDocumentId
    const state = stateOf(row, versionInForce(await repository.ofDocument(document), day), day)
    return {
      id: row.id,
      document,
      version_label: row.versionLabel,
      effective_from: row.effectiveFrom,
      state,
      editable: legalVersionEditable(row, day),
      created_by: row.createdBy,
      created_at: row.createdAt.toISOString(),
      url: versionPath(document, row, state),
      title: row.title,
      title_ru: row.titleRu,
      body_markdown: row.bodyMarkdown,
      body_ru_markdown: row.bodyRuMarkdown,
    }
  }

  const audited = (
    userId: number,
    id: number,
    action: string,
    change: Pick<AuditEntry, 'before' | 'after'>,
  ): AuditEntry => ({
    organizerId: null,
    actorUserId: userId,
    actorKind: 'admin',
    objectKind: 'legal_version',
    objectId: id,
    action,
    ...change,
  })

  return {
    async list(viewer: Viewer, language: Locale): Promise<AdminLegalDocuments> {
      requireRole(viewer, 'content.legal-view')
      const day = today()
      const rows = await repository.all()
      return {
        today: day,
        data: legalDocumentIds.map((document) => {
          const versions = rows.filter((row) => row.document === document)
          const current = versionInForce(versions, day)
          return {
            document,
            title: textOf(current ?? versions[0]!, language).title,
            versions: versions.map((row) => {
              const state = stateOf(row, current, day)
              return {
                id: row.id,
                version_label: row.versionLabel,
                effective_from: row.effectiveFrom,
                state,
                editable: legalVersionEditable(row, day),
                created_by: row.createdBy,
                created_at: row.createdAt.toISOString(),
                url: versionPath(document, row, state),
              }
            }),
          }
        }),
      }
    },

    async view(viewer: Viewer, id: number): Promise<AdminLegalVersion> {
      requireRole(viewer, 'content.legal-view')
      return present(await existing(id))
    },

    preview(viewer: Viewer, markdown: string): { html: string } {
      requireRole(viewer, 'content.legal-edit')
      return { html: legalPreviewHtml(markdown) }
    },

    async save(viewer: Viewer, input: LegalVersionInput): Promise<AdminLegalVersion> {
      const staff = requireRole(viewer, 'content.legal-edit')
      const day = today()
      const columns = columnsOf(input)
      if (input.effective_from < day) {
        throw fieldRefused('effective_from', 'A version takes effect today or later.')
      }
      if (input.id === undefined) {
        const id = await repository.insert(columns, staff.userId, (created) =>
          audited(staff.userId, created, 'legal_version.create', {
            before: null,
            after: { ...columns },
          }),
        )
        if (id === undefined) throw dayTaken()
        return present(await existing(id))
      }
      const before = await existing(input.id)
      if (!legalVersionEditable(before, day)) throw inForce(before)
      if (before.document !== input.document) {
        throw fieldRefused('document', 'A version stays with its document.')
      }
      const change = changedFields(columnsOfRow(before), columns)
      const outcome = await repository.update(
        before.id,
        columns,
        day,
        audited(staff.userId, before.id, 'legal_version.update', change),
      )
      if (outcome === 'in-force') throw inForce(before)
      if (outcome === 'day-taken') throw dayTaken()
      return present(await existing(before.id))
    },

    async remove(viewer: Viewer, id: number): Promise<{ deleted: true }> {
      const staff = requireRole(viewer, 'content.legal-edit')
      const day = today()
      const before = await existing(id)
      const deleted =
        legalVersionEditable(before, day) &&
        (await repository.delete(
          id,
          day,
          audited(staff.userId, id, 'legal_version.delete', {
            before: columnsOfRow(before),
            after: null,
          }),
        ))
      if (!deleted) throw inForce(before)
      return { deleted: true }
    },
  }
}
