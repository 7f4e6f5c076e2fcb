import type { BookingQuote } from '@tourmarket/contracts'

type CostLine = BookingQuote['lines'][number]
import { useBookingFlowText } from '../booking-flow-text.ts'

/** What the group pays for; what is due when, and the cashback, follow the total. */
const PRICE_KEYS: ReadonlySet<CostLine['key']> = new Set(['tourists', 'discount'])

function Line({ line, currency }: { line: CostLine; currency: string }) {
  const { money } = useBookingFlowText()
  return (
    <div className={`cost-lines__row cost-lines__row--${line.key}`}>
      <dt>
        {line.emoji === null ? null : (
          <span className="cost-lines__emoji" aria-hidden="true">
            {line.emoji}
          </span>
        )}
        {line.label}
      </dt>
      <dd>{money(line.amount, currency)}</dd>
    </div>
  )
}

/**
 * Decision 0016's cost breakdown as the server worded it (with the brand's emoji when it
 * decorates the calculation): the price and discount, the total, then what is due at booking and
 * later, and the cashback.
 */
export function CostLines({
  lines,
  total,
  currency,
  approximateTotal,
}: {
  lines: readonly CostLine[]
  total: number
  currency: string
  /** The total in the visitor's currency at today's rate (decision 0047), or null. */
  approximateTotal: BookingQuote['in_visitor_currency']
}) {
  const { text, money } = useBookingFlowText()
  return (
    <dl className="cost-lines">
      {lines
        .filter((line) => PRICE_KEYS.has(line.key))
        .map((line) => (
          <Line key={line.key} line={line} currency={currency} />
        ))}
      <div className="cost-lines__row cost-lines__row--total">
        <dt>{text('checkout.total')}</dt>
        <dd>
          {money(total, currency)}
          {approximateTotal === null ? null : (
            <span className="cost-lines__approx">
              {text('checkout.totalApprox', {
                amount: money(approximateTotal.total, approximateTotal.currency),
              })}
            </span>
          )}
        </dd>
      </div>
      {lines
        .filter((line) => !PRICE_KEYS.has(line.key))
        .map((line) => (
          <Line key={line.key} line={line} currency={currency} />
        ))}
    </dl>
  )
}
