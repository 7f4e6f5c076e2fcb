import { describe, expect, it } from 'vitest'
import { brandCurrencies } from '../enums/index.ts'
import { sliderConfig } from './slider.ts'

describe('§9 slider maxima and steps', () => {
  it('gives each currency its maximum and step', () => {
    expect(brandCurrencies.map((code) => [code, sliderConfig(code)])).toEqual([
      ['EUR', { min: 0, max: 5000, step: 500 }],
      ['USD', { min: 0, max: 5000, step: 500 }],
      ['RUB', { min: 0, max: 200000, step: 20000 }],
      ['BYN', { min: 0, max: 10000, step: 1000 }],
      ['KZT', { min: 0, max: 1000000, step: 100000 }],
      ['CNY', { min: 0, max: 20000, step: 2000 }],
      ['AED', { min: 0, max: 20000, step: 2000 }],
    ])
  })

  it('gives the §9 brand currency AED, which §9 sets no values for, max 20000 by 2000 or 200', () => {
    expect(sliderConfig('AED')).toEqual({ min: 0, max: 20000, step: 2000 })
    expect(sliderConfig('AED', { alternativeSteps: true })).toEqual({
      min: 0,
      max: 20000,
      step: 200,
    })
  })

  it('maps the alternative set 50, 1000, 200, 100, 5000 to EUR/USD, RUB, CNY, BYN, KZT', () => {
    const steps = (['EUR', 'USD', 'RUB', 'CNY', 'BYN', 'KZT'] as const).map(
      (code) => sliderConfig(code, { alternativeSteps: true }).step,
    )
    expect(steps).toEqual([50, 50, 1000, 200, 100, 5000])
    expect(sliderConfig('RUB', { alternativeSteps: true }).max).toBe(200000)
  })

  it('uses steps that divide the maximum, so the slider reaches it', () => {
    for (const code of brandCurrencies) {
      for (const alternativeSteps of [false, true]) {
        const { max, step } = sliderConfig(code, { alternativeSteps })
        expect(max % step).toBe(0)
      }
    }
  })
})
