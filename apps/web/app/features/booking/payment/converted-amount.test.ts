import { describe, expect, it } from 'vitest'
import { conversionQuery, convertedMoney } from './converted-amount.ts'

describe('conversionQuery', () => {
  it('asks in major units from the charge currency to the visitor’s', () => {
    expect(conversionQuery(4_500_050, 'RUB', 'USD')).toEqual({
      from_currency: 'RUB',
      to_currency: 'USD',
      amount: '45000.5',
    })
  })

  it('asks nothing when the visitor already sees the charge currency', () => {
    expect(conversionQuery(12_000, 'EUR', 'EUR')).toBeNull()
  })

  it('asks nothing for a currency the brands do not price in, or no amount', () => {
    expect(conversionQuery(12_000, 'GBP', 'EUR')).toBeNull()
    expect(conversionQuery(0, 'RUB', 'EUR')).toBeNull()
    expect(conversionQuery(-5, 'RUB', 'EUR')).toBeNull()
    expect(conversionQuery(1.5, 'RUB', 'EUR')).toBeNull()
  })
})

describe('convertedMoney', () => {
  it('reads the answer in major units of the visitor’s currency', () => {
    const query = { from_currency: 'RUB', to_currency: 'USD', amount: '45000' } as const
    expect(convertedMoney({ result: 489.57 }, query)).toEqual({
      amountMinor: 48_957,
      currency: 'USD',
    })
  })
})
