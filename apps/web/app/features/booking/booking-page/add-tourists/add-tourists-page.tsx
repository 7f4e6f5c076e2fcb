import type { TouristsInfo } from '@tourmarket/contracts'
import { tripDatesText } from '@tourmarket/domain/i18n'
import type { FieldSchema } from '@tourmarket/domain/validation'
import { Button, Counter, useForm } from '@tourmarket/ui'
import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { showApiFailure } from '../../../../lib/api-failure.ts'
import { useApiCall } from '../../../../lib/api-call.ts'
import { FormMessage } from '../booking-dialog.tsx'
import { bookingMoney, dayRangeText, todayText } from '../booking-format.ts'
import { useBookingText } from '../booking-text.ts'
import { addedNoticeSearch } from '../booking/booking-notice.ts'
import {
  TOURIST_FIELDS,
  touristFieldName,
  touristRules,
} from '../../../../lib/booking/tourist-form.ts'
import { TouristFields } from '../tourist-fields.tsx'
import { AddTouristsTripCard } from './trip-card.tsx'
import { emptyTouristsValues, touristInputOf, touristValuesAt } from '../tourist-form.ts'

const indices = (count: number) => Array.from({ length: count }, (_, index) => index)

/** What the tourists being added cost and when it is due, said before they are added. */
function AddedPrice({
  price,
  count,
}: {
  price: NonNullable<TouristsInfo['added_tourist_price']>
  count: number
}) {
  const { text, locale } = useBookingText()
  return (
    <p className="bp-add__price" aria-live="polite" data-testid="added-price">
      <strong>
        {text('bookingPage.add.price', {
          amount: bookingMoney(price.per_tourist * count, price.currency),
        })}
      </strong>{' '}
      {price.due_date === null
        ? text('bookingPage.add.withFirst')
        : text('bookingPage.add.dueBy', {
            date: tripDatesText(price.due_date, price.due_date, locale),
          })}
    </p>
  )
}

/**
 * §2 add tourists to a booking by its uuid link: as many new tourists as there are free seats
 * (the counter stops there), each with the §3 fields the checkout asks, then §7 add-tourists. The
 * booking page then says how many were added and offers to pay for them.
 */
export function AddTouristsPage({
  info,
  bookingPagePath,
}: {
  info: TouristsInfo
  bookingPagePath: string
}) {
  const { text, t, formatValidation, locale, path } = useBookingText()
  const call = useApiCall()
  const navigate = useNavigate()
  // Seats left on the date, and room left under the brand's cap on one booking.
  const maxCount = Math.min(
    info.number_of_free_seats,
    info.form.max_tourists - info.tourists.length,
  )
  const [count, setCount] = useState(1)
  const [message, setMessage] = useState<string | null>(null)
  // The Idempotency-Key of what was sent last: pressing again after a lost answer sends the same
  // key (the API answers as before and adds nobody twice); a changed form is a new request.
  const sent = useRef<{ key: string; body: string } | null>(null)
  const today = todayText()

  const rules: Record<string, FieldSchema> = {}
  for (const index of indices(count)) {
    Object.assign(
      rules,
      touristRules(
        index,
        info.form,
        {
          phone: t('validation.phone'),
          birthdayInPast: text('bookingPage.tourist.birthdayInPast'),
          wholeNumber: text('bookingPage.tourist.wholeNumber'),
        },
        today,
      ),
    )
  }
  const form = useForm<Record<string, string>>(rules, {
    initialValues: emptyTouristsValues(Math.max(maxCount, 1)),
    formatMessage: formatValidation,
    onSubmit: async (values) => {
      setMessage(null)
      const tourists = indices(count).map((index) => touristInputOf(touristValuesAt(values, index)))
      const body = JSON.stringify(tourists)
      if (sent.current?.body !== body) sent.current = { key: crypto.randomUUID(), body }
      try {
        await call('requestAddTourists', {
          body: { uuid: info.uuid, tourists },
          idempotencyKey: sent.current.key,
        })
        await navigate(`${path(bookingPagePath)}${addedNoticeSearch(count)}`)
      } catch (error) {
        const fields = indices(count).flatMap((index) =>
          TOURIST_FIELDS.map((field) => touristFieldName(index, field)),
        )
        setMessage(showApiFailure(form, error, fields, text('bookingPage.error.generic')))
      }
    },
  })

  const closed = !info.can_add_tourists || maxCount < 1
  return (
    <main className="bp-page bp-add">
      <header className="bp-page__header">
        <h1 className="bp-page__title">{text('bookingPage.add.title')}</h1>
        <p className="bp-page__meta">
          {info.tour.name} · {dayRangeText(info.tour_date.start, info.tour_date.end, locale)}
        </p>
      </header>
      <AddTouristsTripCard tourId={info.tour.id} />
      <section className="bp-card" aria-labelledby="bp-add-current">
        <h2 id="bp-add-current" className="bp-card__title">
          {text('bookingPage.add.current', { count: info.tourists.length })}
        </h2>
        <ul className="bp-add__names">
          {info.tourists.map((tourist, index) => (
            <li key={index}>
              {tourist.first_name} {tourist.last_name}
            </li>
          ))}
        </ul>
      </section>
      {closed ? (
        <div className="bp-note bp-note--warning">
          <p className="bp-note__title">{text('bookingPage.add.closed')}</p>
          <Link to={path(bookingPagePath)}>{text('bookingPage.add.back')}</Link>
        </div>
      ) : (
        <form
          className="bp-form bp-add__form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(event)}
        >
          <section className="bp-card" aria-labelledby="bp-add-new">
            <h2 id="bp-add-new" className="bp-card__title">
              {text('bookingPage.add.new')}
            </h2>
            <p className="bp-tourist__muted">
              {text('bookingPage.add.seats', { count: info.number_of_free_seats })}
            </p>
            <Counter
              label={text('bookingPage.add.count')}
              value={count}
              onValueChange={setCount}
              min={1}
              max={maxCount}
              formatValue={(value) => text('bookingPage.add.countValue', { count: value })}
              decrementLabel={text('bookingPage.add.fewer')}
              incrementLabel={text('bookingPage.add.more')}
            />
          </section>
          {indices(count).map((index) => (
            <fieldset key={index} className="bp-card bp-add__tourist">
              <legend className="bp-card__title bp-add__legend">
                {text('bookingPage.add.tourist', { number: info.tourists.length + index + 1 })}
              </legend>
              <TouristFields form={form} index={index} flags={info.form} today={today} />
            </fieldset>
          ))}
          <FormMessage message={message} />
          {info.added_tourist_price === undefined ? null : (
            <AddedPrice price={info.added_tourist_price} count={count} />
          )}
          <div className="bp-add__submit">
            <Button type="submit" loading={form.submitting}>
              {text('bookingPage.add.submit', { count })}
            </Button>
            <Link to={path(bookingPagePath)}>{text('bookingPage.add.back')}</Link>
          </div>
        </form>
      )}
    </main>
  )
}
