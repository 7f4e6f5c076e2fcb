import { ApiBadRequestError, NetworkError } from '@tourmarket/api-client/client'
import { describe, expect, it } from 'vitest'
import { giftCardRefusalOf, giftCardRefusalText } from './gift-card-refusal.ts'
import { giftCardTextFor } from './gift-card-text.ts'

const request = { method: 'POST', path: '/spa/gift-cards/balance' }
const refused = (status: number, code: string, message = 'The API’s own words.') =>
  new ApiBadRequestError({ request, status, body: { code, message } })

describe('a refused gift card code, in the page language', () => {
  it('words each refusal of the API, naming the booking’s currency', () => {
    const english = giftCardTextFor('en-US')
    const said = (code: string, status = 409) =>
      giftCardRefusalText(giftCardRefusalOf(refused(status, code)), english, 'EUR')
    expect(said('gift_card_not_found', 404)).toBe(
      'No gift card has this code. Check it and try again.',
    )
    expect(said('gift_card_expired')).toBe('This gift card has expired and can no longer pay.')
    expect(said('gift_card_empty')).toBe('Nothing is left on this gift card.')
    expect(said('gift_card_currency_differs')).toBe(
      'This gift card pays only bookings in its own currency; this booking is charged in EUR.',
    )
    expect(said('booking_not_payable')).toBe('This booking has nothing to pay now.')
    expect(said('internal_error', 500)).toBe(
      'The gift card could not be checked. Please try again in a minute.',
    )
  })

  it('tells a locked network how long to wait, in Russian too', () => {
    const locked = refused(
      429,
      'gift_card_guesses_locked',
      'Too many wrong gift card codes were tried from your network. Please try again in 3 minutes.',
    )
    expect(giftCardRefusalOf(locked)).toEqual({ kind: 'locked', minutes: 3 })
    expect(giftCardRefusalText(giftCardRefusalOf(locked), giftCardTextFor('ru'))).toBe(
      'Из вашей сети ввели слишком много неверных кодов. Попробуйте снова через 3 минуты.',
    )
    const unsaid = refused(429, 'gift_card_guesses_locked', 'Slow down.')
    expect(giftCardRefusalText(giftCardRefusalOf(unsaid), giftCardTextFor('en-US'))).toBe(
      'Too many wrong codes were tried from your network. Please try again later.',
    )
  })

  it('says the check failed when the API did not answer', () => {
    expect(giftCardRefusalOf(new NetworkError({ request }))).toEqual({
      kind: 'failed',
    })
  })
})
