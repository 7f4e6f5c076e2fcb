import { tripDatesText } from '../i18n/calendar-date-text.ts'
import { createTranslator } from '../i18n/translator.ts'
import type { AreaMessages, Locale, MessageCatalogue } from '../i18n/catalogue.ts'
import { addDays } from '../inputs/calendar.ts'
import type { CalendarDate } from '../inputs/calendar.ts'
import { refundDue } from './cancellation-policy.ts'
import type { CancellationPolicy } from './cancellation-policy.ts'

/**
 * One step of a refund timeline: from the day `from` (a calendar day where the tour starts, as
 * refundDue counts them) until the next step's `from`, a cancellation sends back `amountMinor`.
 */
export type RefundStep = {
  readonly from: CalendarDate
  readonly amountMinor: number
  readonly refundPercent: number
}

/**
 * What a cancellation would send back of `paidMinor` from `today` on (issue 44 item 4): the
 * first step is today's refund, each next one starts the day after a tier's deadline has passed,
 * and the last is the first day nothing comes back (at the latest the day after the start; a
 * step that would send back what the one before does is left out). Every amount is
 * `refundDue`'s for that day, the very function a cancellation uses, so the timeline cannot
 * disagree with the refund. Days are the tour's calendar days: the caller passes today in the
 * tour's time zone, as the cancellation does. Nothing paid, no timeline.
 */
export function refundTimeline(
  policy: CancellationPolicy,
  input: { paidMinor: number; startDate: CalendarDate; today: CalendarDate },
): RefundStep[] {
  if (input.paidMinor <= 0) return []
  const { paidMinor, startDate, today } = input
  // The days a refund may change: the day after each tier's last day, and the day after the start.
  const changes = [
    ...policy.tiers.map((tier) => addDays(startDate, 1 - tier.daysBefore)),
    addDays(startDate, 1),
  ]
  const days = [today, ...new Set(changes.filter((day) => day > today))].sort()
  const steps: RefundStep[] = []
  for (const day of days) {
    const due = refundDue(policy, { paidMinor, startDate, today: day })
    const last = steps.at(-1)
    if (last !== undefined && last.amountMinor === due.amountMinor) continue
    steps.push({ from: day, amountMinor: due.amountMinor, refundPercent: due.refundPercent })
    if (due.amountMinor === 0) break
  }
  return steps
}

type TimelineMessageKey =
  | 'refundTimeline.heading'
  | 'refundTimeline.today'
  | 'refundTimeline.after'
  | 'refundTimeline.nothing'

const enUs = {
  'refundTimeline.heading': 'What you get back if you cancel',
  'refundTimeline.today': 'If you cancel today',
  'refundTimeline.after': 'After {date}',
  'refundTimeline.nothing': 'nothing',
} satisfies Record<TimelineMessageKey, string>

const ru = {
  'refundTimeline.heading': 'Сколько вернём при отмене',
  'refundTimeline.today': 'При отмене сегодня',
  'refundTimeline.after': 'После {date}',
  'refundTimeline.nothing': 'ничего',
} satisfies Record<TimelineMessageKey, string>

const timelineMessages: AreaMessages = {
  'en-US': enUs as MessageCatalogue,
  ru: ru as MessageCatalogue,
}

/** The timeline's heading ("What you get back if you cancel"). */
export function refundTimelineHeading(locale: Locale): string {
  return createTranslator(locale, timelineMessages)('refundTimeline.heading')
}

/** One step in words: when ("If you cancel today", "After Mar 10, 2031") and what comes back. */
export type RefundTimelineEntry = { readonly when: string; readonly refund: string }

/**
 * The timeline in words, one entry per step: "If you cancel today" — "US$300", "After Mar 10,
 * 2031" — "US$150", "After Apr 2, 2031" — "nothing". A step from a day reads "after" the day
 * before it, in the site's date format (tripDatesText); `money` formats an amount as the page
 * shows prices.
 */
export function refundTimelineEntries(
  steps: readonly RefundStep[],
  locale: Locale,
  money: (amountMinor: number) => string,
): RefundTimelineEntry[] {
  const translate = createTranslator(locale, timelineMessages)
  return steps.map((step, index) => {
    const before = addDays(step.from, -1)
    return {
      when:
        index === 0
          ? translate('refundTimeline.today')
          : translate('refundTimeline.after', { date: tripDatesText(before, before, locale) }),
      refund:
        step.amountMinor === 0 ? translate('refundTimeline.nothing') : money(step.amountMinor),
    }
  })
}

/** The same as one line per step: "If you cancel today: US$300", "After Apr 2, 2031: nothing". */
export function refundTimelineLines(
  steps: readonly RefundStep[],
  locale: Locale,
  money: (amountMinor: number) => string,
): string[] {
  return refundTimelineEntries(steps, locale, money).map(({ when, refund }) => `${when}: ${refund}`)
}
