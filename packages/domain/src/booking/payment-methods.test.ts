import { describe, expect, it } from 'vitest'
import { paymentOptions } from './payment-methods.ts'

const russianBrand = { russianIsAvailable: true }
const internationalBrand = { russianIsAvailable: false }

describe('payment methods per brand, language and currency', () => {
  it('offers SBP and Mir on the Russian site of a Russian brand for a rouble invoice', () => {
    expect(paymentOptions(russianBrand, 'ru', 'RUB')).toEqual({
      methods: ['card', 'sbp'],
      cardNetworks: ['Visa', 'Mastercard', 'Mir'],
    })
  })

  it('offers a card alone on the English site, whatever the currency', () => {
    for (const currency of ['RUB', 'USD', 'EUR']) {
      expect(paymentOptions(russianBrand, 'en-US', currency)).toEqual({
        methods: ['card'],
        cardNetworks: ['Visa', 'Mastercard'],
      })
    }
  })

  it('offers a card alone for an invoice SBP cannot pay (not roubles)', () => {
    expect(paymentOptions(russianBrand, 'ru', 'USD').methods).toEqual(['card'])
  })

  it('offers a card alone on a brand without a Russian site', () => {
    expect(paymentOptions(internationalBrand, 'ru', 'RUB').methods).toEqual(['card'])
  })
})
