import { and, asc, eq, isNull } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { staffSecondFactors, userSessions, users } from '../../db/schema/index.ts'
import { recordAudit } from '../../platform/audit/audit-log.ts'

/** A session the reset ended: its chat sockets close with it. */
export type EndedSession = { readonly sessionId: string; readonly userId: number }

export type StaffRecord = {
  readonly id: number
  readonly firstName: string | null
  readonly lastName: string | null
  readonly email: string | null
  readonly staffRole: string | null
  readonly offeredAt: Date | null
  readonly confirmedAt: Date | null
}

/** The console's staff accounts (issue 43 item 8) and an admin's reset of one's second factor. */
export function createAdminStaffRepository(db: AppDatabase) {
  const columns = {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    staffRole: users.staffRole,
    offeredAt: staffSecondFactors.createdAt,
    confirmedAt: staffSecondFactors.confirmedAt,
  }
  const staffRows = () =>
    db
      .select(columns)
      .from(users)
      .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id))
      .$dynamic()

  return {
    async list(): Promise<StaffRecord[]> {
      return staffRows()
        .where(eq(users.isStaff, true))
        .orderBy(asc(users.email), asc(users.id))
        .limit(500)
    },

    async find(id: number): Promise<StaffRecord | undefined> {
      const [row] = await staffRows().where(and(eq(users.id, id), eq(users.isStaff, true)))
      return row
    },

    /**
     * Forgets the account's authenticator secret and ends every session it has, audited, in one
     * transaction: its next sign-in offers a new secret to enrol. Answers the ended sessions.
     */
    async resetSecondFactor(
      id: number,
      actorUserId: number,
      before: { second_factor: string },
      at: Date,
    ): Promise<EndedSession[]> {
      return db.transaction(async (transaction) => {
        await transaction.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, id))
        const ended = await transaction
          .update(userSessions)
          .set({ revokedAt: at, revokedReason: 'staff_second_factor_reset' })
          .where(and(eq(userSessions.userId, id), isNull(userSessions.revokedAt)))
          .returning({ sessionId: userSessions.id, userId: userSessions.userId })
        await recordAudit(transaction, {
          organizerId: null,
          actorUserId,
          actorKind: 'admin',
          objectKind: 'account',
          objectId: id,
          action: 'account.second-factor-reset',
          before,
          after: { second_factor: 'none', sessions_ended: ended.length },
        })
        return ended
      })
    },
  }
}

export type AdminStaffRepository = ReturnType<typeof createAdminStaffRepository>
