import type { TourDate, TourPage } from '@tourmarket/contracts'
import { lazy, Suspense } from 'react'
import { useShellLocale } from '../../../lib/shell-data.ts'

// Widgets behind brand flags load their code only on the brands that show them (decision 0011).
const TicketQuoteWidget = lazy(() =>
  import('./ticket-quote-widget.tsx').then(({ TicketQuoteWidget: Widget }) => ({
    default: Widget,
  })),
)

/**
 * §1 tour flags: the widgets a brand turns on, beside the booking box. There is no weather widget:
 * no forecast source is reachable and no brand turns shouldShowWeatherWidget on (decision 0033).
 */
export function TourWidgets({
  tour,
  date,
}: {
  tour: Pick<TourPage, 'id'>
  date: TourDate | undefined
}) {
  const { brand } = useShellLocale()
  if (!brand.tour.shouldShowTicketQuoteWidget) return null
  return (
    <Suspense fallback={null}>
      <TicketQuoteWidget tourId={tour.id} date={date} />
    </Suspense>
  )
}
