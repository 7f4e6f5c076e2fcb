import type { Booking } from '@tourmarket/contracts'
import { bookingStatusTone } from '@tourmarket/domain/booking'
import { bookingRequestStatusLabelKey } from '@tourmarket/domain/enums'
import { tripDatesText } from '@tourmarket/domain/i18n'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useApiCall } from '../../../lib/api-call.ts'
import { useBookingPaths } from '../../../lib/booking-paths.ts'
import { useChatExtrasText } from './chat-extras-text.ts'
import './chat-extras.css'

/**
 * §7 request/list-for-chat: the bookings a chat is about (the viewer's with the chat's organizer,
 * all of them in the support chat), above the conversation, so neither side has to ask "which
 * trip?". A native disclosure: it opens before hydration too, and stays out of the way on phones.
 * Nothing shows while loading, without bookings or when the call fails (the chat works without).
 */
export function ChatBookings({ chatId }: { chatId: number }) {
  const { extra, t, locale, path } = useChatExtrasText()
  const call = useApiCall()
  const paths = useBookingPaths()
  const [bookings, setBookings] = useState<readonly Booking[]>([])

  useEffect(() => {
    let current = true
    setBookings([])
    call('requestListForChat', { query: { chat_id: chatId } }).then(
      (answer) => {
        if (current) setBookings(answer.data)
      },
      (error: unknown) => console.warn('request/list-for-chat failed', error),
    )
    return () => {
      current = false
    }
  }, [call, chatId])

  if (bookings.length === 0) return null
  return (
    <details className="chat-bookings" data-testid="chat-bookings">
      <summary className="chat-bookings__summary">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M7 3h10a2 2 0 0 1 2 2v16l-3-2-3 2-3-2-3 2V5a2 2 0 0 1 2-2Zm2 5h6v2H9Zm0 4h6v2H9Z"
            fill="currentColor"
          />
        </svg>
        <span className="chat-bookings__label">{extra('chatExtras.bookings.label')}</span>
        <span className="chat-bookings__count">
          {extra('chatExtras.bookings.count', { count: bookings.length })}
        </span>
      </summary>
      <ul className="chat-bookings__list">
        {bookings.map((booking) => (
          <li key={booking.id} className="chat-booking" data-booking-id={booking.id}>
            <div className="chat-booking__text">
              <p className="chat-booking__tour">{booking.tour.name}</p>
              <p className="chat-muted chat-booking__meta">
                {extra('chatExtras.bookings.number', { id: booking.id })} ·{' '}
                {tripDatesText(booking.tour_date.start, booking.tour_date.end, locale)} ·{' '}
                {extra('chatExtras.bookings.tourists', { count: booking.tourists_count })}
              </p>
            </div>
            <span
              className={`chat-booking__status chat-booking__status--${bookingStatusTone(booking.status)}`}
            >
              {t(bookingRequestStatusLabelKey(booking.status))}
            </span>
            <Link className="chat-booking__open" to={path(paths.booking(booking.id))}>
              {extra('chatExtras.bookings.open')}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
