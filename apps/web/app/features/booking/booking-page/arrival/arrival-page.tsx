import type { Booking, BookingTourist } from '@tourmarket/contracts'
import { travelTransportTypes } from '@tourmarket/domain/enums'
import type { TravelDirection } from '@tourmarket/domain/travel-info'
import { Button, TextField, Textarea } from '@tourmarket/ui'
import { Form, Link, useNavigation } from 'react-router'
import { NATIVE_BEFORE_HYDRATION_ATTRIBUTE } from '../../../../lib/early-events/early-event-capture.ts'
import { dayRangeText } from '../booking-format.ts'
import { useBookingText } from '../booking-text.ts'
import { TRAVEL_DIRECTIONS, travelFieldName, type TravelTextField } from '../travel-info-form.ts'
import { arrivalFormValues, touristFieldName } from './arrival-form.ts'
import { transportLabel, travelDirectionTitle, travelFieldLabel } from '../travel-info-labels.ts'

/** `?saved=1`: the page after a save, saying so. */
export const SAVED_PARAM = 'saved'

/** What the action gives back when the form is refused: the typed values and why. */
export type ArrivalPosted = {
  readonly values: Readonly<Record<string, string>>
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  /** 409: the booking no longer takes travel details (canceled or started). */
  readonly closed: boolean
  /** The API's words when it refused no field in particular (in the page language). */
  readonly message: string | null
}

/**
 * The field groups of a direction. All are rendered; CSS shows those of the checked transport
 * type (`:has(:checked)`), so choosing a type reveals its fields without JavaScript too. What a
 * hidden field holds is not sent: the action keeps only the chosen type's fields.
 */
const fieldGroups: readonly {
  readonly name: string
  readonly fields: readonly TravelTextField[]
}[] = [
  { name: 'plane', fields: ['airport_name', 'flight_number'] },
  { name: 'train', fields: ['station_name', 'train_number'] },
  { name: 'other', fields: ['other_transport_name', 'departure_place'] },
  { name: 'when', fields: ['date', 'time'] },
  { name: 'notes', fields: ['additional_info'] },
]

const textLimits: Partial<Record<TravelTextField, number>> = {
  flight_number: 64,
  train_number: 64,
}

function DirectionFields({
  tourist,
  direction,
  values,
  fieldErrors,
}: {
  tourist: BookingTourist
  direction: TravelDirection
  values: Readonly<Record<string, string>>
  fieldErrors: ArrivalPosted['fieldErrors']
}) {
  const { text } = useBookingText()
  const name = (field: TravelTextField | 'transport_type') =>
    touristFieldName(tourist.id, travelFieldName(direction, field))
  const chosen = values[name('transport_type')] ?? ''
  const legendId = `arrival-${String(tourist.id)}-${direction}`
  return (
    <fieldset className="arrival-direction" aria-labelledby={legendId}>
      <legend id={legendId} className="bp-travel__legend">
        {text(travelDirectionTitle[direction])}
      </legend>
      <div className="bp-choice" role="radiogroup" aria-labelledby={legendId}>
        {[null, ...travelTransportTypes].map((option) => {
          const value = option === null ? '' : String(option)
          return (
            <label key={value} className="bp-choice__option">
              <input
                type="radio"
                name={name('transport_type')}
                value={value}
                defaultChecked={chosen === value}
                data-transport={value === '' ? 'none' : value}
              />
              <span>
                {option === null
                  ? text('bookingPage.travel.type.none')
                  : text(transportLabel[option])}
              </span>
            </label>
          )
        })}
      </div>
      {fieldGroups.map((group) => (
        <div key={group.name} className={`arrival-fields arrival-fields--${group.name}`}>
          {group.fields.map((field) => {
            const props = {
              label: text(travelFieldLabel[field]),
              name: name(field),
              defaultValue: values[name(field)] ?? '',
              error: fieldErrors[name(field)]?.[0],
            }
            if (field === 'additional_info') {
              return <Textarea key={field} maxLength={255} {...props} />
            }
            return (
              <TextField
                key={field}
                type={field === 'date' ? 'date' : field === 'time' ? 'time' : 'text'}
                maxLength={
                  field === 'date' || field === 'time' ? undefined : (textLimits[field] ?? 255)
                }
                {...props}
              />
            )
          })}
        </div>
      ))}
    </fieldset>
  )
}

/**
 * §2 /arrival/{uuid}: each tourist's arrival and departure (§3 travel info: transport type, then
 * the fields of that type, date, time and notes), saved with update-travel-info for the
 * organizer's meet page. A real form: it works before and without JavaScript.
 */
export function ArrivalPage({
  booking,
  bookingPagePath,
  saved,
  posted,
}: {
  booking: Booking
  bookingPagePath: string
  saved: boolean
  posted: ArrivalPosted | null
}) {
  const { text, locale, path } = useBookingText()
  const navigation = useNavigation()
  const values = posted?.values ?? arrivalFormValues(booking)
  const fieldErrors = posted?.fieldErrors ?? {}
  const open = booking.tourists.some((tourist) => tourist.can_edit) && posted?.closed !== true
  const failed = posted !== null && !posted.closed
  return (
    <main className="bp-page arrival-page">
      <header className="bp-page__header">
        <h1 className="bp-page__title">{text('bookingPage.arrival.title')}</h1>
        <p className="bp-page__meta">
          {text('bookingPage.arrival.lead', { tour: booking.tour.name })}
        </p>
        <p className="bp-page__meta">
          {text('bookingPage.arrival.dates', {
            dates: dayRangeText(booking.tour_date.start, booking.tour_date.end, locale),
          })}
        </p>
      </header>
      <div className="arrival-page__status" role="status">
        {saved ? (
          <p className="bp-note bp-note--success">{text('bookingPage.arrival.saved')}</p>
        ) : null}
      </div>
      <div role="alert">
        {failed ? (
          <p className="bp-note bp-note--error">
            {posted.message ?? text('bookingPage.arrival.failed')}
          </p>
        ) : null}
      </div>
      {open ? (
        <Form
          method="post"
          className="arrival-form"
          noValidate
          {...{ [NATIVE_BEFORE_HYDRATION_ATTRIBUTE]: '' }}
        >
          {booking.tourists.map((tourist) => (
            <section
              key={tourist.id}
              className="bp-card arrival-tourist"
              aria-labelledby={`arrival-tourist-${String(tourist.id)}`}
            >
              <h2 id={`arrival-tourist-${String(tourist.id)}`} className="arrival-tourist__name">
                {tourist.full_name}
              </h2>
              <div className="arrival-tourist__directions">
                {TRAVEL_DIRECTIONS.map((direction) => (
                  <DirectionFields
                    key={direction}
                    tourist={tourist}
                    direction={direction}
                    values={values}
                    fieldErrors={fieldErrors}
                  />
                ))}
              </div>
            </section>
          ))}
          <div className="arrival-form__actions">
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {text('bookingPage.arrival.submit')}
            </Button>
          </div>
        </Form>
      ) : (
        <p className="bp-note bp-note--warning">{text('bookingPage.arrival.closed')}</p>
      )}
      <p className="arrival-page__back">
        <Link to={path(bookingPagePath)}>{text('bookingPage.arrival.back')}</Link>
      </p>
    </main>
  )
}
