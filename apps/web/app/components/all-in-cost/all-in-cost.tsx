import type { TourDate, TourPage } from '@tourmarket/contracts'
import { allInCost, allInCostLabels, allInCostText } from '@tourmarket/domain/booking'
import type { AllInCost, AllInCostRow } from '@tourmarket/domain/booking'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { calendarDateInTimeZone } from '@tourmarket/domain/pricing'
import { useId, type ReactNode } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import './all-in-cost.css'

/**
 * Issue 44 item 5: a date's all-in cost for a party, from the figures the tour page has in the
 * visitor's currency (the date's price and deposit, the tour's extra costs), today in the tour's
 * zone as the quote counts it. The tour page and the checkout both draw it from here.
 */
export function dateAllInCost(input: {
  date: TourDate
  extraCosts: TourPage['extra_costs']
  timezone: string
  travellers: number
  /** The visitor's currency, the one the date's figures came in. */
  currency: BrandCurrency
  now?: Date
}): AllInCost {
  const { date } = input
  return allInCost({
    currency: input.currency,
    perTravellerMinor: date.price,
    depositPerTravellerMinor: date.prepayment_amount,
    travellers: input.travellers,
    startDate: date.start,
    fullPaymentDays: date.full_payment_days,
    durationDays: date.duration,
    flightIncluded: date.flight_included,
    today: calendarDateInTimeZone(input.now ?? new Date(), input.timezone),
    terms: input.extraCosts,
  })
}

function Row({ row, total = false }: { row: AllInCostRow; total?: boolean }) {
  return (
    <tr
      className={total ? 'all-in-cost__row all-in-cost__row--total' : 'all-in-cost__row'}
      data-testid={`all-in-${row.key}`}
    >
      <th scope="row">
        <span className="all-in-cost__label">{row.label}</span>
        {row.source === null ? null : (
          <span
            className={`all-in-cost__source all-in-cost__source--${row.origin ?? 'estimate'}`}
            data-testid="all-in-source"
          >
            {row.source}
          </span>
        )}
        {row.note === null ? null : <span className="all-in-cost__note">{row.note}</span>}
      </th>
      <td className="all-in-cost__amount">
        {row.amount.split(/(?<=–)/).map((part, index) => (
          <span key={String(index)} className="all-in-cost__amount-part">
            {part}
          </span>
        ))}
      </td>
    </tr>
  )
}

/**
 * The all-in cost as one table: the price and when it is paid, what the price leaves out (each
 * labelled "from the organizer" or "estimate" with its basis), and the whole trip as a range.
 * `children` (the tour page's date and party form) goes between the heading and the table.
 */
export function AllInCostTable({
  cost,
  currency,
  headingLevel = 2,
  id,
  className,
  children,
}: {
  cost: AllInCost
  currency: BrandCurrency
  headingLevel?: 2 | 3
  /** The section's anchor (the tour page's form comes back to it). */
  id?: string
  className?: string
  children?: ReactNode
}) {
  const i18n = useI18n()
  const headingId = useId()
  const labels = allInCostLabels(i18n.locale)
  const text = allInCostText(
    cost,
    i18n.locale,
    (amountMinor) => i18n.formatMoney({ amountMinor, currency }),
    (count) => i18n.t('count.tourists', { count }),
  )
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={['all-in-cost', className].filter(Boolean).join(' ')}
      data-testid="all-in-cost"
    >
      <Heading id={headingId} className="all-in-cost__heading">
        {text.heading}
      </Heading>
      <p className="all-in-cost__lead">{labels.lead}</p>
      {children}
      <table className="all-in-cost__table">
        <thead className="all-in-cost__hidden">
          <tr>
            <th scope="col">{labels.what}</th>
            <th scope="col">{labels.amount}</th>
          </tr>
        </thead>
        <tbody>
          {text.price.map((row) => (
            <Row key={row.key} row={row} />
          ))}
        </tbody>
        <tbody className="all-in-cost__extras">
          <tr>
            <th scope="colgroup" colSpan={2} className="all-in-cost__group">
              {text.extrasHeading}
            </th>
          </tr>
          {text.extras.map((row) => (
            <Row key={row.key} row={row} />
          ))}
        </tbody>
        <tfoot>
          <Row row={text.total} total />
        </tfoot>
      </table>
      {text.leftOut === null ? null : <p className="all-in-cost__left-out">{text.leftOut}</p>}
    </section>
  )
}
