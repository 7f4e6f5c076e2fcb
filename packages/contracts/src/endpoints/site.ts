import { defineEndpoint } from '../endpoint.ts'
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
} from '../schemas/index.ts'

const tags = ['site']

export const siteTokens = defineEndpoint({
  method: 'GET',
  path: '/spa/site-tokens',
  tags,
  summary: 'Public site tokens',
  description:
    '§3 site tokens: captcha, invisible captcha and maps providers with their public keys, and two site options. Never a secret.',
  response: siteTokensSchema,
})

export const redirect = defineEndpoint({
  method: 'GET',
  path: '/spa/redirect',
  tags,
  summary: 'Resolve a short link',
  description: 'The address short link {id} (§2 /r/{id}) stands for; 404 for an unknown id.',
  query: shortLinkQuerySchema,
  response: shortLinkSchema,
})

export const redirectById = defineEndpoint({
  method: 'GET',
  path: '/spa/redirect/:id',
  tags,
  summary: 'Resolve a short link',
  description: 'The address short link {id} (§2 /r/{id}) stands for; 404 for an unknown id.',
  params: shortLinkQuerySchema,
  response: shortLinkSchema,
})

export const contacts = defineEndpoint({
  method: 'GET',
  path: '/spa/contacts',
  tags,
  summary: 'Contacts',
  description:
    '§3 contacts: the e-mail and the phones for the visitor’s city, else country, else the main phones; all=1 lists every phone. has_other_phones says some were left out.',
  query: contactsQuerySchema,
  response: contactsSchema,
})

export const workTime = defineEndpoint({
  method: 'GET',
  path: '/spa/work-time',
  tags,
  summary: 'Support working hours',
  description:
    'The days (ISO weekdays, 1 Monday) and hours (HH:MM in an IANA time zone) support answers, for the visitor’s city, else country, else in general; result is null when none are published.',
  query: workTimeQuerySchema,
  response: workTimeSchema,
})

export const groupsInSocialNetwork = defineEndpoint({
  method: 'GET',
  path: '/spa/groups-in-social-network',
  tags,
  summary: 'Social network groups',
  description: 'The site’s groups by §3 source, in that order.',
  response: socialGroupsSchema,
})

export const chatSourcesList = defineEndpoint({
  method: 'GET',
  path: '/spa/chat-sources-list',
  tags,
  summary: 'Messenger links',
  description:
    'Links to chat with support by §3 messenger source, ordered by whether the brand offers Russian; the given ids travel in each link’s start parameter (e.g. start=c12_r345).',
  query: chatSourcesQuerySchema,
  response: chatSourcesSchema,
})

export const countryByIp = defineEndpoint({
  method: 'GET',
  path: '/spa/country-by-ip',
  tags,
  summary: 'The visitor’s country',
  description:
    'Read from the CF-IPCountry or X-Country-Code header of a trusted proxy (TRUST_COUNTRY_HEADER=1), with the visitor’s address from X-Forwarded-For; there is no GeoIP database. result is null when the header is not trusted or absent, for a loopback or private address, and for an unknown country (§5: used only if found).',
  response: countryByIpSchema,
})

export const info = defineEndpoint({
  method: 'GET',
  path: '/spa/info',
  tags,
  summary: 'Catalogue stats',
  description:
    '§3 stats, over listed tours (published, by a published organizer, with an open date ahead).',
  response: statsSchema,
})

export const seoPagesSitemap = defineEndpoint({
  method: 'GET',
  path: '/spa/seo-pages-sitemap',
  tags,
  summary: 'Pages for sitemap.xml',
  description:
    'Site paths worth indexing with their last change (YYYY-MM-DD, null when unknown) and priority: the home page, listed tours, landing pages that have listed tours, editors’ SEO pages, journal posts and sections, static pages and help-center articles.',
  response: sitemapSchema,
})
