import { describe, expect, it } from 'vitest'
import {
  cancellationPolicyHeading,
  cancellationPolicyLines,
  cancellationPolicyProblems,
  cancellationPolicySummary,
  daysBeforeStart,
  defaultCancellationPolicy,
  refundDue,
  splitRefund,
} from './cancellation-policy.ts'
import type { CancellationPolicy } from './cancellation-policy.ts'

const policy: CancellationPolicy = {
  tiers: [
    { daysBefore: 30, refundPercent: 100 },
    { daysBefore: 7, refundPercent: 50 },
  ],
}
const startDate = '2030-06-30'

describe('refundDue', () => {
  it('refunds everything exactly 30 days before and more', () => {
    expect(refundDue(policy, { paidMinor: 30_000, startDate, today: '2030-05-31' })).toEqual({
      amountMinor: 30_000,
      refundPercent: 100,
      tier: { daysBefore: 30, refundPercent: 100 },
      daysBefore: 30,
    })
    expect(
      refundDue(policy, { paidMinor: 30_000, startDate, today: '2030-01-01' }).amountMinor,
    ).toBe(30_000)
  })

  it('refunds half from 29 to 7 days before', () => {
    expect(refundDue(policy, { paidMinor: 30_000, startDate, today: '2030-06-01' })).toMatchObject({
      amountMinor: 15_000,
      refundPercent: 50,
      daysBefore: 29,
    })
    expect(
      refundDue(policy, { paidMinor: 30_000, startDate, today: '2030-06-23' }).refundPercent,
    ).toBe(50)
  })

  it('refunds nothing past the last deadline, on the start day and after the start', () => {
    for (const today of ['2030-06-24', '2030-06-30', '2030-07-02']) {
      expect(refundDue(policy, { paidMinor: 30_000, startDate, today })).toMatchObject({
        amountMinor: 0,
        refundPercent: 0,
        tier: null,
      })
    }
  })

  it('a tier of 0 days covers the start day, never a day after it', () => {
    const untilStart: CancellationPolicy = { tiers: [{ daysBefore: 0, refundPercent: 100 }] }
    expect(refundDue(untilStart, { paidMinor: 500, startDate, today: startDate }).amountMinor).toBe(
      500,
    )
    expect(
      refundDue(untilStart, { paidMinor: 500, startDate, today: '2030-07-01' }).amountMinor,
    ).toBe(0)
  })

  it('refunds nothing of nothing paid', () => {
    expect(refundDue(policy, { paidMinor: 0, startDate, today: '2030-01-01' })).toMatchObject({
      amountMinor: 0,
      refundPercent: 100,
    })
  })

  it('rounds down to the minor unit', () => {
    const third: CancellationPolicy = { tiers: [{ daysBefore: 1, refundPercent: 33 }] }
    expect(refundDue(third, { paidMinor: 1_001, startDate, today: '2030-06-01' }).amountMinor).toBe(
      330,
    )
  })

  it('counts calendar days across a month and a leap day', () => {
    expect(daysBeforeStart('2028-03-01', '2028-02-28')).toBe(2)
    expect(daysBeforeStart('2030-06-30', '2030-06-30')).toBe(0)
    expect(daysBeforeStart('2030-06-30', '2030-07-01')).toBe(-1)
  })
})

describe('cancellationPolicyProblems', () => {
  it('accepts the default policy and an empty (non-refundable) one', () => {
    expect(cancellationPolicyProblems(defaultCancellationPolicy)).toEqual([])
    expect(cancellationPolicyProblems({ tiers: [] })).toEqual([])
  })

  it('names unsorted tiers, growing refunds and values out of range', () => {
    const problems = cancellationPolicyProblems({
      tiers: [
        { daysBefore: 7, refundPercent: 50 },
        { daysBefore: 30, refundPercent: 100 },
        { daysBefore: -1, refundPercent: 101 },
        { daysBefore: 2.5, refundPercent: 0 },
      ],
    })
    expect(problems).toEqual([
      { tier: 1, field: 'days_before', message: expect.stringContaining('earliest deadline') },
      { tier: 1, field: 'refund_percent', message: expect.stringContaining('cannot refund more') },
      { tier: 2, field: 'days_before', message: expect.stringContaining('0 to 365') },
      { tier: 2, field: 'refund_percent', message: expect.stringContaining('0 to 100') },
      { tier: 2, field: 'refund_percent', message: expect.stringContaining('cannot refund more') },
      { tier: 3, field: 'days_before', message: expect.stringContaining('0 to 365') },
      { tier: 3, field: 'days_before', message: expect.stringContaining('earliest deadline') },
    ])
  })

  it('refuses two tiers with the same deadline and too many tiers', () => {
    expect(
      cancellationPolicyProblems({
        tiers: [
          { daysBefore: 7, refundPercent: 50 },
          { daysBefore: 7, refundPercent: 20 },
        ],
      }).map((problem) => problem.field),
    ).toEqual(['days_before'])
    const many = Array.from({ length: 7 }, (_, index) => ({
      daysBefore: 70 - index,
      refundPercent: 10,
    }))
    expect(cancellationPolicyProblems({ tiers: many })).toEqual([
      { tier: null, field: 'tiers', message: 'At most 6 tiers.' },
    ])
  })
})

describe('splitRefund', () => {
  const payments = [
    { id: 1, amountMinor: 9_000 },
    { id: 2, amountMinor: 21_000 },
  ]

  it('takes a partial refund from the latest payment first', () => {
    expect(splitRefund(15_000, payments)).toEqual([{ paymentId: 2, amountMinor: 15_000 }])
  })

  it('spreads a refund larger than the last payment over the earlier ones', () => {
    expect(splitRefund(30_000, payments)).toEqual([
      { paymentId: 2, amountMinor: 21_000 },
      { paymentId: 1, amountMinor: 9_000 },
    ])
    expect(splitRefund(0, payments)).toEqual([])
  })
})

describe('policy in words', () => {
  it('says the most generous refund on a card, in both languages', () => {
    expect(cancellationPolicySummary(policy, 'en-US')).toBe(
      'Free cancellation until 30 days before',
    )
    expect(cancellationPolicySummary(policy, 'ru')).toBe('Бесплатная отмена за 30 дней до начала')
    expect(
      cancellationPolicySummary({ tiers: [{ daysBefore: 1, refundPercent: 100 }] }, 'en-US'),
    ).toBe('Free cancellation until 1 day before')
    expect(
      cancellationPolicySummary({ tiers: [{ daysBefore: 14, refundPercent: 50 }] }, 'ru'),
    ).toBe('Возврат 50 % при отмене за 14 дней')
    expect(cancellationPolicySummary({ tiers: [] }, 'en-US')).toBe('Non-refundable')
    expect(cancellationPolicySummary({ tiers: [] }, 'ru')).toBe('Без возврата')
  })

  it('lists every tier and what comes after on a page', () => {
    expect(cancellationPolicyLines(policy, 'en-US')).toEqual([
      'Cancel 30 days or more before the start: full refund',
      'Cancel 7 days or more before the start: 50% refund',
      'Later: no refund',
    ])
    expect(cancellationPolicyLines(policy, 'ru')).toEqual([
      'Отмена за 30 дней до начала и раньше: полный возврат',
      'Отмена за 7 дней до начала и раньше: возврат 50 %',
      'Позже: без возврата',
    ])
    expect(
      cancellationPolicyLines({ tiers: [{ daysBefore: 0, refundPercent: 100 }] }, 'en-US'),
    ).toEqual(['Cancel by the start day: full refund', 'After the start: no refund'])
    expect(cancellationPolicyLines({ tiers: [] }, 'en-US')).toEqual(['No refund on cancellation'])
  })
})

describe('cancellationPolicyHeading', () => {
  it('names the policy in both languages', () => {
    expect(cancellationPolicyHeading('en-US')).toBe('Cancellation policy')
    expect(cancellationPolicyHeading('ru')).toBe('Условия отмены')
  })
})
