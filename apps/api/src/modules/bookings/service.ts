import { createAdminUseCases } from './use-cases/admin.ts'
import { createCancelUseCase } from './use-cases/cancel.ts'
import { createChangeDateUseCases } from './use-cases/change-date.ts'
import { createCompleteUseCase } from './use-cases/complete.ts'
import { createConfirmUseCase } from './use-cases/confirm.ts'
import { createNewBookingUseCase } from './use-cases/create.ts'
import { createBookingsDeps } from './use-cases/deps.ts'
import type { BookingsServiceOptions } from './use-cases/deps.ts'
import { createExpireHoldsUseCase } from './use-cases/expire-holds.ts'
import { createOfficeUseCases } from './use-cases/office.ts'
import { createPayWithGiftCardUseCase } from './use-cases/pay-with-gift-card.ts'
import { createQuoteUseCase } from './use-cases/quote.ts'
import { createReadUseCases } from './use-cases/read.ts'
import { createRecordPaymentUseCase } from './use-cases/record-payment.ts'
import { createTouristsUseCases } from './use-cases/tourists.ts'

export type { BookingsServiceOptions } from './use-cases/deps.ts'
export { MAX_UNPAID_BOOKINGS } from './use-cases/create.ts'
export type { RecordInvoicePaidResult } from './use-cases/record-payment.ts'

/**
 * The bookings use cases, one file each under use-cases/, over deps (options, brand, presenter,
 * shared checks and loaders) built once here.
 */
export function createBookingsService(options: BookingsServiceOptions) {
  const deps = createBookingsDeps(options)
  const read = createReadUseCases(deps)
  return {
    ...createQuoteUseCase(deps),
    ...createNewBookingUseCase(deps),
    ...read,
    ...createChangeDateUseCases(deps),
    ...createCancelUseCase(deps),
    ...createExpireHoldsUseCase(deps),
    ...createTouristsUseCases(deps),
    ...createConfirmUseCase(deps),
    ...createCompleteUseCase(deps),
    ...createOfficeUseCases(deps),
    ...createAdminUseCases(deps),
    ...createRecordPaymentUseCase(deps),
    ...createPayWithGiftCardUseCase(deps, read),
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>
