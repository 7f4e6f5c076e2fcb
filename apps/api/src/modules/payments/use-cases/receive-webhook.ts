import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../../errors.ts'
import type { PaymentEvent, WebhookHeaders, WebhookRejection } from '../provider.ts'
import type { PaymentAttempt } from '../repository.ts'
import type { PaymentsDeps } from './deps.ts'

const rejectionMessages: Readonly<Record<WebhookRejection, string>> = {
  webhook_signature_invalid: 'The webhook signature does not match its body.',
  webhook_timestamp_stale: 'The webhook signature is dated more than 300 seconds from now.',
  webhook_payload_invalid: 'The webhook body is not an event this endpoint understands.',
}

export function createReceiveWebhookUseCase(deps: PaymentsDeps) {
  const { provider, repository, bookings, now, issueRefund, giftCardOrders } = deps

  /**
   * A success: checked against the invoice, the attempt marked and the invoice recorded paid;
   * money received for nothing due (a canceled invoice, a second payment) goes back.
   */
  async function applyPayment(
    attempt: PaymentAttempt,
    event: PaymentEvent,
    receivedAt: Date,
    log: FastifyBaseLogger,
  ): Promise<void> {
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
    if (reason === null) return
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

  /** Moves the checkout a stored event is about: failure marks it only, success pays. */
  async function applyEvent(
    event: PaymentEvent,
    receivedAt: Date,
    log: FastifyBaseLogger,
  ): Promise<void> {
    if (event.subject.kind === 'gift_card_order') {
      await giftCardOrders.applyPaymentEvent(event, log)
      return
    }
    const attempt = await repository.attemptOfSession(provider.name, event.sessionId)
    if (attempt === undefined || attempt.invoiceId !== event.subject.id) {
      // Not a checkout we opened (or not for that invoice): nothing here to move.
      log.warn(
        { eventId: event.id, sessionId: event.sessionId },
        'payment event for unknown checkout',
      )
      return
    }
    if (event.type === 'payment.failed') {
      await repository.markAttempt(attempt.id, 'failed', receivedAt)
      return
    }
    await applyPayment(attempt, event, receivedAt, log)
  }

  return {
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
        await applyEvent(event, receivedAt, log)
        return { received: true }
      } catch (error) {
        // Unstored, the provider's retry of this event is processed afresh instead of ignored.
        await repository.forgetEvent(stored)
        throw error
      }
    },
  }
}
