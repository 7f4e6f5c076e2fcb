import { describe, expect, it } from 'vitest'
import { brands } from '../brand/brands.ts'
import {
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  deliveryDateRange,
  formatGiftCardCode,
  giftCardAmountProblem,
  giftCardExpiry,
  isDeliveryDateAllowed,
  isGiftCardExpired,
  newGiftCardCode,
  normalizeGiftCardCode,
  redemptionOf,
  splitRefundGiftCardsFirst,
} from './index.ts'

/**
 * The test's byte source (the domain has no Node APIs; the API passes node:crypto's
 * randomBytes): a xorshift generator, enough to show the code takes each byte it is given.
 */
let state = 0x2545f491
const randomBytes = (count: number) =>
  Uint8Array.from({ length: count }, () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return state & 0xff
  })

const card = (balanceMinor: number, currency = 'USD', expiresAt = '2030-01-01T00:00:00Z') => ({
  balanceMinor,
  currency,
  expiresAt: new Date(expiresAt),
})
const now = new Date('2027-01-10T12:00:00Z')

describe('gift card codes', () => {
  it('are 16 symbols of a 32-symbol alphabet without 0, O, 1 or I', () => {
    expect(GIFT_CARD_CODE_ALPHABET).toHaveLength(32)
    expect(new Set(GIFT_CARD_CODE_ALPHABET).size).toBe(32)
    for (const lookAlike of ['0', 'O', '1', 'I'])
      expect(GIFT_CARD_CODE_ALPHABET).not.toContain(lookAlike)
    const code = newGiftCardCode((count) => randomBytes(count))
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/)
    expect(GIFT_CARD_CODE_LENGTH).toBeGreaterThanOrEqual(16)
  })

  it('draw each symbol by the low five bits of a random byte, so none is favoured', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, index) => index * 16 + 31)
    expect(newGiftCardCode(() => bytes)).toBe(
      Array.from(bytes, (byte) => GIFT_CARD_CODE_ALPHABET[byte % 32]).join(''),
    )
    expect(() => newGiftCardCode(() => new Uint8Array(4))).toThrow(/too few/)
  })

  it('differ from draw to draw', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newGiftCardCode(randomBytes)))
    expect(codes.size).toBe(1000)
  })

  it('are read whatever the case, spaces and dashes, and refused when they cannot be codes', () => {
    expect(normalizeGiftCardCode(' abcd-efgh jklm-npqr ')).toBe('ABCDEFGHJKLMNPQR')
    expect(normalizeGiftCardCode('ABCD-EFGH-JKLM-NPQ')).toBeNull()
    expect(normalizeGiftCardCode('ABCD-EFGH-JKLM-NPQ0')).toBeNull()
    expect(normalizeGiftCardCode('ABCD-EFGH-JKLM-NPQRS')).toBeNull()
    expect(formatGiftCardCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR')
  })
})

describe('gift card amounts', () => {
  it('take a custom amount within the currency’s bounds only', () => {
    expect(giftCardAmountProblem(100_00, 'USD')).toBeNull()
    expect(giftCardAmountProblem(24_99, 'USD')).toEqual({ minMinor: 25_00, maxMinor: 2_000_00 })
    expect(giftCardAmountProblem(2_000_01, 'USD')).not.toBeNull()
    expect(giftCardAmountProblem(1_000_00, 'RUB')).not.toBeNull()
    expect(giftCardAmountProblem(10_000_00, 'RUB')).toBeNull()
    expect(giftCardAmountProblem(50_00.5, 'USD')).not.toBeNull()
  })
})

describe('redemption', () => {
  it('pays all that is due when the card holds enough, keeping the rest on it', () => {
    expect(redemptionOf(card(200_00), { amountMinor: 150_00, currency: 'USD' }, now)).toEqual({
      ok: true,
      appliedMinor: 150_00,
      balanceAfterMinor: 50_00,
    })
  })

  it('pays the whole balance of a smaller card, the rest left to pay', () => {
    expect(redemptionOf(card(50_00), { amountMinor: 150_00, currency: 'USD' }, now)).toEqual({
      ok: true,
      appliedMinor: 50_00,
      balanceAfterMinor: 0,
    })
  })

  it('refuses an expired or empty card, another currency and nothing due', () => {
    const due = { amountMinor: 10_00, currency: 'USD' }
    expect(redemptionOf(card(50_00, 'USD', '2027-01-10T12:00:00Z'), due, now)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(redemptionOf(card(0), due, now)).toEqual({ ok: false, reason: 'empty' })
    expect(redemptionOf(card(50_00, 'EUR'), due, now)).toEqual({
      ok: false,
      reason: 'currency_differs',
    })
    expect(redemptionOf(card(50_00), { ...due, amountMinor: 0 }, now)).toEqual({
      ok: false,
      reason: 'nothing_due',
    })
  })
})

describe('expiry', () => {
  it('is the brand’s months after issue, to the instant, a missing day falling back', () => {
    expect(giftCardExpiry(new Date('2027-01-10T12:00:00Z'), 36).toISOString()).toBe(
      '2030-01-10T12:00:00.000Z',
    )
    expect(giftCardExpiry(new Date('2027-08-31T08:00:00Z'), 6).toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    )
  })

  it('is per brand: five years where US law wants it, three on the base brand', () => {
    expect(brands['tourmarket-global'].giftCards.validityMonths).toBe(60)
    expect(brands.tourmarket.giftCards.validityMonths).toBe(36)
  })

  it('ends spending at the instant it names', () => {
    const expiresAt = new Date('2027-01-10T12:00:00Z')
    expect(isGiftCardExpired({ expiresAt }, new Date('2027-01-10T11:59:59Z'))).toBe(false)
    expect(isGiftCardExpired({ expiresAt }, expiresAt)).toBe(true)
  })
})

describe('delivery date', () => {
  it('is today up to a year ahead', () => {
    expect(deliveryDateRange('2027-01-10')).toEqual({ first: '2027-01-10', last: '2028-01-10' })
    expect(deliveryDateRange('2028-02-29').last).toBe('2029-02-28')
    expect(isDeliveryDateAllowed('2027-01-10', '2027-01-10')).toBe(true)
    expect(isDeliveryDateAllowed('2028-01-10', '2027-01-10')).toBe(true)
    expect(isDeliveryDateAllowed('2028-01-11', '2027-01-10')).toBe(false)
    expect(isDeliveryDateAllowed('2027-01-09', '2027-01-10')).toBe(false)
    expect(isDeliveryDateAllowed('2027-02-30', '2027-01-10')).toBe(false)
  })
})

describe('refund split', () => {
  it('goes back to the gift cards first, the rest to the provider', () => {
    const cards = [
      { id: 7, amountMinor: 30_00 },
      { id: 9, amountMinor: 20_00 },
    ]
    expect(splitRefundGiftCardsFirst(40_00, cards)).toEqual({
      giftCards: [
        { id: 7, amountMinor: 30_00 },
        { id: 9, amountMinor: 10_00 },
      ],
      restMinor: 0,
    })
    expect(splitRefundGiftCardsFirst(100_00, cards)).toEqual({ giftCards: cards, restMinor: 50_00 })
    expect(splitRefundGiftCardsFirst(0, cards)).toEqual({ giftCards: [], restMinor: 0 })
  })
})
