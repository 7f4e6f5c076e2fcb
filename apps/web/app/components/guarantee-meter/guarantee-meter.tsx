import type { DepartureGuarantee } from '@tourmarket/contracts'
import { guaranteeMeter } from '@tourmarket/domain/booking'
import { calendarDateText, utcCalendarDate } from '@tourmarket/domain/i18n'
import { calendarDateInTimeZone } from '@tourmarket/domain/pricing'
import { useId } from 'react'
import { createTextHook } from '../../lib/feature-text.ts'
import { guaranteeMessages, type GuaranteeMessageKey } from './guarantee-messages.ts'
import './guarantee-meter.css'

const useGuaranteeText = createTextHook<GuaranteeMessageKey>(guaranteeMessages).useText

/**
 * Issue 44 item 1: how a date that is not guaranteed stands — "7 of at least 10 travellers
 * booked" with a meter (the text says it all; the bar is not the only sign), the day the
 * organizer decides, and the full refund by that day if it does not run. `compact` is the tour
 * card's one line. Today is the tour's (its start city's zone) where the page knows it.
 */
export function GuaranteeMeter({
  guarantee,
  timezone,
  compact = false,
  label,
  testId = 'guarantee-meter',
}: {
  guarantee: NonNullable<DepartureGuarantee>
  timezone?: string
  compact?: boolean
  /** Which date the compact line is of (a card lists several). */
  label?: string
  testId?: string
}) {
  const { text, locale } = useGuaranteeText()
  const textId = useId()
  const now = new Date()
  const today =
    timezone === undefined ? utcCalendarDate(now) : calendarDateInTimeZone(now, timezone)
  const meter = guaranteeMeter(
    {
      booked: guarantee.booked,
      minTravellers: guarantee.min_travellers,
      decisionDate: guarantee.decision_date,
    },
    today,
  )
  const day = calendarDateText(meter.decisionDate, locale, {
    month: compact ? 'short' : 'long',
    year: !compact,
  })
  const counts = { booked: meter.booked, count: meter.minTravellers }
  const bar = (
    <meter
      className="guarantee-meter__bar"
      min={0}
      max={meter.minTravellers}
      value={meter.filled}
      aria-labelledby={textId}
    />
  )
  if (compact) {
    return (
      <p
        className={`guarantee-meter guarantee-meter--compact guarantee-meter--${meter.state}`}
        data-testid={testId}
      >
        {bar}
        <span id={textId}>
          {label === undefined ? null : `${label}: `}
          {text('guarantee.bookedShort', counts)} ·{' '}
          {meter.state === 'reached'
            ? text('guarantee.reachedShort')
            : text('guarantee.decisionShort', { date: day })}
        </span>
      </p>
    )
  }
  return (
    <div className={`guarantee-meter guarantee-meter--${meter.state}`} data-testid={testId}>
      <p className="guarantee-meter__count" id={textId} aria-live="polite">
        {text('guarantee.booked', counts)}
      </p>
      {bar}
      <p className="guarantee-meter__note">
        {meter.state === 'reached'
          ? text('guarantee.reached')
          : meter.state === 'waiting'
            ? text('guarantee.waiting', { date: day })
            : text('guarantee.decided', { date: day })}
      </p>
      {meter.state === 'reached' ? null : (
        <p className="guarantee-meter__note">{text('guarantee.refund', { date: day })}</p>
      )}
    </div>
  )
}
