import { createBalanceUseCase } from './use-cases/balance.ts'
import { createBuyUseCase } from './use-cases/buy.ts'
import { createDeliverUseCase } from './use-cases/deliver.ts'
import type { GiftCardsServiceOptions } from './use-cases/deps.ts'
import { createGuessGuard } from './use-cases/guesses.ts'
import { createIssueUseCase } from './use-cases/issue.ts'
import { createOrderStatusUseCase } from './use-cases/order-status.ts'
import { createWallet } from './use-cases/wallet.ts'

export { giftCardDeliveryJobKind } from './use-cases/deps.ts'
export type { GiftCardsServiceOptions } from './use-cases/deps.ts'
export type { GiftCardHold, GiftCardWallet } from './use-cases/wallet.ts'

/**
 * Gift cards (decision 0073): buying one through the payment provider, issuing it on the paid
 * webhook, mailing it on its day, its balance by code, and the wallet the bookings module spends
 * and refills cards through. One file per use case under use-cases/.
 */
export function createGiftCardsService(options: GiftCardsServiceOptions) {
  const guesses = createGuessGuard(options)
  return {
    ...createBuyUseCase(options),
    ...createIssueUseCase(options),
    ...createOrderStatusUseCase(options),
    ...createBalanceUseCase(options, guesses),
    ...createDeliverUseCase(options),
    wallet: createWallet(options, guesses),
  }
}

export type GiftCardsService = ReturnType<typeof createGiftCardsService>
