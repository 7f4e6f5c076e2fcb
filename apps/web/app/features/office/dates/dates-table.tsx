import type { OfficeDate, OfficeDateList } from '@tourmarket/contracts'
import { Form, Link } from 'react-router'
import { formatMinorAmount } from '../../../lib/work-area-format.ts'
import { calendarDateText, tripDatesText } from '@tourmarket/domain/i18n'
import { useDatesText } from './dates-text.ts'

const statusTone = {
  open: 'success',
  closed: 'error',
  sold_out: 'warning',
  not_guaranteed: 'info',
} as const satisfies Record<OfficeDate['status'], string>

/** Seats sold and free as a bar (its numbers are in the text beside it). */
function SeatsBar({ date }: { date: OfficeDate }) {
  const { text } = useDatesText()
  const sold = date.number_of_seats === 0 ? 0 : (date.sold_seats / date.number_of_seats) * 100
  return (
    <div className="office-dates__seats">
      <span className="office-dates__bar" aria-hidden="true">
        <span className="office-dates__bar-sold" style={{ width: `${String(sold)}%` }} />
      </span>
      <span>
        {text('dates.seats.summary', {
          sold: date.sold_seats,
          free: date.free_seats,
          total: date.number_of_seats,
        })}
      </span>
    </div>
  )
}

function StatusPill({ date }: { date: OfficeDate }) {
  const { text, locale } = useDatesText()
  const label =
    date.status === 'not_guaranteed'
      ? text('dates.status.not_guaranteed', {
          sold: date.sold_seats,
          needed: date.travellers_needed,
        })
      : text(`dates.status.${date.status}`)
  return (
    <>
      <span className={`office-pill office-pill--${statusTone[date.status]}`}>{label}</span>
      {date.decision_date === null ? null : (
        <span className="office-muted office-dates__decision">
          {text('dates.status.decision', {
            date: calendarDateText(date.decision_date, locale, { month: 'short', year: true }),
          })}
        </span>
      )}
    </>
  )
}

/** A row's button posting one intent for one date. */
function RowAction({
  date,
  intent,
  label,
  accessibleLabel,
  danger = false,
}: {
  date: OfficeDate
  intent: 'close' | 'reopen' | 'delete'
  label: string
  accessibleLabel: string
  danger?: boolean
}) {
  return (
    <Form method="post" className="office-dates__row-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={date.id} />
      <button
        type="submit"
        className={`office-button office-button--small ${danger ? 'office-button--danger' : 'office-button--secondary'}`}
        aria-label={accessibleLabel}
      >
        {label}
      </button>
    </Form>
  )
}

/** The tour's dates: a table from 992 px, a card per date below (the cells name their column). */
export function DatesTable({ list, pagePath }: { list: OfficeDateList; pagePath: string }) {
  const { text, locale, path } = useDatesText()
  if (list.data.length === 0) {
    return <p className="office-empty">{text('dates.empty')}</p>
  }
  return (
    <div className="office-table-wrap">
      <table className="office-table office-dates__table">
        <caption>{text('dates.table.caption', { tour: list.tour.title })}</caption>
        <thead>
          <tr>
            <th scope="col">{text('dates.table.dates')}</th>
            <th scope="col">{text('dates.table.price')}</th>
            <th scope="col">{text('dates.table.seats')}</th>
            <th scope="col">{text('dates.table.status')}</th>
            <th scope="col">{text('dates.table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((date) => {
            const days = tripDatesText(date.start, date.end, locale)
            return (
              <tr key={date.id} data-testid={`office-date-${String(date.id)}`}>
                <td className="office-table__primary" data-label={text('dates.table.dates')}>
                  <strong>{days}</strong>
                  <span className="office-muted office-dates__bookings">
                    {text('dates.bookings', { count: date.bookings_count })}
                  </span>
                </td>
                <td data-label={text('dates.table.price')}>
                  <span>{formatMinorAmount(date.price_minor, date.currency)}</span>
                  {date.price_minor < date.base_price_minor ? (
                    <span className="office-muted office-dates__before">
                      {text('dates.price.before', {
                        percent: date.discount_percent,
                        base: formatMinorAmount(date.base_price_minor, date.currency),
                      })}
                    </span>
                  ) : null}
                </td>
                <td data-label={text('dates.table.seats')}>
                  <SeatsBar date={date} />
                </td>
                <td data-label={text('dates.table.status')}>
                  <StatusPill date={date} />
                </td>
                <td data-label={text('dates.table.actions')}>
                  <div className="office-dates__actions">
                    <Link
                      className="office-button office-button--small office-button--secondary"
                      to={path(`/office/dates/${String(date.id)}`)}
                      aria-label={text('dates.manifestLabel', { dates: days })}
                    >
                      {text('dates.manifest')}
                    </Link>
                    <Link
                      className="office-button office-button--small office-button--secondary"
                      to={`${pagePath}?edit=${String(date.id)}#edit-date`}
                      aria-label={text('dates.editLabel', { dates: days })}
                    >
                      {text('dates.edit')}
                    </Link>
                    {date.is_closed ? (
                      <RowAction
                        date={date}
                        intent="reopen"
                        label={text('dates.reopen')}
                        accessibleLabel={text('dates.reopenLabel', { dates: days })}
                      />
                    ) : (
                      <RowAction
                        date={date}
                        intent="close"
                        label={text('dates.close')}
                        accessibleLabel={text('dates.closeLabel', { dates: days })}
                      />
                    )}
                    {date.bookings_count === 0 ? (
                      <RowAction
                        date={date}
                        intent="delete"
                        label={text('dates.delete')}
                        accessibleLabel={text('dates.deleteLabel', { dates: days })}
                        danger
                      />
                    ) : null}
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
