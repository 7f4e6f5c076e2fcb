import type { ReactNode } from 'react'
import type { Booking } from '@tourmarket/contracts'
import { isCanceledStatus } from '@tourmarket/domain/booking'
import { bookingRequestStatus, invoiceStatus } from '@tourmarket/domain/enums'
import { CancellationPolicyDetails } from '../../../../components/cancellation-policy/cancellation-policy.tsx'
import {
  RefundTimeline,
  refundStepsOf,
} from '../../../../components/cancellation-policy/refund-timeline.tsx'
import type { BookingMessageKey } from '../booking-messages.ts'
import { bookingMoney, dayText, instantDayText } from '../booking-format.ts'
import { InvoiceStatusBadge } from '../booking-parts.tsx'
import { useBookingText } from '../booking-text.ts'

const invoiceKind: Readonly<Record<Booking['invoices'][number]['kind'], BookingMessageKey>> = {
  prepayment: 'bookingPage.invoice.prepayment',
  payment: 'bookingPage.invoice.payment',
  full: 'bookingPage.invoice.full',
}

const refundReason: Readonly<Record<Booking['refunds'][number]['reason'], BookingMessageKey>> = {
  duplicate_payment: 'bookingPage.refund.duplicate_payment',
  invoice_canceled: 'bookingPage.refund.invoice_canceled',
  cancellation: 'bookingPage.refund.cancellation',
}

/** What a refund's line says of its state: done (and when), on its way, or held up. */
function refundWhen(
  refund: Booking['refunds'][number],
  text: ReturnType<typeof useBookingText>['text'],
  locale: ReturnType<typeof useBookingText>['locale'],
): string {
  if (refund.refunded_at !== null) {
    return text('bookingPage.refund.refundedOn', {
      date: instantDayText(refund.refunded_at, locale),
    })
  }
  return refund.status === 'failed'
    ? text('bookingPage.refund.failed')
    : text('bookingPage.refund.pending')
}

/**
 * The booking's money, all computed by the server (0016): the cost lines in the page language,
 * total, paid and still to pay, cashback, each invoice with its kind, status and due date, and
 * any payment sent back (issue 14 finding 5).
 */
export function PriceBlock({ booking }: { booking: Booking }) {
  const { text, locale } = useBookingText()
  const { price, currency } = booking
  const money = (amount: number) => bookingMoney(amount, currency)
  const cashbackInLines = price.lines.some((line) => line.key === 'cashback')
  // A canceled booking owes nothing more: what is left unpaid is no longer due (0016).
  const owing = !isCanceledStatus(booking.status) && price.outstanding > 0
  // A request the organizer has not confirmed cannot be paid: its invoice is not shown as due.
  const awaitingConfirmation = booking.status === bookingRequestStatus.pendingConfirm
  // Money sent back in the booking's currency: what was paid no longer reads as kept.
  const sentBack = booking.refunds.filter((refund) => refund.currency === currency)
  const refunded = sentBack
    .filter((refund) => refund.status === 'refunded')
    .reduce((sum, refund) => sum + refund.amount, 0)
  const refundPending = sentBack
    .filter((refund) => refund.status !== 'refunded')
    .reduce((sum, refund) => sum + refund.amount, 0)
  return (
    <section className="bp-card bp-price" aria-labelledby="bp-price">
      <h2 id="bp-price" className="bp-card__title">
        {text('bookingPage.price.title')}
      </h2>
      {price.lines.length > 0 ? (
        <ul className="bp-price__lines">
          {price.lines.map((line) => (
            <li key={line.key} className="bp-price__line">
              <span>
                {line.emoji === null ? null : <span aria-hidden="true">{line.emoji} </span>}
                {line.label}
              </span>
              <span className="bp-price__amount">{money(line.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="bp-price__totals">
        <div className="bp-price__total">
          <dt>{text('bookingPage.price.total')}</dt>
          <dd>{money(price.total)}</dd>
        </div>
        <div>
          <dt>{text('bookingPage.price.paid')}</dt>
          <dd>{money(price.paid)}</dd>
        </div>
        {refunded > 0 ? (
          <div>
            <dt>{text('bookingPage.price.refunded')}</dt>
            <dd>{money(refunded)}</dd>
          </div>
        ) : null}
        {refundPending > 0 ? (
          <div>
            <dt>{text('bookingPage.price.refundPending')}</dt>
            <dd>{money(refundPending)}</dd>
          </div>
        ) : null}
        {owing ? (
          <div className="bp-price__outstanding">
            <dt>{text('bookingPage.price.outstanding')}</dt>
            <dd>{money(price.outstanding)}</dd>
          </div>
        ) : null}
        {price.cashback === null || cashbackInLines ? null : (
          <div>
            <dt>{text('bookingPage.price.cashback')}</dt>
            <dd>{money(price.cashback)}</dd>
          </div>
        )}
      </dl>
      {price.full_payment_date !== null && owing ? (
        <p className="bp-price__note">
          {text('bookingPage.price.fullPaymentBy', {
            date: dayText(price.full_payment_date, locale),
          })}
        </p>
      ) : null}
      {awaitingConfirmation ? (
        <p className="bp-price__note" data-testid="confirm-first">
          {text('bookingPage.price.confirmFirst')}
        </p>
      ) : null}
      <MoneyList title={text('bookingPage.invoice.title')}>
        {(awaitingConfirmation ? [] : booking.invoices).map((invoice) => (
          <MoneyItem
            key={invoice.id}
            label={text(invoiceKind[invoice.kind])}
            amount={bookingMoney(invoice.amount, invoice.currency)}
            badge={<InvoiceStatusBadge status={invoice.status} />}
            when={
              invoice.paid_at !== null
                ? text('bookingPage.invoice.paidOn', {
                    date: instantDayText(invoice.paid_at, locale),
                  })
                : invoice.status === invoiceStatus.new && invoice.due_date !== null
                  ? text('bookingPage.invoice.dueBy', { date: dayText(invoice.due_date, locale) })
                  : null
            }
          />
        ))}
      </MoneyList>
      <MoneyList title={text('bookingPage.refund.title')}>
        {booking.refunds.map((refund) => (
          <MoneyItem
            key={refund.id}
            label={text(refundReason[refund.reason])}
            amount={bookingMoney(refund.amount, refund.currency)}
            when={refundWhen(refund, text, locale)}
          />
        ))}
      </MoneyList>
      <CancellationPolicyDetails
        policy={booking.cancellation_policy}
        headingLevel={3}
        className="bp-price__policy"
      />
      <RefundTimeline
        steps={refundStepsOf(booking.refund_timeline)}
        money={money}
        className="bp-price__refund-timeline"
        testId="booking-refund-timeline"
      />
    </section>
  )
}

/** A titled list of money lines (invoices, refunds); nothing at all when it is empty. */
function MoneyList({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null
  return (
    <>
      <h3 className="bp-price__subtitle">{title}</h3>
      <ul className="bp-invoices">{children}</ul>
    </>
  )
}

/** One money line: what, how much, a status badge when it has one, and when. */
function MoneyItem({
  label,
  amount,
  badge,
  when,
}: {
  label: string
  amount: string
  badge?: ReactNode
  when: string | null
}) {
  // Without a badge the date takes a row of its own (booking.css).
  return (
    <li className={badge === undefined ? 'bp-invoice bp-invoice--plain' : 'bp-invoice'}>
      <span className="bp-invoice__kind">{label}</span>
      <span className="bp-invoice__amount">{amount}</span>
      {badge}
      <span className="bp-invoice__when">{when}</span>
    </li>
  )
}
