import { initialSalesModelRates, salesModelRatesOf } from '@tourmarket/domain/console'
import type { SalesModel } from '@tourmarket/domain/enums'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { organizers, salesModelCommissions } from '../../db/schema/index.ts'
import { recordAudit } from '../../platform/audit/audit-log.ts'

export type CommissionRateRecord = {
  salesModel: number
  percent: number
  organizersCount: number
  overriddenCount: number
  updatedAt: Date | null
}

/**
 * Issue 43 item 2: the rates per sales model and an organizer's own percent. organizers
 * .commission_percent is kept equal to the percent in force (its override, else its model's
 * rate) in the change's transaction, for the readers that show it; bookings are never touched.
 */
export function createAdminCommissionRepository(db: AppDatabase) {
  return {
    async rates(): Promise<CommissionRateRecord[]> {
      const stored = await db.select().from(salesModelCommissions)
      const counts = await db
        .select({
          salesModel: organizers.salesModel,
          total: sql<number>`count(*)::int`,
          overridden: sql<number>`count(${organizers.commissionOverridePercent})::int`,
        })
        .from(organizers)
        .groupBy(organizers.salesModel)
      const rates = salesModelRatesOf(stored)
      return (Object.keys(initialSalesModelRates) as unknown as SalesModel[]).map((key) => {
        const model = Number(key) as SalesModel
        const count = counts.find((row) => row.salesModel === model)
        return {
          salesModel: model,
          percent: rates[model],
          organizersCount: Number(count?.total ?? 0),
          overriddenCount: Number(count?.overridden ?? 0),
          updatedAt: stored.find((row) => row.salesModel === model)?.updatedAt ?? null,
        }
      })
    },

    async setRate(model: SalesModel, percent: number, actorUserId: number): Promise<void> {
      await db.transaction(async (transaction) => {
        const [before] = await transaction
          .select({ percent: salesModelCommissions.percent })
          .from(salesModelCommissions)
          .where(eq(salesModelCommissions.salesModel, model))
          .for('update')
        await transaction
          .insert(salesModelCommissions)
          .values({ salesModel: model, percent, updatedByUserId: actorUserId })
          .onConflictDoUpdate({
            target: salesModelCommissions.salesModel,
            set: { percent, updatedByUserId: actorUserId, updatedAt: sql`now()` },
          })
        await transaction
          .update(organizers)
          .set({ commissionPercent: percent })
          .where(
            and(eq(organizers.salesModel, model), isNull(organizers.commissionOverridePercent)),
          )
        await recordAudit(transaction, {
          organizerId: null,
          actorUserId,
          actorKind: 'admin',
          objectKind: 'sales_model',
          objectId: model,
          action: 'commission.rate-set',
          before: { percent: before?.percent ?? initialSalesModelRates[model] },
          after: { percent },
        })
      })
    },

    async organizer(id: number) {
      const [row] = await db
        .select({
          id: organizers.id,
          salesModel: organizers.salesModel,
          overridePercent: organizers.commissionOverridePercent,
          percent: organizers.commissionPercent,
        })
        .from(organizers)
        .where(eq(organizers.id, id))
      return row
    },

    /** The organizer's own percent (null: its model's), and the percent in force to match. */
    async setOverride(
      id: number,
      override: number | null,
      inForce: number,
      before: number | null,
      actorUserId: number,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        await transaction
          .update(organizers)
          .set({ commissionOverridePercent: override, commissionPercent: inForce })
          .where(eq(organizers.id, id))
        await recordAudit(transaction, {
          organizerId: id,
          actorUserId,
          actorKind: 'admin',
          objectKind: 'organizer',
          objectId: id,
          action: 'organizer.commission-by-admin',
          before: { commission_override_percent: before },
          after: { commission_override_percent: override, commission_percent: inForce },
        })
      })
    },
  }
}

export type AdminCommissionRepository = ReturnType<typeof createAdminCommissionRepository>
