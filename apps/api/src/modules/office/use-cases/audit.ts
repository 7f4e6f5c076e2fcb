import type { OfficeAudit } from '@tourmarket/contracts'
import { auditTrail, type AuditObjectKind } from '../../../platform/audit/audit-log.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { OfficeDeps } from './deps.ts'

function fieldsOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** An object's audit trail (issue 40), shown on its office page to its organizer's team only. */
export function createAuditUseCases(deps: OfficeDeps) {
  const { access, repository, db } = deps

  return {
    async audit(
      viewer: Viewer,
      query: { object_kind: AuditObjectKind; object_id: string; limit: number },
    ): Promise<OfficeAudit> {
      const member = await access.member(viewer)
      const records = await auditTrail(
        db,
        { kind: query.object_kind, id: query.object_id },
        { limit: query.limit },
      )
      // Every row of an object carries its organizer: one of another's refuses the whole trail.
      for (const record of records) access.ensureOwnObject(member, record.organizerId)
      const actorIds = [...new Set(records.flatMap((record) => record.actorUserId ?? []))]
      const names = await repository.userNames(actorIds)
      return {
        data: records.map((record) => {
          const before = fieldsOf(record.before)
          const after = fieldsOf(record.after)
          const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
          const name = record.actorUserId === null ? '' : (names.get(record.actorUserId) ?? '')
          return {
            id: record.id,
            action: record.action,
            actor: { kind: record.actorKind, name: name === '' ? null : name },
            created_at: record.createdAt.toISOString(),
            changes: fields.map((field) => ({
              field,
              before: before[field] ?? null,
              after: after[field] ?? null,
            })),
          }
        }),
      }
    },
  }
}
