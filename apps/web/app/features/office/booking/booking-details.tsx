import type { Booking, OfficeBooking } from '@tourmarket/contracts'
import { bookingStatusTone } from '@tourmarket/domain/booking'
import {
  bookingRequestStatusLabelKey,
  invoiceStatusLabelKey,
  type BookingRequestStatus,
} from '@tourmarket/domain/enums'
import { calendarDateText } from '@tourmarket/domain/i18n'
import { formatMinorAmount, formatUtcInstant } from '../../../lib/work-area-format.ts'
import { useOfficeBookingText, type OfficeBookingKey } from './office-booking-text.ts'

/** §4 a booking's status in words, in the tone the site gives it (never colour alone). */
export function StatusPill({ status }: { status: BookingRequestStatus }) {
  const { t } = useOfficeBookingText()
  const tone = bookingStatusTone(status)
  return (
    <span className={`office-pill${tone === 'neutral' ? '' : ` office-pill--${tone}`}`}>
      {t(bookingRequestStatusLabelKey(status))}
    </span>
  )
}

function useDay() {
  const { locale } = useOfficeBookingText()
  return (date: string) => calendarDateText(date, locale, { month: 'short', year: true })
}

/** The tourists: a table on wide screens, a card per tourist on phones (office-booking.css). */
export function TouristsSection({ booking }: { booking: Booking }) {
  const { text } = useOfficeBookingText()
  const day = useDay()
  const showPassport = booking.form.collect_passport
  const showWeight = booking.form.collect_weight
  return (
    <section className="office-section" aria-labelledby="ob-tourists">
      <h2 id="ob-tourists" className="office-section__title">
        {text('officeBooking.tourists.title')}
      </h2>
      <div className="office-table-wrap">
        <table className="office-table ob-cards">
          <thead>
            <tr>
              <th scope="col">{text('officeBooking.tourists.name')}</th>
              <th scope="col">{text('officeBooking.tourists.birthday')}</th>
              {showPassport ? <th scope="col">{text('officeBooking.tourists.passport')}</th> : null}
              <th scope="col">{text('officeBooking.tourists.food')}</th>
              {showWeight ? <th scope="col">{text('officeBooking.tourists.weight')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {booking.tourists.map((tourist) => (
              <tr key={tourist.id}>
                <th scope="row">{tourist.full_name}</th>
                <td data-label={text('officeBooking.tourists.birthday')}>
                  {day(tourist.birthday)}
                </td>
                {showPassport ? (
                  <td data-label={text('officeBooking.tourists.passport')}>
                    {tourist.passport ?? '—'}
                  </td>
                ) : null}
                <td data-label={text('officeBooking.tourists.food')}>
                  {tourist.food_restriction ?? '—'}
                </td>
                {showWeight ? (
                  <td data-label={text('officeBooking.tourists.weight')}>
                    {tourist.weight_kg === null
                      ? '—'
                      : text('officeBooking.tourists.weightKg', { kg: tourist.weight_kg })}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function TravelLine({ info }: { info: Booking['tourists'][number]['arrival'] }) {
  const { text } = useOfficeBookingText()
  if (info === null) return <>{text('officeBooking.travel.none')}</>
  const kind = `officeBooking.travel.type.${String(info.transport_type)}`
  const parts = [
    ['1', '2', '3', '4'].includes(String(info.transport_type))
      ? text(kind as OfficeBookingKey)
      : null,
    info.flight_number,
    info.train_number,
    info.airport_name,
    info.station_name,
    info.other_transport_name,
    info.departure_place,
    [info.date, info.time].filter(Boolean).join(' '),
    info.additional_info,
  ]
  return (
    <>{parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ')}</>
  )
}

/** Each tourist's arrival and departure, as the questionnaire gave them. */
export function TravelSection({ booking }: { booking: Booking }) {
  const { text } = useOfficeBookingText()
  return (
    <section className="office-section" aria-labelledby="ob-travel">
      <h2 id="ob-travel" className="office-section__title">
        {text('officeBooking.travel.title')}
      </h2>
      <ul className="ob-list">
        {booking.tourists.map((tourist) => (
          <li key={tourist.id}>
            <p className="ob-strong">{tourist.full_name}</p>
            <p>
              {text('officeBooking.travel.arrival')}: <TravelLine info={tourist.arrival} />
            </p>
            <p>
              {text('officeBooking.travel.departure')}: <TravelLine info={tourist.departure} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The invoices with their status, and the refunds made or pending. */
export function MoneySection({ booking }: { booking: Booking }) {
  const { text, t, locale } = useOfficeBookingText()
  const day = useDay()
  const money = (amount: number) => formatMinorAmount(amount, booking.currency)
  return (
    <section className="office-section" aria-labelledby="ob-money">
      <h2 id="ob-money" className="office-section__title">
        {text('officeBooking.money.title')}
      </h2>
      <p>
        {text('officeBooking.money.total', {
          amount: money(booking.price.total),
          paid: money(booking.price.paid),
          outstanding: money(booking.price.outstanding),
        })}
      </p>
      {booking.invoices.length === 0 ? (
        <p className="office-muted">{text('officeBooking.money.noInvoices')}</p>
      ) : (
        <div className="office-table-wrap">
          <table className="office-table ob-cards">
            <thead>
              <tr>
                <th scope="col">{text('officeBooking.money.invoice')}</th>
                <th scope="col">{text('officeBooking.money.amount')}</th>
                <th scope="col">{text('officeBooking.money.status')}</th>
                <th scope="col">{text('officeBooking.money.due')}</th>
                <th scope="col">{text('officeBooking.money.paidAt')}</th>
              </tr>
            </thead>
            <tbody>
              {booking.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">{text(`officeBooking.money.kind.${invoice.kind}`)}</th>
                  <td data-label={text('officeBooking.money.amount')}>
                    {formatMinorAmount(invoice.amount, invoice.currency)}
                  </td>
                  <td data-label={text('officeBooking.money.status')}>
                    {t(invoiceStatusLabelKey(invoice.status))}
                  </td>
                  <td data-label={text('officeBooking.money.due')}>
                    {invoice.due_date === null ? '—' : day(invoice.due_date)}
                  </td>
                  <td data-label={text('officeBooking.money.paidAt')}>
                    {invoice.paid_at === null ? '—' : formatUtcInstant(invoice.paid_at, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {booking.refunds.length === 0 ? null : (
        <>
          <h3 className="ob-subtitle">{text('officeBooking.money.refunds')}</h3>
          <ul className="ob-list">
            {booking.refunds.map((refund) => (
              <li key={refund.id}>
                {text('officeBooking.money.refund', {
                  amount: formatMinorAmount(refund.amount, refund.currency),
                  status: refund.status,
                  date: formatUtcInstant(refund.refunded_at ?? refund.created_at, locale),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** Every change of the booking's status, oldest first, with who made it and why. */
export function HistorySection({ history }: { history: OfficeBooking['history'] }) {
  const { text, t, locale } = useOfficeBookingText()
  const by = (actor: string) =>
    ['tourist', 'organizer', 'system', 'admin'].includes(actor)
      ? text(`officeBooking.history.by.${actor}` as OfficeBookingKey)
      : actor
  return (
    <section className="office-section" aria-labelledby="ob-history">
      <h2 id="ob-history" className="office-section__title">
        {text('officeBooking.history.title')}
      </h2>
      <ol className="ob-list">
        {history.map((change) => (
          <li key={change.id}>
            <p>
              <span className="ob-strong">
                {change.from_status === null
                  ? text('officeBooking.history.created')
                  : t(bookingRequestStatusLabelKey(change.to_status))}
              </span>{' '}
              {by(change.actor_kind)}
            </p>
            <p className="office-muted">
              <time dateTime={change.created_at}>
                {formatUtcInstant(change.created_at, locale)}
              </time>
            </p>
            {change.message === null || change.message === '' ? null : (
              <p>
                <q>{change.message}</q>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
