import type { TourDate, TourPage } from '@tourmarket/contracts'
import { allInCostLabels } from '@tourmarket/domain/booking'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { Button } from '@tourmarket/ui'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { AllInCostTable, dateAllInCost } from '../../../components/all-in-cost/all-in-cost.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { TOURISTS_PARAM } from '../../../lib/booking-paths.ts'
import { useShellLocale } from '../../../lib/shell-data.ts'
import { nearestBookableDate } from './tour-page-model.ts'

/** The address's choice of date for the all-in cost (`?date=`), read before any script. */
export const ALL_IN_DATE_PARAM = 'date'
const SECTION_ID = 'all-in-cost'

function whole(value: string | null, fallback: number, max: number): number {
  const number = Number(value)
  return Number.isSafeInteger(number) && number >= 1 ? Math.min(number, max) : fallback
}

/**
 * Issue 44 item 5 on the tour page: the all-in cost of the date and party chosen, in the
 * visitor's currency. A GET form chooses both: without a script it reloads the page at this
 * section (`?date=…&tourists=…#all-in-cost`); with one, the table follows each change at once.
 */
export function TourAllInCost({
  tour,
  dates,
  currency,
  describeDate,
}: {
  tour: Pick<TourPage, 'extra_costs' | 'timezone'>
  dates: readonly TourDate[]
  currency: BrandCurrency
  describeDate: (date: TourDate) => string
}) {
  const { locale } = useI18n()
  const { brand } = useShellLocale()
  const [params] = useSearchParams()
  const max = brand.booking.maxTouristsPerBooking
  const fallback = nearestBookableDate(dates) ?? dates[0]
  const [dateId, setDateId] = useState(() => {
    const asked = Number(params.get(ALL_IN_DATE_PARAM))
    return dates.some((date) => date.id === asked) ? asked : fallback?.id
  })
  const [travellers, setTravellers] = useState(() => whole(params.get(TOURISTS_PARAM), 1, max))
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])
  const chosen = dates.find((date) => date.id === dateId) ?? fallback
  if (chosen === undefined) return null
  const labels = allInCostLabels(locale)
  const cost = dateAllInCost({
    date: chosen,
    extraCosts: tour.extra_costs,
    timezone: tour.timezone,
    travellers,
    currency,
  })
  return (
    <AllInCostTable cost={cost} currency={currency} id={SECTION_ID} className="tour-section">
      <form
        method="get"
        action={`#${SECTION_ID}`}
        className="all-in-cost__form"
        onSubmit={(event) => {
          // With a script the table already shows the choice.
          if (scripted) event.preventDefault()
        }}
      >
        <label className="all-in-cost__field">
          <span>{labels.date}</span>
          <select
            name={ALL_IN_DATE_PARAM}
            value={chosen.id}
            onChange={(event) => setDateId(Number(event.target.value))}
            data-testid="all-in-date"
          >
            {dates.map((date) => (
              <option key={date.id} value={date.id}>
                {describeDate(date)}
              </option>
            ))}
          </select>
        </label>
        <label className="all-in-cost__field">
          <span>{labels.travellers}</span>
          <input
            type="number"
            name={TOURISTS_PARAM}
            min={1}
            max={max}
            inputMode="numeric"
            value={travellers}
            onChange={(event) => setTravellers(whole(event.target.value, travellers, max))}
            data-testid="all-in-travellers"
          />
        </label>
        {scripted ? null : (
          <Button type="submit" variant="secondary">
            {labels.show}
          </Button>
        )}
      </form>
    </AllInCostTable>
  )
}
