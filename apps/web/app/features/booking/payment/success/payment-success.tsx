import type { Booking } from '@tourmarket/contracts'
import { isCancellation } from '@tourmarket/api-client/client'
import { Button } from '@tourmarket/ui'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useApiCall } from '../../../../lib/api-call.ts'
import { useBookingFlowText } from '../../booking-flow-text.ts'
import { useBookingPaths } from '../../../../lib/booking-paths.ts'
import { TripSummary } from '../../trip-summary.tsx'
import { awaitedInvoiceId, isPaymentConfirmed, receivedAmount } from '../payment-attempt.ts'

/** The booking is asked again every second for about half a minute (decision 0016). */
export const POLL_INTERVAL_MS = 1_000
export const POLL_ATTEMPTS = 30

type Phase = 'confirming' | 'received' | 'slow'

/**
 * Waits until the booking shows the payment, since the provider's redirect can beat its webhook:
 * 'confirming' while asking, 'received' once it is there, 'slow' when half a minute passed.
 * `round` starts a new wait (the "Check again" button).
 */
function usePaymentConfirmation(initial: Booking, round: number) {
  const call = useApiCall()
  const [booking, setBooking] = useState(initial)
  const [phase, setPhase] = useState<Phase>('confirming')
  const [awaited, setAwaited] = useState<number | null>(null)

  useEffect(() => {
    // Session storage is the browser's: read after hydration, so server and browser agree.
    const invoiceId = awaitedInvoiceId(initial.uuid)
    setAwaited(invoiceId)
    if (isPaymentConfirmed(initial, invoiceId) && round === 0) {
      setPhase('received')
      return
    }
    setPhase('confirming')
    const controller = new AbortController()
    let attempts = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      attempts += 1
      try {
        const next = await call('requestGetByUuid', {
          query: { uuid: initial.uuid },
          signal: controller.signal,
        })
        setBooking(next)
        if (isPaymentConfirmed(next, invoiceId)) {
          setPhase('received')
          return
        }
      } catch (error) {
        if (isCancellation(error)) return
        // A failed ask is one of the attempts; the next one may get through.
        console.warn('The booking could not be checked', error)
      }
      if (attempts >= POLL_ATTEMPTS) setPhase('slow')
      else timer = setTimeout(() => void ask(), POLL_INTERVAL_MS)
    }
    timer = setTimeout(() => void ask(), round === 0 ? POLL_INTERVAL_MS : 0)
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [call, initial, round])

  return { booking, phase, awaited }
}

/** §2 /success: "Confirming your payment…" until the booking shows it, then what comes next. */
export function PaymentSuccess({ initial }: { initial: Booking }) {
  const { text, path, money, day } = useBookingFlowText()
  const paths = useBookingPaths()
  const [round, setRound] = useState(0)
  const { booking, phase, awaited } = usePaymentConfirmation(initial, round)
  const bookingLink = (
    <Link to={path(paths.bookingByUuid(booking.uuid))} className="button">
      {text('bookingFlow.bookingLink')}
    </Link>
  )

  if (phase === 'confirming') {
    return (
      <div className="booking-card booking-result" aria-busy="true">
        <div className="payment-progress" aria-hidden="true" />
        <div role="status">
          <h1 className="booking-flow__title">{text('success.confirming')}</h1>
        </div>
        <p className="booking-flow__muted">{text('success.confirmingText')}</p>
        <TripSummary tour={booking.tour} date={booking.tour_date} />
      </div>
    )
  }

  if (phase === 'slow') {
    return (
      <div className="booking-card booking-result">
        <h1 className="booking-flow__title">{text('success.slowTitle')}</h1>
        <p>{text('success.slowText')}</p>
        <TripSummary tour={booking.tour} date={booking.tour_date} />
        <div className="booking-result__actions">
          <Button onClick={() => setRound((value) => value + 1)}>
            {text('success.checkAgain')}
          </Button>
          <Link
            to={path(paths.bookingByUuid(booking.uuid))}
            className="booking-flow__secondary-link"
          >
            {text('bookingFlow.bookingLink')}
          </Link>
        </div>
      </div>
    )
  }

  const { outstanding, full_payment_date: dueDate } = booking.price
  return (
    <div className="booking-card booking-result">
      <div className="payment-done" aria-hidden="true">
        ✓
      </div>
      <div role="status">
        <h1 className="booking-flow__title">{text('success.received')}</h1>
      </div>
      <p className="booking-result__subject">
        {text('success.amount', {
          amount: money(receivedAmount(booking, awaited), booking.currency),
        })}
      </p>
      <TripSummary tour={booking.tour} date={booking.tour_date} />
      <section className="payment-next" aria-labelledby="payment-next">
        <h2 id="payment-next" className="booking-card__title">
          {text('success.next')}
        </h2>
        <ul>
          <li>
            {outstanding === 0
              ? text('success.nextPaidInFull')
              : dueDate === null
                ? text('success.nextRestNoDate', { amount: money(outstanding, booking.currency) })
                : text('success.nextRest', {
                    amount: money(outstanding, booking.currency),
                    date: day(dueDate),
                  })}
          </li>
          <li>{text('success.nextEmail')}</li>
          <li>{text('success.nextOrganizer')}</li>
        </ul>
      </section>
      <div className="booking-result__actions">{bookingLink}</div>
    </div>
  )
}
