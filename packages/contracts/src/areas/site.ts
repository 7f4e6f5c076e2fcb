import { defineEndpoint } from '../endpoint.ts'
import { queryFlagSchema, recordIdSchema } from './common.ts'
import { brandCurrencies, messengerSources, socialGroupSources } from '@tourmarket/domain/enums'
import { z } from 'zod'

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

export const currencyCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(brandCurrencies),
)

const tags = ['site']

/** The site endpoints, by contract name (decision 0020). */
export const siteEndpoints = {
  siteTokens: defineEndpoint({
    method: 'GET',
    path: '/spa/site-tokens',
    tags,
    summary: 'Public site tokens',
    description:
      '§3 site tokens: captcha, invisible captcha and maps providers with their public keys, and two site options. Never a secret.',
    response: siteTokensSchema,
  }),

  redirect: defineEndpoint({
    method: 'GET',
    path: '/spa/redirect',
    tags,
    summary: 'Resolve a short link',
    description: 'The address short link {id} (§2 /r/{id}) stands for; 404 for an unknown id.',
    query: shortLinkQuerySchema,
    response: shortLinkSchema,
    errors: { 404: ['short_link_not_found'] },
  }),

  redirectById: defineEndpoint({
    method: 'GET',
    path: '/spa/redirect/:id',
    tags,
    summary: 'Resolve a short link',
    description: 'The address short link {id} (§2 /r/{id}) stands for; 404 for an unknown id.',
    params: shortLinkQuerySchema,
    response: shortLinkSchema,
    errors: { 404: ['short_link_not_found'] },
  }),

  contacts: defineEndpoint({
    method: 'GET',
    path: '/spa/contacts',
    tags,
    summary: 'Contacts',
    description:
      '§3 contacts: the e-mail and the phones for the visitor’s city, else country, else the main phones; all=1 lists every phone. has_other_phones says some were left out.',
    query: contactsQuerySchema,
    response: contactsSchema,
  }),

  workTime: defineEndpoint({
    method: 'GET',
    path: '/spa/work-time',
    tags,
    summary: 'Support working hours',
    description:
      'The days (ISO weekdays, 1 Monday) and hours (HH:MM in an IANA time zone) support answers, for the visitor’s city, else country, else in general; result is null when none are published.',
    query: workTimeQuerySchema,
    response: workTimeSchema,
  }),

  groupsInSocialNetwork: defineEndpoint({
    method: 'GET',
    path: '/spa/groups-in-social-network',
    tags,
    summary: 'Social network groups',
    description: 'The site’s groups by §3 source, in that order.',
    response: socialGroupsSchema,
  }),

  chatSourcesList: defineEndpoint({
    method: 'GET',
    path: '/spa/chat-sources-list',
    tags,
    summary: 'Messenger links',
    description:
      'Links to chat with support by §3 messenger source, ordered by whether the brand offers Russian; the given ids travel in each link’s start parameter (e.g. start=c12_r345).',
    query: chatSourcesQuerySchema,
    response: chatSourcesSchema,
  }),

  countryByIp: defineEndpoint({
    method: 'GET',
    path: '/spa/country-by-ip',
    tags,
    summary: 'The visitor’s country',
    description:
      'Read from the CF-IPCountry or X-Country-Code header of a trusted proxy (TRUST_COUNTRY_HEADER=1), with the visitor’s address from X-Forwarded-For; there is no GeoIP database. result is null when the header is not trusted or absent, for a loopback or private address, and for an unknown country (§5: used only if found).',
    response: countryByIpSchema,
  }),

  info: defineEndpoint({
    method: 'GET',
    path: '/spa/info',
    tags,
    summary: 'Catalogue stats',
    description:
      '§3 stats, over listed tours (published, by a published organizer, with an open date ahead).',
    response: statsSchema,
  }),

  seoPagesSitemap: defineEndpoint({
    method: 'GET',
    path: '/spa/seo-pages-sitemap',
    tags,
    summary: 'Pages for sitemap.xml',
    description:
      'Site paths worth indexing with their last change (YYYY-MM-DD, null when unknown) and priority: the home page, listed tours, landing pages that have listed tours, editors’ SEO pages, journal posts and sections, static pages and help-center articles.',
    response: sitemapSchema,
  }),
}
