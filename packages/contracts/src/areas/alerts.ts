import {
  DEFAULT_PRICE_DROP_PERCENT,
  PRICE_DROP_PERCENT_MAX,
  PRICE_DROP_PERCENT_MIN,
  alertDeliveries,
} from '@tourmarket/domain/alerts'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { recordIdSchema, successSchema } from './common.ts'

/** A saved search's query is the tours page's filter; longer is not one. */
const SEARCH_QUERY_MAX = 2000
const SEARCH_LABEL_MAX = 300

/** What a tourist sets on an alert (issue 44 item 2). */
export const alertSettingsSchema = z.object({
  new_dates: z.boolean().default(true).describe('A tour alert: tell of new dates.'),
  price_drop_percent: z
    .number()
    .int()
    .min(PRICE_DROP_PERCENT_MIN)
    .max(PRICE_DROP_PERCENT_MAX)
    .nullable()
    .default(DEFAULT_PRICE_DROP_PERCENT)
    .describe(
      'A tour alert: tell of a date whose price falls by at least this percent; null: not.',
    ),
  seat_freed: z
    .boolean()
    .default(true)
    .describe('A tour alert: tell of a seat freed on a date that was sold out.'),
  delivery: z
    .enum(alertDeliveries)
    .default('instant')
    .describe('instant: each at once; digest: one mail a day.'),
  by_messenger: z
    .boolean()
    .default(false)
    .describe('Also by the messenger the account linked (ignored without one).'),
})
export type AlertSettingsBody = z.infer<typeof alertSettingsSchema>

export const tourAlertBodySchema = alertSettingsSchema.extend({ tour_id: recordIdSchema })
export const searchAlertBodySchema = alertSettingsSchema.extend({
  query: z
    .string()
    .max(SEARCH_QUERY_MAX)
    .describe('The tours page’s query (priceMax=500&countries=3 …); page and sort are dropped.'),
  label: z
    .string()
    .trim()
    .max(SEARCH_LABEL_MAX)
    .optional()
    .describe(
      'How the tours page names the search (its heading and filter chips), shown in the list.',
    ),
})
export const alertUpdateBodySchema = alertSettingsSchema.extend({
  id: recordIdSchema,
  is_active: z.boolean().default(true).describe('false turns the alert off, keeping it listed.'),
})
export const alertIdBodySchema = z.object({ id: recordIdSchema })

export const alertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['tour', 'search']),
  tour: z
    .object({ id: z.number().int(), title: z.string(), url: z.string() })
    .nullable()
    .describe('The watched tour (kind tour); null for a search or a tour gone from the site.'),
  search_query: z.string().nullable().describe('The saved search’s query (kind search).'),
  search_label: z
    .string()
    .nullable()
    .describe('The saved search’s name as the tours page gave it; null when none was given.'),
  new_dates: z.boolean(),
  price_drop_percent: z.number().int().nullable(),
  seat_freed: z.boolean(),
  delivery: z.enum(alertDeliveries),
  by_messenger: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
})
export type Alert = z.infer<typeof alertSchema>

export const alertsSchema = z.object({
  data: z.array(alertSchema),
  messenger_linked: z.boolean().describe('Whether the account linked a messenger alerts can use.'),
})

export const alertUnsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(700).describe('The token of the link in an alert mail.'),
})
export const alertUnsubscribeStateSchema = z.object({
  alerts: z.array(
    z.object({ id: z.number().int(), title: z.string().nullable(), is_active: z.boolean() }),
  ),
})

const tags = ['alerts']

/** The alerts endpoints, by contract name (decision 0020). */
export const alertsEndpoints = {
  userAlerts: defineEndpoint({
    method: 'GET',
    path: '/spa/user/alerts',
    tags,
    summary: 'The account’s alerts',
    description: 'Alerts on favourite tours and saved searches, with their settings.',
    signedIn: true,
    response: alertsSchema,
    errors: { 401: ['unauthorized'] },
  }),

  tourAlertSave: defineEndpoint({
    method: 'POST',
    path: '/spa/user/alerts/tour',
    tags,
    summary: 'Watch a tour',
    description:
      'Turns on (or changes) the alert on a tour: new dates, a price drop of at least price_drop_percent, a seat freed on a sold-out date. The tour joins the favourites. 404 `tour_not_found` for a tour not on the site.',
    signedIn: true,
    body: tourAlertBodySchema,
    response: alertSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 404: ['tour_not_found'] },
  }),

  searchAlertSave: defineEndpoint({
    method: 'POST',
    path: '/spa/user/alerts/search',
    tags,
    summary: 'Save a search',
    description:
      'Saves the tours page’s filter and alerts on new tours matching it; the same filter saved again is the same alert. A query without any filter is 400 `validation_failed` (query).',
    signedIn: true,
    body: searchAlertBodySchema,
    response: alertSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'] },
  }),

  alertUpdate: defineEndpoint({
    method: 'POST',
    path: '/spa/user/alerts/update',
    tags,
    summary: 'Change an alert',
    description:
      'Its settings, or is_active. 404 `not_found` for an alert that is not the account’s.',
    signedIn: true,
    body: alertUpdateBodySchema,
    response: alertSchema,
    errors: { 400: ['validation_failed'], 401: ['unauthorized'], 404: ['not_found'] },
  }),

  alertDelete: defineEndpoint({
    method: 'POST',
    path: '/spa/user/alerts/delete',
    tags,
    summary: 'Remove an alert',
    description: 'Removing an alert that is not the account’s is 404 `not_found`.',
    signedIn: true,
    body: alertIdBodySchema,
    response: successSchema,
    errors: { 401: ['unauthorized'], 404: ['not_found'] },
  }),

  alertUnsubscribeState: defineEndpoint({
    method: 'GET',
    path: '/spa/alerts/unsubscribe',
    tags,
    summary: 'What an alert mail’s link turns off',
    description:
      'The alerts the link names, for the confirmation page; changes nothing. A token we did not sign is 400 `invalid_token`.',
    query: alertUnsubscribeQuerySchema,
    response: alertUnsubscribeStateSchema,
    errors: { 400: ['invalid_token'] },
  }),

  alertUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/spa/alerts/unsubscribe',
    tags,
    summary: 'Turn alerts off by the link in a mail',
    description:
      'Turns off the alerts the signed token names, without signing in; repeating it changes nothing. A token we did not sign is 400 `invalid_token`.',
    body: alertUnsubscribeQuerySchema,
    response: alertUnsubscribeStateSchema,
    errors: { 400: ['invalid_token'] },
  }),
}
