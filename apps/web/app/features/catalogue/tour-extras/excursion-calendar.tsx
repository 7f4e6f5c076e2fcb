import type { TourDate, TourPage } from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { Calendar } from '@tourmarket/ui'
import { useEffect, useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { localizedPath } from '../../../routing/localized-paths.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useApiClient } from '../../../lib/api-client-context.tsx'
import { callApi } from '../../../lib/api-call.ts'
import { useBookingPaths } from '../../../lib/booking-paths.ts'
import { formatCalendarDay } from '../../../lib/calendar-day.ts'
import { excursionCalendarRules, excursionDateOn } from './excursion-days.ts'
import { FlightIncludedBadge } from './flight-included-badge.tsx'
import './tour-extras.css'
import { useTourExtrasText } from './tour-extras-text.ts'

const NO_DATES: readonly TourDate[] = []

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; dates: TourDate[] }

/**
 * An excursion runs on many single days, so its page offers a calendar (§5 rules: only days with a
 * free seat are available) filled from /crm/api/tour/excursion-dates in the browser: seats change
 * by the hour, and the server-rendered list of dates below stays for anyone before hydration.
 */
export function ExcursionCalendar({
  tour,
  currency,
}: {
  tour: Pick<TourPage, 'id'>
  currency: BrandCurrency
}) {
  const api = useApiClient()
  const i18n = useI18n()
  const text = useTourExtrasText()
  const paths = useBookingPaths()
  const headingId = useId()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const [day, setDay] = useState<string | null>(null)

  useEffect(() => {
    if (api === null) return
    const controller = new AbortController()
    callApi(api, 'tourExcursionDates', { query: { id: tour.id }, signal: controller.signal })
      .then((answer) => setLoaded({ state: 'ready', dates: answer.data }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' })
      })
    return () => controller.abort()
  }, [api, tour.id])

  const dates = loaded.state === 'ready' ? loaded.dates : NO_DATES
  const rules = useMemo(() => excursionCalendarRules(dates), [dates])
  const chosenDay = day ?? rules.availableDates[0] ?? null
  const chosen = chosenDay === null ? undefined : excursionDateOn(dates, chosenDay)
  const checkout = chosen === undefined ? null : paths.checkout(chosen.id)
  // Until the days arrive (and without JavaScript) the list of dates below is the way to book.
  if (loaded.state === 'loading') return null

  return (
    <section
      className="tour-section tour-extras-excursion"
      aria-labelledby={headingId}
      data-testid="excursion-date-picker"
    >
      <h2 id={headingId}>{text('extras.excursion.title')}</h2>
      {loaded.state === 'failed' ? (
        <p className="tour-muted" role="status">
          {text('extras.excursion.failed')}
        </p>
      ) : rules.availableDates.length === 0 ? (
        <p className="tour-muted">{text('extras.excursion.none')}</p>
      ) : (
        <div className="tour-extras-excursion__body">
          <div>
            <Calendar
              aria-label={text('extras.excursion.calendar')}
              availableDates={rules.availableDates}
              disabledDates={rules.disabledDates}
              weekStartsOn={i18n.locale === 'ru' ? 1 : 0}
              value={chosenDay}
              onValueChange={setDay}
            />
            <p className="tour-muted tour-extras-excursion__hint">
              {text('extras.excursion.hint')}
            </p>
          </div>
          {chosen === undefined || checkout === null ? null : (
            <div className="tour-extras-excursion__chosen" data-testid="excursion-chosen">
              <p className="tour-muted">{text('extras.excursion.chosen')}</p>
              <p className="tour-extras-excursion__day">
                {formatCalendarDay(chosen.start, i18n.locale)}
              </p>
              <p className="tour-extras-excursion__price">
                <strong>{i18n.formatMoney({ amountMinor: chosen.price, currency })}</strong>{' '}
                <span className="tour-muted">{i18n.t('tour.perPerson')}</span>
              </p>
              <p className="tour-inline">
                <span className="tour-badge tour-badge--success">
                  {i18n.t('tour.seatsLeft', { count: chosen.number_of_free_seats })}
                </span>
                <FlightIncludedBadge date={chosen} />
              </p>
              <Link
                to={localizedPath(checkout, i18n.locale)}
                className="button tour-extras-excursion__book"
              >
                {text('extras.excursion.book')}
              </Link>
            </div>
          )}
        </div>
      )}
    </section>
  )
}
