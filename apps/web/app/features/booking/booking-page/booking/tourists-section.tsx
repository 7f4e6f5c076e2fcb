import type { Booking, BookingTourist } from '@tourmarket/contracts'
import { travelTransportType } from '@tourmarket/domain/enums'
import {
  needsExtraAccommodation,
  travelInfoDisplay,
  type TravelDirection,
  type TravelInfoDisplay,
} from '@tourmarket/domain/travel-info'
import { Button, useConfirmDialog, useToast } from '@tourmarket/ui'
import type { TouristFormFlags } from '../../../../lib/booking/tourist-form.ts'
import { apiFailureMessage } from '../../../../lib/api-failure.ts'
import { useApiCall } from '../../../../lib/api-call.ts'
import { dayText } from '../booking-format.ts'
import { useBookingText, type BookingText } from '../booking-text.ts'
import { keptTourists } from '../tourist-form.ts'
import { TouristEditDialog } from './tourist-edit-dialog.tsx'
import { transportLabel } from '../travel-info-labels.ts'
import { TravelInfoDialog } from './travel-info-dialog.tsx'

/** The §3 transport type each §4 display variant stands for. */
const variantType = {
  plane: travelTransportType.plane,
  train: travelTransportType.train,
  other: travelTransportType.other,
  'city-resident': travelTransportType.cityResident,
} as const

/** §4 travel info display: the variant's own details in one line, blanks left out. */
function travelLine(display: TravelInfoDisplay, { text, locale }: BookingText): string {
  const parts: (string | null)[] = [text(transportLabel[variantType[display.variant]])]
  switch (display.variant) {
    case 'plane':
      parts.push(display.airportName, display.flightNumber)
      break
    case 'train':
      parts.push(display.stationName, display.trainNumber)
      break
    case 'other':
      parts.push(display.transportName, display.departurePlace)
      break
    case 'city-resident':
      break
  }
  if (display.variant !== 'city-resident') {
    const when = [display.date === null ? null : dayText(display.date, locale), display.time]
      .filter((part) => part !== null)
      .join(', ')
    parts.push(when === '' ? null : when)
  }
  parts.push(display.additionalInfo)
  return parts.filter((part) => part !== null).join(' · ')
}

function TravelSummary({
  tourist,
  tourDate,
}: {
  tourist: BookingTourist
  tourDate: Booking['tour_date']
}) {
  const words = useBookingText()
  const { text } = words
  const rows = (['arrival', 'departure'] as const satisfies readonly TravelDirection[]).map(
    (direction) => {
      const info = tourist[direction]
      const display = info === null ? null : travelInfoDisplay(info)
      const extraNight =
        info !== null &&
        needsExtraAccommodation({
          direction,
          date: info.date,
          tourStart: tourDate.start,
          tourEnd: tourDate.end,
        })
      return { direction, display, extraNight }
    },
  )
  if (rows.every((row) => row.display === null)) {
    return <p className="bp-tourist__muted">{text('bookingPage.travel.notGiven')}</p>
  }
  return (
    <dl className="bp-tourist__travel">
      {rows.map(({ direction, display, extraNight }) => (
        <div key={direction}>
          <dt>{text(`bookingPage.travel.${direction}`)}</dt>
          <dd>
            {display === null
              ? text('bookingPage.travel.notGivenShort')
              : travelLine(display, words)}
            {extraNight ? (
              <span className="bp-tourist__extra">
                {text(
                  direction === 'arrival'
                    ? 'bookingPage.travel.earlyArrival'
                    : 'bookingPage.travel.lateDeparture',
                )}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** What the booking holds about a tourist beyond the name; nothing when it holds nothing. */
function TouristDetails({ tourist }: { tourist: BookingTourist }) {
  const { text } = useBookingText()
  const details = [
    tourist.email,
    tourist.phone,
    tourist.passport,
    tourist.weight_kg === null
      ? null
      : text('bookingPage.tourist.weightValue', { kg: tourist.weight_kg }),
    tourist.food_restriction === null
      ? null
      : text('bookingPage.tourist.foodValue', { food: tourist.food_restriction }),
  ].filter((detail): detail is string => detail !== null && detail !== '')
  if (details.length === 0) return null
  return (
    <ul className="bp-tourist__details">
      {details.map((detail) => (
        <li key={detail}>{detail}</li>
      ))}
    </ul>
  )
}

/**
 * §3 the booking's tourists. The owner edits (update-tourists), removes (with a confirmation)
 * and fills in each one's travel info where the API allows it for that tourist.
 */
export function TouristsSection({
  booking,
  flags,
  onChanged,
}: {
  booking: Booking
  flags: TouristFormFlags
  onChanged: () => Promise<void>
}) {
  const words = useBookingText()
  const { text, locale } = words
  const call = useApiCall()
  const toast = useToast()
  const { confirm, dialog } = useConfirmDialog({
    cancelLabel: words.t('common.cancel'),
  })
  const mayEdit = booking.actions.can_edit_tourists

  async function remove(tourist: BookingTourist) {
    const confirmed = await confirm({
      title: text('bookingPage.tourist.removeTitle', { name: tourist.full_name }),
      text: text('bookingPage.tourist.removeText'),
      confirmLabel: text('bookingPage.tourist.removeConfirm'),
    })
    if (!confirmed) return
    try {
      await call('requestUpdateTourists', {
        body: { id: booking.id, tourists: keptTourists(booking.tourists, { remove: tourist.id }) },
      })
      await onChanged()
      toast.show({
        type: 'success',
        title: text('bookingPage.tourist.removed', { name: tourist.full_name }),
      })
    } catch (error) {
      toast.show({
        type: 'error',
        title: apiFailureMessage(error, text('bookingPage.error.generic')),
      })
    }
  }

  return (
    <section className="bp-card" aria-labelledby="bp-tourists">
      <h2 id="bp-tourists" className="bp-card__title">
        {text('bookingPage.tourists.title', { count: booking.tourists.length })}
      </h2>
      <ol className="bp-tourists">
        {booking.tourists.map((tourist) => (
          <li key={tourist.id} className="bp-tourist">
            <div className="bp-tourist__head">
              <p className="bp-tourist__name">{tourist.full_name}</p>
              <p className="bp-tourist__muted">
                {text('bookingPage.tourist.born', { date: dayText(tourist.birthday, locale) })}
              </p>
            </div>
            <TouristDetails tourist={tourist} />
            <TravelSummary tourist={tourist} tourDate={booking.tour_date} />
            {mayEdit && tourist.can_edit ? (
              <div className="bp-tourist__actions">
                <TouristEditDialog
                  booking={booking}
                  tourist={tourist}
                  flags={flags}
                  onSaved={onChanged}
                />
                <TravelInfoDialog booking={booking} tourist={tourist} onSaved={onChanged} />
                {tourist.can_delete ? (
                  <Button
                    variant="ghost"
                    className="bp-tourist__action bp-tourist__remove"
                    aria-label={text('bookingPage.tourist.removeLabel', {
                      name: tourist.full_name,
                    })}
                    onClick={() => remove(tourist)}
                  >
                    {text('bookingPage.tourist.remove')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {dialog}
    </section>
  )
}
