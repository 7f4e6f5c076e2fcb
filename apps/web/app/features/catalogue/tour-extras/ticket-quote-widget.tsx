import type { TicketTourCities, TourDate } from '@tourmarket/contracts'
import { useEffect, useId, useState } from 'react'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useApiClient } from '../../../lib/api-client-context.tsx'
import { callApi } from '../../../lib/api-call.ts'
import { formatCalendarDay } from '../../../lib/calendar-day.ts'
import { flightSearchUrl } from './ticket-quote-links.ts'
import './tour-extras.css'
import { useTourExtrasText } from './tour-extras-text.ts'

/**
 * §1 tour flag shouldShowTicketQuoteWidget: tickets to where the tour starts and home from where it
 * ends (/crm/api/ticket/tour-cities), for the nearest date, as links to a fare search.
 */
export function TicketQuoteWidget({
  tourId,
  date,
}: {
  tourId: number
  date: TourDate | undefined
}) {
  const api = useApiClient()
  const { locale } = useI18n()
  const text = useTourExtrasText()
  const headingId = useId()
  const [cities, setCities] = useState<TicketTourCities | null>(null)

  useEffect(() => {
    if (api === null) return
    const controller = new AbortController()
    callApi(api, 'ticketTourCities', { query: { tour_id: tourId }, signal: controller.signal })
      .then(setCities)
      // A widget that cannot load stays away; the rest of the page does not depend on it.
      .catch(() => undefined)
    return () => controller.abort()
  }, [api, tourId])

  if (cities === null || date === undefined) return null
  const legs = [
    {
      key: 'there',
      label: text('extras.tickets.there', { city: cities.start_city.name }),
      day: date.start,
      href: flightSearchUrl({ direction: 'to', city: cities.start_city.name, day: date.start }),
    },
    {
      key: 'back',
      label: text('extras.tickets.back', { city: cities.end_city.name }),
      day: date.end,
      href: flightSearchUrl({ direction: 'from', city: cities.end_city.name, day: date.end }),
    },
  ]
  return (
    <section className="tour-extras-widget" aria-labelledby={headingId} data-testid="ticket-quote">
      <h2 id={headingId} className="tour-extras-widget__title">
        {text('extras.tickets.title')}
      </h2>
      <p className="tour-muted">{text('extras.tickets.lead')}</p>
      <ul className="tour-extras-widget__legs">
        {legs.map((leg) => (
          <li key={leg.key} className="tour-extras-widget__leg">
            <span>
              <strong>{leg.label}</strong>
              <span className="tour-muted">
                {text('extras.tickets.onDate', { date: formatCalendarDay(leg.day, locale) })}
              </span>
            </span>
            <a href={leg.href} target="_blank" rel="noopener noreferrer" className="tour-link">
              {text('extras.tickets.search')}
            </a>
          </li>
        ))}
      </ul>
      <p className="tour-muted tour-extras-widget__note">{text('extras.tickets.note')}</p>
    </section>
  )
}
