import { createSalesAdminUseCases } from './use-cases/admin-reports.ts'
import { createSalesReadUseCases } from './use-cases/read.ts'
import type { SalesServiceOptions } from './use-cases/read.ts'

export type { SalesServiceOptions } from './use-cases/read.ts'

/**
 * Issue 40 item 6: the organizer office's sales report, month by month and per currency, and the
 * bookings behind a month, and the console's payouts and commission across organizers (issue 43).
 * The figures are worked out by packages/domain's office sales rule.
 */
export function createSalesService(options: SalesServiceOptions) {
  return { ...createSalesReadUseCases(options), ...createSalesAdminUseCases(options) }
}

export type SalesService = ReturnType<typeof createSalesService>
