import { createPaymentsDeps, type PaymentsServiceOptions } from './use-cases/deps.ts'
import { createOperatorRefundsUseCases } from './use-cases/operator-refunds.ts'
import { createReceiveWebhookUseCase } from './use-cases/receive-webhook.ts'
import { createSettleUseCases } from './use-cases/settle.ts'
import { createStartCheckoutUseCase } from './use-cases/start-checkout.ts'

export { REFUND_ATTEMPTS_MAX } from './use-cases/deps.ts'
export type { GiftCardOrderPayments, PaymentsServiceOptions } from './use-cases/deps.ts'
export type { PaymentEvent, PaymentProvider } from './provider.ts'
export { CHECKOUT_REUSE_MS } from './use-cases/start-checkout.ts'
export type { StartCheckoutInput } from './use-cases/start-checkout.ts'

/**
 * Invoice payment (docs/decisions/0016): opens a hosted checkout at the provider for a booking's
 * next invoice, and turns the provider's verified webhooks into invoice and booking moves. One
 * file per use case under use-cases/, over deps (options, the shared provider steps) built once
 * here.
 */
export function createPaymentsService(options: PaymentsServiceOptions) {
  const deps = createPaymentsDeps(options)
  return {
    ...createStartCheckoutUseCase(deps),
    ...createSettleUseCases(deps),
    ...createOperatorRefundsUseCases(deps),
    ...createReceiveWebhookUseCase(deps),
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
