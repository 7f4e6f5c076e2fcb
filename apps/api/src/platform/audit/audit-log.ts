import { and, desc, eq, lt } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { auditLog } from '../../db/schema/index.ts'

export type AuditActorKind = 'organizer' | 'admin' | 'system'

/** The kinds of object the office changes; the audit trail of each is read by kind and id. */
export type AuditObjectKind =
  | 'booking'
  | 'tour'
  | 'tour_date'
  | 'review'
  | 'team'
  | 'organizer'
  | 'account'
  | 'blog_post'
  | 'chat'
  | 'canned_answer'
  | 'help_request'
  | 'help_article'
  | 'sales_model'
  | 'collection'
  | 'country'
  | 'media'
  | 'legal_version'

export type AuditEntry = {
  readonly organizerId: number | null
  readonly actorUserId: number | null
  readonly actorKind: AuditActorKind
  readonly objectKind: AuditObjectKind
  readonly objectId: number | string
  /** `<object>.<verb>`, e.g. `booking.confirm`, `tour.update`, `tour_date.close`. */
  readonly action: string
  /** The changed fields before and after (only those that changed, for an update). */
  readonly before?: Readonly<Record<string, unknown>> | null
  readonly after?: Readonly<Record<string, unknown>> | null
}

export type AuditRecord = {
  readonly id: number
  /** Whose object it is: the office shows a trail only to that organizer's team. */
  readonly organizerId: number | null
  readonly actorUserId: number | null
  readonly actorKind: string
  readonly objectKind: string
  readonly objectId: string
  readonly action: string
  readonly before: unknown
  readonly after: unknown
  readonly createdAt: Date
}

/**
 * Issue 40 audit log: written in the same transaction as the change it records (pass the
 * transaction), so a change and its record commit or roll back together.
 */
export async function recordAudit(db: AppDatabase, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizerId: entry.organizerId,
    actorUserId: entry.actorUserId,
    actorKind: entry.actorKind,
    objectKind: entry.objectKind,
    objectId: String(entry.objectId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

/**
 * The fields of `after` whose values differ from `before`, as the pair to record: an update's
 * audit row names what changed, not the whole object.
 */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changedBefore: Record<string, unknown> = {}
  const changedAfter: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field]) !== JSON.stringify(value)) {
      changedBefore[field] = before[field] ?? null
      changedAfter[field] = value
    }
  }
  return { before: changedBefore, after: changedAfter }
}

/** An object's trail, newest first; `beforeId` pages back. */
export async function auditTrail(
  db: AppDatabase,
  object: { kind: AuditObjectKind; id: number | string },
  page: { limit: number; beforeId?: number },
): Promise<AuditRecord[]> {
  const conditions = [
    eq(auditLog.objectKind, object.kind),
    eq(auditLog.objectId, String(object.id)),
  ]
  if (page.beforeId !== undefined) conditions.push(lt(auditLog.id, page.beforeId))
  return db
    .select({
      id: auditLog.id,
      organizerId: auditLog.organizerId,
      actorUserId: auditLog.actorUserId,
      actorKind: auditLog.actorKind,
      objectKind: auditLog.objectKind,
      objectId: auditLog.objectId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(page.limit)
}
