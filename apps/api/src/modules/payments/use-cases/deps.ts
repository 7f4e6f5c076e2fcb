import type { BrandConfig } from '@tourmarket/domain/brand'
import type { AppDatabase } from '../../../db/database.ts'
import { AppError } from '../../../errors.ts'
import type { BookingsService } from '../../bookings/service.ts'
import type { FastifyBaseLogger } from 'fastify'
import type { PaymentEvent, PaymentProvider } from '../provider.ts'
import type { PaymentAttempt, PaymentsRepository, PendingRefund } from '../repository.ts'

export type PaymentsServiceOptions = {
  provider: PaymentProvider
  repository: PaymentsRepository
  bookings: Pick<BookingsService, 'get' | 'getByUuid' | 'recordInvoicePaid'>
  /** The brand served: whether its Russian site may offer SBP, as the pay page decides. */
  brand: Pick<BrandConfig, 'russianIsAvailable'>
  /** The storefront's origin: the provider sends the browser back to its success or failure page. */
  siteUrl: string
  now?: () => Date
  /** A refund the provider refused or did not answer (null: the refunds could not be read). */
  onRefundFailure?: (error: unknown, refund: PendingRefund | null) => void
  /** In the transaction that marks a refund refunded: the tourist's mail is written (a job). */
  onRefunded?: (transaction: AppDatabase, refund: PendingRefund) => Promise<void>
  /**
   * Where a gift card order's payment events go (decision 0073: the gift cards module issues the
   * card); given by the composition root. Without it such an event is logged and left.
   */
  giftCardOrders?: GiftCardOrderPayments
}

/** What the gift cards module does with a verified event about one of its orders. */
export type GiftCardOrderPayments = {
  /** Throws to have the event forgotten, so the provider's retry is processed afresh. */
  applyPaymentEvent(event: PaymentEvent, log: FastifyBaseLogger): Promise<void>
}

const noGiftCardOrders: GiftCardOrderPayments = {
  async applyPaymentEvent(event, log) {
    log.warn({ eventId: event.id }, 'gift card order payment event without gift cards here')
  },
}

/** A refund the provider refused this many times is `failed`: an operator looks at it. */
export const REFUND_ATTEMPTS_MAX = 5

/** A provider call made for a client's request: its failure is the client's 502. */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new AppError({
      code: 'payment_provider_unavailable',
      message: 'The payment service did not answer. Please try again in a minute.',
      cause: error,
    })
  }
}

/**
 * What the payments use cases share, built once by service.ts: the options with their defaults,
 * and the two provider steps several of them take (closing a checkout, asking for a refund).
 */
export function createPaymentsDeps(options: PaymentsServiceOptions) {
  const {
    provider,
    repository,
    bookings,
    brand,
    siteUrl,
    now = () => new Date(),
    onRefundFailure = () => undefined,
    onRefunded = async () => undefined,
    giftCardOrders = noGiftCardOrders,
  } = options

  /** Closes a checkout at the provider, then here; one paid meanwhile stays as it is. */
  async function closeCheckout(attempt: PaymentAttempt): Promise<void> {
    await provider.expireCheckout(attempt.providerSessionId)
    await repository.expireAttempt(attempt.id, now())
  }

  /**
   * Asks the provider for the refund; false when it refuses or does not answer: the refusal is
   * counted and reported, and the minute job asks again until REFUND_ATTEMPTS_MAX, when the
   * refund turns `failed` for an operator. The key is the payment's: one refund per payment, so
   * any number of asks refunds once at the provider.
   */
  async function issueRefund(refund: PendingRefund): Promise<boolean> {
    try {
      const { refundId } = await provider.refund({
        sessionId: refund.sessionId,
        paymentId: refund.paymentId,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        idempotencyKey: `refund-${String(refund.attemptId)}`,
      })
      await repository.markRefunded(refund.id, refundId, now(), (transaction) =>
        onRefunded(transaction, refund),
      )
      return true
    } catch (error) {
      onRefundFailure(error, refund)
      const words = error instanceof Error ? error.message : String(error)
      await repository.recordRefundFailure(refund.id, words.slice(0, 500), REFUND_ATTEMPTS_MAX)
      return false
    }
  }

  return {
    provider,
    repository,
    bookings,
    brand,
    siteUrl,
    now,
    onRefundFailure,
    closeCheckout,
    issueRefund,
    giftCardOrders,
  }
}

export type PaymentsDeps = ReturnType<typeof createPaymentsDeps>
