import { describe, expect, it } from 'vitest'
import { addDays } from '../inputs/calendar.ts'
import { calendarDateInTimeZone } from '../pricing/tour-date.ts'
import { defaultCancellationPolicy, refundDue } from './cancellation-policy.ts'
import type { CancellationPolicy } from './cancellation-policy.ts'
import {
  refundTimeline,
  refundTimelineEntries,
  refundTimelineHeading,
  refundTimelineLines,
} from './refund-timeline.ts'

const startDate = '2031-04-09'
const policy: CancellationPolicy = {
  tiers: [
    { daysBefore: 30, refundPercent: 100 },
    { daysBefore: 7, refundPercent: 50 },
  ],
}
const usd = (amountMinor: number) => `US$${String(amountMinor / 100)}`

describe('refundTimeline', () => {
  it('steps through every tier of the default policy, then nothing', () => {
    // 30 days before 9 April is 10 March: the last full-refund day; 7 days before is 2 April.
    expect(refundTimeline(policy, { paidMinor: 30_000, startDate, today: '2031-01-15' })).toEqual([
      { from: '2031-01-15', amountMinor: 30_000, refundPercent: 100 },
      { from: '2031-03-11', amountMinor: 15_000, refundPercent: 50 },
      { from: '2031-04-03', amountMinor: 0, refundPercent: 0 },
    ])
  })

  it('changes on the exact day a tier ends', () => {
    const lastFullDay = addDays(startDate, -30)
    expect(lastFullDay).toBe('2031-03-10')
    expect(
      refundTimeline(policy, { paidMinor: 30_000, startDate, today: lastFullDay })[0],
    ).toMatchObject({ amountMinor: 30_000 })
    const firstHalfDay = addDays(lastFullDay, 1)
    expect(refundTimeline(policy, { paidMinor: 30_000, startDate, today: firstHalfDay })).toEqual([
      { from: '2031-03-11', amountMinor: 15_000, refundPercent: 50 },
      { from: '2031-04-03', amountMinor: 0, refundPercent: 0 },
    ])
    expect(refundTimeline(policy, { paidMinor: 30_000, startDate, today: '2031-04-02' })).toEqual([
      { from: '2031-04-02', amountMinor: 15_000, refundPercent: 50 },
      { from: '2031-04-03', amountMinor: 0, refundPercent: 0 },
    ])
  })

  it('is a single "nothing" step within the no-refund window and after the start', () => {
    for (const today of ['2031-04-03', '2031-04-09', '2031-04-20']) {
      expect(refundTimeline(policy, { paidMinor: 30_000, startDate, today })).toEqual([
        { from: today, amountMinor: 0, refundPercent: 0 },
      ])
    }
  })

  it('is empty for a free booking or one with nothing paid', () => {
    expect(refundTimeline(policy, { paidMinor: 0, startDate, today: '2031-01-15' })).toEqual([])
  })

  it('covers a tier until the start day, whose refund ends the day after the start', () => {
    const untilStart: CancellationPolicy = {
      tiers: [
        { daysBefore: 14, refundPercent: 100 },
        { daysBefore: 3, refundPercent: 70 },
        { daysBefore: 0, refundPercent: 20 },
      ],
    }
    expect(
      refundTimeline(untilStart, { paidMinor: 10_001, startDate, today: '2031-03-01' }),
    ).toEqual([
      { from: '2031-03-01', amountMinor: 10_001, refundPercent: 100 },
      { from: '2031-03-27', amountMinor: 7_000, refundPercent: 70 },
      { from: '2031-04-07', amountMinor: 2_000, refundPercent: 20 },
      { from: '2031-04-10', amountMinor: 0, refundPercent: 0 },
    ])
  })

  it('is "nothing" at once for a non-refundable policy', () => {
    for (const nonRefundable of [
      { tiers: [] },
      { tiers: [{ daysBefore: 60, refundPercent: 0 }] },
    ]) {
      expect(
        refundTimeline(nonRefundable, { paidMinor: 5_000, startDate, today: '2031-01-01' }),
      ).toEqual([{ from: '2031-01-01', amountMinor: 0, refundPercent: 0 }])
    }
  })

  it('merges tiers that send back the same amount', () => {
    const same: CancellationPolicy = {
      tiers: [
        { daysBefore: 60, refundPercent: 100 },
        { daysBefore: 30, refundPercent: 100 },
        { daysBefore: 10, refundPercent: 40 },
      ],
    }
    expect(refundTimeline(same, { paidMinor: 1_000, startDate, today: '2031-01-01' })).toEqual([
      { from: '2031-01-01', amountMinor: 1_000, refundPercent: 100 },
      { from: '2031-03-11', amountMinor: 400, refundPercent: 40 },
      { from: '2031-03-31', amountMinor: 0, refundPercent: 0 },
    ])
  })

  it('agrees with refundDue on every day up to after the start', () => {
    const today = '2031-01-01'
    for (const tested of [policy, defaultCancellationPolicy]) {
      const steps = refundTimeline(tested, { paidMinor: 12_345, startDate, today })
      for (let day = today; day <= addDays(startDate, 2); day = addDays(day, 1)) {
        const step = steps.filter((candidate) => candidate.from <= day).at(-1)
        expect(step?.amountMinor).toBe(
          refundDue(tested, { paidMinor: 12_345, startDate, today: day }).amountMinor,
        )
      }
    }
  })

  it("counts days in the tour's time zone, as a cancellation does", () => {
    // 22:30 UTC on 10 March is already 11 March in Moscow: the full refund is over there.
    const instant = new Date('2031-03-10T22:30:00Z')
    const inMoscow = calendarDateInTimeZone(instant, 'Europe/Moscow')
    const inNewYork = calendarDateInTimeZone(instant, 'America/New_York')
    expect(refundTimeline(policy, { paidMinor: 100, startDate, today: inMoscow })[0]).toEqual({
      from: '2031-03-11',
      amountMinor: 50,
      refundPercent: 50,
    })
    expect(refundTimeline(policy, { paidMinor: 100, startDate, today: inNewYork })[0]).toEqual({
      from: '2031-03-10',
      amountMinor: 100,
      refundPercent: 100,
    })
  })
})

describe('refundTimelineLines', () => {
  const steps = refundTimeline(policy, { paidMinor: 30_000, startDate, today: '2031-01-15' })

  it('reads "if you cancel today… after… nothing" in English and Russian', () => {
    expect(refundTimelineHeading('en-US')).toBe('What you get back if you cancel')
    expect(refundTimelineLines(steps, 'en-US', usd)).toEqual([
      'If you cancel today: US$300',
      'After Mar 10, 2031: US$150',
      'After Apr 2, 2031: nothing',
    ])
    expect(refundTimelineHeading('ru')).toBe('Сколько вернём при отмене')
    expect(refundTimelineLines(steps, 'ru', usd)).toEqual([
      'При отмене сегодня: US$300',
      'После 10 марта 2031 г.: US$150',
      'После 2 апреля 2031 г.: ничего',
    ])
  })

  it('splits each step into when and what comes back, for a list of terms', () => {
    expect(refundTimelineEntries(steps, 'en-US', usd)).toEqual([
      { when: 'If you cancel today', refund: 'US$300' },
      { when: 'After Mar 10, 2031', refund: 'US$150' },
      { when: 'After Apr 2, 2031', refund: 'nothing' },
    ])
  })

  it('says nothing comes back today within the no-refund window', () => {
    const late = refundTimeline(policy, { paidMinor: 30_000, startDate, today: '2031-04-05' })
    expect(refundTimelineLines(late, 'en-US', usd)).toEqual(['If you cancel today: nothing'])
    expect(refundTimelineLines(late, 'ru', usd)).toEqual(['При отмене сегодня: ничего'])
  })
})
