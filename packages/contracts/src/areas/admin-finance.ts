import { reconciliationFlags } from '@tourmarket/domain/console'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { recordIdSchema } from './common.ts'
import { SALES_FIRST_YEAR, SALES_LAST_YEAR, currencySalesSchema } from './office-sales.ts'

// Issue 43 item 6: the operator console's finance section, read-only. The payments and refunds
// ledger reconciled with the payment provider's stored events, the payouts due to each organizer
// month by month and the marketplace's commission, for staff with the finance or admin role.

const tags = ['operator console']
const id = z.number().int()
const minor = z.number().int().describe('Minor units of `currency`.')
const instant = z.string().describe('An ISO 8601 instant.')
const calendarDate = z
  .string({ error: 'Expected yyyy-MM-dd.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'Expected yyyy-MM-dd.' })
const refused =
  ' 403 `forbidden` for anyone but staff signed in as staff with the finance or admin role.'

export const ledgerStatuses = ['pending', 'succeeded', 'failed', 'expired', 'refunded'] as const

/** Ledger pages are long so that a CSV takes few calls. */
export const LEDGER_PAGE_MAX = 500

/** GET admin/finance/ledger. */
export const adminFinanceLedgerQuerySchema = z.object({
  from: calendarDate.optional().describe('The first day (UTC) of the rows’ dates.'),
  to: calendarDate.optional().describe('The last day (UTC) of the rows’ dates, included.'),
  status: z
    .enum(ledgerStatuses)
    .optional()
    .describe(
      'A payment’s (`pending`, `succeeded`, `failed`, `expired`) or a refund’s (`pending`, `refunded`, `failed`) status.',
    ),
  organizer_id: recordIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(LEDGER_PAGE_MAX).default(50),
})
export type AdminFinanceLedgerQuery = z.input<typeof adminFinanceLedgerQuerySchema>

export const adminLedgerRowSchema = z.object({
  kind: z
    .enum(['payment', 'refund'])
    .describe('`payment`: a checkout opened at the provider; `refund`: money sent back of one.'),
  id: id.describe('The payment attempt’s or the refund’s id.'),
  at: instant.describe('When the checkout was opened or the refund recorded.'),
  booking_id: id,
  organizer: z.object({ id, name: z.string() }),
  amount_minor: minor.describe('The invoice’s amount for a payment, the refund’s amount.'),
  currency: z.string().length(3),
  status: z.enum(ledgerStatuses),
  detail: z
    .string()
    .describe(
      'A payment’s invoice kind (`prepayment`, `payment`, `full`) or a refund’s reason (`cancellation`, `duplicate_payment`, `invoice_canceled`).',
    ),
  provider: z.string(),
  provider_reference: z
    .string()
    .nullable()
    .describe('The checkout session’s id, or the provider’s refund id (null until it confirms).'),
  provider_events: z
    .array(
      z.object({
        event_id: z.string(),
        type: z.string().describe('The provider’s event type, as received.'),
        outcome: z.enum(['succeeded', 'failed']),
        amount_minor: minor,
        currency: z.string(),
        received_at: instant,
      }),
    )
    .describe(
      'The stored provider events about the checkout (for a refund: of the payment it returns).',
    ),
  flags: z
    .array(z.enum(reconciliationFlags))
    .describe(
      'Where the provider does not bear the row out (empty when it does): `paid_without_provider_event`, `provider_success_not_recorded`, `amount_differs`, `refund_not_confirmed`, `refund_without_provider_payment`.',
    ),
})

export const adminFinanceLedgerSchema = z.object({
  data: z.array(adminLedgerRowSchema),
  meta: z.object({
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
    total_pages: z.number().int().min(0),
  }),
})
export type AdminFinanceLedger = z.infer<typeof adminFinanceLedgerSchema>

/** GET admin/finance/payouts and admin/finance/commission. */
export const adminFinanceYearQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Expected a year.' })
    .int({ error: 'Expected a year.' })
    .min(SALES_FIRST_YEAR, { error: 'Expected a year.' })
    .max(SALES_LAST_YEAR, { error: 'Expected a year.' })
    .optional()
    .describe('The calendar year (months in UTC); this year when absent.'),
  organizer_id: recordIdSchema.optional(),
})

const organizerTermsSchema = z.object({
  organizer: z.object({ id, name: z.string() }),
  sales_model: z.number().int().min(1).max(5).describe('§3 sales model.'),
  commission_percent: z
    .number()
    .describe('The profile’s percent (a tour’s own overrides it; none for 2 and 4).'),
})

export const adminFinancePayoutsSchema = z.object({
  year: z.number().int(),
  rows: z
    .array(
      organizerTermsSchema.extend({
        month: z.string().describe('YYYY-MM (a calendar month in UTC).'),
        currencies: z.array(currencySalesSchema),
      }),
    )
    .describe(
      'One row per organizer and month with bookings or payouts, by month then organizer name: what was sold less refunds less commission (net), paid out, and due.',
    ),
  totals: z.array(currencySalesSchema).describe('The year, every organizer, per currency.'),
})
export type AdminFinancePayouts = z.infer<typeof adminFinancePayoutsSchema>

export const adminFinanceCommissionSchema = z.object({
  year: z.number().int(),
  rows: z
    .array(organizerTermsSchema.extend({ currencies: z.array(currencySalesSchema) }))
    .describe('One row per organizer with sales in the year, by name: its year per currency.'),
  totals: z.array(currencySalesSchema).describe('The year, every organizer, per currency.'),
})
export type AdminFinanceCommission = z.infer<typeof adminFinanceCommissionSchema>

const errors = { 400: ['validation_failed'], 401: ['unauthorized'], 403: ['forbidden'] } as const

export const adminFinanceEndpoints = {
  adminFinanceLedger: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/finance/ledger',
    summary: 'Payments and refunds ledger (console)',
    description: `Every checkout opened at the payment provider and every refund, newest first, filtered by day (UTC), status and organizer, each held against the provider's stored events and flagged where they disagree: a payment marked paid with no success event, a success not recorded, amounts that differ, a refund the provider has not confirmed. Read-only.${refused}`,
    query: adminFinanceLedgerQuerySchema,
    signedIn: true,
    response: adminFinanceLedgerSchema,
    errors,
  }),

  adminFinancePayouts: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/finance/payouts',
    summary: 'Payouts per organizer per month (console)',
    description: `A year of every organizer's sales month by month, as its office's sales report counts them (a booking belongs to the month it was made in, UTC): paid less refunds less the commission of its sales model, what was paid out and what is due. Read-only.${refused}`,
    query: adminFinanceYearQuerySchema,
    signedIn: true,
    response: adminFinancePayoutsSchema,
    errors,
  }),

  adminFinanceCommission: defineEndpoint({
    method: 'GET',
    tags,
    path: '/crm/api/admin/finance/commission',
    summary: 'Commission report (console)',
    description: `The marketplace's commission of a year per organizer and currency, with each organizer's sales model and percent, and the year's totals. Read-only.${refused}`,
    query: adminFinanceYearQuerySchema,
    signedIn: true,
    response: adminFinanceCommissionSchema,
    errors,
  }),
}
