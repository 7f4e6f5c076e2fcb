import { createHash, randomUUID } from 'node:crypto'
import type { Booking, InvoicePay, InvoicePayBody } from '@tourmarket/contracts'
import { paymentOptions } from '@tourmarket/domain/booking'
import type { PaymentMethod } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { invoiceKindLabels } from '../provider.ts'
import type { PaymentAttempt } from '../repository.ts'
import { providerCall, type PaymentsDeps } from './deps.ts'

export type StartCheckoutInput = {
  viewer: Viewer | null
  body: InvoicePayBody
  language: Locale
  /** The client's Idempotency-Key, if it sent one. */
  idempotencyKey: string | undefined
}

/** An open checkout is answered again for this long (providers keep one payable for 24 hours). */
export const CHECKOUT_REUSE_MS = 60 * 60 * 1000

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

export function createStartCheckoutUseCase(deps: PaymentsDeps) {
  const { provider, repository, bookings, brand, siteUrl, now, closeCheckout } = deps

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
          subject: { kind: 'invoice', id: invoice.id },
          amountMinor: invoice.amount,
          currency: invoice.currency,
          description: `${invoiceKindLabels[invoice.kind]} · ${booking.tour.name}`,
          reference: booking.uuid,
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
  }
}
