import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/index.ts'
import { pricingMessages, prepaymentTypeLabelKey } from './messages.ts'
import { prepaymentTypes } from './tour-date.ts'

describe('§3 prepayment_type name', () => {
  it('names every prepayment type in English and Russian', () => {
    for (const locale of ['en-US', 'ru'] as const) {
      const translate = createTranslator(locale, pricingMessages)
      for (const type of prepaymentTypes) {
        const key = prepaymentTypeLabelKey(type)
        expect(translate(key)).not.toBe(key)
      }
    }
  })

  it('reads the English and Russian names by id', () => {
    expect(createTranslator('en-US', pricingMessages)(prepaymentTypeLabelKey(3))).toBe(
      'Full payment',
    )
    expect(createTranslator('ru', pricingMessages)(prepaymentTypeLabelKey(3))).toBe('Полная оплата')
  })
})
