import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { staffSecondFactors } from '../../db/schema/index.ts'
import { recordAudit } from '../../platform/audit/audit-log.ts'

export type StaffSecondFactorRow = {
  readonly secretCiphertext: string
  readonly confirmedAt: Date | null
}

/** A staff account's TOTP enrolment (issue 43 item 8). */
export function createStaffSecondFactorRepository(db: AppDatabase) {
  return {
    async find(userId: number): Promise<StaffSecondFactorRow | undefined> {
      const [row] = await db
        .select({
          secretCiphertext: staffSecondFactors.secretCiphertext,
          confirmedAt: staffSecondFactors.confirmedAt,
        })
        .from(staffSecondFactors)
        .where(eq(staffSecondFactors.userId, userId))
      return row
    },

    /**
     * Offers a secret unless one is stored already (two tabs enrolling at once agree on the
     * first); `confirmed` for the demo staff's fixed secret. Answers the stored row.
     */
    async offer(
      userId: number,
      secretCiphertext: string,
      confirmed: boolean,
    ): Promise<StaffSecondFactorRow> {
      await db
        .insert(staffSecondFactors)
        .values({ userId, secretCiphertext, confirmedAt: confirmed ? sql`now()` : null })
        .onConflictDoNothing()
      const [row] = await db
        .select({
          secretCiphertext: staffSecondFactors.secretCiphertext,
          confirmedAt: staffSecondFactors.confirmedAt,
        })
        .from(staffSecondFactors)
        .where(eq(staffSecondFactors.userId, userId))
      return row!
    },

    /**
     * Spends a code's step: true only for the first caller with a step later than every accepted
     * one (one conditional update, so two requests racing with one code cannot both win). The
     * first code confirms an enrolment; the admin sign-in is audited in the same transaction.
     */
    async spendStep(userId: number, step: number): Promise<boolean> {
      return db.transaction(async (transaction) => {
        const [spent] = await transaction
          .update(staffSecondFactors)
          .set({
            lastUsedStep: step,
            confirmedAt: sql`coalesce(${staffSecondFactors.confirmedAt}, now())`,
          })
          .where(
            and(
              eq(staffSecondFactors.userId, userId),
              or(
                isNull(staffSecondFactors.lastUsedStep),
                lt(staffSecondFactors.lastUsedStep, step),
              ),
            ),
          )
          .returning({ userId: staffSecondFactors.userId })
        if (spent === undefined) return false
        await recordAudit(transaction, {
          organizerId: null,
          actorUserId: userId,
          actorKind: 'admin',
          objectKind: 'account',
          objectId: userId,
          action: 'account.staff-sign-in',
          before: null,
          after: { second_factor: 'totp' },
        })
        return true
      })
    },
  }
}

export type StaffSecondFactorRepository = ReturnType<typeof createStaffSecondFactorRepository>
