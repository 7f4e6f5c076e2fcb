import type { OfficeAudit, OfficeBooking, OfficeContext } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { AuditTrail } from '../shell/audit-trail.tsx'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { tripDatesText } from '@tourmarket/domain/i18n'
import { OfficeLayout } from '../shell/office-layout.tsx'
import { ActionsSection, MeetSection } from './booking-actions.tsx'
import {
  HistorySection,
  MoneySection,
  StatusPill,
  TouristsSection,
  TravelSection,
} from './booking-details.tsx'
import type { OfficeBookingAnswer } from './office-booking.server.ts'
import { useOfficeBookingText, type OfficeBookingKey } from './office-booking-text.ts'
import { OFFICE_BOOKING_INTENTS, officeDatePath, type OfficeBookingIntent } from './paths.ts'

export type OfficeBookingPageProps = {
  readonly office: OfficeContext
  readonly page: OfficeBooking
  readonly audit: OfficeAudit['data']
  /** The action just done (`?done=`), for its notice. */
  readonly done: string | null
  readonly answer: OfficeBookingAnswer | null
}

const doneNotice: Readonly<Record<OfficeBookingIntent, OfficeBookingKey>> = {
  confirm: 'officeBooking.done.confirm',
  decline: 'officeBooking.done.decline',
  cancel: 'officeBooking.done.cancel',
  complete: 'officeBooking.done.complete',
  meet: 'officeBooking.done.meet',
}

const auditAction: Readonly<Record<string, OfficeBookingKey>> = {
  'booking.confirm': 'officeBooking.audit.confirm',
  'booking.decline': 'officeBooking.audit.decline',
  'booking.cancel-by-author': 'officeBooking.audit.cancel',
  'booking.complete': 'officeBooking.audit.complete',
  'booking.meet': 'officeBooking.audit.meet',
}

const auditField: Readonly<Record<string, OfficeBookingKey>> = {
  status: 'officeBooking.audit.status',
  reason: 'officeBooking.audit.reason',
  text: 'officeBooking.audit.text',
  files: 'officeBooking.audit.files',
}

function isIntent(value: string | null): value is OfficeBookingIntent {
  return value !== null && (OFFICE_BOOKING_INTENTS as readonly string[]).includes(value)
}

/**
 * Issue 40: /office/bookings/:id, one booking as its organizer works with it: who travels and
 * how, what was paid, what happened so far, and the moves open now, each a plain form.
 */
export function OfficeBookingPage({ office, page, audit, done, answer }: OfficeBookingPageProps) {
  const { text, path, locale } = useOfficeBookingText()
  const { booking } = page
  const { contact } = booking
  const label = (key: OfficeBookingKey | undefined) => (key === undefined ? undefined : text(key))
  return (
    <OfficeLayout
      office={office}
      current="bookings"
      title={text('officeBooking.title', { id: booking.id })}
      actions={<StatusPill status={booking.status} />}
    >
      <p className="ob-back">
        <Link to={path('/office/bookings')}>← {text('officeBooking.back')}</Link>
      </p>
      {isIntent(done) && answer === null ? (
        <p className="office-notice office-notice--success" role="status">
          {text(doneNotice[done])}
        </p>
      ) : null}
      <div className="ob-grid">
        <div className="ob-main">
          <section className="office-section" aria-labelledby="ob-trip">
            <h2 id="ob-trip" className="office-section__title">
              {text('officeBooking.trip.title')}
            </h2>
            <p className="ob-strong">{booking.tour.name}</p>
            <p>
              <Link to={path(officeDatePath(booking.tour_date.id))}>
                {tripDatesText(booking.tour_date.start, booking.tour_date.end, locale)}
              </Link>{' '}
              · {text('officeBooking.trip.tourists', { count: booking.tourists_count })}
            </p>
            <p className="office-muted">
              {text('officeBooking.made', { date: formatUtcInstant(booking.created_at, locale) })}
            </p>
          </section>
          <TouristsSection booking={booking} />
          <TravelSection booking={booking} />
          <MoneySection booking={booking} />
          <MeetSection page={page} answer={answer} />
        </div>
        <div className="ob-side">
          <ActionsSection page={page} answer={answer} />
          <section className="office-section" aria-labelledby="ob-contact">
            <h2 id="ob-contact" className="office-section__title">
              {text('officeBooking.contact.title')}
            </h2>
            <p className="ob-strong">
              {contact.first_name} {contact.last_name}
            </p>
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <p>
              <a href={`tel:${contact.phone}`}>{contact.phone}</a>
            </p>
            {page.chat_id === null ? null : (
              <p>
                <Link
                  className="office-button office-button--secondary office-button--small"
                  to={path(`/chat/${String(page.chat_id)}`)}
                >
                  {text('officeBooking.contact.chat')}
                </Link>
              </p>
            )}
          </section>
          <section className="office-section" aria-labelledby="ob-comment">
            <h2 id="ob-comment" className="office-section__title">
              {text('officeBooking.comment.title')}
            </h2>
            {booking.comment === '' ? (
              <p className="office-muted">{text('officeBooking.comment.none')}</p>
            ) : (
              <p className="ob-pre">{booking.comment}</p>
            )}
          </section>
          <HistorySection history={page.history} />
          <AuditTrail
            entries={audit}
            actionLabel={(action) => label(auditAction[action])}
            fieldLabel={(field) => label(auditField[field])}
          />
        </div>
      </div>
    </OfficeLayout>
  )
}
