import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

/** A search term inside ILIKE: its own % and _ match themselves. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

export type AuditSearch = { actor: string; object: string; action: string }

export type ConsoleAuditRow = {
  id: number
  at: Date
  actorUserId: number | null
  actorName: string | null
  actorEmail: string | null
  action: string
  objectKind: string
  objectId: string
  organizerId: number | null
  before: unknown
  after: unknown
}

/**
 * The filters of the audit page (issue 43 item 7): the actor by account id or part of the e-mail
 * or name; the object as `kind`, `kind:id` or an id; the action by its start.
 */
export function auditSearchCondition({ actor, object, action }: AuditSearch): SQL {
  const conditions: SQL[] = [sql`a.actor_kind = 'admin'`]
  if (/^\d{1,9}$/.test(actor)) conditions.push(sql`a.actor_user_id = ${Number(actor)}`)
  else if (actor !== '') {
    const pattern = likePattern(actor)
    conditions.push(sql`(u.email ILIKE ${pattern}
      OR coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') ILIKE ${pattern})`)
  }
  const [kind, id] = object.includes(':') ? object.split(':', 2) : [object, '']
  if (/^\d+$/.test(object)) conditions.push(sql`a.object_id = ${object}`)
  else if (object !== '') {
    conditions.push(sql`a.object_kind = ${kind!.trim()}`)
    if (id!.trim() !== '') conditions.push(sql`a.object_id = ${id!.trim()}`)
  }
  if (action !== '') conditions.push(sql`a.action LIKE ${`${action.replace(/[\\%_]/g, '\\$&')}%`}`)
  return sql.join(conditions, sql` AND `)
}

/** The console's actions from the audit log, newest first (read only: nothing here writes). */
export function createAdminAuditRepository(db: AppDatabase) {
  return {
    async search(
      search: AuditSearch,
      page: { offset: number; limit: number },
    ): Promise<{ rows: ConsoleAuditRow[]; total: number }> {
      const where = auditSearchCondition(search)
      const rows = await selectRows<{
        id: number
        created_at: unknown
        actor_user_id: number | null
        first_name: string | null
        last_name: string | null
        email: string | null
        action: string
        object_kind: string
        object_id: string
        organizer_id: number | null
        before: unknown
        after: unknown
      }>(
        db,
        sql`SELECT a.id, a.created_at, a.actor_user_id, u.first_name, u.last_name, u.email,
            a.action, a.object_kind, a.object_id, a.organizer_id, a.before, a.after
          FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
          WHERE ${where}
          ORDER BY a.id DESC
          LIMIT ${page.limit} OFFSET ${page.offset}`,
      )
      const [counted] = await selectRows<{ total: number | string }>(
        db,
        sql`SELECT count(*) AS total FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
          WHERE ${where}`,
      )
      return {
        total: Number(counted?.total ?? 0),
        rows: rows.map((row) => {
          const name = [row.first_name, row.last_name].filter(Boolean).join(' ')
          return {
            id: Number(row.id),
            at: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
            actorUserId: row.actor_user_id === null ? null : Number(row.actor_user_id),
            actorName: name === '' ? null : name,
            actorEmail: row.email,
            action: row.action,
            objectKind: row.object_kind,
            objectId: row.object_id,
            organizerId: row.organizer_id === null ? null : Number(row.organizer_id),
            before: row.before,
            after: row.after,
          }
        }),
      }
    },
  }
}

export type AdminAuditRepository = ReturnType<typeof createAdminAuditRepository>
