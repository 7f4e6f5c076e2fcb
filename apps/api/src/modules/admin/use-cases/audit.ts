import type { AdminAudit } from '@tourmarket/contracts'
import { requireRole } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { AdminAuditRepository, AuditSearch } from '../audit-repository.ts'

/** A JSON object's fields; anything else (null, a scalar a row never holds) has none. */
function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** Issue 43 item 7: the console's audit log, for admins, read-only. */
export function createAdminAuditUseCases({ repository }: { repository: AdminAuditRepository }) {
  return {
    async search(
      viewer: Viewer,
      query: AuditSearch & { page: number; limit: number },
    ): Promise<AdminAudit> {
      requireRole(viewer, 'audit.search')
      const { page, limit } = query
      const { rows, total } = await repository.search(query, {
        offset: (page - 1) * limit,
        limit,
      })
      return {
        data: rows.map((row) => {
          const before = fieldsOf(row.before)
          const after = fieldsOf(row.after)
          const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
          return {
            id: row.id,
            at: row.at.toISOString(),
            actor:
              row.actorUserId === null
                ? null
                : { id: row.actorUserId, name: row.actorName ?? '', email: row.actorEmail },
            action: row.action,
            object: { kind: row.objectKind, id: row.objectId },
            organizer_id: row.organizerId,
            changes: fields.map((field) => ({
              field,
              before: before[field] ?? null,
              after: after[field] ?? null,
            })),
          }
        }),
        meta: { page, per_page: limit, total, total_pages: Math.ceil(total / limit) },
      }
    },
  }
}

export type AdminAuditUseCases = ReturnType<typeof createAdminAuditUseCases>
