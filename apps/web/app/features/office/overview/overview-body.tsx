import type { OfficeContext, OfficeOverview } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { tripDatesText } from '@tourmarket/domain/i18n'
import { useOfficeText } from '../shell/office-text.ts'

type OverviewProps = { readonly office: OfficeContext; readonly overview: OfficeOverview }

/** What needs the organizer now: requests to answer, the next departures, unread chats, links. */
export function OverviewBody({ office, overview }: OverviewProps) {
  return (
    <>
      <PendingRequests overview={overview} />
      <div className="office-grid">
        <NextDepartures overview={overview} />
        <UnreadChats overview={overview} />
      </div>
      <QuickLinks office={office} />
    </>
  )
}

function PendingRequests({ overview }: { overview: OfficeOverview }) {
  const { text, path, locale } = useOfficeText()
  const now = Date.now()
  return (
    <section className="office-section" aria-labelledby="office-pending">
      <div className="office-section__header">
        <h2 id="office-pending" className="office-section__title">
          {text('office.overview.pending.title')}
        </h2>
        <Link to={path('/office/bookings')}>{text('office.overview.pending.all')}</Link>
      </div>
      {overview.pending_requests.length === 0 ? (
        <p className="office-empty">{text('office.overview.pending.empty')}</p>
      ) : (
        <ul className="office-link-list" data-testid="office-pending">
          {overview.pending_requests.map((request) => {
            const deadline = request.confirmation_deadline
            const overdue = deadline !== null && Date.parse(deadline) < now
            return (
              <li key={request.id}>
                <Link to={path(`/office/bookings/${String(request.id)}`)}>
                  {text('office.overview.pending.open', { id: request.id })}
                </Link>
                <span>
                  {request.tour.title} ·{' '}
                  {tripDatesText(request.tour_date.start_date, request.tour_date.end_date, locale)}
                </span>
                <span className="office-muted">
                  {text('office.overview.pending.who', {
                    name: request.contact_name,
                    tourists: text('office.tourists', { count: request.tourists_count }),
                  })}
                </span>
                <span>
                  {deadline === null ? (
                    <span className="office-pill">
                      {text('office.overview.pending.noDeadline')}
                    </span>
                  ) : (
                    <span className={`office-pill office-pill--${overdue ? 'error' : 'warning'}`}>
                      {text(
                        overdue
                          ? 'office.overview.pending.overdue'
                          : 'office.overview.pending.deadline',
                        { date: formatUtcInstant(deadline, locale) },
                      )}
                    </span>
                  )}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function NextDepartures({ overview }: { overview: OfficeOverview }) {
  const { text, path, locale } = useOfficeText()
  return (
    <section className="office-section" aria-labelledby="office-departures">
      <h2 id="office-departures" className="office-section__title">
        {text('office.overview.departures.title')}
      </h2>
      {overview.next_departures.length === 0 ? (
        <div className="office-empty">
          <p>{text('office.overview.departures.empty')}</p>
          <Link to={path('/office/tours')}>{text('office.overview.links.tours')}</Link>
        </div>
      ) : (
        <ul className="office-link-list">
          {overview.next_departures.map((departure) => (
            <li key={departure.tour_date.id}>
              <Link to={path(`/office/dates/${String(departure.tour_date.id)}`)}>
                {tripDatesText(
                  departure.tour_date.start_date,
                  departure.tour_date.end_date,
                  locale,
                )}
              </Link>
              <span>{departure.tour.title}</span>
              <span className="office-muted">
                {departure.seats_left === 0
                  ? text('office.overview.departures.full')
                  : text('office.overview.departures.seats', {
                      sold: departure.seats_sold,
                      seats: departure.seats,
                      left: departure.seats_left,
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function UnreadChats({ overview }: { overview: OfficeOverview }) {
  const { text, path } = useOfficeText()
  return (
    <section className="office-section" aria-labelledby="office-chats">
      <div className="office-section__header">
        <h2 id="office-chats" className="office-section__title">
          {text('office.overview.chats.title')}
        </h2>
        <Link to={path('/chat')}>{text('office.overview.chats.open')}</Link>
      </div>
      {overview.unread_chats.length === 0 ? (
        <p className="office-empty">{text('office.overview.chats.empty')}</p>
      ) : (
        <ul className="office-link-list">
          {overview.unread_chats.map((chat) => (
            <li key={chat.chat_id}>
              <Link to={path(`/chat/${String(chat.chat_id)}`)}>
                {/* A tourist who gave no name, or deleted their account (decision 0063). */}
                {chat.tourist_name === ''
                  ? text('office.overview.chats.unnamed')
                  : chat.tourist_name}
              </Link>
              <span className="office-muted">
                {text('office.overview.chats.unread', { count: chat.unread_count })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function QuickLinks({ office }: { office: OfficeContext }) {
  const { text, path } = useOfficeText()
  const links = [
    { to: path('/office/tours'), label: text('office.overview.links.tours') },
    { to: path('/office/tours/new'), label: text('office.overview.links.newTour') },
    { to: path('/office/reviews'), label: text('office.overview.links.reviews') },
    { to: path('/office/sales'), label: text('office.overview.links.sales') },
    ...(office.organizer.is_published
      ? [{ to: path(office.organizer.url), label: text('office.overview.links.public') }]
      : []),
  ]
  return (
    <section className="office-section" aria-labelledby="office-links">
      <h2 id="office-links" className="office-section__title">
        {text('office.overview.links.title')}
      </h2>
      <div className="office-actions">
        {links.map((link) => (
          <Link key={link.to} className="office-button office-button--secondary" to={link.to}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  )
}
