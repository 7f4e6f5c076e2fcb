import type { BookingQuote, SavedTraveller } from '@tourmarket/contracts'
import { BOOKING_COMMENT_MAX_LENGTH } from '@tourmarket/contracts/limits'
import { createLatestOnly, isCancellation } from '@tourmarket/api-client/client'
import { bookingRequestStatus } from '@tourmarket/domain/enums'
import {
  Button,
  Checkbox,
  ConsentCheckbox,
  Counter,
  TextField,
  Textarea,
  useForm,
} from '@tourmarket/ui'
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { shownTouristFields } from '../../../lib/booking/tourist-form.ts'
import { useRequiredUser } from '../../../lib/session-context.tsx'
import { useApiCall } from '../../../lib/api-call.ts'
import { useCountries } from '../../../lib/use-countries.ts'
import { bookingFailure, createIdempotencyKeys } from '../booking-failure.ts'
import { useBookingFlowText } from '../booking-flow-text.ts'
import { useBookingPaths } from '../../../lib/booking-paths.ts'
import { BookingPhoneInput, checkboxField, textField, TouristFieldset } from './checkout-fields.tsx'
import {
  checkoutRuleMessages,
  checkoutRules,
  contactField,
  createBookingBody,
  initialCheckoutValues,
  splitFieldErrors,
} from './checkout-form.ts'
import { alertOf, utcToday, type CheckoutAlert } from './checkout-alert.ts'
import { RECOUNT_FIELD, type CheckoutPosted } from './checkout-posted.ts'
import { CostLines } from './cost-lines.tsx'
import type { CheckoutAllIn } from './checkout.server.ts'
import { ChargeStatement } from '../payment/charge-statement.tsx'
import { CancellationPolicyDetails } from '../../../components/cancellation-policy/cancellation-policy.tsx'
import { AllInCostTable, dateAllInCost } from '../../../components/all-in-cost/all-in-cost.tsx'
import { TripSummary } from '../trip-summary.tsx'
import './booking-flow.css'
import './checkout.css'

/**
 * The checkout of one tour date (decision 0016): the number of tourists (re-priced by the server
 * on every change), one fieldset per tourist, the contact, a comment, tickets when the brand
 * offers them, the consent, and the server's price. Sent once per filled form: the
 * Idempotency-Key makes a double press or a retry book once.
 */
export function CheckoutPage({
  initialQuote,
  idempotencyKey,
  individualTourUuid,
  allIn,
  posted,
}: {
  initialQuote: BookingQuote
  /** The key a post without JavaScript books with (a second post of the page books once). */
  idempotencyKey: string
  /** The individual offer whose own date is booked (its uuid opens the closed date), or null. */
  individualTourUuid: string | null
  /** The date as the tour page shows it, for the all-in cost (issue 44 item 5); null: none. */
  allIn: CheckoutAllIn | null
  /** What the route's action answered to a post without JavaScript (issue 16). */
  posted: CheckoutPosted | undefined
}) {
  const flow = useBookingFlowText()
  const { text, t, path, formatValidation } = flow
  const paths = useBookingPaths()
  const navigate = useNavigate()
  const call = useApiCall()
  const user = useRequiredUser(path('/login'))
  const countries = useCountries().list
  const [quote, setQuote] = useState(posted?.quote ?? initialQuote)
  const [touristsCount, setTouristsCount] = useState(
    posted?.touristsCount ?? initialQuote.tourists_count,
  )
  const [quoting, setQuoting] = useState(false)
  // Why the price shown is not the price of the count chosen (a refused or failed quote).
  const [quoteNote, setQuoteNote] = useState<string | null>(null)
  const [alert, setAlert] = useState<CheckoutAlert | null>(posted?.alert ?? null)
  const alertRef = useRef<HTMLDivElement>(null)
  const idempotencyKeys = useRef(createIdempotencyKeys())
  const [today] = useState(utcToday)
  const tourPath = path(`/${quote.tour.slug}`)

  // §7 "cancels previous": a newer count supersedes the quote still on its way.
  const requote = useMemo(
    () =>
      createLatestOnly((signal: AbortSignal, count: number) =>
        call('bookingQuote', {
          query: {
            tour_date_id: quote.tour_date_id,
            tourists_count: count,
            ...(individualTourUuid === null ? {} : { individual_tour_uuid: individualTourUuid }),
          },
          signal,
        }),
      ),
    [call, quote.tour_date_id, individualTourUuid],
  )
  useEffect(() => () => requote.cancel(), [requote])

  const showAlert = (next: CheckoutAlert) => {
    setAlert(next)
    // After the frame that renders it: the visitor (and a screen reader) lands on what to do.
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  /** A refusal told how many seats are left: the counter and the note follow it. */
  const learnFreeSeats = (free: number) =>
    setQuote((previous) => ({ ...previous, number_of_free_seats: free }))

  const changeCount = (count: number) => {
    setTouristsCount(count)
    setQuoting(true)
    requote(count).then(
      (next) => {
        setQuote(next)
        setQuoteNote(null)
        setQuoting(false)
      },
      (error: unknown) => {
        if (isCancellation(error)) return
        setQuoting(false)
        const failure = bookingFailure(error)
        if (failure.kind === 'not-enough-seats') {
          // Someone booked meanwhile: the visitor lowers the count (the counter lets them).
          if (failure.freeSeats !== null) learnFreeSeats(failure.freeSeats)
          setQuoteNote(failure.message ?? text('checkout.error.quote'))
        } else if (failure.kind === 'not-bookable') {
          showAlert({ text: text('checkout.error.notBookable'), tourLink: true })
        } else {
          console.warn('The booking quote could not be updated', error)
          setQuoteNote(text('checkout.error.quote'))
        }
      },
    )
  }

  const rules = checkoutRules(touristsCount, quote.form, checkoutRuleMessages(flow), today)
  const fieldNames = Object.keys(rules)

  const form = useForm(rules, {
    initialValues: { ...initialCheckoutValues(user), ...posted?.values },
    initialErrors: posted?.fieldErrors ?? {},
    formatMessage: formatValidation,
    onSubmit: async (values) => {
      setAlert(null)
      const body = createBookingBody(
        values,
        touristsCount,
        quote.tour_date_id,
        quote.form,
        individualTourUuid,
      )
      const key = idempotencyKeys.current.keyFor(body)
      try {
        const booking = await call('requestCreate', { body, idempotencyKey: key })
        // Instant booking waits for its prepayment: straight on to pay. A request waits for the
        // organizer: its page says it was sent.
        await navigate(
          booking.status === bookingRequestStatus.pendingPrepayment
            ? path(paths.payByUuid(booking.uuid))
            : `${path(paths.booking(booking.id))}?created=1`,
        )
      } catch (error) {
        const failure = bookingFailure(error)
        if (!failure.retrySameKey) idempotencyKeys.current.release()
        const { shown, other } = splitFieldErrors(failure.fieldErrors, fieldNames)
        form.setErrors(shown)
        if (failure.kind === 'not-enough-seats' && failure.freeSeats !== null) {
          learnFreeSeats(failure.freeSeats)
        }
        const firstField = fieldNames.find((name) => shown[name] !== undefined)
        if (failure.kind === 'fields' && other.length === 0 && firstField !== undefined) {
          setAlert({ text: text('checkout.fixFields'), tourLink: false })
          document.getElementsByName(firstField)[0]?.focus()
        } else {
          showAlert(alertOf(failure, other, text))
        }
      }
    },
  })

  // The profile can arrive after the first render (a session restored in the browser): the
  // contact and the lead traveller take it unless the visitor has typed there already.
  const prefillContact = useEffectEvent(() => {
    for (const [name, value] of Object.entries(initialCheckoutValues(user))) {
      const registration = form.register(name)
      if (registration.value === '' && typeof value === 'string' && value !== '') {
        registration.onValueChange(value)
      }
    }
  })
  const profileId = user?.id ?? null
  useEffect(() => {
    if (profileId !== null) prefillContact()
  }, [profileId])

  // Issue 42: the account's saved travellers, offered on each tourist; a failure offers none.
  const [savedTravellers, setSavedTravellers] = useState<readonly SavedTraveller[]>([])
  useEffect(() => {
    if (profileId === null) return
    let current = true
    call('savedTravellers', {})
      .then((answer) => {
        if (current) setSavedTravellers(answer.data)
      })
      .catch((error: unknown) => {
        console.warn('The saved travellers could not be loaded', error)
      })
    return () => {
      current = false
    }
  }, [call, profileId])

  // More tourists than seats left (seats went meanwhile): the counter still steps down from there.
  const maxTourists = Math.min(
    Math.max(quote.number_of_free_seats, touristsCount, 1),
    quote.form.max_tourists,
  )

  return (
    <main className="booking-flow checkout-page">
      <header className="booking-flow__head">
        <p className="booking-flow__eyebrow">{text('checkout.eyebrow')}</p>
        <h1 className="booking-flow__title">{quote.tour.name}</h1>
      </header>
      <form
        className="checkout-layout"
        method="post"
        noValidate
        onSubmit={(event) => void form.handleSubmit(event)}
      >
        <input type="hidden" name="tourists_count" value={touristsCount} />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <div className="checkout-main">
          <section className="booking-card" aria-labelledby="checkout-travellers">
            <h2 id="checkout-travellers" className="booking-card__title">
              {text('checkout.travellers')}
            </h2>
            <Counter
              label={text('checkout.touristsCount')}
              value={touristsCount}
              min={1}
              max={maxTourists}
              onValueChange={changeCount}
              formatValue={(count) => t('count.tourists', { count })}
              decrementLabel={text('checkout.fewer')}
              incrementLabel={text('checkout.more')}
              className="checkout-counter"
              submitName={RECOUNT_FIELD}
            />
            <p className="booking-flow__muted">
              {text('checkout.seatsLeft', { count: quote.number_of_free_seats })}
            </p>
          </section>
          {Array.from({ length: touristsCount }, (_, index) => (
            <TouristFieldset
              key={index}
              form={form}
              index={index}
              fields={shownTouristFields(quote.form, index === 0)}
              countries={countries}
              today={today}
              savedTravellers={savedTravellers}
            />
          ))}
          <section className="booking-card" aria-labelledby="checkout-contact">
            <h2 id="checkout-contact" className="booking-card__title">
              {text('checkout.contact')}
            </h2>
            <p className="booking-flow__muted booking-card__lead">{text('checkout.contactLead')}</p>
            <div className="checkout-grid">
              <TextField
                label={text('checkout.field.firstName')}
                autoComplete="given-name"
                maxLength={100}
                {...textField(form, contactField('first_name'))}
              />
              <TextField
                label={text('checkout.field.lastName')}
                autoComplete="family-name"
                maxLength={100}
                {...textField(form, contactField('last_name'))}
              />
              <TextField
                label={text('checkout.field.email')}
                type="email"
                autoComplete="email"
                {...textField(form, contactField('email'))}
              />
              <BookingPhoneInput
                form={form}
                name={contactField('phone')}
                label={text('checkout.field.phone')}
                countries={countries}
              />
            </div>
          </section>
          <section className="booking-card" aria-labelledby="checkout-comment">
            <h2 id="checkout-comment" className="booking-flow__visually-hidden">
              {text('checkout.comment')}
            </h2>
            <Textarea
              label={text('checkout.comment')}
              hint={text('checkout.commentHint', { max: BOOKING_COMMENT_MAX_LENGTH })}
              rows={3}
              maxLength={BOOKING_COMMENT_MAX_LENGTH}
              {...textField(form, 'comment')}
            />
            {quote.form.tickets_request_enabled ? (
              <Checkbox
                label={text('checkout.ticketsRequest')}
                hint={text('checkout.ticketsRequestHint')}
                {...checkboxField(form, 'tickets_request')}
              />
            ) : null}
          </section>
        </div>
        <aside className="checkout-aside" aria-labelledby="checkout-summary">
          <div className="booking-card checkout-panel">
            <h2 id="checkout-summary" className="booking-flow__visually-hidden">
              {text('checkout.summary')}
            </h2>
            <TripSummary tour={quote.tour} date={quote.tour_date}>
              <p className="booking-flow__muted">{t('count.tourists', { count: touristsCount })}</p>
            </TripSummary>
            <div className="checkout-panel__price" aria-busy={quoting}>
              <CostLines
                lines={quote.lines}
                total={quote.total}
                currency={quote.currency}
                approximateTotal={quote.in_visitor_currency}
              />
              <p role="status" className="checkout-panel__status">
                {quoting ? text('checkout.updating') : (quoteNote ?? '')}
              </p>
            </div>
            <p className="checkout-panel__mode">
              {quote.instant_booking ? text('checkout.instant') : text('checkout.confirmFirst')}
            </p>
            {allIn === null ? null : (
              <AllInCostTable
                cost={dateAllInCost({
                  date: allIn.date,
                  extraCosts: allIn.extraCosts,
                  timezone: allIn.timezone,
                  travellers: touristsCount,
                  currency: allIn.currency,
                })}
                currency={allIn.currency}
                headingLevel={3}
                className="checkout-panel__all-in"
              />
            )}
            <CancellationPolicyDetails policy={quote.cancellation_policy} headingLevel={3} />
            <ConsentCheckbox
              text={t('consent.text')}
              termsText={t('consent.termsLink')}
              privacyText={t('consent.privacyLink')}
              termsUrl={path('/agreement')}
              privacyUrl={path('/privacy')}
              {...checkboxField(form, 'consent')}
            />
            <div ref={alertRef} role="alert" tabIndex={-1} className="booking-flow__alert-slot">
              {alert === null ? null : (
                <div className="booking-flow__alert">
                  <p>{alert.text}</p>
                  {alert.tourLink ? (
                    <Link to={tourPath}>{text('bookingFlow.tourLink')}</Link>
                  ) : null}
                </div>
              )}
            </div>
            <ChargeStatement
              amountMinor={quote.prepayment}
              currency={quote.currency}
              converted={
                quote.in_visitor_currency === null
                  ? null
                  : {
                      amountMinor: quote.in_visitor_currency.prepayment,
                      currency: quote.in_visitor_currency.currency,
                    }
              }
              when={quote.instant_booking ? 'now' : 'after-confirmation'}
            />
            <Button type="submit" className="checkout-panel__submit" loading={form.submitting}>
              {quote.instant_booking
                ? text('checkout.submitInstant')
                : text('checkout.submitRequest')}
            </Button>
          </div>
        </aside>
      </form>
    </main>
  )
}
