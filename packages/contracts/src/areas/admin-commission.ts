import { defineEndpoint } from '../endpoint.ts'
import { bodyRecordId } from './bookings.ts'
import { captchaRequiredBodySchema } from './common.ts'
import { z } from 'zod'

// Issue 43 item 2: the commission percent per §3 sales model (1 marketplace, 2 direct sales,
// 3 agent, 4 own, 5 third-party agent), read by finance and admins and set by admins, and an
// organizer's own percent over its model's. A new booking keeps the percent in force when it is
// made, so a change never moves past figures.

const tags = ['operator console']
const required = { error: 'Required field.' }

const percentSchema = z
  .number(required)
  .min(0, { error: 'From 0 to 100.' })
  .max(100, { error: 'From 0 to 100.' })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-9, {
    error: 'At most two decimals.',
  })
  .describe('A percent, 0 to 100, at most two decimals.')

export const adminCommissionRatesSchema = z.object({
  data: z.array(
    z.object({
      sales_model: z.number().int().min(1).max(5),
      percent: z.number(),
      organizers_count: z.number().int().min(0).describe('Organizers of this model.'),
      overridden_count: z
        .number()
        .int()
        .min(0)
        .describe('Of those, how many have their own percent.'),
      updated_at: z.string().nullable(),
    }),
  ),
})
export type AdminCommissionRates = z.infer<typeof adminCommissionRatesSchema>

export const adminCommissionRateBodySchema = z.object({
  sales_model: z.number(required).int().min(1, { error: '1 to 5.' }).max(5, { error: '1 to 5.' }),
  percent: percentSchema,
})

export const adminOrganizerCommissionBodySchema = z.object({
  id: bodyRecordId(),
  percent: percentSchema
    .nullable()
    .describe('The organizer’s own percent; null follows its model.'),
})

export const adminOrganizerCommissionSchema = z.object({
  id: z.number().int(),
  sales_model: z.number().int(),
  override_percent: z.number().nullable(),
  percent: z.number().describe('The percent in force for its new bookings.'),
})
export type AdminOrganizerCommission = z.infer<typeof adminOrganizerCommissionSchema>

const writeErrors = {
  400: ['validation_failed'],
  401: ['unauthorized'],
  403: ['forbidden'],
  429: ['captcha_required'],
} as const

export const adminCommissionEndpoints = {
  adminCommissionRates: defineEndpoint({
    method: 'GET',
    path: '/crm/api/admin/commission/rates',
    tags,
    summary: 'Commission per sales model (console)',
    description:
      'The commission percent of each sales model, with how many organizers follow it. 403 `forbidden` for anyone but staff signed in as staff with the finance or admin role.',
    signedIn: true,
    response: adminCommissionRatesSchema,
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  }),

  adminCommissionRateSet: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/commission/rate',
    tags,
    summary: 'Set a sales model’s commission (console)',
    description:
      'Sets the percent new bookings of the model’s organizers are made at (those without their own percent); bookings made before keep theirs. Audited. 403 `forbidden` for anyone but admins.',
    signedIn: true,
    body: adminCommissionRateBodySchema,
    response: adminCommissionRatesSchema,
    errors: writeErrors,
    errorBodies: { 429: captchaRequiredBodySchema },
  }),

  adminOrganizerCommission: defineEndpoint({
    method: 'POST',
    path: '/crm/api/admin/organizer/commission',
    tags,
    summary: 'Set an organizer’s own commission (console)',
    description:
      'Sets the organizer’s own percent over its model’s, or (null) makes it follow its model again; for its new bookings only. Audited. 404 `organizer_not_found`. 403 `forbidden` for anyone but admins.',
    signedIn: true,
    body: adminOrganizerCommissionBodySchema,
    response: adminOrganizerCommissionSchema,
    errors: { ...writeErrors, 404: ['organizer_not_found'] },
    errorBodies: { 429: captchaRequiredBodySchema },
  }),
}
