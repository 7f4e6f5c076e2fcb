import { invoiceStatus } from '../enums/index.ts'
import type { BookingRequestStatus, InvoiceStatus } from '../enums/index.ts'
import { isCanceledStatus } from './booking-process.ts'
import { applyRule, availableRules } from './process.ts'
import type { TransitionResult, TransitionRule } from './process.ts'

export const INVOICE_ACTORS = ['system', 'admin'] as const

export type InvoiceActor = (typeof INVOICE_ACTORS)[number]

/**
 * Payed is final: money going back is a refund, a separate document with its own lifecycle, so a
 * paid invoice is never rewritten.
 */
export const invoiceTransitions = {
  'record-payment': { from: [invoiceStatus.new], to: invoiceStatus.payed, actors: ['system'] },
  cancel: {
    from: [invoiceStatus.new],
    to: invoiceStatus.canceled,
    actors: ['system', 'admin'],
  },
} as const satisfies Record<string, TransitionRule<InvoiceStatus, InvoiceActor>>

export type InvoiceTransition = keyof typeof invoiceTransitions

const rules: Readonly<Record<InvoiceTransition, TransitionRule<InvoiceStatus, InvoiceActor>>> =
  invoiceTransitions

export const invoiceTransitionNames = Object.keys(invoiceTransitions) as InvoiceTransition[]

const finalInvoiceStatuses: readonly InvoiceStatus[] = [invoiceStatus.payed, invoiceStatus.canceled]

export function isInvoiceTransition(value: unknown): value is InvoiceTransition {
  return typeof value === 'string' && Object.hasOwn(invoiceTransitions, value)
}

export function isFinalInvoiceStatus(status: InvoiceStatus): boolean {
  return finalInvoiceStatuses.includes(status)
}

export function isCanceledInvoiceStatus(status: InvoiceStatus): boolean {
  return status === invoiceStatus.canceled
}

export function canInvoiceTransition(
  state: InvoiceStatus,
  transition: InvoiceTransition,
  actor: InvoiceActor,
): boolean {
  return applyRule(rules[transition], state, actor).ok
}

export function applyInvoiceTransition(
  state: InvoiceStatus,
  transition: InvoiceTransition,
  actor: InvoiceActor,
): TransitionResult<InvoiceStatus> {
  return applyRule(rules[transition], state, actor)
}

export function availableInvoiceTransitions(
  state: InvoiceStatus,
  actor: InvoiceActor,
): InvoiceTransition[] {
  return availableRules(rules, state, actor)
}

/**
 * What the system does to an invoice when its booking reaches `bookingStatus`: an unpaid invoice of
 * a canceled booking is canceled so it can no longer be paid; anything else is left alone.
 */
export function invoiceTransitionOnBookingStatus(
  bookingStatus: BookingRequestStatus,
  currentInvoiceStatus: InvoiceStatus,
): InvoiceTransition | null {
  return isCanceledStatus(bookingStatus) && currentInvoiceStatus === invoiceStatus.new
    ? 'cancel'
    : null
}
