import { sql, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import type { HelpRequestStatus } from '../../db/schema/support.ts'
import { changedFields, recordAudit } from '../../platform/audit/audit-log.ts'
import { selectRows } from '../../platform/sql/select-rows.ts'

function toInstant(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString()
}

function instantOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toInstant(value)
}

function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value)
}

/** How much of the last message the inbox shows. */
const EXCERPT_LENGTH = 140

export type Person = { id: number; name: string }

export type SupportChatRecord = {
  id: number
  tourist: Person
  lastMessage: { excerpt: string; side: 'tourist' | 'organizer' | 'support'; at: string } | null
  unread: number
  waitingSince: string | null
  assignee: Person | null
}

export type CannedAnswerRecord = { id: number; title: string; text: string; updatedAt: string }

export type HelpRequestRecord = {
  id: number
  kind: string
  name: string
  email: string | null
  phone: string | null
  message: string
  pagePath: string | null
  language: string
  createdAt: string
  status: HelpRequestStatus
  statusChangedAt: string | null
}

type Page = { limit: number; offset: number }

/** A person's name as the console shows it: first and last name, else the e-mail, else `#id`. */
const personName = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''),
    ${alias}.email, '#' || ${alias}.id::text)`)

/**
 * When the tourist began waiting: their first message (not deleted) after support's last one.
 * Null when support spoke last or nobody has written.
 */
const waitingSince = sql`(SELECT min(w.created_at) FROM chat_messages w
  WHERE w.chat_id = c.id AND w.author_side = 'tourist' AND w.deleted_at IS NULL
    AND w.id > coalesce((SELECT max(s.id) FROM chat_messages s
      WHERE s.chat_id = c.id AND s.author_side = 'support' AND s.deleted_at IS NULL), 0))`

/** Support's unread: the tourist's messages after support's read mark (chat's own rule). */
const unreadForSupport = sql`(SELECT count(*)::int FROM chat_messages um
  WHERE um.chat_id = c.id AND um.deleted_at IS NULL AND um.moderated_at IS NULL
    AND um.author_side = 'tourist' AND um.id > c.counterpart_read_message_id)`

/** The console's Support section (issue 43 item 4): the support inbox, canned answers, requests. */
export function createAdminSupportRepository(db: AppDatabase) {
  async function chatRows(where: SQL, page: Page): Promise<SupportChatRecord[]> {
    const rows = await selectRows<Record<string, unknown>>(
      db,
      sql`SELECT c.id, c.user_id AS "touristId", ${personName('u')} AS "touristName",
          lm.text AS "lastText", lm.author_side AS "lastSide", lm.created_at AS "lastAt",
          lm.deleted_at AS "lastDeletedAt", lf.original_name AS "lastFile",
          ${unreadForSupport} AS unread, ${waitingSince} AS "waitingSince",
          a.id AS "assigneeId", ${personName('a')} AS "assigneeName"
        FROM chats c
          JOIN users u ON u.id = c.user_id
          LEFT JOIN chat_messages lm ON lm.id = c.last_message_id
          LEFT JOIN uploaded_files lf ON lf.id = lm.file_id
          LEFT JOIN users a ON a.id = c.assigned_user_id
        WHERE c.organizer_id IS NULL AND ${where}
        ORDER BY "waitingSince" ASC NULLS LAST, coalesce(c.last_message_id, 0) DESC, c.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
    )
    return rows.map((row) => {
      const text = row.lastDeletedAt === null ? String(row.lastText ?? '') : ''
      const excerpt = text.trim() === '' ? String(row.lastFile ?? '') : text.trim()
      return {
        id: Number(row.id),
        tourist: { id: Number(row.touristId), name: String(row.touristName) },
        lastMessage:
          row.lastAt === null || row.lastAt === undefined
            ? null
            : {
                excerpt:
                  excerpt.length > EXCERPT_LENGTH
                    ? `${excerpt.slice(0, EXCERPT_LENGTH - 1)}…`
                    : excerpt,
                side: row.lastSide as 'tourist' | 'organizer' | 'support',
                at: toInstant(row.lastAt),
              },
        unread: Number(row.unread),
        waitingSince: instantOrNull(row.waitingSince),
        assignee:
          row.assigneeId === null || row.assigneeId === undefined
            ? null
            : { id: Number(row.assigneeId), name: String(row.assigneeName) },
      }
    })
  }

  async function cannedAnswerRows(where: SQL): Promise<CannedAnswerRecord[]> {
    const rows = await selectRows<Record<string, unknown>>(
      db,
      sql`SELECT id, title, text, updated_at AS "updatedAt" FROM canned_answers WHERE ${where}
        ORDER BY lower(title), id`,
    )
    return rows.map((row) => ({
      id: Number(row.id),
      title: String(row.title),
      text: String(row.text),
      updatedAt: toInstant(row.updatedAt),
    }))
  }

  function helpRequestFromRow(row: Record<string, unknown>): HelpRequestRecord {
    return {
      id: Number(row.id),
      kind: String(row.kind),
      name: String(row.name),
      email: textOrNull(row.email),
      phone: textOrNull(row.phone),
      message: String(row.message),
      pagePath: textOrNull(row.pagePath),
      language: String(row.language),
      createdAt: toInstant(row.createdAt),
      status: String(row.status) as HelpRequestStatus,
      statusChangedAt: instantOrNull(row.statusChangedAt),
    }
  }

  const helpRequestColumns = sql`r.id, r.kind, r.name, r.email, r.phone, r.message,
    r.page_path AS "pagePath", r.language, r.created_at AS "createdAt",
    coalesce(s.status, 'new') AS status, s.changed_at AS "statusChangedAt"`
  // Callback requests made for an organizer go to its office, not to support.
  const helpRequestSource = sql`help_requests r
    LEFT JOIN help_request_states s ON s.help_request_id = r.id`

  return {
    /** Support chats by the inbox's filter: the longest waiting first, then the latest. */
    async chats(
      filter: 'all' | 'unassigned' | 'mine',
      viewerId: number,
      page: Page,
    ): Promise<{ rows: SupportChatRecord[]; total: number }> {
      const where =
        filter === 'unassigned'
          ? sql`c.assigned_user_id IS NULL`
          : filter === 'mine'
            ? sql`c.assigned_user_id = ${viewerId}`
            : sql`true`
      const [counted] = await selectRows<{ total: unknown }>(
        db,
        sql`SELECT count(*)::int AS total FROM chats c WHERE c.organizer_id IS NULL AND ${where}`,
      )
      return { rows: await chatRows(where, page), total: Number(counted?.total ?? 0) }
    },

    async chat(chatId: number): Promise<SupportChatRecord | undefined> {
      const [row] = await chatRows(sql`c.id = ${chatId}`, { limit: 1, offset: 0 })
      return row
    },

    /** The staff a support chat may be given to: support agents and admins. */
    async agents(): Promise<Person[]> {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT u.id, ${personName('u')} AS name FROM users u
          WHERE u.is_staff AND u.staff_role IN ('support', 'admin')
          ORDER BY 2, u.id`,
      )
      return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }))
    },

    /**
     * Gives a support chat to an agent (or nobody) under the chat's row lock, so two agents
     * taking it at once cannot both win: `decide` sees who has it now and may refuse. Audited.
     */
    async assign(
      chatId: number,
      change: {
        userId: number | null
        actorUserId: number
        decide: (current: number | null) => 'assign' | 'same'
      },
    ): Promise<'missing' | 'assigned' | 'same'> {
      return db.transaction(async (tx) => {
        const [row] = await selectRows<{ assigned: unknown }>(
          tx,
          sql`SELECT assigned_user_id AS assigned FROM chats
            WHERE id = ${chatId} AND organizer_id IS NULL FOR UPDATE`,
        )
        if (row === undefined) return 'missing'
        const current = row.assigned === null ? null : Number(row.assigned)
        if (change.decide(current) === 'same') return 'same'
        await tx.execute(
          sql`UPDATE chats SET assigned_user_id = ${change.userId} WHERE id = ${chatId}`,
        )
        await recordAudit(tx, {
          organizerId: null,
          actorUserId: change.actorUserId,
          actorKind: 'admin',
          objectKind: 'chat',
          objectId: chatId,
          action: change.userId === null ? 'chat.unassign' : 'chat.assign',
          before: { assigned_user_id: current },
          after: { assigned_user_id: change.userId },
        })
        return 'assigned'
      })
    },

    cannedAnswers: () => cannedAnswerRows(sql`true`),

    /** Adds (no id) or changes a canned answer, audited; undefined when the id is not there. */
    async saveCannedAnswer(
      answer: { id?: number | undefined; title: string; text: string },
      actorUserId: number,
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        if (answer.id === undefined) {
          const [created] = await selectRows<{ id: unknown }>(
            tx,
            sql`INSERT INTO canned_answers (title, text, updated_by_user_id)
              VALUES (${answer.title}, ${answer.text}, ${actorUserId}) RETURNING id`,
          )
          const id = Number(created!.id)
          await recordAudit(tx, {
            organizerId: null,
            actorUserId,
            actorKind: 'admin',
            objectKind: 'canned_answer',
            objectId: id,
            action: 'canned_answer.create',
            after: { title: answer.title, text: answer.text },
          })
          return id
        }
        const [before] = await selectRows<{ title: unknown; text: unknown }>(
          tx,
          sql`SELECT title, text FROM canned_answers WHERE id = ${answer.id} FOR UPDATE`,
        )
        if (before === undefined) return undefined
        await tx.execute(sql`UPDATE canned_answers SET title = ${answer.title},
            text = ${answer.text}, updated_by_user_id = ${actorUserId}, updated_at = now()
          WHERE id = ${answer.id}`)
        await recordAudit(tx, {
          organizerId: null,
          actorUserId,
          actorKind: 'admin',
          objectKind: 'canned_answer',
          objectId: answer.id,
          action: 'canned_answer.update',
          ...changedFields(
            { title: String(before.title), text: String(before.text) },
            { title: answer.title, text: answer.text },
          ),
        })
        return answer.id
      })
    },

    async cannedAnswer(id: number): Promise<CannedAnswerRecord | undefined> {
      const [answer] = await cannedAnswerRows(sql`id = ${id}`)
      return answer
    },

    /** Deletes a canned answer, audited with what it said; false when it was not there. */
    async deleteCannedAnswer(id: number, actorUserId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [deleted] = await selectRows<{ title: unknown; text: unknown }>(
          tx,
          sql`DELETE FROM canned_answers WHERE id = ${id} RETURNING title, text`,
        )
        if (deleted === undefined) return false
        await recordAudit(tx, {
          organizerId: null,
          actorUserId,
          actorKind: 'admin',
          objectKind: 'canned_answer',
          objectId: id,
          action: 'canned_answer.delete',
          before: { title: String(deleted.title), text: String(deleted.text) },
        })
        return true
      })
    },

    /** Support's help requests (not an organizer's callbacks), newest first, by status. */
    async helpRequests(
      status: HelpRequestStatus | 'all',
      page: Page,
    ): Promise<{ rows: HelpRequestRecord[]; total: number }> {
      const where = sql`r.organizer_id IS NULL ${
        status === 'all' ? sql`` : sql`AND coalesce(s.status, 'new') = ${status}`
      }`
      const [counted] = await selectRows<{ total: unknown }>(
        db,
        sql`SELECT count(*)::int AS total FROM ${helpRequestSource} WHERE ${where}`,
      )
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT ${helpRequestColumns} FROM ${helpRequestSource} WHERE ${where}
          ORDER BY r.created_at DESC, r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      )
      return { rows: rows.map(helpRequestFromRow), total: Number(counted?.total ?? 0) }
    },

    async helpRequest(id: number): Promise<HelpRequestRecord | undefined> {
      const [row] = await selectRows<Record<string, unknown>>(
        db,
        sql`SELECT ${helpRequestColumns} FROM ${helpRequestSource}
          WHERE r.id = ${id} AND r.organizer_id IS NULL`,
      )
      return row === undefined ? undefined : helpRequestFromRow(row)
    },

    /** Moves a request to a status under its lock, audited; 'same' when it had it already. */
    async setHelpRequestStatus(
      id: number,
      status: HelpRequestStatus,
      actorUserId: number,
    ): Promise<'missing' | 'changed' | 'same'> {
      return db.transaction(async (tx) => {
        const [row] = await selectRows<{ status: unknown }>(
          tx,
          sql`SELECT coalesce(s.status, 'new') AS status FROM help_requests r
            LEFT JOIN help_request_states s ON s.help_request_id = r.id
            WHERE r.id = ${id} AND r.organizer_id IS NULL FOR UPDATE OF r`,
        )
        if (row === undefined) return 'missing'
        const before = String(row.status)
        if (before === status) return 'same'
        await tx.execute(sql`INSERT INTO help_request_states
            (help_request_id, status, changed_by_user_id, changed_at)
          VALUES (${id}, ${status}, ${actorUserId}, now())
          ON CONFLICT (help_request_id) DO UPDATE SET status = excluded.status,
            changed_by_user_id = excluded.changed_by_user_id, changed_at = excluded.changed_at`)
        await recordAudit(tx, {
          organizerId: null,
          actorUserId,
          actorKind: 'admin',
          objectKind: 'help_request',
          objectId: id,
          action: 'help_request.status',
          before: { status: before },
          after: { status },
        })
        return 'changed'
      })
    },
  }
}

export type AdminSupportRepository = ReturnType<typeof createAdminSupportRepository>
