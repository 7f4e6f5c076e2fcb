import type { Booking, TourProgram } from '@tourmarket/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useApiCall } from '../../../../lib/api-call.ts'
import { tourHref } from '../../../../components/tour-card/tour-card.tsx'
import { useBookingText } from '../booking-text.ts'

type ProgramState =
  | { readonly status: 'closed' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly program: TourProgram }
  | { readonly status: 'failed' }

/**
 * The booked trip day by day: §7 /spa/tour-program, asked only when the traveller opens it, so the
 * booking page costs nothing more. A native <details> opens before hydration and without
 * JavaScript too; until the days arrive it offers the program on the tour page.
 */
export function ProgramSection({ booking }: { booking: Booking }) {
  const { text, locale } = useBookingText()
  const call = useApiCall()
  const details = useRef<HTMLDetailsElement>(null)
  const [state, setState] = useState<ProgramState>({ status: 'closed' })
  const programId = booking.tour.program_id
  const tourId = booking.tour.id

  const load = useCallback(() => {
    if (programId === null) return
    setState((current) => (current.status === 'closed' ? { status: 'loading' } : current))
  }, [programId])

  // Opened before hydration: the toggle event is gone, so the open state says it.
  useEffect(() => {
    if (details.current?.open === true) load()
  }, [load])

  useEffect(() => {
    if (state.status !== 'loading' || programId === null) return
    let current = true
    call('tourProgram', {
      query: { program_id: programId, tour_id: tourId },
    }).then(
      (program) => {
        if (current) setState({ status: 'ready', program })
      },
      (error: unknown) => {
        console.warn('The trip program could not be loaded', error)
        if (current) setState({ status: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [state.status, programId, tourId, call])

  if (programId === null) return null
  const onTourPage = (
    <a className="bp-program__link" href={`${tourHref(booking.tour.slug, locale)}#tour-program`}>
      {text('bookingPage.program.onTourPage')}
    </a>
  )
  return (
    <section className="bp-card bp-program" aria-labelledby="bp-program">
      <h2 id="bp-program" className="bp-card__title">
        {text('bookingPage.program.title')}
      </h2>
      <details
        ref={details}
        className="bp-program__details"
        onToggle={(event) => {
          if (event.currentTarget.open) load()
        }}
      >
        <summary className="bp-program__summary">{text('bookingPage.program.show')}</summary>
        {state.status === 'ready' ? (
          <ol className="bp-program__days">
            {state.program.days.map((day) => (
              <li key={day.day_number} className="bp-program__day">
                <h3 className="bp-card__subtitle">
                  {text('bookingPage.program.day', { day: day.day_number, title: day.title })}
                </h3>
                {/* Sanitised by the API (the contract's 'Sanitised HTML'). */}
                <div
                  className="bp-program__text"
                  dangerouslySetInnerHTML={{ __html: day.description }}
                />
              </li>
            ))}
          </ol>
        ) : (
          <p className="bp-program__status" role="status">
            {state.status === 'loading' ? text('bookingPage.program.loading') : null}
            {state.status === 'failed' ? text('bookingPage.program.failed') : null} {onTourPage}
          </p>
        )}
      </details>
    </section>
  )
}
