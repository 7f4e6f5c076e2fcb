import { brandCurrencies, messengerSources, socialGroupSources } from '@tourmarket/domain/enums'
import { z } from 'zod'

/** The largest id a PostgreSQL `serial` column holds; a larger one can name no record. */
export const MAX_RECORD_ID = 2_147_483_647

/** A record id in a query string or path: a positive integer that fits a `serial` column. */
export const recordIdSchema = z.coerce.number().int().min(1).max(MAX_RECORD_ID)

/** A yes/no query parameter: `1`/`true` mean yes; `0`/`false` or absent mean no. */
export const queryFlagSchema = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true')

/** Captcha kinds the storefront can load (§5: only when both provider and key exist). */
export const captchaProviders = ['altcha', 'recaptcha', 'turnstile'] as const
export const mapsProviders = ['google', 'yandex', 'osm'] as const
/** How a visitor signs in first: e-mail or phone with a password, or a one-time code (§7 user/auth, user/send-auth-code). */
export const authMethods = ['password', 'code'] as const

/** §3 site tokens, exactly those fields: public keys only, never a secret. */
export const siteTokensSchema = z.object({
  captcha_provider: z.enum(captchaProviders).nullable(),
  captcha_key: z.string().nullable(),
  hard_captcha_key: z.string().nullable(),
  invisible_captcha_provider: z.enum(captchaProviders).nullable(),
  invisible_captcha_key: z.string().nullable(),
  maps_provider: z.enum(mapsProviders).nullable(),
  maps_token: z.string().nullable(),
  maps_suggest_token: z.string().nullable(),
  send_tour_program_in_pdf_via_whatsapp: z.boolean(),
  main_auth_method: z.enum(authMethods),
})
export type SiteTokens = z.infer<typeof siteTokensSchema>

/** §7 /spa/redirect {id} (also /spa/redirect/{id}). */
export const shortLinkQuerySchema = z.object({ id: recordIdSchema })
export const shortLinkSchema = z.object({ source_url: z.string() })
export type ShortLink = z.infer<typeof shortLinkSchema>

export const contactPhoneTypes = ['main', 'additional'] as const
export const contactEntityKinds = ['country', 'city'] as const

/** The place a phone or a schedule serves: one country or one city. */
export const contactEntitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(contactEntityKinds),
})
export type ContactEntity = z.infer<typeof contactEntitySchema>

/** §7 /spa/contacts {city_id, country_id, all}. */
export const contactsQuerySchema = z.object({
  city_id: recordIdSchema.optional(),
  country_id: recordIdSchema.optional(),
  all: queryFlagSchema,
})

export const contactPhoneSchema = z.object({
  /** International format, e.g. +74951234567. */
  phone: z.string(),
  type: z.enum(contactPhoneTypes),
  entity: contactEntitySchema.nullable(),
})
export type ContactPhone = z.infer<typeof contactPhoneSchema>

/** §3 contacts; `has_other_phones` says more phones exist than those listed (ask again with all=1). */
export const contactsSchema = z.object({
  email: z.string().nullable(),
  phones: z.array(contactPhoneSchema),
  has_other_phones: z.boolean(),
})
export type Contacts = z.infer<typeof contactsSchema>

/** §7 /spa/work-time {city_id, country_id}. */
export const workTimeQuerySchema = z.object({
  city_id: recordIdSchema.optional(),
  country_id: recordIdSchema.optional(),
})

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const weekdaySchema = z.number().int().min(1).max(7)

/**
 * Support's working hours: on `days`, from `from` to `to` (24-hour HH:MM, `to` may be 24:00) in
 * the IANA `timezone`; the storefront converts them to the visitor's clock.
 */
export const workHoursSchema = z.object({
  days: z.array(weekdaySchema),
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
})
export type WorkHours = z.infer<typeof workHoursSchema>

/** `result` is null when no working hours are published. */
export const workTimeSchema = z.object({ result: workHoursSchema.nullable() })
export type WorkTime = z.infer<typeof workTimeSchema>

/** §3 social groups source, with the group's address. */
export const socialGroupSchema = z.object({
  source: z.enum(socialGroupSources),
  url: z.string(),
})
export const socialGroupsSchema = z.object({ data: z.array(socialGroupSchema) })
export type SocialGroups = z.infer<typeof socialGroupsSchema>

/** §7 /spa/chat-sources-list {client_id, request_id, subscriber_id, webinar_id}. */
export const chatSourcesQuerySchema = z.object({
  client_id: recordIdSchema.optional(),
  request_id: recordIdSchema.optional(),
  subscriber_id: recordIdSchema.optional(),
  webinar_id: recordIdSchema.optional(),
})

/** §3 messenger link by source; the url carries the given ids as the messenger's start parameter. */
export const chatSourceSchema = z.object({
  source: z.enum(messengerSources),
  url: z.string(),
})
export const chatSourcesSchema = z.object({ data: z.array(chatSourceSchema) })
export type ChatSources = z.infer<typeof chatSourcesSchema>

/** §3 Country (general) with its ISO code; null when the country is not known (§5 used only if found). */
export const countryByIpSchema = z.object({
  result: z.object({ id: z.number().int(), name: z.string(), iso_code: z.string() }).nullable(),
})
export type CountryByIp = z.infer<typeof countryByIpSchema>

const countSchema = z.number().int().min(0)

/** §3 stats, with the spec's own camelCase names. */
export const statsSchema = z.object({
  totalCount: countSchema,
  toursCount: countSchema,
  cruisesCount: countSchema,
  authorToursCount: countSchema,
  verifiedOrganizersCount: countSchema,
  regionsCount: countSchema,
  restKindsCount: countSchema,
})
export type Stats = z.infer<typeof statsSchema>

/** One sitemap.xml entry: a site path, its last change (YYYY-MM-DD) when known, its priority 0–1. */
export const sitemapEntrySchema = z.object({
  url: z.string(),
  lastmod: z.string().nullable(),
  priority: z.number().min(0).max(1),
})
export const sitemapSchema = z.object({ data: z.array(sitemapEntrySchema) })
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>
export type Sitemap = z.infer<typeof sitemapSchema>

const currencyCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(brandCurrencies),
)

/**
 * §7 /node-api/convert-price: `amount` in major units as a decimal (`1234.5`), at most 12 whole
 * digits; the currencies are brand currencies, case-insensitive.
 */
export const convertPriceQuerySchema = z.object({
  from_currency: currencyCodeSchema,
  to_currency: currencyCodeSchema,
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,6})?$/, {
      error: 'Expected a non-negative decimal amount in major units, e.g. 1234.5.',
    }),
})

/** The converted amount in major units of to_currency, rounded to its minor unit. */
export const convertPriceSchema = z.object({ result: z.number() })
export type ConvertPrice = z.infer<typeof convertPriceSchema>
