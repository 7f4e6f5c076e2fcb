import type { TourPrivateData, TourPrivateVariantsData } from '@tourmarket/contracts'
import { isBrandCurrency } from '@tourmarket/domain/enums'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { convertMoney, money } from '@tourmarket/domain/money'
import type { Money } from '@tourmarket/domain/money'
import {
  calendarDateInTimeZone,
  effectiveCommissionPercent,
  isUpcomingTourDate,
  splitCommission,
} from '@tourmarket/domain/pricing'
import { staffRoleMay } from '@tourmarket/domain/console'
import { AppError } from '../../errors.ts'
import { consoleRoleOf } from '../../platform/admin/admin-access.ts'
import type { CurrencyService } from '../../platform/currency/service.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import type { PrivateDataRepository } from './repository.ts'

/**
 * Decision 0032: the answer for anyone without the right is the answer for a path that does not
 * exist, so a caller cannot tell private data from nothing.
 */
export function privateDataNotFound(): AppError {
  return new AppError({ code: 'not_found', message: 'Not found.' })
}

/**
 * The rights an admin session has (§6) whose console role takes them (issue 43): commission is
 * finance's, the staff notes support's, an admin has both. Any other session has none, whatever
 * its user's flags.
 */
export function privateRights(viewer: Viewer | null) {
  const role = viewer === null ? null : consoleRoleOf(viewer)
  if (viewer === null || role === null) return { commission: false, knowledge: false }
  return {
    commission: viewer.user.canViewCommission && staffRoleMay(role, 'finance.tour-commission'),
    knowledge: viewer.user.canUseKnowledge && staffRoleMay(role, 'support.tour-knowledge'),
  }
}

function amount(value: Money) {
  return { amount_minor: value.amountMinor, currency: value.currency }
}

export type PrivateDataServiceDependencies = {
  repository: PrivateDataRepository
  currency: CurrencyService
  excursionsEnabled: boolean
  now: () => Date
}

/** §6 private data on the tour page: commission (can_view_commission) and knowledge (can_use_knowledge). */
export function createPrivateDataService({
  repository,
  currency,
  excursionsEnabled,
  now,
}: PrivateDataServiceDependencies) {
  async function tourFor(tourId: number) {
    const tour = await repository.tour(tourId, { excursionsEnabled })
    if (tour === undefined) throw privateDataNotFound()
    return tour
  }

  return {
    async tourPrivateData(viewer: Viewer | null, tourId: number): Promise<TourPrivateData> {
      const rights = privateRights(viewer)
      if (!rights.commission && !rights.knowledge) throw privateDataNotFound()
      const tour = await tourFor(tourId)
      return {
        tour_id: tour.id,
        commission: rights.commission
          ? {
              percent: effectiveCommissionPercent(
                tour.commissionPercent,
                tour.organizerCommissionPercent,
              ),
              is_tour_specific: tour.commissionPercent !== null,
            }
          : null,
        knowledge: rights.knowledge ? { text: tour.knowledge } : null,
      }
    },

    /**
     * Each upcoming date's price split into commission and net. The price is converted into the
     * request currency first and split there, so the two parts shown always add up to the price.
     */
    async tourPrivateVariantsData(
      viewer: Viewer | null,
      tourId: number,
      requestCurrency: BrandCurrency,
    ): Promise<TourPrivateVariantsData> {
      if (!privateRights(viewer).commission) throw privateDataNotFound()
      const tour = await tourFor(tourId)
      const percent = effectiveCommissionPercent(
        tour.commissionPercent,
        tour.organizerCommissionPercent,
      )
      const [rows, rates] = await Promise.all([repository.datePrices(tour.id), currency.rates()])
      const today = calendarDateInTimeZone(now(), tour.timezone)
      return {
        tour_id: tour.id,
        commission_percent: percent,
        data: rows
          .filter((row) => isUpcomingTourDate(row.startDate, today))
          .map((row) => {
            if (!isBrandCurrency(row.currency)) {
              throw new Error(`Tour date ${row.id} has an invalid currency ${row.currency}`)
            }
            const price = convertMoney(money(row.priceMinor, row.currency), requestCurrency, rates)
            const { commission, net } = splitCommission(price, percent)
            return {
              date_id: row.id,
              start: row.startDate,
              end: row.endDate,
              price: amount(price),
              commission: amount(commission),
              net: amount(net),
            }
          }),
      }
    },
  }
}

export type PrivateDataService = ReturnType<typeof createPrivateDataService>
