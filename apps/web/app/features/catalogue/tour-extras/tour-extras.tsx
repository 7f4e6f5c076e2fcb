import type { TourDate, TourPage } from '@tourmarket/contracts'
import { lazy, Suspense } from 'react'
import { useShellData } from '../../../lib/shell-data.ts'

// Widgets behind brand flags load their code only on the brands that show them (decision 0011).
const TicketQuoteWidget = lazy(() =>
  import('./ticket-quote-widget.tsx').then(({ TicketQuoteWidget: Widget }) => ({
    default: Widget,
  })),
)

/**
 * §1 tour flags: the widgets a deployment turns on, beside the booking box (§9: both off on both
 * brands). There is no weather widget: no forecast source is reachable (decision 0033).
 */
export function TourWidgets({
  tour,
  date,
}: {
  tour: Pick<TourPage, 'id'>
  date: TourDate | undefined
}) {
  if (useShellData()?.publicConfig.ticketQuoteWidget !== true) return null
  return (
    <Suspense fallback={null}>
      <TicketQuoteWidget tourId={tour.id} date={date} />
    </Suspense>
  )
}
