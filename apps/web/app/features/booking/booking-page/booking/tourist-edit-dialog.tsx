import type { Booking, BookingTourist } from '@tourmarket/contracts'
import { useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { showApiFailure } from '../../../../lib/api-failure.ts'
import { useApiCall } from '../../../../lib/api-call.ts'
import { TouristFormDialog } from '../booking-dialog.tsx'
import { todayText } from '../booking-format.ts'
import { useBookingText } from '../booking-text.ts'
import {
  TOURIST_FIELDS,
  touristFieldName,
  touristRules,
  type TouristFormFlags,
} from '../../../../lib/booking/tourist-form.ts'
import { TouristFields } from '../tourist-fields.tsx'
import {
  keptTourists,
  prefixedTouristValues,
  touristInputOf,
  touristValuesAt,
  touristValuesOf,
} from '../tourist-form.ts'

/** Editing one tourist of the booking (where the API says `can_edit`), in a dialog. */
export function TouristEditDialog({
  booking,
  tourist,
  flags,
  onSaved,
}: {
  booking: Booking
  tourist: BookingTourist
  flags: TouristFormFlags
  onSaved: () => Promise<void>
}) {
  const { text, t, formatValidation } = useBookingText()
  const call = useApiCall()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  // The tourist's place in the list sent, so the API's `tourists.{index}.…` errors land here.
  const index = booking.tourists.findIndex((candidate) => candidate.id === tourist.id)
  const fieldNames = TOURIST_FIELDS.map((field) => touristFieldName(index, field))
  const form = useForm<Record<string, string>>(
    touristRules(
      index,
      flags,
      {
        phone: t('validation.phone'),
        birthdayInPast: text('bookingPage.tourist.birthdayInPast'),
        wholeNumber: text('bookingPage.tourist.wholeNumber'),
      },
      todayText(),
    ),
    {
      initialValues: prefixedTouristValues(index, touristValuesOf(tourist)),
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        const edited = touristInputOf(touristValuesAt(values, index))
        try {
          await call('requestUpdateTourists', {
            body: {
              id: booking.id,
              tourists: keptTourists(booking.tourists, { replace: tourist.id, input: edited }),
            },
          })
          await onSaved()
          setOpen(false)
        } catch (error) {
          setMessage(showApiFailure(form, error, fieldNames, text('bookingPage.error.generic')))
        }
      },
    },
  )
  return (
    <TouristFormDialog
      title={text('bookingPage.tourist.editTitle', { name: tourist.full_name })}
      openLabel={text('bookingPage.tourist.edit')}
      open={open}
      onOpenChange={setOpen}
      form={form}
      formClassName="bp-form"
      message={message}
    >
      <TouristFields form={form} index={index} flags={flags} today={todayText()} />
    </TouristFormDialog>
  )
}
