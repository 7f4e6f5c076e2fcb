import type { Booking } from '@tourmarket/contracts'
import { isCanceledStatus, paymentOptions } from '@tourmarket/domain/booking'
import { bookingRequestStatus, type PaymentMethod } from '@tourmarket/domain/enums'
import { Button } from '@tourmarket/ui'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { useApiCall } from '../../../../lib/api-call.ts'
import { useShellLocale } from '../../../../lib/shell-data.ts'
import { bookingFailure, createIdempotencyKeys } from '../../booking-failure.ts'
import { useBookingFlowText, type BookingFlowText } from '../../booking-flow-text.ts'
import { CancellationPolicyDetails } from '../../../../components/cancellation-policy/cancellation-policy.tsx'
import { TripSummary } from '../../trip-summary.tsx'
import { ChargeStatement } from '../charge-statement.tsx'
import { HoldNotice } from '../hold-notice.tsx'
import { rememberPaymentAttempt } from '../payment-attempt.ts'
import { GiftCardPaid, GiftCardPayForm } from './gift-card-pay.tsx'
import type { GiftCardPayAnswer } from './gift-card-pay.server.ts'

/** How the booking is addressed: by number (the owner's session) or by its link. */
export type PayTarget = 'id' | 'uuid'

function nothingToPayText(booking: Booking, text: BookingFlowText['text']): string {
  if (isCanceledStatus(booking.status)) return text('pay.nothing.canceled')
  if (booking.status === bookingRequestStatus.pendingConfirm)
    return text('pay.nothing.pendingConfirm')
  if (booking.price.outstanding === 0 && booking.price.paid > 0) return text('pay.nothing.paid')
  return text('pay.nothing.other')
}

const METHOD_WORDS = {
  card: { label: 'pay.method.card', hint: 'pay.method.cardHint' },
  sbp: { label: 'pay.method.sbp', hint: 'pay.method.sbpHint' },
} as const satisfies Record<PaymentMethod, { label: string; hint: string }>

/** What the pay page knows besides the booking, from its loader. */
export type PayContext = {
  /** The invoice's amount in the visitor's currency (whole units), or null. */
  readonly converted: { readonly amountMinor: number; readonly currency: string } | null
  /** Minutes until the hold expires, counted once by the loader so both renders agree. */
  readonly holdMinutesLeft: number | null
}

/**
 * The pay step (decision 0016): what is paid now and what is left, the §3 method, and "Pay",
 * which asks invoice/pay for the provider's hosted checkout and goes there. The Idempotency-Key
 * makes a double press or a retry open one checkout.
 */
export function PayPage({
  booking,
  target,
  bookingLink,
  payContext,
  giftCard,
}: {
  booking: Booking
  target: PayTarget
  /** The booking page in the page language. */
  bookingLink: string
  payContext: PayContext
  /** The answer of the gift card form, once it was posted. */
  giftCard?: GiftCardPayAnswer | undefined
}) {
  const { text, t, money, day, locale } = useBookingFlowText()
  const { brand } = useShellLocale()
  const call = useApiCall()
  const [method, setMethod] = useState<PaymentMethod>('card')
  const [alert, setAlert] = useState<string | null>(null)
  const [redirecting, setRedirecting] = useState(false)
  const idempotencyKeys = useRef(createIdempotencyKeys())
  const invoice = booking.actions.can_pay ? booking.next_invoice : null

  if (invoice === null) {
    return (
      <div className="booking-card booking-result">
        <h1 className="booking-flow__title">{text('pay.nothing.title')}</h1>
        <GiftCardPaid answer={giftCard} />
        <p>{nothingToPayText(booking, text)}</p>
        <TripSummary tour={booking.tour} date={booking.tour_date} />
        <div className="booking-result__actions">
          <Link to={bookingLink} className="button">
            {text('bookingFlow.bookingLink')}
          </Link>
        </div>
      </div>
    )
  }

  const amount = money(invoice.amount, invoice.currency)
  const options = paymentOptions(brand, locale, invoice.currency)
  const left = booking.price.outstanding - invoice.amount
  const pay = async () => {
    setAlert(null)
    const body =
      target === 'id' ? { request_id: booking.id, method } : { uuid: booking.uuid, method }
    const key = idempotencyKeys.current.keyFor(body)
    try {
      const answer = await call('invoicePay', { body, idempotencyKey: key })
      rememberPaymentAttempt(booking.uuid, answer.invoice_id)
      setRedirecting(true)
      window.location.assign(answer.checkout_url)
    } catch (error) {
      const failure = bookingFailure(error)
      if (!failure.retrySameKey) idempotencyKeys.current.release()
      setAlert(
        failure.kind === 'in-progress'
          ? text('pay.error.inProgress')
          : failure.kind === 'network'
            ? text('pay.error.network')
            : failure.kind === 'server'
              ? text('pay.error.generic')
              : (failure.message ?? text('pay.error.generic')),
      )
    }
  }

  return (
    <div className="pay-layout">
      <div className="booking-card">
        <h1 className="booking-flow__title">{text('pay.heading')}</h1>
        <GiftCardPaid answer={giftCard} />
        <TripSummary tour={booking.tour} date={booking.tour_date}>
          <p className="booking-flow__muted">
            {t('count.tourists', { count: booking.tourists_count })}
          </p>
        </TripSummary>
        <div className="pay-due">
          <p className="pay-due__label">
            {text('pay.forTourists', {
              // A gift card paid part of a full-price invoice: what is left is the rest.
              kind: text(
                `bookingFlow.kind.${invoice.kind === 'full' && booking.price.paid > 0 ? 'payment' : invoice.kind}`,
              ),
              tourists: t('count.tourists', { count: booking.tourists_count }),
            })}
          </p>
          <p className="pay-due__amount">{amount}</p>
          {booking.price.paid > 0 ? (
            <p className="booking-flow__muted">
              {text('pay.paidAlready', { amount: money(booking.price.paid, booking.currency) })}
            </p>
          ) : null}
          {left > 0 ? (
            <p className="booking-flow__muted">
              {booking.price.full_payment_date === null
                ? text('pay.restLaterNoDate', { amount: money(left, booking.currency) })
                : text('pay.restLater', {
                    amount: money(left, booking.currency),
                    date: day(booking.price.full_payment_date),
                  })}
            </p>
          ) : null}
        </div>
        <CancellationPolicyDetails
          policy={booking.cancellation_policy}
          headingLevel={2}
          className="pay-policy"
        />
      </div>
      <GiftCardPayForm currency={invoice.currency} answer={giftCard} />
      <div className="booking-card">
        <fieldset className="pay-methods">
          <legend className="booking-card__title">{text('pay.method')}</legend>
          {options.methods.map((option) => (
            <label key={option} className="pay-method">
              <input
                type="radio"
                name="method"
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
                className="pay-method__radio"
              />
              <span className="pay-method__label">{text(METHOD_WORDS[option].label)}</span>
              <span className="pay-method__hint">
                {option === 'card' && options.cardNetworks.includes('Mir')
                  ? text('pay.method.cardHintRussian')
                  : text(METHOD_WORDS[option].hint)}
              </span>
            </label>
          ))}
        </fieldset>
        <div role="alert" className="booking-flow__alert-slot">
          {alert === null ? null : (
            <div className="booking-flow__alert">
              <p>{alert}</p>
            </div>
          )}
        </div>
        <ChargeStatement
          amountMinor={invoice.amount}
          currency={invoice.currency}
          converted={payContext.converted}
        />
        {booking.hold_expires_at == null || payContext.holdMinutesLeft === null ? null : (
          <HoldNotice
            expiresAt={booking.hold_expires_at}
            minutesLeft={payContext.holdMinutesLeft}
          />
        )}
        <Button className="pay-submit" onClick={pay} loading={redirecting}>
          {text('pay.submit', { amount })}
        </Button>
        <p className="booking-flow__muted">{text('pay.redirectNote')}</p>
        <Link to={bookingLink} className="pay-booking-link">
          {text('bookingFlow.bookingLink')}
        </Link>
      </div>
    </div>
  )
}
