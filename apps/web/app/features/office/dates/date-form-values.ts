import type { OfficeDateCreateBody } from '@tourmarket/contracts'
import { isCalendarDate } from '@tourmarket/domain/inputs'
import { isWeekday, type Weekday } from '@tourmarket/domain/office'
import type { DatesMessageKey } from './dates-text.ts'

/** The terms a date form posts, as the API takes them (prices in minor units). */
export type DateTermsFields = Omit<OfficeDateCreateBody, 'tour_id' | 'start'>

/** What a form posted, by field name, to show again beside the refusals. */
export type PostedValues = Readonly<Record<string, string>>

/** A refusal found before asking the API: the field and the words saying why. */
export type FormProblems = Partial<Record<string, DatesMessageKey>>

const amountPattern = /^\d{1,8}(?:[.,]\d{1,2})?$/

/** An amount typed in major units ('1200', '1 200,50') in minor units, or null when it is not one. */
export function parseAmountMinor(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '')
  if (!amountPattern.test(compact)) return null
  const [whole = '0', fraction = ''] = compact.replace(',', '.').split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Minor units as the form shows them again: '1200' or '1200.50'. */
export function amountText(minor: number): string {
  const cents = minor % 100
  return cents === 0
    ? String(minor / 100)
    : `${String(Math.floor(minor / 100))}.${String(cents).padStart(2, '0')}`
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim()
  return /^-?\d{1,9}$/.test(trimmed) ? Number(trimmed) : null
}

/**
 * The terms of a posted date form. Prices are typed in major units of the tour's currency; the
 * prepayment size is a percent for type 1, an amount for type 2 and nothing for type 3. What
 * cannot be read as a number is refused here, naming the field; the ranges are the API's.
 */
export function termsFromForm(values: PostedValues): {
  readonly terms: DateTermsFields
  readonly problems: FormProblems
} {
  const problems: FormProblems = {}
  const read = (field: string, parse: (text: string) => number | null, fallback = 0) => {
    const parsed = parse(values[field] ?? '')
    if (parsed === null) {
      problems[field] = field === 'price' ? 'dates.error.price' : 'dates.error.number'
      return fallback
    }
    return parsed
  }
  const prepaymentType = wholeNumber(values.prepayment_type ?? '') ?? 1
  const notGuaranteed = values.group === 'minimum'
  const minText = (values.min_travellers ?? '').trim()
  const decisionText = (values.decision_days ?? '').trim()
  const terms: DateTermsFields = {
    base_price_minor: read('price', parseAmountMinor),
    discount_percent:
      (values.discount_percent ?? '').trim() === '' ? 0 : read('discount_percent', wholeNumber),
    number_of_seats: read('number_of_seats', wholeNumber),
    not_guaranteed: notGuaranteed,
    min_travellers: notGuaranteed && minText !== '' ? read('min_travellers', wholeNumber) : null,
    prepayment_type: prepaymentType,
    prepayment_size:
      prepaymentType === 3
        ? 0
        : read('prepayment_size', prepaymentType === 2 ? parseAmountMinor : wholeNumber),
    full_payment_days: read('full_payment_days', wholeNumber),
    // Left out, the API takes the default for a new date and keeps the stored one on a change.
    ...(notGuaranteed && decisionText !== ''
      ? { decision_days: read('decision_days', wholeNumber) }
      : {}),
  }
  return { terms, problems }
}

/** A posted calendar day, or null (the field is then refused). */
export function postedDay(values: PostedValues, field: string): string | null {
  const value = (values[field] ?? '').trim()
  return isCalendarDate(value) ? value : null
}

/** The weekdays ticked on the series form. */
export function postedWeekdays(fields: FormData): Weekday[] {
  return fields
    .getAll('weekdays')
    .map((value) => Number(value))
    .filter(isWeekday)
}

/** The form's field for each field the API names (the price is typed in major units as `price`). */
export function formFieldOf(apiField: string): string {
  return apiField === 'base_price_minor' ? 'price' : apiField
}
