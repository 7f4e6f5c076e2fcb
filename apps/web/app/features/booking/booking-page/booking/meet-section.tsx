import type { Booking, BookingMeet } from '@tourmarket/contracts'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { instantDayText } from '../booking-format.ts'
import { useBookingText } from '../booking-text.ts'

/** Where a ready file opens: an image at the viewer's size, another file as its download. */
function fileHref(file: BookingMeet['files'][number]): string | null {
  if (file.url === null) return null
  return file.is_image ? imageUrl(file.url, imageSizes.viewer) : file.url
}

/**
 * §2 meet page, the tourists' side: where and when they meet, as the organizer saved it, with
 * the files attached. Nothing until the organizer saves.
 */
export function MeetSection({ booking }: { booking: Booking }) {
  const { text, locale } = useBookingText()
  const meet = booking.meet
  if (meet === null || meet === undefined) return null
  return (
    <section className="bp-card bp-meet" aria-labelledby="bp-meet">
      <h2 id="bp-meet" className="bp-card__title">
        {text('bookingPage.meet.title')}
      </h2>
      <p className="bp-tourist__muted">
        {text('bookingPage.meet.updated', { date: instantDayText(meet.saved_at, locale) })}
      </p>
      {meet.text.trim() === '' ? null : <p className="bp-meet__text">{meet.text}</p>}
      {meet.files.length === 0 ? null : (
        <>
          <h3 className="bp-card__subtitle">{text('bookingPage.meet.files')}</h3>
          <ul className="bp-meet__files">
            {meet.files.map((file) => {
              const href = fileHref(file)
              return (
                <li key={file.id}>
                  {href === null ? (
                    <span>
                      {file.name}{' '}
                      <span className="bp-tourist__muted">
                        ({text('bookingPage.meet.processing')})
                      </span>
                    </span>
                  ) : (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {file.name}
                    </a>
                  )}
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
