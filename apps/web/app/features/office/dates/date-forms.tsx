import type { OfficeDate, OfficeDateList } from '@tourmarket/contracts'
import { addDays, isCalendarDate } from '@tourmarket/domain/inputs'
import {
  MAX_SERIES_DATES,
  isWeekday,
  seriesStartDates,
  weekdays,
  type Weekday,
} from '@tourmarket/domain/office'
import { useState } from 'react'
import { Form, Link } from 'react-router'
import { tripDatesText } from '@tourmarket/domain/i18n'
import {
  Field,
  TermsFields,
  newDateValues,
  valuesOfDate,
  type FieldErrors,
} from './date-fields.tsx'
import type { PostedValues } from './date-form-values.ts'
import { useDatesText } from './dates-text.ts'
import type { DatesActionAnswer } from './dates.server.ts'

type Tour = OfficeDateList['tour']

/** The form's answer when the refused post was this form's, else nothing to show. */
function answerFor(answer: DatesActionAnswer | null, form: DatesActionAnswer['form']) {
  return answer !== null && answer.form === form ? answer : null
}

function FormMessage({ message }: { message: string | null }) {
  if (message === null) return null
  return (
    <p className="office-notice office-notice--error" role="alert">
      {message}
    </p>
  )
}

/** The start field with the trip's end beside it, following the start as it is typed. */
function StartField({
  tour,
  values,
  errors,
  disabledHint,
}: {
  tour: Tour
  values: PostedValues
  errors: FieldErrors
  disabledHint?: string
}) {
  const { text, locale } = useDatesText()
  const [start, setStart] = useState(values.start ?? '')
  const later = tour.duration_days - 1
  const end = isCalendarDate(start) ? addDays(start, later) : null
  return (
    <Field
      name="start"
      label={text('dates.field.start')}
      hint={
        disabledHint ??
        (end === null
          ? text('dates.field.endHint', { days: tour.duration_days, later })
          : text('dates.field.end', { end: tripDatesText(end, end, locale) }))
      }
      errors={errors}
    >
      {(props) => (
        <input
          {...props}
          className="office-input"
          type="date"
          name={disabledHint === undefined ? 'start' : undefined}
          min={addDays(tour.today, 1)}
          required
          disabled={disabledHint !== undefined}
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
      )}
    </Field>
  )
}

/** "Add a date": one start and its terms. */
export function AddDateForm({ tour, answer }: { tour: Tour; answer: DatesActionAnswer | null }) {
  const { text } = useDatesText()
  const mine = answerFor(answer, 'add')
  const values = mine?.values ?? newDateValues
  const errors = mine?.fieldErrors ?? {}
  return (
    <Form method="post" className="office-form-section" aria-labelledby="add-date-title" noValidate>
      <h2 id="add-date-title" className="office-form-section__title">
        {text('dates.add.title')}
      </h2>
      <FormMessage message={mine?.message ?? null} />
      <input type="hidden" name="intent" value="add" />
      <div className="office-form-section__fields">
        <StartField tour={tour} values={values} errors={errors} />
        <TermsFields tour={tour} values={values} errors={errors} />
      </div>
      <div className="office-actions">
        <button type="submit" className="office-button">
          {text('dates.add.submit')}
        </button>
      </div>
    </Form>
  )
}

/** Editing one date: its terms, and its start while nobody has booked it. */
export function EditDateForm({
  tour,
  date,
  answer,
  cancelPath,
}: {
  tour: Tour
  date: OfficeDate
  answer: DatesActionAnswer | null
  cancelPath: string
}) {
  const { text, locale } = useDatesText()
  const mine = answerFor(answer, 'edit')
  const values = mine?.values ?? valuesOfDate(date)
  const errors = mine?.fieldErrors ?? {}
  const days = tripDatesText(date.start, date.end, locale)
  return (
    <Form
      method="post"
      className="office-form-section"
      aria-labelledby="edit-date-title"
      id="edit-date"
      noValidate
    >
      <h2 id="edit-date-title" className="office-form-section__title">
        {text('dates.edit.title', { dates: days })}
      </h2>
      <FormMessage message={mine?.message ?? null} />
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="id" value={date.id} />
      <div className="office-form-section__fields">
        <StartField
          tour={{ ...tour, duration_days: date.duration_days }}
          values={{ ...values, start: values.start ?? date.start }}
          errors={errors}
          {...(date.bookings_count > 0 ? { disabledHint: text('dates.edit.startLocked') } : {})}
        />
        <TermsFields tour={tour} values={values} errors={errors} />
      </div>
      <div className="office-actions">
        <button type="submit" className="office-button">
          {text('dates.edit.submit')}
        </button>
        <Link className="office-button office-button--secondary" to={cancelPath}>
          {text('dates.edit.cancel')}
        </Link>
      </div>
    </Form>
  )
}

function weekdayName(day: Weekday, locale: string): string {
  // 2023-01-01 was a Sunday: day 0 of the week as JavaScript counts it.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  )
}

/** Monday first, as calendars in both languages print the week. */
const weekOrder: readonly Weekday[] = [...weekdays.slice(1), 0]

/** "Add a series": a range, the days of the week, the same terms; the count follows the choice. */
export function SeriesForm({ tour, answer }: { tour: Tour; answer: DatesActionAnswer | null }) {
  const { text, locale } = useDatesText()
  const mine = answerFor(answer, 'series')
  const values = mine?.values ?? newDateValues
  const errors = mine?.fieldErrors ?? {}
  const [range, setRange] = useState({ from: values.from ?? '', to: values.to ?? '' })
  const [chosen, setChosen] = useState<readonly Weekday[]>(
    (values.weekdays ?? '')
      .split(',')
      .filter((day) => day !== '')
      .map(Number)
      .filter(isWeekday),
  )
  const preview =
    isCalendarDate(range.from) && isCalendarDate(range.to)
      ? seriesStartDates(range, { kind: 'weekly', weekdays: chosen })
      : null
  const count =
    preview === null ? (mine?.seriesCount ?? null) : preview.ok ? preview.dates.length : 0
  return (
    <Form method="post" className="office-form-section" aria-labelledby="series-title" noValidate>
      <h2 id="series-title" className="office-form-section__title">
        {text('dates.series.title')}
      </h2>
      <p className="office-form-section__lead">
        {text('dates.series.lead', { max: MAX_SERIES_DATES })}
      </p>
      <FormMessage message={mine?.message ?? null} />
      <div className="office-form-section__fields">
        {(['from', 'to'] as const).map((field) => (
          <Field
            key={field}
            name={field}
            label={text(field === 'from' ? 'dates.series.from' : 'dates.series.to')}
            errors={errors}
          >
            {(props) => (
              <input
                {...props}
                className="office-input"
                type="date"
                name={field}
                min={addDays(tour.today, 1)}
                required
                value={range[field]}
                onChange={(event) => setRange({ ...range, [field]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <fieldset className="office-dates__weekdays" aria-describedby="series-count">
        <legend className="office-field__label">{text('dates.series.weekdays')}</legend>
        {weekOrder.map((day) => (
          <label key={day} className="office-dates__choice">
            <input
              type="checkbox"
              name="weekdays"
              value={day}
              checked={chosen.includes(day)}
              onChange={(event) =>
                setChosen(
                  event.target.checked ? [...chosen, day] : chosen.filter((other) => other !== day),
                )
              }
            />
            {weekdayName(day, locale)}
          </label>
        ))}
        {errors.weekdays === undefined ? null : (
          <p className="office-field__error">{errors.weekdays}</p>
        )}
      </fieldset>
      <p id="series-count" className="office-dates__count" role="status">
        {count === null ? '' : text('dates.series.preview', { count })}
      </p>
      <div className="office-form-section__fields">
        <TermsFields tour={tour} values={values} errors={errors} />
      </div>
      <div className="office-actions">
        <button type="submit" name="intent" value="series" className="office-button">
          {text('dates.series.submit')}
        </button>
        <button
          type="submit"
          name="intent"
          value="series-preview"
          className="office-button office-button--secondary"
          formNoValidate
        >
          {text('dates.series.previewButton')}
        </button>
      </div>
    </Form>
  )
}
