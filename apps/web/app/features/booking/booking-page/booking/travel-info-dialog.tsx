import type { Booking, BookingTourist } from '@tourmarket/contracts'
import { travelTransportTypes } from '@tourmarket/domain/enums'
import { needsExtraAccommodation, type TravelDirection } from '@tourmarket/domain/travel-info'
import { TextField, Textarea, useForm, type FormController } from '@tourmarket/ui'
import { useState } from 'react'
import { apiFailure } from '../../../../lib/api-failure.ts'
import { useApiCall } from '../../../../lib/api-call.ts'
import { TouristFormDialog } from '../booking-dialog.tsx'
import { useBookingText } from '../booking-text.ts'
import {
  chosenTransportType,
  FOOD_RESTRICTION_FIELD,
  TRAVEL_DIRECTIONS,
  travelFieldName,
  travelFieldsByType,
  travelFormValues,
  travelInfoBodyOf,
  travelInfoRules,
  type TravelTextField,
} from '../travel-info-form.ts'
import { transportLabel, travelDirectionTitle, travelFieldLabel } from '../travel-info-labels.ts'

type Form = FormController<Record<string, string>>

const fieldType: Partial<Record<TravelTextField, string>> = { date: 'date', time: 'time' }

/** One direction: the transport type as radio buttons, then the fields that type asks for. */
function DirectionFields({
  form,
  direction,
  tourDate,
}: {
  form: Form
  direction: TravelDirection
  tourDate: Booking['tour_date']
}) {
  const { text } = useBookingText()
  const type = chosenTransportType(form.values, direction)
  const typeField = form.register(travelFieldName(direction, 'transport_type'))
  const date = form.values[travelFieldName(direction, 'date')]
  const extraNight =
    type !== null &&
    travelFieldsByType[type].includes('date') &&
    needsExtraAccommodation({
      direction,
      date,
      tourStart: tourDate.start,
      tourEnd: tourDate.end,
    })
  return (
    <fieldset className="bp-travel__direction">
      <legend className="bp-travel__legend">{text(travelDirectionTitle[direction])}</legend>
      <div className="bp-choice" role="radiogroup" aria-label={text('bookingPage.travel.how')}>
        {[null, ...travelTransportTypes].map((option) => {
          const value = option === null ? '' : String(option)
          return (
            <label key={value} className="bp-choice__option">
              <input
                type="radio"
                name={typeField.name}
                value={value}
                checked={typeField.value === value}
                onChange={() => typeField.onValueChange(value)}
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
      {type === null ? null : (
        <div className="bp-travel__fields">
          {travelFieldsByType[type].map((field) => {
            const registration = form.register(travelFieldName(direction, field))
            return field === 'additional_info' ? (
              <Textarea
                key={field}
                className="bp-travel__notes"
                label={text(travelFieldLabel[field])}
                {...registration}
              />
            ) : (
              <TextField
                key={field}
                label={text(travelFieldLabel[field])}
                type={fieldType[field] ?? 'text'}
                {...registration}
              />
            )
          })}
        </div>
      )}
      {extraNight ? (
        <p className="bp-note bp-note--info">
          {text(
            direction === 'arrival'
              ? 'bookingPage.travel.earlyArrival'
              : 'bookingPage.travel.lateDeparture',
          )}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * §3 travel info of one tourist (arrival and departure, each by plane, train, other transport or
 * living in the city) and their food restriction, through §7 update-tourists-questionnaires.
 */
export function TravelInfoDialog({
  booking,
  tourist,
  onSaved,
}: {
  booking: Booking
  tourist: BookingTourist
  onSaved: () => Promise<void>
}) {
  const { text, formatValidation } = useBookingText()
  const call = useApiCall()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const rules = travelInfoRules()
  const form = useForm<Record<string, string>>(rules, {
    initialValues: travelFormValues(tourist),
    formatMessage: formatValidation,
    onSubmit: async (values) => {
      setMessage(null)
      const food = (values[FOOD_RESTRICTION_FIELD] ?? '').trim()
      try {
        await call('requestUpdateTouristsQuestionnaires', {
          body: {
            id: booking.id,
            tourists: [
              {
                id: tourist.id,
                arrival: travelInfoBodyOf(values, 'arrival'),
                departure: travelInfoBodyOf(values, 'departure'),
                food_restriction: food === '' ? null : food,
              },
            ],
          },
        })
        await onSaved()
        setOpen(false)
      } catch (error) {
        // The API names the fields `tourists.0.arrival.date`; the form's are `arrival.date`.
        const failure = apiFailure(
          error,
          Object.keys(rules).map((name) => `tourists.0.${name}`),
          text('bookingPage.error.generic'),
        )
        form.setErrors(
          Object.fromEntries(
            Object.entries(failure.fieldErrors).map(([name, list]) => [
              name.replace(/^tourists\.0\./, ''),
              list,
            ]),
          ),
        )
        setMessage(failure.message)
      }
    },
  })
  return (
    <TouristFormDialog
      title={text('bookingPage.travel.title', { name: tourist.full_name })}
      description={text('bookingPage.travel.lead')}
      openLabel={text('bookingPage.travel.open')}
      open={open}
      onOpenChange={setOpen}
      form={form}
      formClassName="bp-form bp-travel"
      message={message}
    >
      {TRAVEL_DIRECTIONS.map((direction) => (
        <DirectionFields
          key={direction}
          form={form}
          direction={direction}
          tourDate={booking.tour_date}
        />
      ))}
      <TextField
        label={text('bookingPage.tourist.food')}
        hint={text('bookingPage.tourist.foodHint')}
        {...form.register(FOOD_RESTRICTION_FIELD)}
      />
    </TouristFormDialog>
  )
}
