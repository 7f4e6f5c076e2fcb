import { TextField, type FormController } from '@tourmarket/ui'
import {
  shownTouristFields,
  touristFieldName,
  type TouristField,
  type TouristFormFlags,
} from '../../../lib/booking/tourist-form.ts'
import { dayBefore } from './booking-format.ts'
import type { BookingMessageKey } from './booking-messages.ts'
import { useBookingText } from './booking-text.ts'

type FieldLook = {
  readonly label: BookingMessageKey
  readonly hint?: BookingMessageKey
  readonly type?: string
  readonly autoComplete?: string
  readonly inputMode?: 'numeric'
}

/** How each §3 tourist field reads and which keyboard and autofill it gets. */
const looks: Readonly<Record<TouristField, FieldLook>> = {
  first_name: { label: 'bookingPage.tourist.firstName', autoComplete: 'given-name' },
  last_name: { label: 'bookingPage.tourist.lastName', autoComplete: 'family-name' },
  middle_name: {
    label: 'bookingPage.tourist.middleName',
    hint: 'bookingPage.field.optional',
    autoComplete: 'additional-name',
  },
  birthday: { label: 'bookingPage.tourist.birthday', type: 'date', autoComplete: 'bday' },
  email: {
    label: 'bookingPage.tourist.email',
    hint: 'bookingPage.field.optional',
    type: 'email',
    autoComplete: 'email',
  },
  phone: {
    label: 'bookingPage.tourist.phone',
    hint: 'bookingPage.tourist.phoneHint',
    type: 'tel',
    autoComplete: 'tel',
  },
  food_restriction: {
    label: 'bookingPage.tourist.food',
    hint: 'bookingPage.tourist.foodHint',
  },
  passport: { label: 'bookingPage.tourist.passport' },
  weight_kg: {
    label: 'bookingPage.tourist.weight',
    hint: 'bookingPage.tourist.weightHint',
    inputMode: 'numeric',
  },
}

/**
 * One tourist's §3 fields, registered under `touristFieldName(index, …)`. Several of them share a
 * form on the add-tourists page; the edit dialog shows one. Autofill is off for all but the first
 * tourist, so the browser does not fill every traveller with the same person.
 */
export function TouristFields({
  form,
  index,
  flags,
  today,
}: {
  form: FormController<Record<string, string>>
  index: number
  flags: TouristFormFlags
  /** yyyy-MM-dd: the birthday must be before this day. */
  today: string
}) {
  const { text } = useBookingText()
  return (
    <div className="bp-tourist-fields">
      {shownTouristFields(flags).map((field) => {
        const look = looks[field]
        return (
          <TextField
            key={field}
            label={text(look.label)}
            {...(look.hint === undefined ? {} : { hint: text(look.hint) })}
            type={look.type ?? 'text'}
            autoComplete={index === 0 ? look.autoComplete : 'off'}
            inputMode={look.inputMode}
            {...(field === 'birthday' ? { max: dayBefore(today) } : {})}
            {...form.register(touristFieldName(index, field))}
          />
        )
      })}
    </div>
  )
}
