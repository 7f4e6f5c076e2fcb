import type { TripPack, TripPackPlace } from '@tourmarket/contracts'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { Link } from 'react-router'
import { dayRangeText, instantDayText } from '../booking-page/booking-format.ts'
import { DAY_ZOOM, MEETING_ZOOM, mapLink } from './map-link.ts'
import { OfflineSave } from './offline-save.tsx'
import { useTripPackText } from './trip-pack-text.ts'

type MeetFile = NonNullable<TripPack['meet']>['files'][number]

function fileHref(file: MeetFile): string | null {
  if (file.url === null) return null
  return file.is_image ? imageUrl(file.url, imageSizes.viewer) : file.url
}

function MapLink({ place, zoom }: { place: TripPackPlace; zoom: number }) {
  const { text } = useTripPackText()
  return (
    <a className="tp-map" href={mapLink(place, zoom)} target="_blank" rel="noopener noreferrer">
      {text('tripPack.mapOf', { place: place.name })}
    </a>
  )
}

function Meeting({ pack }: { pack: TripPack }) {
  const { text, locale } = useTripPackText()
  const { meet, meeting_point: point } = pack
  return (
    <section className="bp-card tp-section" aria-labelledby="tp-meeting">
      <h2 id="tp-meeting" className="bp-card__title">
        {text('tripPack.meeting.title')}
      </h2>
      <h3 className="bp-card__subtitle">{text('tripPack.meeting.point')}</h3>
      {point.text === null ? null : <p>{point.text}</p>}
      <MapLink place={point} zoom={MEETING_ZOOM} />
      <h3 className="bp-card__subtitle">{text('tripPack.meeting.fromOrganizer')}</h3>
      {meet === null ? (
        <p className="tp-muted">{text('tripPack.meeting.later')}</p>
      ) : (
        <>
          <p className="tp-muted">
            {text('tripPack.meeting.updated', { date: instantDayText(meet.saved_at, locale) })}
          </p>
          {meet.text.trim() === '' ? null : (
            <p className="tp-meet-text" data-testid="trip-pack-meet-text">
              {meet.text}
            </p>
          )}
          {meet.files.length === 0 ? null : (
            <ul className="tp-files">
              {meet.files.map((file) => {
                const href = fileHref(file)
                return (
                  <li key={file.id}>
                    {href === null ? file.name : <a href={href}>{file.name}</a>}
                  </li>
                )
              })}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

function Organizer({ organizer }: { organizer: TripPack['organizer'] }) {
  const { text } = useTripPackText()
  return (
    <section className="bp-card tp-section" aria-labelledby="tp-organizer">
      <h2 id="tp-organizer" className="bp-card__title">
        {text('tripPack.organizer.title')}
      </h2>
      <p className="tp-organizer-name">{organizer.name}</p>
      {organizer.phone === null && organizer.email === null ? (
        <p className="tp-muted">{text('tripPack.organizer.none')}</p>
      ) : (
        <ul className="tp-contacts">
          {organizer.phone === null ? null : (
            <li>
              <a href={`tel:${organizer.phone.replace(/[^\d+]/g, '')}`}>
                {text('tripPack.organizer.call', { phone: organizer.phone })}
              </a>
            </li>
          )}
          {organizer.email === null ? null : (
            <li>
              <a href={`mailto:${organizer.email}`}>
                {text('tripPack.organizer.write', { email: organizer.email })}
              </a>
            </li>
          )}
        </ul>
      )}
    </section>
  )
}

function Program({ program }: { program: TripPack['program'] }) {
  const { text } = useTripPackText()
  return (
    <section className="bp-card tp-section tp-program" aria-labelledby="tp-program">
      <h2 id="tp-program" className="bp-card__title">
        {text('tripPack.program.title')}
      </h2>
      {program === null || program.days.length === 0 ? (
        <p className="tp-muted">{text('tripPack.program.none')}</p>
      ) : (
        <ol className="tp-days">
          {program.days.map((day) => (
            <li key={day.day_number} className="tp-day">
              <h3 className="bp-card__subtitle">
                {text('tripPack.program.day', { day: day.day_number, title: day.title })}
              </h3>
              {/* Sanitised by the API (the contract's 'Sanitised HTML'). */}
              <div className="tp-day__text" dangerouslySetInnerHTML={{ __html: day.description }} />
              {day.place === null ? null : <MapLink place={day.place} zoom={DAY_ZOOM} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/**
 * Issue 44 item 6: everything for the trip on one page a phone keeps offline: the voucher with its
 * QR code (SVG in the page, so it needs no network), the meeting, the organizer's contacts and the
 * program day by day with map links. Prints on paper without the site's header and buttons.
 */
export function TripPackPage({
  pack,
  svg,
  bookingPath,
  renderedAt,
}: {
  pack: TripPack
  /** The QR code of the booking's link, drawn on the server. */
  svg: string
  bookingPath: string
  /** When the server rendered this copy: what a copy served offline is as fresh as. */
  renderedAt: string
}) {
  const { text, locale, path } = useTripPackText()
  return (
    <main className="bp-page tp-page">
      <header className="tp-header">
        <h1 className="bp-page__title">{text('tripPack.title', { id: pack.id })}</h1>
        <p className="tp-tour">{pack.tour.name}</p>
        <OfflineSave renderedAt={renderedAt} />
        <div className="tp-actions">
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {text('tripPack.print')}
          </button>
          <Link className="bp-actions__link" to={path(bookingPath)}>
            {text('tripPack.back')}
          </Link>
        </div>
      </header>
      <div className="tp-layout">
        <section className="bp-card tp-section tp-voucher" aria-labelledby="tp-voucher">
          <h2 id="tp-voucher" className="bp-card__title">
            {text('tripPack.voucher')}
          </h2>
          <div
            className="tp-voucher__code"
            role="img"
            aria-label={text('tripPack.voucherLabel')}
            // Markup the qrcode package drew on the server from the booking's own link.
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <dl className="tp-facts">
            <div>
              <dt>{text('tripPack.number')}</dt>
              <dd>{pack.id}</dd>
            </div>
            <div>
              <dt>{text('tripPack.dates')}</dt>
              <dd>{dayRangeText(pack.start, pack.end, locale)}</dd>
            </div>
            <div>
              <dt>{text('tripPack.travellers')}</dt>
              <dd>
                <ul className="tp-names">
                  {pack.travellers.map((name, index) => (
                    <li key={`${String(index)}-${name}`}>{name}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </section>
        <div className="tp-main">
          <Meeting pack={pack} />
          <Organizer organizer={pack.organizer} />
          <Program program={pack.program} />
        </div>
      </div>
    </main>
  )
}
