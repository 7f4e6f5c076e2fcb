import { siteSettings } from '../modules/site/settings.ts'
import { messengerSources, socialGroupSources } from '@tourmarket/domain/enums'
import { addDays } from '@tourmarket/domain/inputs'
import type { CalendarDate } from '@tourmarket/domain/inputs'
import type { Row } from './catalogue.ts'
import { utcMidnight } from './calendar.ts'
import type { ReferenceData } from './reference-data.ts'

const socialUrls: Readonly<Record<(typeof socialGroupSources)[number], string>> = {
  telegram: 'https://t.me/tourmarket',
  instagram: 'https://www.instagram.com/tourmarket',
  vk: 'https://vk.com/tourmarket',
  ok: 'https://ok.ru/tourmarket',
  zen: 'https://dzen.ru/tourmarket',
  tiktok: 'https://www.tiktok.com/@tourmarket',
  facebook: 'https://www.facebook.com/tourmarket',
  x: 'https://x.com/tourmarket',
  weibo: 'https://weibo.com/tourmarket',
  bilibili: 'https://space.bilibili.com/tourmarket',
}

const messengerUrls: Readonly<Record<(typeof messengerSources)[number], string>> = {
  telegram: 'https://t.me/tourmarket_bot',
  vk: 'https://vk.me/tourmarket',
  ok: 'https://ok.ru/group/tourmarket/messages',
  whatsapp: 'https://wa.me/14155550123',
  viber: 'viber://pa?chatURI=tourmarket',
  facebook: 'https://m.me/tourmarket',
  instagram: 'https://ig.me/m/tourmarket',
}

/**
 * site_settings rows read at start-up (§7): contacts (§3 shape), work time, social groups (§3
 * social sources), chat sources (§3 messenger links) and site tokens (§3 fields; no captcha
 * provider or key, so §5 loads no captcha until one is configured).
 */
export function buildSiteSettings(reference: ReferenceData, today: CalendarDate): Row[] {
  const russia = reference.countries.find((country) => country.iso === 'RU')
  const moscow = reference.cities.find((city) => city.name === 'Moscow')
  const updatedAt = utcMidnight(today)
  // Each value goes through the schema the site module reads it with, so the seed cannot store a
  // shape the API would refuse.
  const values: Record<string, unknown> = {
    [siteSettings.contacts.key]: siteSettings.contacts.schema.parse({
      email: 'hello@tourmarket.example',
      phones: [
        { phone: '+14155550123', type: 'main', entity: null },
        { phone: '+442079460321', type: 'additional', entity: null },
        ...(russia === undefined
          ? []
          : [
              {
                phone: '+74955550199',
                type: 'additional',
                entity: { id: russia.id, kind: 'country' },
              },
            ]),
        ...(moscow === undefined
          ? []
          : [
              {
                phone: '+74955550142',
                type: 'additional',
                entity: { id: moscow.id, kind: 'city' },
              },
            ]),
      ],
    }),
    [siteSettings.workTime.key]: siteSettings.workTime.schema.parse({
      default: {
        days: [1, 2, 3, 4, 5, 6, 7],
        from: '07:00',
        to: '21:00',
        timezone: 'Europe/London',
      },
      by_entity:
        russia === undefined
          ? []
          : [
              {
                days: [1, 2, 3, 4, 5, 6, 7],
                from: '09:00',
                to: '21:00',
                timezone: 'Europe/Moscow',
                entity: { id: russia.id, kind: 'country' },
              },
            ],
    }),
    [siteSettings.socialGroups.key]: siteSettings.socialGroups.schema.parse(
      socialGroupSources.map((source) => ({ source, url: socialUrls[source] })),
    ),
    [siteSettings.chatSources.key]: siteSettings.chatSources.schema.parse(
      messengerSources.map((source) => ({ source, url: messengerUrls[source] })),
    ),
    // No captcha provider or key, so §5 loads no captcha until one is configured.
    [siteSettings.siteTokens.key]: siteSettings.siteTokens.schema.parse({
      send_tour_program_in_pdf_via_whatsapp: true,
      main_auth_method: 'password',
    }),
  }
  return Object.entries(values).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
    updated_at: updatedAt,
  }))
}

/** SEO landing pages (§7 seo-pages-sitemap): hubs and every landing slug of §2 /{slug}. */
export function buildSeoPages(reference: ReferenceData, today: CalendarDate): Row[] {
  const updatedAt = utcMidnight(today)
  const hubs: readonly (readonly [string, string, number])[] = [
    ['/destinations', 'Destinations', 9],
    ['/collections', 'Collections', 9],
    ['/tour-providers', 'Tour organizers', 8],
    ['/journal', 'Journal', 8],
    ['/help-center', 'Help center', 6],
    ['/tours-upon-request', 'Tours on request', 6],
    ['/gift-cards', 'Gift cards', 5],
    ['/about', 'About Tourmarket', 4],
    ['/join', 'Become an organizer', 4],
    ['/contacts', 'Contacts', 4],
  ]
  const pages: (readonly [string, string, number])[] = [
    ...hubs,
    ...reference.worldParts.map((part) => [`/${part.slug}`, `Tours in ${part.name}`, 8] as const),
    ...reference.countries.map(
      (country) => [`/${country.slug}`, `Tours in ${country.name}`, 8] as const,
    ),
    ...reference.regions.map(
      (region) => [`/${region.slug}`, `Tours in ${region.name}`, 5] as const,
    ),
    ...reference.cities.map(
      (city) => [`/${city.slug}`, `Tours and excursions in ${city.name}`, 6] as const,
    ),
    ...reference.restKinds.map((kind) => [`/${kind.slug}`, `${kind.name[0]} tours`, 7] as const),
    ...reference.collections.map(
      (collection) =>
        [`/${collection.slug}`, collection.seo?.[0] ?? collection.name[0], 7] as const,
    ),
    ...reference.showplaces.map(
      (showplace) => [`/${showplace.slug}`, `Tours to ${showplace.name}`, 5] as const,
    ),
    ...reference.ships.map((ship) => [`/${ship.slug}`, `Cruises aboard ${ship.name}`, 4] as const),
    ...reference.waterObjects.map(
      (water) => [`/${water.slug}`, `Cruises on the ${water.name}`, 4] as const,
    ),
  ]
  return pages.map(([path, title, priority], index) => ({
    id: index + 1,
    path,
    title,
    priority,
    updated_at: updatedAt,
  }))
}

/** Short links (§2 /r/{id}, §7 redirect) to pages worth sharing. */
export function buildShortLinks(
  reference: ReferenceData,
  tourSlugs: readonly string[],
  today: CalendarDate,
): Row[] {
  const targets = [
    '/collections',
    '/journal',
    ...reference.collections.slice(0, 4).map((collection) => `/${collection.slug}`),
    ...reference.countries.slice(0, 4).map((country) => `/${country.slug}`),
    ...tourSlugs.slice(0, 6).map((slug) => `/${slug}`),
  ]
  return targets.map((sourceUrl, index) => ({
    id: index + 1,
    source_url: sourceUrl,
    created_at: utcMidnight(addDays(today, -(index * 9 + 3))),
  }))
}
