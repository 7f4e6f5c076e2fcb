import type { OfficeDate, OfficeDateList } from '@tourmarket/contracts'
import { guaranteeDecisionLimits } from '@tourmarket/domain/booking'
import { useId, type ReactNode } from 'react'
import { amountText, type PostedValues } from './date-form-values.ts'
import { useDatesText } from './dates-text.ts'

export type FieldErrors = Readonly<Record<string, string>>

/** A labelled field with its hint and its refusal (aria-describedby ties them to the control). */
export function Field({
  name,
  label,
  hint,
  errors,
  children,
}: {
  name: string
  label: string
  hint?: string | undefined
  errors: FieldErrors
  children: (props: {
    id: string
    'aria-invalid': boolean
    'aria-describedby': string | undefined
  }) => ReactNode
}) {
  const id = `${useId()}-${name}`
  const error = errors[name]
  const described = [
    hint === undefined ? null : `${id}-hint`,
    error === undefined ? null : `${id}-error`,
  ]
    .filter((part) => part !== null)
    .join(' ')
  return (
    <div className="office-field">
      <label className="office-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': described || undefined,
      })}
      {hint === undefined ? null : (
        <p className="office-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p className="office-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A date's values as its edit form starts with them. */
export function valuesOfDate(date: OfficeDate): PostedValues {
  return {
    start: date.start,
    price: amountText(date.base_price_minor),
    discount_percent: String(date.discount_percent),
    number_of_seats: String(date.number_of_seats),
    group: date.not_guaranteed ? 'minimum' : 'guaranteed',
    min_travellers: date.min_travellers === null ? '' : String(date.min_travellers),
    decision_days: String(date.decision_days),
    prepayment_type: String(date.prepayment_type),
    prepayment_size:
      date.prepayment_type === 2 ? amountText(date.prepayment_size) : String(date.prepayment_size),
    full_payment_days: String(date.full_payment_days),
  }
}

/** A new date's values: a guaranteed date, 20 % prepaid, the rest 14 days before. */
export const newDateValues: PostedValues = {
  discount_percent: '0',
  number_of_seats: '12',
  group: 'guaranteed',
  decision_days: String(guaranteeDecisionLimits.defaultDays),
  prepayment_type: '1',
  prepayment_size: '20',
  full_payment_days: '14',
}

/**
 * A date's terms: price, discount, seats, guaranteed or a minimum group, prepayment and the day
 * the rest is due. Uncontrolled inputs: the form posts them as typed, with or without script.
 */
export function TermsFields({
  tour,
  values,
  errors,
}: {
  tour: OfficeDateList['tour']
  values: PostedValues
  errors: FieldErrors
}) {
  const { text } = useDatesText()
  const group = values.group ?? 'guaranteed'
  return (
    <>
      <Field
        name="price"
        label={text('dates.field.price', { currency: tour.currency })}
        errors={errors}
      >
        {(props) => (
          <input
            {...props}
            className="office-input"
            name="price"
            inputMode="decimal"
            required
            defaultValue={values.price ?? ''}
          />
        )}
      </Field>
      <Field name="discount_percent" label={text('dates.field.discount')} errors={errors}>
        {(props) => (
          <input
            {...props}
            className="office-input"
            name="discount_percent"
            type="number"
            min={0}
            max={99}
            defaultValue={values.discount_percent ?? '0'}
          />
        )}
      </Field>
      <Field name="number_of_seats" label={text('dates.field.seats')} errors={errors}>
        {(props) => (
          <input
            {...props}
            className="office-input"
            name="number_of_seats"
            type="number"
            min={1}
            max={999}
            required
            defaultValue={values.number_of_seats ?? ''}
          />
        )}
      </Field>
      <fieldset className="office-dates__group">
        <legend className="office-field__label">{text('dates.field.group')}</legend>
        {(['guaranteed', 'minimum'] as const).map((option) => (
          <label key={option} className="office-dates__choice">
            <input type="radio" name="group" value={option} defaultChecked={group === option} />
            {text(option === 'minimum' ? 'dates.field.minimum' : 'dates.field.guaranteed')}
          </label>
        ))}
      </fieldset>
      <Field
        name="min_travellers"
        label={text('dates.field.minTravellers')}
        hint={text('dates.field.minTravellersHint', { min: tour.min_group_size })}
        errors={errors}
      >
        {(props) => (
          <input
            {...props}
            className="office-input"
            name="min_travellers"
            type="number"
            min={1}
            max={999}
            defaultValue={values.min_travellers ?? ''}
          />
        )}
      </Field>
      <Field
        name="decision_days"
        label={text('dates.field.decisionDays')}
        hint={text('dates.field.decisionDaysHint', {
          days: guaranteeDecisionLimits.defaultDays,
        })}
        errors={errors}
      >
        {(props) => (
          <input
            {...props}
            className="office-input"
            name="decision_days"
            type="number"
            min={guaranteeDecisionLimits.minDays}
            max={guaranteeDecisionLimits.maxDays}
            defaultValue={values.decision_days ?? ''}
          />
        )}
      </Field>
      <Field name="prepayment_type" label={text('dates.field.prepaymentType')} errors={errors}>
        {(props) => (
          <select
            {...props}
            className="office-input"
            name="prepayment_type"
            defaultValue={values.prepayment_type ?? '1'}
          >
            {(['1', '2', '3'] as const).map((type) => (
              <option key={type} value={type}>
                {text(`dates.field.prepayment.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        name="prepayment_size"
        label={text('dates.field.prepaymentSize')}
        hint={text('dates.field.prepaymentSizeHint')}
        errors={errors}
      >
        {(props) => (
          <input
            {...props}
            className="office-input"
            name="prepayment_size"
            inputMode="decimal"
            defaultValue={values.prepayment_size ?? '0'}
          />
        )}
      </Field>
      <Field name="full_payment_days" label={text('dates.field.fullPaymentDays')} errors={errors}>
        {(props) => (
          <input
            {...props}
            className="office-input"
            name="full_payment_days"
            type="number"
            min={0}
            max={365}
            required
            defaultValue={values.full_payment_days ?? ''}
          />
        )}
      </Field>
    </>
  )
}
