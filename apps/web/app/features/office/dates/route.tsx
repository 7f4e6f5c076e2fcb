import { Link } from 'react-router'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { OfficeLayout } from '../shell/office-layout.tsx'
import type { Route } from './+types/route.ts'
import { AddDateForm, EditDateForm, SeriesForm } from './date-forms.tsx'
import { DatesTable } from './dates-table.tsx'
import { datesWords, useDatesText } from './dates-text.ts'
import { datesAction, loadDatesPage, type DatesActionAnswer } from './dates.server.ts'
import './dates.css'

/** Personal pages: never indexed nor cached. */
export const headers = () => ({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' })

/** Issue 40 item 3: /office/tours/:id/dates, a tour's dates and prices. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadDatesPage(context, request, params.id)
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return datesAction(request, context, params.id)
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => datesWords(locale, 'dates.title'))

export default function OfficeDatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { office, dates, editing, done, count } = loaderData
  const { text, path } = useDatesText()
  const answer = (actionData as DatesActionAnswer | undefined) ?? null
  const pagePath = path(`/office/tours/${String(dates.tour.id)}/dates`)
  const rowMessage = answer !== null && answer.form === 'row' ? answer.message : null
  return (
    <OfficeLayout
      office={office}
      current="tours"
      title={text('dates.title')}
      actions={
        <Link
          className="office-button office-button--secondary"
          to={path(`/office/tours/${String(dates.tour.id)}`)}
        >
          {text('dates.backToTour')}
        </Link>
      }
    >
      <p className="office-muted">
        {text('dates.lead', {
          tour: dates.tour.title,
          days: dates.tour.duration_days,
          currency: dates.tour.currency,
        })}
      </p>
      {done === null || answer !== null ? null : (
        <p className="office-notice office-notice--success" role="status">
          {done === 'series' ? text('dates.done.series', { count }) : text(`dates.done.${done}`)}
        </p>
      )}
      {rowMessage === null ? null : (
        <p className="office-notice office-notice--error" role="alert">
          {rowMessage}
        </p>
      )}
      {editing === null ? null : (
        <EditDateForm tour={dates.tour} date={editing} answer={answer} cancelPath={pagePath} />
      )}
      <DatesTable list={dates} pagePath={pagePath} />
      <div className="office-dates__forms">
        <AddDateForm tour={dates.tour} answer={answer} />
        <SeriesForm tour={dates.tour} answer={answer} />
      </div>
    </OfficeLayout>
  )
}
