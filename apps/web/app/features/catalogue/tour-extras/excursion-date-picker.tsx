import type { TourPage } from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { lazy, Suspense } from 'react'

// The calendar (react-day-picker) loads only on an excursion's page: tours of type 1 never carry
// it in their first load (decision 0011).
const ExcursionCalendar = lazy(() =>
  import('./excursion-calendar.tsx').then(({ ExcursionCalendar: Calendar }) => ({
    default: Calendar,
  })),
)

/** §3 tour type 2 (excursion): a day picker over its dates; nothing on other tours. */
export function ExcursionDatePicker({
  tour,
  currency,
}: {
  tour: Pick<TourPage, 'id' | 'type'>
  currency: BrandCurrency
}) {
  if (tour.type !== 2) return null
  return (
    <Suspense fallback={null}>
      <ExcursionCalendar tour={tour} currency={currency} />
    </Suspense>
  )
}
