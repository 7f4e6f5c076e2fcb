import { formatValidationMessage, validateForm } from '@tourmarket/domain/validation'
import { describe, expect, it } from 'vitest'
import {
  chosenAmountMinor,
  CUSTOM_AMOUNT,
  giftCardOrderBody,
  giftCardOrderRules,
  type GiftCardOrderValues,
} from './gift-card-order-form.ts'

const words = {
  currency: 'Choose a currency.',
  wholeAmount: 'Enter a whole amount.',
  amount: (currency: string) => `Enter an amount in ${currency} within its bounds.`,
  deliveryDate: 'Choose a day from today up to a year ahead.',
}
const today = '2026-03-10'
const rules = giftCardOrderRules(words, ['RUB', 'EUR', 'USD'], today)

const filled = (changes: Partial<GiftCardOrderValues> = {}): GiftCardOrderValues => ({
  currency: 'EUR',
  amount: '100',
  custom_amount: '',
  sender_name: 'Olga',
  recipient_name: 'Ivan Petrov',
  recipient_email: 'ivan@example.com',
  message: 'Happy birthday!',
  delivery_date: today,
  ...changes,
})

/** The failing fields' messages, as the form shows them. */
function errorsOf(values: GiftCardOrderValues): Record<string, string[]> {
  const result = validateForm(rules, values)
  if (result.valid) return {}
  return Object.fromEntries(
    Object.entries(result.errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [
        field,
        messages.map((message) => formatValidationMessage(message, 'en-US')),
      ]),
  )
}

describe('the gift card buy form', () => {
  it('takes a ready amount, or the typed one when "Other amount" is chosen or nothing is', () => {
    expect(chosenAmountMinor(filled())).toBe(100_00)
    expect(chosenAmountMinor(filled({ amount: CUSTOM_AMOUNT, custom_amount: '1 500' }))).toBe(
      1_500_00,
    )
    expect(chosenAmountMinor(filled({ amount: '', custom_amount: '75' }))).toBe(75_00)
    expect(chosenAmountMinor(filled({ amount: CUSTOM_AMOUNT }))).toBeNull()
    expect(chosenAmountMinor(filled({ amount: CUSTOM_AMOUNT, custom_amount: '50.5' }))).toBe(
      'notWhole',
    )
  })

  it('passes a filled form and builds the API body from it', () => {
    expect(errorsOf(filled({ message: '  Hi  ' }))).toEqual({})
    expect(giftCardOrderBody(filled({ message: '  Hi  ', sender_name: ' Olga ' }))).toEqual({
      amount: 100_00,
      currency: 'EUR',
      sender_name: 'Olga',
      recipient_name: 'Ivan Petrov',
      recipient_email: 'ivan@example.com',
      message: 'Hi',
      delivery_date: today,
    })
  })

  it('names the amount outside the currency’s bounds, or not whole', () => {
    expect(errorsOf(filled({ amount: CUSTOM_AMOUNT, custom_amount: '10' })).amount).toEqual([
      'Enter an amount in EUR within its bounds.',
    ])
    // Fifty roubles is a fiftieth of the smallest rouble card.
    expect(errorsOf(filled({ currency: 'RUB', amount: '50' })).amount).toEqual([
      'Enter an amount in RUB within its bounds.',
    ])
    expect(errorsOf(filled({ amount: CUSTOM_AMOUNT, custom_amount: '30,5' })).amount).toEqual([
      'Enter a whole amount.',
    ])
    expect(errorsOf(filled({ amount: CUSTOM_AMOUNT })).amount).toHaveLength(1)
  })

  it('names a currency the brand does not sell, and only that', () => {
    const errors = errorsOf(filled({ currency: 'AED' }))
    expect(errors.currency).toEqual(['Choose a currency.'])
    expect(errors.amount ?? []).toEqual([])
  })

  it('names the recipient’s e-mail, the names, a long message and a day out of range', () => {
    const errors = errorsOf(
      filled({
        recipient_email: 'nobody',
        sender_name: ' ',
        recipient_name: '',
        message: 'x'.repeat(501),
        delivery_date: '2027-03-11',
      }),
    )
    expect(Object.keys(errors).sort()).toEqual([
      'delivery_date',
      'message',
      'recipient_email',
      'recipient_name',
      'sender_name',
    ])
    expect(errors.delivery_date).toEqual([words.deliveryDate])
    expect(errorsOf(filled({ delivery_date: '2026-03-09' })).delivery_date).toEqual([
      words.deliveryDate,
    ])
    expect(errorsOf(filled({ delivery_date: '2027-03-10' }))).toEqual({})
  })
})
