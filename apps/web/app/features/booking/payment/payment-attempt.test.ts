import type { Booking } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { isPaymentConfirmed, receivedAmount } from './payment-attempt.ts'

type Invoice = Booking['invoices'][number]

const invoice = (id: number, status: Invoice['status'], amount: number, paidAt: string | null) =>
  ({
    id,
    kind: id === 1 ? 'prepayment' : 'payment',
    status,
    amount,
    currency: 'USD',
    due_date: null,
    paid_at: paidAt,
  }) satisfies Invoice

/** The fields the result pages read; the rest of a booking does not matter to them. */
function booking(
  status: Booking['status'],
  paid: number,
  invoices: Invoice[],
): Pick<Booking, 'status' | 'price' | 'invoices'> {
  return {
    status,
    invoices,
    price: {
      per_tourist: 50_000,
      per_tourist_without_discount: 50_000,
      total: 100_000,
      discount: null,
      prepayment: 30_000,
      paid,
      outstanding: 100_000 - paid,
      cashback: null,
      full_payment_date: '2027-05-01',
      lines: [],
    },
  }
}

describe('the success page waits for the payment to reach the booking', () => {
  it('waits for the invoice the pay page sent the visitor to pay', () => {
    const prepaid = [invoice(1, 2, 30_000, '2026-11-23T10:00:00Z'), invoice(2, 1, 70_000, null)]
    // The prepayment was paid before; the rest is on its way: not yet.
    expect(isPaymentConfirmed(booking(3, 30_000, prepaid), 2)).toBe(false)
    const allPaid = [prepaid[0]!, invoice(2, 2, 70_000, '2026-12-01T09:00:00Z')]
    expect(isPaymentConfirmed(booking(3, 100_000, allPaid), 2)).toBe(true)
    expect(receivedAmount(booking(3, 100_000, allPaid), 2)).toBe(70_000)
  })

  it('without a remembered invoice, takes anything paid and the booking at made prepayment', () => {
    const pending = [invoice(1, 1, 30_000, null)]
    expect(isPaymentConfirmed(booking(2, 0, pending), null)).toBe(false)
    const paid = [invoice(1, 2, 30_000, '2026-11-23T10:00:00Z')]
    expect(isPaymentConfirmed(booking(3, 30_000, paid), null)).toBe(true)
    expect(receivedAmount(booking(3, 30_000, paid), null)).toBe(30_000)
  })

  it('reports the latest paid invoice when the remembered one is not the booking’s', () => {
    const paid = [
      invoice(1, 2, 30_000, '2026-11-23T10:00:00Z'),
      invoice(2, 2, 70_000, '2026-12-01T09:00:00Z'),
    ]
    expect(isPaymentConfirmed(booking(3, 100_000, paid), 99)).toBe(true)
    expect(receivedAmount(booking(3, 100_000, paid), 99)).toBe(70_000)
  })
})
