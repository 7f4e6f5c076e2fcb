import {
  chatSourcesQuerySchema,
  chatSourcesSchema,
  contactsQuerySchema,
  contactsSchema,
  countryByIpSchema,
  shortLinkQuerySchema,
  shortLinkSchema,
  siteTokensSchema,
  sitemapSchema,
  socialGroupsSchema,
  statsSchema,
  workTimeQuerySchema,
  workTimeSchema,
} from '@tourmarket/api-client'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SiteService } from './service.ts'
import type { SitemapService } from './sitemap.ts'

export type SiteRoutesOptions = { site: SiteService; sitemap: SitemapService }

const tags = ['site']

/** Country headers a proxy may set: Cloudflare's, and a generic one for other proxies. */
const countryHeaders = ['cf-ipcountry', 'x-country-code'] as const

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** Site settings, short links, stats, the sitemap and the visitor's country (§7 /spa). */
export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (
  app,
  { site, sitemap },
) => {
  app.get(
    '/spa/site-tokens',
    {
      schema: {
        tags,
        summary: 'Public site tokens',
        description:
          '§3 site tokens: captcha, invisible captcha and maps providers with their public keys, and two site options. Never a secret.',
        response: { 200: siteTokensSchema },
      },
    },
    async () => site.siteTokens(),
  )

  const redirectSchema = {
    tags,
    summary: 'Resolve a short link',
    description: 'The address short link {id} (§2 /r/{id}) stands for; 404 for an unknown id.',
    response: { 200: shortLinkSchema },
  }
  app.get(
    '/spa/redirect',
    { schema: { ...redirectSchema, querystring: shortLinkQuerySchema } },
    async (request) => site.shortLink(request.query.id),
  )
  app.get(
    '/spa/redirect/:id',
    { schema: { ...redirectSchema, params: shortLinkQuerySchema } },
    async (request) => site.shortLink(request.params.id),
  )

  app.get(
    '/spa/contacts',
    {
      schema: {
        tags,
        summary: 'Contacts',
        description:
          '§3 contacts: the e-mail and the phones for the visitor’s city, else country, else the main phones; all=1 lists every phone. has_other_phones says some were left out.',
        querystring: contactsQuerySchema,
        response: { 200: contactsSchema },
      },
    },
    async (request) =>
      site.contacts({
        cityId: request.query.city_id,
        countryId: request.query.country_id,
        all: request.query.all,
      }),
  )

  app.get(
    '/spa/work-time',
    {
      schema: {
        tags,
        summary: 'Support working hours',
        description:
          'The days (ISO weekdays, 1 Monday) and hours (HH:MM in an IANA time zone) support answers, for the visitor’s city, else country, else in general; result is null when none are published.',
        querystring: workTimeQuerySchema,
        response: { 200: workTimeSchema },
      },
    },
    async (request) =>
      site.workTime({ cityId: request.query.city_id, countryId: request.query.country_id }),
  )

  app.get(
    '/spa/groups-in-social-network',
    {
      schema: {
        tags,
        summary: 'Social network groups',
        description: 'The site’s groups by §3 source, in that order.',
        response: { 200: socialGroupsSchema },
      },
    },
    async () => site.socialGroups(),
  )

  app.get(
    '/spa/chat-sources-list',
    {
      schema: {
        tags,
        summary: 'Messenger links',
        description:
          'Links to chat with support by §3 messenger source, ordered by whether the brand offers Russian; the given ids travel in each link’s start parameter (e.g. start=c12_r345).',
        querystring: chatSourcesQuerySchema,
        response: { 200: chatSourcesSchema },
      },
    },
    async (request) =>
      site.chatSources({
        clientId: request.query.client_id,
        requestId: request.query.request_id,
        subscriberId: request.query.subscriber_id,
        webinarId: request.query.webinar_id,
      }),
  )

  app.get(
    '/spa/country-by-ip',
    {
      schema: {
        tags,
        summary: 'The visitor’s country',
        description:
          'Read from the CF-IPCountry or X-Country-Code header of a trusted proxy (TRUST_COUNTRY_HEADER=1), with the visitor’s address from X-Forwarded-For; there is no GeoIP database. result is null when the header is not trusted or absent, for a loopback or private address, and for an unknown country (§5: used only if found).',
        response: { 200: countryByIpSchema },
      },
    },
    async (request) =>
      site.countryByIp(
        {
          remoteAddress: request.ip,
          forwardedFor: firstHeader(request, 'x-forwarded-for'),
          countryHeader: countryHeaders
            .map((name) => firstHeader(request, name))
            .find((value) => value !== undefined),
        },
        request.language,
      ),
  )

  app.get(
    '/spa/info',
    {
      schema: {
        tags,
        summary: 'Catalogue stats',
        description:
          '§3 stats, over listed tours (published, by a published organizer, with an open date ahead).',
        response: { 200: statsSchema },
      },
    },
    async () => site.stats(),
  )

  app.get(
    '/spa/seo-pages-sitemap',
    {
      schema: {
        tags,
        summary: 'Pages for sitemap.xml',
        description:
          'Site paths worth indexing with their last change (YYYY-MM-DD, null when unknown) and priority: the home page, listed tours, landing pages that have listed tours, editors’ SEO pages, journal posts and sections, static pages and help-center articles.',
        response: { 200: sitemapSchema },
      },
    },
    async () => sitemap.entries(),
  )
}
