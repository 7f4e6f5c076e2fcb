import type { OfficeSales } from '@tourmarket/contracts'
import { formatMinorAmount } from '../../../lib/work-area-format.ts'
import { shortMonthName, useSalesText } from './sales-text.ts'

/** The chart's drawing units: twelve bars of BAR_WIDTH in slots of SLOT, HEIGHT high. */
const SLOT = 10
const BAR_WIDTH = 6
const HEIGHT = 50

/**
 * The gross of each month of the year in one currency as bars (plain SVG: no script, nothing
 * inline for the CSP to refuse). Each bar's title names its month and amount; the table beside it
 * holds the same figures for anyone who cannot see the chart.
 */
export function SalesChart({ sales, currency }: { sales: OfficeSales; currency: string }) {
  const { text, locale } = useSalesText()
  const grossOf = (month: OfficeSales['months'][number]) =>
    month.currencies.find((row) => row.currency === currency)?.gross_minor ?? 0
  const highest = Math.max(1, ...sales.months.map(grossOf))
  const captionId = `office-sales-chart-${currency}`
  return (
    <figure className="office-sales-chart" data-testid="office-sales-chart">
      <figcaption id={captionId} className="office-sales-chart__caption">
        {text('sales.chart', { year: sales.year, currency })}
      </figcaption>
      <svg
        className="office-sales-chart__bars"
        viewBox={`0 0 ${String(SLOT * 12)} ${String(HEIGHT)}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={captionId}
      >
        <line className="office-sales-chart__axis" x1="0" x2={SLOT * 12} y1={HEIGHT} y2={HEIGHT} />
        {sales.months.map((month, index) => {
          const gross = grossOf(month)
          // A month with some money keeps a sliver, so a small month does not look like none.
          const height = gross <= 0 ? 0 : Math.max(0.75, (gross / highest) * HEIGHT)
          return (
            <rect
              key={month.month}
              className="office-sales-chart__bar"
              x={index * SLOT + (SLOT - BAR_WIDTH) / 2}
              y={HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
            >
              <title>{`${shortMonthName(month.month, locale)}: ${formatMinorAmount(gross, currency)}`}</title>
            </rect>
          )
        })}
      </svg>
      <ol className="office-sales-chart__months" aria-hidden="true">
        {sales.months.map((month) => (
          <li key={month.month}>{shortMonthName(month.month, locale)}</li>
        ))}
      </ol>
    </figure>
  )
}
