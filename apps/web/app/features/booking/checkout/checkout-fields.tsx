import type { DropdownCountry, SavedTraveller } from '@tourmarket/contracts'
import { PhoneInput, Select, TextField, type FormController } from '@tourmarket/ui'
import { useState, type ReactNode } from 'react'
import { touristFieldName, type TouristField } from '../../../lib/booking/tourist-form.ts'
import { useShellLocale } from '../../../lib/shell-data.ts'
import { useBookingFlowText } from '../booking-flow-text.ts'
import type { CheckoutValues } from './checkout-form.ts'

export type CheckoutForm = FormController<CheckoutValues>

/** A text field's registration: a value no one typed yet shows as empty. */
export function textField(form: CheckoutForm, name: string) {
  const registration = form.register(name)
  return {
    ...registration,
    value: typeof registration.value === 'string' ? registration.value : '',
  }
}

/** A checkbox's registration on the flat form (a tick is a completed choice, §5 'change'). */
export function checkboxField(form: CheckoutForm, name: string) {
  const { value, onValueChange, ...registration } = form.register(name, { event: 'change' })
  return { ...registration, checked: value === true, onCheckedChange: onValueChange }
}

/** The kit's §5 phone input in the page language. */
export function BookingPhoneInput({
  form,
  name,
  label,
  hint,
  countries,
}: {
  form: CheckoutForm
  name: string
  label: string
  hint?: ReactNode
  countries: readonly DropdownCountry[]
}) {
  const { text, t } = useBookingFlowText()
  const { brand } = useShellLocale()
  return (
    <PhoneInput
      label={label}
      hint={hint}
      countries={countries}
      defaultCountry={brand.uikit.defaultCountry}
      searchPlaceholder={t('phoneInput.searchCountryOrCode')}
      confirmText={t('common.confirm')}
      invalidText={text('checkout.field.phoneInvalid')}
      notFoundCountryText={text('checkout.field.countryNotFound')}
      notFoundCodeText={text('checkout.field.codeNotFound')}
      countryMismatchText={(country) => text('checkout.field.phoneMismatch', { country })}
      customCodeText={(code) => text('checkout.field.phoneCustomCode', { code })}
      countryLabel={text('checkout.field.phoneCountry')}
      {...textField(form, name)}
    />
  )
}

/** Yesterday in UTC ('yyyy-MM-dd'): the latest birthday the API takes. */
function latestBirthday(today: string): string {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

/**
 * Issue 42: a saved traveller picked for a tourist fills the fields it holds (the passport only
 * where the brand asks for it); the visitor can still correct any of them.
 */
function SavedTravellerPick({
  form,
  index,
  fields,
  travellers,
}: {
  form: CheckoutForm
  index: number
  fields: readonly TouristField[]
  travellers: readonly SavedTraveller[]
}) {
  const { text } = useBookingFlowText()
  const [picked, setPicked] = useState<number | null>(null)
  const fill = (id: unknown) => {
    const traveller = travellers.find((row) => row.id === id)
    if (traveller === undefined) return
    setPicked(traveller.id)
    const values: Partial<Record<TouristField, string>> = {
      first_name: traveller.first_name,
      last_name: traveller.last_name,
      middle_name: traveller.middle_name ?? '',
      birthday: traveller.birthday,
      ...(fields.includes('passport') ? { passport: traveller.passport ?? '' } : {}),
    }
    for (const [field, value] of Object.entries(values)) {
      form.register(touristFieldName(index, field as TouristField)).onValueChange(value)
    }
  }
  return (
    <Select
      className="checkout-grid__wide"
      label={text('checkout.savedTraveller')}
      placeholder={text('checkout.savedTravellerPlaceholder')}
      items={travellers.map((traveller) => ({
        value: traveller.id,
        text: `${traveller.first_name} ${traveller.last_name}`,
      }))}
      value={picked}
      onValueChange={fill}
    />
  )
}

/** One tourist's §3 fields; passport and weight only when the brand collects them. */
export function TouristFieldset({
  form,
  index,
  fields,
  countries,
  today,
  savedTravellers,
}: {
  form: CheckoutForm
  index: number
  fields: readonly TouristField[]
  countries: readonly DropdownCountry[]
  today: string
  /** The signed-in account's saved travellers (issue 42); none offers no pick. */
  savedTravellers: readonly SavedTraveller[]
}) {
  const { text } = useBookingFlowText()
  const name = (field: TouristField) => touristFieldName(index, field)
  const optional = text('checkout.optional')
  return (
    <fieldset className="booking-card checkout-tourist">
      <legend className="checkout-tourist__legend">
        {text('checkout.tourist', { number: index + 1 })}
      </legend>
      {savedTravellers.length === 0 ? null : (
        <SavedTravellerPick
          form={form}
          index={index}
          fields={fields}
          travellers={savedTravellers}
        />
      )}
      <div className="checkout-grid">
        <TextField
          label={text('checkout.field.firstName')}
          autoComplete={index === 0 ? 'given-name' : 'off'}
          maxLength={100}
          {...textField(form, name('first_name'))}
        />
        <TextField
          label={text('checkout.field.lastName')}
          autoComplete={index === 0 ? 'family-name' : 'off'}
          maxLength={100}
          {...textField(form, name('last_name'))}
        />
        <TextField
          label={text('checkout.field.middleName')}
          hint={optional}
          autoComplete={index === 0 ? 'additional-name' : 'off'}
          maxLength={100}
          {...textField(form, name('middle_name'))}
        />
        <TextField
          label={text('checkout.field.birthday')}
          type="date"
          min="1900-01-01"
          max={latestBirthday(today)}
          autoComplete={index === 0 ? 'bday' : 'off'}
          {...textField(form, name('birthday'))}
        />
        {fields.includes('email') ? (
          <TextField
            label={text('checkout.field.email')}
            hint={optional}
            type="email"
            autoComplete="off"
            {...textField(form, name('email'))}
          />
        ) : null}
        {fields.includes('phone') ? (
          <BookingPhoneInput
            form={form}
            name={name('phone')}
            label={text('checkout.field.phone')}
            hint={optional}
            countries={countries}
          />
        ) : null}
        <TextField
          className="checkout-grid__wide"
          label={text('checkout.field.foodRestriction')}
          hint={text('checkout.field.foodRestrictionHint')}
          maxLength={255}
          {...textField(form, name('food_restriction'))}
        />
        {fields.includes('passport') ? (
          <TextField
            label={text('checkout.field.passport')}
            hint={text('checkout.field.passportHint')}
            autoComplete="off"
            maxLength={64}
            {...textField(form, name('passport'))}
          />
        ) : null}
        {fields.includes('weight_kg') ? (
          <TextField
            label={text('checkout.field.weight')}
            hint={text('checkout.field.weightHint')}
            inputMode="numeric"
            maxLength={3}
            {...textField(form, name('weight_kg'))}
          />
        ) : null}
      </div>
    </fieldset>
  )
}
