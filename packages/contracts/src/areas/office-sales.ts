import { bookingRequestStatuses } from '@tourmarket/domain/enums'
import { salesMonthPattern } from '@tourmarket/domain/office'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

// Issue 40 item 6: the organizer's sales per month, per currency, and the bookings behind a month.

const tags = ['organizer office']
const id = z.number().int()
const count = z.number().int().min(0)
const minor = z.number().int().describe('Minor units of `currency`.')

/** Sales reports start with the marketplace; a year far ahead has nothing to show. */
export const SALES_FIRST_YEAR = 2000
export const SALES_LAST_YEAR = 2100

/** A month's (or the year's) figures in one currency; currencies are never added together. */
export const currencySalesSchema = z
  .object({
    currency: z.string().length(3),
    bookings: count.describe('Bookings made, less those canceled with no money kept.'),
    seats: count.describe('Tourists of the bookings not canceled.'),
    gross_minor: minor.describe('Paid less refunded.'),
    commission_minor: minor.describe('The marketplace’s commission under the sales model.'),
    net_minor: minor.describe('Gross less commission.'),
    paid_out_minor: minor.describe('Payouts made for the month.'),
    due_minor: minor.describe('Net less paid out (negative when more was paid out).'),
  })
  .meta({ id: 'OfficeCurrencySales' })
export type CurrencySalesRow = z.infer<typeof currencySalesSchema>

const salesModelSchema = z.number().int().min(1).max(5)

/** GET office/sales. */
export const officeSalesQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Expected a year.' })
    .int({ error: 'Expected a year.' })
    .min(SALES_FIRST_YEAR, { error: 'Expected a year.' })
    .max(SALES_LAST_YEAR, { error: 'Expected a year.' })
    .optional()
    .describe('The calendar year; this year when absent.'),
})

/** GET office/sales: a year of sales, month by month. */
export const officeSalesSchema = z.object({
  year: z.number().int(),
  years: z
    .array(z.number().int())
    .describe('The years with bookings or payouts, and this year, newest first (the selector).'),
  sales_model: salesModelSchema.describe(
    '§3 sales model: 1 marketplace, 2 direct sales, 3 agent, 4 own, 5 third-party agent.',
  ),
  commission_percent: z
    .number()
    .describe('The profile’s percent (a tour’s own overrides it; none for 2 and 4).'),
  months: z
    .array(
      z.object({
        month: z.string().describe('YYYY-MM (a calendar month in UTC).'),
        currencies: z.array(currencySalesSchema).describe('Empty for a month with no activity.'),
      }),
    )
    .length(12),
  totals: z.array(currencySalesSchema).describe('The year, per currency.'),
})
export type OfficeSales = z.infer<typeof officeSalesSchema>

/** GET office/sales/bookings. */
export const officeSalesBookingsQuerySchema = z.object({
  month: z
    .string({ error: 'Expected YYYY-MM.' })
    .regex(salesMonthPattern, { error: 'Expected YYYY-MM.' }),
})

/** GET office/sales/bookings: the bookings made in a month, with each one's money. */
export const officeSalesBookingsSchema = z.object({
  month: z.string(),
  bookings: z
    .array(
      z.object({
        id,
        status: z.literal(bookingRequestStatuses),
        created_at: z.string(),
        tour: z.object({ id, title: z.string() }),
        start_date: z.string().describe('The trip’s first day (yyyy-MM-dd).'),
        contact_name: z.string(),
        tourists_count: count,
        currency: z.string().length(3),
        paid_minor: minor,
        refunded_minor: minor,
        gross_minor: minor,
        commission_percent: z.number(),
        commission_minor: minor,
        net_minor: minor,
      }),
    )
    .describe('Oldest first, canceled ones included (their kept money counts).'),
  currencies: z.array(currencySalesSchema).describe('The month’s figures, as in office/sales.'),
})
export type OfficeSalesBookings = z.infer<typeof officeSalesBookingsSchema>

const notActing =
  ' 403 `forbidden` when the account acts for no organizer (or is no longer on its team).'

export const officeSalesEndpoints = {
  officeSales: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/sales',
    tags,
    summary: 'The organizer’s sales per month (office)',
    description:
      'For an owner or staff member of the profile the account acts for: each month of the year, per currency, the bookings made that month, their seats, gross (paid less refunded), the commission under the profile’s sales model (a tour’s own percent first), net, the payouts for the month and what is still due; the year’s totals.' +
      notActing,
    query: officeSalesQuerySchema,
    signedIn: true,
    response: officeSalesSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  officeSalesBookings: defineEndpoint({
    method: 'GET',
    path: '/crm/api/office/sales/bookings',
    tags,
    summary: 'The bookings behind a sales month (office)',
    description:
      'The bookings the profile’s tours had made in the month (YYYY-MM, UTC), oldest first, each with what was paid and refunded, its commission and net, and the month’s figures.' +
      notActing,
    query: officeSalesBookingsQuerySchema,
    signedIn: true,
    response: officeSalesBookingsSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),
}
