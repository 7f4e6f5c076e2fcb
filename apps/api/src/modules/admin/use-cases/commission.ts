import type { AdminCommissionRates, AdminOrganizerCommission } from '@tourmarket/contracts'
import { resolveCommissionPercent, salesModelRatesOf } from '@tourmarket/domain/console'
import { isSalesModel } from '@tourmarket/domain/enums'
import { AppError } from '../../../errors.ts'
import { requireRole } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import type { AdminCommissionRepository } from '../commission-repository.ts'

/**
 * Issue 43 item 2: finance and admins read the commission per sales model; admins set a model's
 * rate and an organizer's own percent. Either counts for bookings made after it only: a booking
 * keeps the percent it was made at (bookings/commission-in-force.ts), so reports stay as they were.
 */
export function createAdminCommissionUseCases({
  repository,
}: {
  repository: AdminCommissionRepository
}) {
  async function rates(): Promise<AdminCommissionRates> {
    const records = await repository.rates()
    return {
      data: records.map((record) => ({
        sales_model: record.salesModel,
        percent: record.percent,
        organizers_count: record.organizersCount,
        overridden_count: record.overriddenCount,
        updated_at: record.updatedAt?.toISOString() ?? null,
      })),
    }
  }

  return {
    async commissionRates(viewer: Viewer): Promise<AdminCommissionRates> {
      requireRole(viewer, 'finance.commission-rates')
      return rates()
    },

    async commissionRateSet(
      viewer: Viewer,
      body: { sales_model: number; percent: number },
    ): Promise<AdminCommissionRates> {
      const staff = requireRole(viewer, 'organizers.commission-rate-set')
      if (!isSalesModel(body.sales_model)) throw new Error('validated: sales model 1 to 5')
      await repository.setRate(body.sales_model, body.percent, staff.userId)
      return rates()
    },

    async organizerCommission(
      viewer: Viewer,
      body: { id: number; percent: number | null },
    ): Promise<AdminOrganizerCommission> {
      const staff = requireRole(viewer, 'organizers.commission-override')
      const organizer = await repository.organizer(body.id)
      if (organizer === undefined) {
        throw new AppError({
          code: 'organizer_not_found',
          message: `There is no organizer with id ${body.id}.`,
        })
      }
      if (!isSalesModel(organizer.salesModel)) {
        throw new Error(`organizer ${organizer.id} has sales model ${organizer.salesModel}`)
      }
      const { percent } = resolveCommissionPercent({
        rates: salesModelRatesOf((await repository.rates()).map((rate) => rate)),
        salesModel: organizer.salesModel,
        organizerOverride: body.percent,
        tourPercent: null,
      })
      await repository.setOverride(
        organizer.id,
        body.percent,
        percent,
        organizer.overridePercent,
        staff.userId,
      )
      return {
        id: organizer.id,
        sales_model: organizer.salesModel,
        override_percent: body.percent,
        percent,
      }
    },
  }
}

export type AdminCommissionUseCases = ReturnType<typeof createAdminCommissionUseCases>
