import { describe, expect, it } from 'vitest'
import {
  paymentFlags,
  providerTaken,
  refundFlags,
  type ProviderCheckoutEvent,
} from './payment-reconciliation.ts'

const paid: ProviderCheckoutEvent = { outcome: 'succeeded', amountMinor: 12_000, currency: 'EUR' }
const declined: ProviderCheckoutEvent = { outcome: 'failed', amountMinor: 12_000, currency: 'EUR' }

describe('payment reconciliation (issue 43 item 6)', () => {
  it('flags nothing when the provider bears a payment out', () => {
    const payment = { status: 'succeeded', amountMinor: 12_000, currency: 'EUR' } as const
    expect(paymentFlags(payment, [declined, paid])).toEqual([])
    expect(paymentFlags(payment, [paid, { ...paid, currency: 'eur' }])).toEqual([])
    expect(paymentFlags({ ...payment, status: 'failed' }, [declined])).toEqual([])
    expect(paymentFlags({ ...payment, status: 'pending' }, [])).toEqual([])
  })

  it('flags a payment marked paid with no provider success event', () => {
    const payment = { status: 'succeeded', amountMinor: 12_000, currency: 'EUR' } as const
    expect(paymentFlags(payment, [])).toEqual(['paid_without_provider_event'])
    expect(paymentFlags(payment, [declined])).toEqual(['paid_without_provider_event'])
  })

  it('flags a provider success we did not record as paid', () => {
    expect(
      paymentFlags({ status: 'expired', amountMinor: 12_000, currency: 'EUR' }, [paid]),
    ).toEqual(['provider_success_not_recorded'])
  })

  it('flags amounts or currencies that differ', () => {
    const payment = { status: 'succeeded', amountMinor: 12_000, currency: 'EUR' } as const
    expect(paymentFlags(payment, [{ ...paid, amountMinor: 11_999 }])).toEqual(['amount_differs'])
    expect(paymentFlags(payment, [{ ...paid, currency: 'USD' }])).toEqual(['amount_differs'])
  })

  it('takes the provider’s success as what it took', () => {
    expect(providerTaken([declined, paid])).toEqual({ amountMinor: 12_000, currency: 'EUR' })
    expect(providerTaken([declined])).toBeNull()
  })

  it('flags nothing for a refund the provider confirmed within what it took', () => {
    const refund = {
      status: 'refunded',
      amountMinor: 6_000,
      currency: 'EUR',
      providerRefundId: 're_1',
    } as const
    expect(refundFlags(refund, { amountMinor: 12_000, currency: 'EUR' })).toEqual([])
    expect(refundFlags({ ...refund, amountMinor: 12_000 }, providerTaken([paid]))).toEqual([])
  })

  it('flags a refund the provider has not confirmed', () => {
    const taken = { amountMinor: 12_000, currency: 'EUR' }
    const refund = { amountMinor: 6_000, currency: 'EUR' }
    for (const status of ['pending', 'failed'] as const) {
      expect(refundFlags({ ...refund, status, providerRefundId: null }, taken)).toEqual([
        'refund_not_confirmed',
      ])
    }
    expect(refundFlags({ ...refund, status: 'refunded', providerRefundId: null }, taken)).toEqual([
      'refund_not_confirmed',
    ])
  })

  it('flags a refund past what the provider took, in another currency, or of nothing taken', () => {
    const refund = {
      status: 'refunded',
      amountMinor: 12_001,
      currency: 'EUR',
      providerRefundId: 're_1',
    } as const
    const taken = { amountMinor: 12_000, currency: 'EUR' }
    expect(refundFlags(refund, taken)).toEqual(['amount_differs'])
    expect(refundFlags({ ...refund, amountMinor: 100, currency: 'RUB' }, taken)).toEqual([
      'amount_differs',
    ])
    expect(refundFlags(refund, null)).toEqual(['refund_without_provider_payment'])
  })
})
