import { describe, expect, it } from 'vitest'
import {
  guaranteeDecisionDate,
  guaranteeDecisionLimits,
  guaranteeMeter,
} from './departure-guarantee.ts'

describe('departure guarantee (issue 44 item 1)', () => {
  it('puts the decision day so many days before the start, two weeks by default', () => {
    expect(guaranteeDecisionLimits.defaultDays).toBe(14)
    expect(guaranteeDecisionDate('2027-06-20', 14)).toBe('2027-06-06')
    expect(guaranteeDecisionDate('2027-03-01', 1)).toBe('2027-02-28')
    expect(guaranteeDecisionDate('2028-01-10', 30)).toBe('2027-12-11')
  })

  it('waits while fewer than the minimum booked and the decision day is ahead', () => {
    const meter = guaranteeMeter(
      { booked: 7, minTravellers: 10, decisionDate: '2027-06-06' },
      '2027-06-05',
    )
    expect(meter).toEqual({
      booked: 7,
      minTravellers: 10,
      filled: 7,
      missing: 3,
      decisionDate: '2027-06-06',
      state: 'waiting',
    })
  })

  it('is decided from the decision day on when the minimum was not reached', () => {
    const facts = { booked: 2, minTravellers: 10, decisionDate: '2027-06-06' }
    expect(guaranteeMeter(facts, '2027-06-06').state).toBe('decided')
    expect(guaranteeMeter(facts, '2027-06-19').state).toBe('decided')
  })

  it('is reached once the minimum books, before or after the decision day, the bar full', () => {
    const reached = guaranteeMeter(
      { booked: 12, minTravellers: 10, decisionDate: '2027-06-06' },
      '2027-05-01',
    )
    expect(reached).toMatchObject({ state: 'reached', booked: 12, filled: 10, missing: 0 })
    expect(
      guaranteeMeter({ booked: 10, minTravellers: 10, decisionDate: '2027-06-06' }, '2027-06-10')
        .state,
    ).toBe('reached')
  })

  it('reads nonsense counts as the nearest sense: none booked, a minimum of one', () => {
    const meter = guaranteeMeter(
      { booked: -3, minTravellers: 0, decisionDate: '2027-06-06' },
      '2027-05-01',
    )
    expect(meter).toMatchObject({ booked: 0, minTravellers: 1, filled: 0, missing: 1 })
    expect(meter.state).toBe('waiting')
  })
})
