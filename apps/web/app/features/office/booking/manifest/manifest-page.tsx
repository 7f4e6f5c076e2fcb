import type { OfficeContext, OfficeDateManifest } from '@tourmarket/contracts'
import { calendarDateText } from '@tourmarket/domain/i18n'
import { useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { tripDatesText } from '@tourmarket/domain/i18n'
import { OfficeLayout } from '../../shell/office-layout.tsx'
import { StatusPill } from '../booking-details.tsx'
import { useOfficeBookingText } from '../office-booking-text.ts'
import { officeBookingPath, officeDateCsvPath } from '../paths.ts'

const noSubscription = () => () => undefined

/** Printing needs the page's script: the button shows once it runs (the browser's own print works without). */
function PrintButton() {
  const { text } = useOfficeBookingText()
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (!scripted) return null
  return (
    <button
      type="button"
      className="office-button office-button--secondary"
      onClick={() => window.print()}
    >
      {text('manifest.print')}
    </button>
  )
}

/**
 * Issue 40: a date's manifest: the seats, and everyone booked with their contact and tourists
 * (one row per tourist), printable on A4 and downloadable as CSV.
 */
export function ManifestPage({
  office,
  manifest,
}: {
  office: OfficeContext
  manifest: OfficeDateManifest
}) {
  const { text, path, locale } = useOfficeBookingText()
  const date = manifest.tour_date
  const sold = date.number_of_seats - date.number_of_free_seats
  const day = (value: string) => calendarDateText(value, locale, { month: 'short', year: true })
  return (
    <OfficeLayout
      office={office}
      current="bookings"
      title={text('manifest.title', {
        tour: date.tour_title,
        dates: tripDatesText(date.start, date.end, locale),
      })}
      actions={
        <>
          <PrintButton />
          <a className="office-button" href={path(officeDateCsvPath(date.id))} download>
            {text('manifest.csv')}
          </a>
        </>
      }
    >
      <section className="office-section ob-seats" aria-labelledby="manifest-seats">
        <h2 id="manifest-seats" className="office-section__title">
          {text('manifest.seats')}
        </h2>
        <dl className="ob-seats__list">
          <div>
            <dt>{text('manifest.seatsTotal')}</dt>
            <dd>{date.number_of_seats}</dd>
          </div>
          <div>
            <dt>{text('manifest.seatsSold')}</dt>
            <dd>{sold}</dd>
          </div>
          <div>
            <dt>{text('manifest.seatsLeft')}</dt>
            <dd>{date.number_of_free_seats}</dd>
          </div>
        </dl>
        <p className="office-muted">
          {text('manifest.travelling', { count: manifest.tourists_count })}
        </p>
      </section>
      {manifest.bookings.length === 0 ? (
        <p className="office-empty">{text('manifest.empty')}</p>
      ) : (
        <div className="office-table-wrap ob-manifest">
          <table className="office-table ob-cards">
            <caption className="ob-caption">{text('manifest.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{text('manifest.booking')}</th>
                <th scope="col">{text('manifest.status')}</th>
                <th scope="col">{text('manifest.contact')}</th>
                <th scope="col">{text('manifest.tourist')}</th>
                <th scope="col">{text('manifest.birthday')}</th>
                <th scope="col">{text('manifest.food')}</th>
              </tr>
            </thead>
            {manifest.bookings.map((booking) => (
              <tbody key={booking.id} className="ob-manifest__booking">
                {booking.tourists.map((tourist, index) => (
                  <tr key={tourist.id}>
                    {index === 0 ? (
                      <>
                        <th scope="rowgroup" rowSpan={booking.tourists.length}>
                          <Link to={path(officeBookingPath(booking.id))}>№{booking.id}</Link>
                        </th>
                        <td data-label={text('manifest.status')} rowSpan={booking.tourists.length}>
                          <StatusPill status={booking.status} />
                        </td>
                        <td data-label={text('manifest.contact')} rowSpan={booking.tourists.length}>
                          {booking.contact.first_name} {booking.contact.last_name}
                          <br />
                          <a href={`tel:${booking.contact.phone}`}>{booking.contact.phone}</a>
                          <br />
                          <a href={`mailto:${booking.contact.email}`}>{booking.contact.email}</a>
                        </td>
                      </>
                    ) : null}
                    <td data-label={text('manifest.tourist')}>{tourist.full_name}</td>
                    <td data-label={text('manifest.birthday')}>{day(tourist.birthday)}</td>
                    <td data-label={text('manifest.food')}>{tourist.food_restriction ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </OfficeLayout>
  )
}
