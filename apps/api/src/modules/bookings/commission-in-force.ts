import { resolveCommissionPercent, salesModelRatesOf } from '@tourmarket/domain/console'
import { isSalesModel } from '@tourmarket/domain/enums'
import { eq } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { organizers, salesModelCommissions, tours } from '../../db/schema/index.ts'

/**
 * Issue 43 item 2: the commission percent a new booking of the tour is made at (the tour's own,
 * else the organizer's console override, else its sales model's rate), read in the booking's
 * transaction and stored on it, so a later change of rates leaves the booking's figures alone.
 */
export async function commissionInForce(db: AppDatabase, tourId: number): Promise<number> {
  const [tour] = await db
    .select({
      tourPercent: tours.commissionPercent,
      salesModel: organizers.salesModel,
      organizerOverride: organizers.commissionOverridePercent,
    })
    .from(tours)
    .innerJoin(organizers, eq(organizers.id, tours.organizerId))
    .where(eq(tours.id, tourId))
  if (tour === undefined) throw new Error(`commission: no tour ${tourId}`)
  if (!isSalesModel(tour.salesModel)) {
    throw new Error(`commission: tour ${tourId}'s organizer has sales model ${tour.salesModel}`)
  }
  const rows = await db
    .select({
      salesModel: salesModelCommissions.salesModel,
      percent: salesModelCommissions.percent,
    })
    .from(salesModelCommissions)
  return resolveCommissionPercent({
    rates: salesModelRatesOf(rows),
    salesModel: tour.salesModel,
    organizerOverride: tour.organizerOverride,
    tourPercent: tour.tourPercent,
  }).percent
}
