import { describe, expect, it } from 'vitest'
import { amountText, formFieldOf, parseAmountMinor, termsFromForm } from './date-form-values.ts'

describe('the office date forms’ values (issue 40 item 3)', () => {
  it('reads prices typed in major units', () => {
    expect(parseAmountMinor('1200')).toBe(120_000)
    expect(parseAmountMinor('1 200,5')).toBe(120_050)
    expect(parseAmountMinor('1200.05')).toBe(120_005)
    expect(parseAmountMinor('12.345')).toBeNull()
    expect(parseAmountMinor('-5')).toBeNull()
    expect(parseAmountMinor('')).toBeNull()
    expect(amountText(120_000)).toBe('1200')
    expect(amountText(120_005)).toBe('1200.05')
  })

  it('makes the API’s terms, the prepayment size read by its type', () => {
    const posted = {
      price: '950.50',
      discount_percent: '',
      number_of_seats: '10',
      group: 'minimum',
      min_travellers: '4',
      prepayment_type: '2',
      prepayment_size: '100',
      full_payment_days: '21',
    }
    expect(termsFromForm(posted)).toEqual({
      problems: {},
      terms: {
        base_price_minor: 95_050,
        discount_percent: 0,
        number_of_seats: 10,
        not_guaranteed: true,
        min_travellers: 4,
        prepayment_type: 2,
        prepayment_size: 10_000,
        full_payment_days: 21,
      },
    })
    const guaranteed = termsFromForm({ ...posted, group: 'guaranteed', prepayment_type: '3' })
    expect(guaranteed.terms).toMatchObject({
      not_guaranteed: false,
      min_travellers: null,
      prepayment_size: 0,
    })
    expect(
      termsFromForm({ ...posted, group: 'minimum', min_travellers: '' }).terms.min_travellers,
    ).toBeNull()
    // The decision day goes with a minimum group only; left empty, the API's default or the stored one.
    expect(termsFromForm({ ...posted, decision_days: '10' }).terms.decision_days).toBe(10)
    expect(termsFromForm({ ...posted, decision_days: '' }).terms).not.toHaveProperty(
      'decision_days',
    )
    expect(
      termsFromForm({ ...posted, group: 'guaranteed', decision_days: '10' }).terms,
    ).not.toHaveProperty('decision_days')
    expect(termsFromForm({ ...posted, decision_days: 'soon' }).problems).toEqual({
      decision_days: 'dates.error.number',
    })
  })

  it('names each field it cannot read', () => {
    const { problems } = termsFromForm({
      price: 'cheap',
      number_of_seats: 'ten',
      full_payment_days: '',
    })
    expect(problems).toEqual({
      price: 'dates.error.price',
      number_of_seats: 'dates.error.number',
      prepayment_size: 'dates.error.number',
      full_payment_days: 'dates.error.number',
    })
    expect(formFieldOf('base_price_minor')).toBe('price')
    expect(formFieldOf('number_of_seats')).toBe('number_of_seats')
  })
})
