import type { Booking, BookingTourDates } from '@tourmarket/contracts'
import { Button, VisuallyHidden } from '@tourmarket/ui'
import { useEffect, useState } from 'react'
import { apiFailureMessage } from '../../../../lib/api-failure.ts'
import { useApiCall } from '../../../../lib/api-call.ts'
import { BookingDialog, FormMessage } from '../booking-dialog.tsx'
import { bookingMoney, dayRangeText } from '../booking-format.ts'
import { useBookingText } from '../booking-text.ts'

type Dates =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; dates: BookingTourDates }

/**
 * §7 switching the booking to another date of the tour: the dates come from request/tour-dates
 * with their price for this group (with_variants), the move from change-tour-date (seats move
 * and the booking is repriced on the server).
 */
export function ChangeDateDialog({
  booking,
  onChanged,
}: {
  booking: Booking
  onChanged: () => Promise<void>
}) {
  const { text, locale } = useBookingText()
  const call = useApiCall()
  const [open, setOpen] = useState(false)
  const [dates, setDates] = useState<Dates>({ state: 'loading' })
  const [chosen, setChosen] = useState<number | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    if (!open) return
    let current = true
    setDates({ state: 'loading' })
    setChosen(null)
    setMessage(null)
    call('requestTourDates', { body: { request_id: booking.id, with_variants: true } })
      .then((answer) => {
        if (current) setDates({ state: 'ready', dates: answer })
      })
      .catch((error: unknown) => {
        console.warn('The dates of the tour could not be loaded', error)
        if (current) setDates({ state: 'failed' })
      })
    return () => {
      current = false
    }
  }, [open, call, booking.id])

  async function move() {
    if (chosen === null) {
      setMessage(text('bookingPage.changeDate.choose'))
      return
    }
    setMessage(null)
    try {
      await call('requestChangeTourDate', {
        body: { request_id: booking.id, tour_date_id: chosen },
      })
      await onChanged()
      setOpen(false)
    } catch (error) {
      setMessage(apiFailureMessage(error, text('bookingPage.error.generic')))
    }
  }

  const variants =
    dates.state === 'ready' ? dates.dates.variants.filter((date) => !date.is_current) : []
  return (
    <BookingDialog
      title={text('bookingPage.changeDate.title')}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{text('bookingPage.changeDate.open')}</Button>}
      footer={
        variants.length > 0 ? (
          <Button onClick={move}>{text('bookingPage.changeDate.submit')}</Button>
        ) : undefined
      }
    >
      <FormMessage message={message} />
      {dates.state === 'loading' ? (
        <p role="status">{text('bookingPage.loading')}</p>
      ) : dates.state === 'failed' ? (
        <p role="alert">{text('bookingPage.error.generic')}</p>
      ) : (
        <>
          <p className="bp-change-date__current">
            {text('bookingPage.changeDate.current', {
              dates: dayRangeText(dates.dates.current.start, dates.dates.current.end, locale),
            })}
          </p>
          {variants.length === 0 ? (
            <p>{text('bookingPage.changeDate.none')}</p>
          ) : (
            <fieldset className="bp-change-date__list">
              <legend>
                <VisuallyHidden>{text('bookingPage.changeDate.legend')}</VisuallyHidden>
              </legend>
              {variants.map((date) => (
                <label key={date.id} className="bp-change-date__option">
                  <input
                    type="radio"
                    name="tour_date_id"
                    value={date.id}
                    checked={chosen === date.id}
                    onChange={() => {
                      setChosen(date.id)
                      setMessage(null)
                    }}
                  />
                  <span className="bp-change-date__dates">
                    {dayRangeText(date.start, date.end, locale)}
                  </span>
                  <span className="bp-change-date__price">
                    {text('bookingPage.changeDate.price', {
                      total: bookingMoney(date.total, date.currency),
                      perTourist: bookingMoney(date.price_per_tourist, date.currency),
                    })}
                  </span>
                  <span className="bp-change-date__seats">
                    {text('bookingPage.changeDate.seats', { count: date.number_of_free_seats })}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
    </BookingDialog>
  )
}
