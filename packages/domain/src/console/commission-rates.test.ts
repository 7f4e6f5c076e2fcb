import { describe, expect, it } from 'vitest'
import { salesModel } from '../enums/index.ts'
import {
  initialSalesModelRates,
  isCommissionPercent,
  resolveCommissionPercent,
  salesModelRatesOf,
} from './commission-rates.ts'

const rates = { ...initialSalesModelRates, [salesModel.agent]: 12.5, [salesModel.own]: 2 }

describe('commission per sales model (issue 43 item 2)', () => {
  it('starts from what the marketplace kept before: 15 where it or an agent sells, 0 otherwise', () => {
    expect(initialSalesModelRates).toEqual({ 1: 15, 2: 0, 3: 15, 4: 0, 5: 15 })
  })

  it('takes the sales model’s rate when neither the organizer nor the tour has its own', () => {
    for (const [model, percent] of [
      [salesModel.marketplace, 15],
      [salesModel.directSales, 0],
      [salesModel.agent, 12.5],
      [salesModel.own, 2],
      [salesModel.thirdPartyAgent, 15],
    ] as const) {
      expect(
        resolveCommissionPercent({
          rates,
          salesModel: model,
          organizerOverride: null,
          tourPercent: null,
        }),
      ).toEqual({ percent, source: 'sales-model' })
    }
  })

  it('lets the organizer’s override win over the model, and the tour’s percent over both', () => {
    const organizer = {
      rates,
      salesModel: salesModel.agent,
      organizerOverride: 9,
      tourPercent: null,
    }
    expect(resolveCommissionPercent(organizer)).toEqual({ percent: 9, source: 'organizer' })
    expect(resolveCommissionPercent({ ...organizer, tourPercent: 20 })).toEqual({
      percent: 20,
      source: 'tour',
    })
    // An override of 0 is a rate, not "none".
    expect(resolveCommissionPercent({ ...organizer, organizerOverride: 0 })).toEqual({
      percent: 0,
      source: 'organizer',
    })
  })

  it('refuses a percent outside 0–100 or with more than two decimals', () => {
    expect(isCommissionPercent(0)).toBe(true)
    expect(isCommissionPercent(100)).toBe(true)
    expect(isCommissionPercent(12.25)).toBe(true)
    for (const bad of [-1, 100.01, 1.234, Number.NaN, Infinity, '5']) {
      expect(isCommissionPercent(bad), String(bad)).toBe(false)
    }
    expect(() =>
      resolveCommissionPercent({
        rates,
        salesModel: salesModel.marketplace,
        organizerOverride: 120,
        tourPercent: null,
      }),
    ).toThrow(RangeError)
  })

  it('reads stored rows, keeping the initial rate for a model with no row or a bad one', () => {
    expect(
      salesModelRatesOf([
        { salesModel: 1, percent: 18 },
        { salesModel: 4, percent: 250 },
        { salesModel: 9, percent: 5 },
      ]),
    ).toEqual({ 1: 18, 2: 0, 3: 15, 4: 0, 5: 15 })
  })
})
