import { createAuditUseCases } from './use-cases/audit.ts'
import { createBookingListUseCases } from './use-cases/booking-list.ts'
import { createContextUseCases } from './use-cases/context.ts'
import { createOfficeDeps, type OfficeServiceOptions } from './use-cases/deps.ts'

export type { OfficeServiceOptions } from './use-cases/deps.ts'

/**
 * Issue 40: the organizer office's shell (context, overview), its list of booking requests and
 * the audit trail of an object. Every call goes through the office access guard first.
 */
export function createOfficeService(options: OfficeServiceOptions) {
  const deps = createOfficeDeps(options)
  return {
    ...createContextUseCases(deps),
    ...createBookingListUseCases(deps),
    ...createAuditUseCases(deps),
  }
}

export type OfficeService = ReturnType<typeof createOfficeService>
