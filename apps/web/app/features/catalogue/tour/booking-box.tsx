import type { TourDate } from '@tourmarket/contracts'
import { paymentSchedule } from '@tourmarket/domain/booking'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { tripDatesText, utcCalendarDate } from '@tourmarket/domain/i18n'
import { Button, Counter, Select } from '@tourmarket/ui'
import { useState, type ReactNode } from 'react'
import { GuaranteeMeter } from '../../../components/guarantee-meter/guarantee-meter.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { INDIVIDUAL_TOUR_PARAM, TOURISTS_PARAM } from '../../../lib/booking-paths.ts'
import { useShellLocale } from '../../../lib/shell-data.ts'
import { nearestBookableDate } from './tour-page-model.ts'
import './booking-box.css'

/**
 * The tour page's booking box: a date, the number of travellers (within the seats left and the
 * brand's cap per booking), the total and what is due when booking (paymentSchedule, the quote's
 * own rule, on the prices the page shows), and 'Book' to the checkout with that many travellers.
 * A GET form: before hydration 'Book' sends the count, and − / + go to the checkout with theirs.
 */
export function BookingBox({
  dates,
  currency,
  checkoutPath,
  offerUuid,
  datesText,
  renderPrice,
  timezone,
  testId = 'tour-booking',
}: {
  dates: readonly TourDate[]
  currency: BrandCurrency
  /** The checkout of a date, in the page language, without a query. */
  checkoutPath: (date: TourDate) => string
  /** The individual offer whose link opened the page, carried to the checkout; or null. */
  offerUuid: string | null
  datesText: (date: TourDate) => string
  renderPrice: (date: TourDate) => ReactNode
  /** The tour's start city's zone: today there decides where a meter stands. */
  timezone?: string
  /** Tells the desktop box from the phone sheet's copy of it, both in the page at once. */
  testId?: string
}) {
  const { t, formatMoney, locale } = useI18n()
  const { brand } = useShellLocale()
  const [dateId, setDateId] = useState(nearestBookableDate(dates)?.id)
  const [travellers, setTravellers] = useState(1)
  const chosen = dates.find((date) => date.id === dateId)
  if (chosen === undefined) {
    return (
      <div className="tour-booking" data-testid={testId}>
        <p className="tour-muted">{t('tour.noDates')}</p>
      </div>
    )
  }
  const max = Math.max(
    1,
    Math.min(chosen.number_of_free_seats, brand.booking.maxTouristsPerBooking),
  )
  const count = Math.min(travellers, max)
  const schedule = paymentSchedule({
    perTouristMinor: chosen.price,
    depositPerTouristMinor: chosen.prepayment_amount,
    touristsCount: count,
    startDate: chosen.start,
    fullPaymentDays: chosen.full_payment_days,
    today: utcCalendarDate(new Date()),
  })
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency })
  const rest = schedule.totalMinor - schedule.prepaymentMinor
  return (
    <form method="get" action={checkoutPath(chosen)} className="tour-booking" data-testid={testId}>
      <p className="tour-booking__price">
        {renderPrice(chosen)}
        <span className="tour-muted">{t('tour.perPerson')}</span>
      </p>
      <Select
        label={t('tour.date')}
        items={dates.map((date) => ({ value: date.id, text: datesText(date) }))}
        value={chosen.id}
        onValueChange={(value) => setDateId(Number(value))}
      />
      <Counter
        label={t('tour.travellers')}
        value={count}
        min={1}
        max={max}
        onValueChange={setTravellers}
        formatValue={(value) => t('count.tourists', { count: value })}
        decrementLabel={t('tour.fewerTravellers')}
        incrementLabel={t('tour.moreTravellers')}
        submitName={TOURISTS_PARAM}
        disabled={chosen.is_busy}
      />
      {/* One traveller is the checkout's default. After the counter: a − or + pressed before
          hydration sends its own count first. */}
      {count > 1 ? <input type="hidden" name={TOURISTS_PARAM} value={count} /> : null}
      {offerUuid === null ? null : (
        <input type="hidden" name={INDIVIDUAL_TOUR_PARAM} value={offerUuid} />
      )}
      <dl className="tour-booking__sum" aria-live="polite" data-testid="tour-booking-sum">
        <div className="tour-booking__row tour-booking__row--total">
          <dt>{t('tour.widgetTotal')}</dt>
          <dd>{money(schedule.totalMinor)}</dd>
        </div>
        <div className="tour-booking__row">
          <dt>
            {chosen.not_guaranteed ? t('tour.widgetDueOnConfirmation') : t('tour.widgetDueNow')}
          </dt>
          <dd>{money(schedule.prepaymentMinor)}</dd>
        </div>
      </dl>
      {rest > 0 && schedule.fullPaymentDate !== null ? (
        <p className="tour-muted tour-booking__note">
          {t('tour.widgetRest', {
            amount: money(rest),
            date: tripDatesText(schedule.fullPaymentDate, schedule.fullPaymentDate, locale),
          })}
        </p>
      ) : null}
      {chosen.departure_guarantee === null ? null : (
        <GuaranteeMeter
          guarantee={chosen.departure_guarantee}
          timezone={timezone}
          testId={`${testId}-guarantee`}
        />
      )}
      {chosen.not_guaranteed ? (
        <p className="tour-muted tour-booking__note">{t('tour.widgetRequest')}</p>
      ) : null}
      <Button type="submit" className="tour-booking__button" disabled={chosen.is_busy}>
        {t('tour.book')}
      </Button>
    </form>
  )
}
