import { createHash, randomUUID } from 'node:crypto'
import type { Booking, InvoicePay, InvoicePayBody } from '@tourmarket/api-client'
import type { Locale } from '@tourmarket/domain'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../errors.ts'
import type { Viewer } from '../accounts/service.ts'
import type { BookingsService } from '../bookings/service.ts'
import type { PaymentProvider, WebhookHeaders, WebhookRejection } from './provider.ts'
import type { PaymentsRepository } from './repository.ts'

export type PaymentsServiceOptions = {
  provider: PaymentProvider
  repository: PaymentsRepository
  bookings: Pick<BookingsService, 'get' | 'getByUuid' | 'recordInvoicePaid'>
  /** The storefront's origin: the provider sends the browser back to its success or failure page. */
  siteUrl: string
  now?: () => Date
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
    status: 409,
    code: 'booking_not_payable',
    message: 'This booking has nothing to pay now.',
  })
}

/**
 * Invoice payment (docs/decisions/0016): opens a hosted checkout at the provider for a booking's
 * next invoice, and turns the provider's verified webhooks into invoice and booking moves.
 */
export function createPaymentsService(options: PaymentsServiceOptions) {
  const { provider, repository, bookings, siteUrl, now = () => new Date() } = options

  async function bookingToPay(input: StartCheckoutInput): Promise<Booking> {
    const { viewer, body, language } = input
    if (body.request_id !== undefined) {
      if (viewer === null) throw new Error('invoice/pay by request_id reached without a viewer')
      const booking = await bookings.get(viewer, body.request_id, language)
      // The booking's organizer may read it by id, but paying by id is the owner's.
      if (!booking.is_owner) {
        throw new AppError({
          status: 403,
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

  return {
    /** POST invoice/pay: a checkout for the booking's first new invoice. */
    async startCheckout(input: StartCheckoutInput): Promise<InvoicePay> {
      const booking = await bookingToPay(input)
      const invoice = booking.next_invoice
      if (!booking.actions.can_pay || invoice === null) throw notPayable()
      const query = `booking=${encodeURIComponent(booking.uuid)}`
      let session
      try {
        session = await provider.createCheckout({
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
        })
      } catch (error) {
        throw new AppError({
          status: 502,
          code: 'payment_provider_unavailable',
          message: 'The payment service did not answer. Please try again in a minute.',
          cause: error,
        })
      }
      const attempt = await repository.addAttempt({
        invoiceId: invoice.id,
        provider: provider.name,
        providerSessionId: session.sessionId,
        method: input.body.method ?? 'card',
        checkoutUrl: session.url,
      })
      return { checkout_url: attempt.checkoutUrl, invoice_id: invoice.id, provider: provider.name }
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
          status: 400,
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
            status: 400,
            code: 'webhook_amount_mismatch',
            message: 'The paid amount or currency does not match the invoice.',
          })
        }
        await repository.markAttempt(attempt.id, 'succeeded', receivedAt)
        const paid = await bookings.recordInvoicePaid({
          invoiceId: attempt.invoiceId,
          paidAt: event.occurredAt,
          providerEventId: event.id,
        })
        if (paid.outcome === 'invoice-canceled') {
          log.warn(
            { eventId: event.id, invoiceId: attempt.invoiceId, bookingId: paid.bookingId },
            'payment received for a canceled invoice: it needs a refund',
          )
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
