import { createHash, randomUUID } from 'node:crypto'
import type {
  Booking,
  InvoicePay,
  InvoicePayBody,
  OperatorRefund,
  RefundList,
} from '@tourmarket/contracts'
import { paymentOptions } from '@tourmarket/domain/booking'
import type { BrandConfig } from '@tourmarket/domain/brand'
import type { PaymentMethod } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDatabase } from '../../db/database.ts'
import { AppError } from '../../errors.ts'
import type { Viewer } from '../accounts/service.ts'
import type { BookingsService } from '../bookings/service.ts'
import { presentOperatorRefund } from './presenter.ts'
import type { PaymentProvider, WebhookHeaders, WebhookRejection } from './provider.ts'
import type { PaymentAttempt, PaymentsRepository, PendingRefund } from './repository.ts'

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
}

export type StartCheckoutInput = {
  viewer: Viewer | null
  body: InvoicePayBody
  language: Locale
  /** The client's Idempotency-Key, if it sent one. */
  idempotencyKey: string | undefined
}

const rejectionMessages: Readonly<Record<WebhookRejection, string>> = {
  webhook_signature_invalid: 'The webhook signature does not match its body.',
  webhook_timestamp_stale: 'The webhook signature is dated more than 300 seconds from now.',
  webhook_payload_invalid: 'The webhook body is not an event this endpoint understands.',
}

function notPayable(): AppError {
  return new AppError({
    code: 'booking_not_payable',
    message: 'This booking has nothing to pay now.',
  })
}

/**
 * 400 naming `method`: the pay page offers only what `paymentOptions` allows for the invoice's
 * currency in the page's language (decision 0047), and the server holds to the same list.
 */
function methodNotOffered(method: PaymentMethod, offered: readonly PaymentMethod[]): AppError {
  return new AppError({
    code: 'validation_failed',
    message: 'Validation failed.',
    errors: {
      method: [
        `'${method}' is not offered for this invoice. Choose one of: ${offered.join(', ')}.`,
      ],
    },
  })
}

/** Refunds are an operator's business: 403 for any account that is not staff. */
function requireStaff(viewer: Viewer, message: string): void {
  if (!viewer.isAdminAuth) throw new AppError({ code: 'forbidden', message })
}

/** An open checkout is answered again for this long (providers keep one payable for 24 hours). */
export const CHECKOUT_REUSE_MS = 60 * 60 * 1000

/** A refund the provider refused this many times is `failed`: an operator looks at it. */
export const REFUND_ATTEMPTS_MAX = 5

/** A provider call made for a client's request: its failure is the client's 502. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
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
 * Invoice payment (docs/decisions/0016): opens a hosted checkout at the provider for a booking's
 * next invoice, and turns the provider's verified webhooks into invoice and booking moves.
 */
export function createPaymentsService(options: PaymentsServiceOptions) {
  const {
    provider,
    repository,
    bookings,
    brand,
    siteUrl,
    now = () => new Date(),
    onRefundFailure = () => undefined,
    onRefunded = async () => undefined,
  } = options

  async function bookingToPay(input: StartCheckoutInput): Promise<Booking> {
    const { viewer, body, language } = input
    if (body.request_id !== undefined) {
      if (viewer === null) throw new Error('invoice/pay by request_id reached without a viewer')
      const booking = await bookings.get(viewer, body.request_id, language)
      // The booking's organizer may read it by id, but paying by id is the owner's.
      if (!booking.is_owner) {
        throw new AppError({
          code: 'forbidden',
          message: 'Only the account that made this booking can pay it by its number.',
        })
      }
      return booking
    }
    if (body.uuid === undefined) throw new Error('invoice/pay without request_id or uuid')
    return bookings.getByUuid(body.uuid, viewer, language)
  }

  /**
   * Passed to the provider with the checkout, so that if this request fails after the provider
   * opened a session, the client's retry with the same Idempotency-Key gets that session back.
   * Without a client key every request opens its own checkout.
   */
  function providerKey(booking: Booking, invoice: { id: number; amount: number }, key?: string) {
    if (key === undefined) return `invoice-${String(invoice.id)}-${randomUUID()}`
    const material = [booking.uuid, invoice.id, invoice.amount, key].join('\n')
    return `invoice-${String(invoice.id)}-${createHash('sha256').update(material).digest('hex')}`
  }

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
    /**
     * POST invoice/pay: a checkout for the booking's first new invoice. An invoice has at most one
     * checkout that can take money (issue 14 finding 5: two could both be paid): a recent open one
     * for the same method is answered again; otherwise every unfinished one (open, or declined
     * and still retryable) is closed at the provider before a new one opens.
     */
    async startCheckout(input: StartCheckoutInput): Promise<InvoicePay> {
      const booking = await bookingToPay(input)
      const invoice = booking.next_invoice
      if (!booking.actions.can_pay || invoice === null) throw notPayable()
      const method = input.body.method ?? 'card'
      const offered = paymentOptions(brand, input.language, invoice.currency).methods
      if (!offered.includes(method)) throw methodNotOffered(method, offered)
      const answer = (attempt: PaymentAttempt): InvoicePay => ({
        checkout_url: attempt.checkoutUrl,
        invoice_id: invoice.id,
        provider: provider.name,
      })
      const unfinished = await repository.unfinishedAttempts(invoice.id)
      const reusable = unfinished.find(
        (attempt) =>
          attempt.status === 'pending' &&
          attempt.method === method &&
          now().getTime() - attempt.createdAt.getTime() < CHECKOUT_REUSE_MS,
      )
      if (reusable !== undefined) return answer(reusable)
      for (const attempt of unfinished) await providerCall(() => closeCheckout(attempt))
      const query = `booking=${encodeURIComponent(booking.uuid)}`
      const session = await providerCall(() =>
        provider.createCheckout({
          invoice: {
            id: invoice.id,
            amountMinor: invoice.amount,
            currency: invoice.currency,
            kind: invoice.kind,
          },
          booking: { uuid: booking.uuid, tourName: booking.tour.name },
          successUrl: `${siteUrl}/success?${query}`,
          failureUrl: `${siteUrl}/payment-failed?${query}`,
          idempotencyKey: providerKey(booking, invoice, input.idempotencyKey),
        }),
      )
      const added = await repository.addAttempt({
        invoiceId: invoice.id,
        provider: provider.name,
        providerSessionId: session.sessionId,
        method,
        checkoutUrl: session.url,
      })
      if (added.kind === 'open') {
        // A concurrent request opened the invoice's checkout first: ours is closed unused.
        await providerCall(() => provider.expireCheckout(session.sessionId))
      }
      return answer(added.attempt)
    },

    /**
     * Once a minute (payments/jobs.ts): open checkouts of invoices no longer due are closed at
     * the provider, so a canceled booking's old checkout cannot be paid; refunds the provider
     * has not confirmed are asked again. Answers how many of each.
     */
    async settleOpenEnds(): Promise<{ closed: number; refunded: number }> {
      let closed = 0
      for (const attempt of await repository.unfinishedAttemptsOfSettledInvoices()) {
        await closeCheckout(attempt)
        closed += 1
      }
      let refunded = 0
      for (const refund of await repository.pendingRefunds()) {
        if (await issueRefund(refund)) refunded += 1
      }
      return { closed, refunded }
    },

    /**
     * Sends the given refunds (just recorded by a cancellation) to the provider. Never rejects:
     * what the provider does not take now stays pending for the minute job.
     */
    async issueRefunds(refundIds: readonly number[]): Promise<void> {
      try {
        for (const refund of await repository.pendingRefunds(refundIds)) await issueRefund(refund)
      } catch (error) {
        onRefundFailure(error, null)
      }
    },

    /**
     * For operators (an admin session; 403 for anyone else): refunds the provider has not
     * confirmed, pending or failed, oldest first.
     */
    async openRefunds(viewer: Viewer): Promise<RefundList> {
      requireStaff(viewer, 'Only Tourmarket staff see open refunds.')
      const rows = await repository.openRefunds()
      return {
        data: rows.map((row) => {
          const { refunded_at: _refundedAt, ...refund } = presentOperatorRefund(row)
          return { ...refund, status: refund.status === 'failed' ? 'failed' : 'pending' }
        }),
      }
    },

    /**
     * An operator's retry of a `failed` refund (admin only): back to `pending`, refusals still
     * counted, and asked of the provider now under the payment's one key, so a refund the
     * provider did take meanwhile is not made twice. A refusal turns it `failed` again at once
     * (its count is past REFUND_ATTEMPTS_MAX). Answers the refund as it now stands.
     */
    async retryRefund(viewer: Viewer, refundId: number): Promise<OperatorRefund> {
      requireStaff(viewer, 'Only Tourmarket staff retry refunds.')
      const refund = await repository.refund(refundId)
      if (refund === undefined) {
        throw new AppError({ code: 'refund_not_found', message: 'There is no such refund.' })
      }
      if (refund.status !== 'failed' || !(await repository.reopenFailedRefund(refundId))) {
        throw new AppError({
          code: 'refund_not_failed',
          message: 'Only a failed refund can be retried; this one is pending or already refunded.',
        })
      }
      // The minute job may have taken it up since it was reopened: then it is no longer pending.
      for (const pending of await repository.pendingRefunds([refundId])) await issueRefund(pending)
      const after = await repository.refund(refundId)
      if (after === undefined) throw new Error(`Refund ${String(refundId)} vanished during a retry`)
      return presentOperatorRefund(after)
    },

    /**
     * A webhook from the provider. Refused (400, nothing stored) unless its signature is genuine
     * and fresh. An event is stored once per (provider, id): a repeat is acknowledged and does
     * nothing. Success marks the attempt and records the invoice paid; failure marks the
     * attempt only, and never over a success, so events arriving out of order cannot un-pay.
     */
    async receiveWebhook(
      rawBody: Buffer,
      headers: WebhookHeaders,
      log: FastifyBaseLogger,
    ): Promise<{ received: true }> {
      const receivedAt = now()
      const verification = provider.verifyWebhook(rawBody, headers, receivedAt)
      if (!verification.ok) {
        throw new AppError({
          code: verification.reason,
          message: rejectionMessages[verification.reason],
        })
      }
      const { event } = verification
      if (event === null) return { received: true }
      const stored = await repository.recordEvent({
        provider: provider.name,
        eventId: event.id,
        type: verification.eventType,
        payload: JSON.parse(rawBody.toString('utf8')) as unknown,
        receivedAt,
      })
      if (stored === undefined) return { received: true }
      try {
        const attempt = await repository.attemptOfSession(provider.name, event.sessionId)
        if (attempt === undefined || attempt.invoiceId !== event.invoiceId) {
          // Not a checkout we opened (or not for that invoice): nothing here to move.
          log.warn(
            { eventId: event.id, sessionId: event.sessionId },
            'payment event for unknown checkout',
          )
          return { received: true }
        }
        if (event.type === 'payment.failed') {
          await repository.markAttempt(attempt.id, 'failed', receivedAt)
          return { received: true }
        }
        const invoice = await repository.invoiceAmount(attempt.invoiceId)
        if (
          invoice === undefined ||
          invoice.amountMinor !== event.amountMinor ||
          invoice.currency !== event.currency
        ) {
          // Signed, yet not what was asked: a leaked secret or a tampered checkout. Nothing is paid.
          log.error(
            { eventId: event.id, invoiceId: attempt.invoiceId, paid: event, expected: invoice },
            'payment event amount or currency differs from the invoice',
          )
          throw new AppError({
            code: 'webhook_amount_mismatch',
            message: 'The paid amount or currency does not match the invoice.',
          })
        }
        await repository.markAttempt(attempt.id, 'succeeded', receivedAt, event.paymentId)
        const paid = await bookings.recordInvoicePaid({
          invoiceId: attempt.invoiceId,
          paidAt: event.occurredAt,
          providerEventId: event.id,
        })
        const reason =
          paid.outcome === 'invoice-canceled'
            ? 'invoice_canceled'
            : paid.outcome === 'already-paid' &&
                (await repository.otherAttemptSucceeded(attempt.invoiceId, attempt.id))
              ? 'duplicate_payment'
              : null
        if (reason !== null) {
          log.warn(
            { eventId: event.id, invoiceId: attempt.invoiceId, bookingId: paid.bookingId, reason },
            'payment received for nothing due: refunding it',
          )
          const refund = {
            attemptId: attempt.id,
            amountMinor: event.amountMinor,
            currency: event.currency,
          }
          const refundId = await repository.addRefund({
            ...refund,
            bookingId: paid.bookingId,
            reason,
          })
          // A provider that fails now is asked again by the minute job; the event stays received.
          if (refundId !== undefined) {
            await issueRefund({
              ...refund,
              id: refundId,
              bookingId: paid.bookingId,
              sessionId: attempt.providerSessionId,
              paymentId: event.paymentId,
            })
          }
        }
        return { received: true }
      } catch (error) {
        // Unstored, the provider's retry of this event is processed afresh instead of ignored.
        await repository.forgetEvent(stored)
        throw error
      }
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
