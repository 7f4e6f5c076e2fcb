import { siteSettings } from '../modules/site/settings.ts'
import { messengerSources, socialGroupSources } from '@tourmarket/domain/enums'
import { addDays } from '@tourmarket/domain/inputs'
import type { CalendarDate } from '@tourmarket/domain/inputs'
import type { Row } from './catalogue.ts'
import { utcMidnight } from './calendar.ts'
import type { ReferenceData } from './reference-data.ts'
import { slugify } from './slugs.ts'
import { paragraphs } from './texts.ts'

/** [section slug, section name, title, paragraphs]: the help center (§2 /help-center). */
const helpArticles: readonly (readonly [string, string, string, readonly string[]])[] = [
  [
    'booking',
    'Booking',
    'How do I book a tour?',
    [
      'Open the tour page, choose a date and the number of travellers, and press Book. You will see the total and the prepayment before you confirm.',
      'The organizer confirms the booking, usually within a day. Until then nothing is charged beyond the prepayment you chose.',
    ],
  ],
  [
    'booking',
    'Booking',
    'What does “not guaranteed” mean on a date?',
    [
      'The date runs once enough travellers book. If the minimum group is not reached, the organizer offers another date or a full refund.',
    ],
  ],
  [
    'booking',
    'Booking',
    'Can I book a tour for a private group?',
    [
      'Yes. Write to the organizer from the tour page: many offer individual dates and programs, and send you a personal offer with its own link.',
    ],
  ],
  [
    'booking',
    'Booking',
    'How do I add travellers to my booking?',
    [
      'Open the booking and choose Add tourists. Fill in the names as in the passports; the organizer may ask for more details before the trip.',
    ],
  ],
  [
    'payment',
    'Payment',
    'Which payment methods can I use?',
    [
      'You can pay by card. In some countries, fast bank transfers are available too; the options are shown at checkout.',
      'Prices are shown in the tour’s currency and converted for your convenience; you pay in the currency shown at checkout.',
    ],
  ],
  [
    'payment',
    'Payment',
    'What is a prepayment and when is the rest due?',
    [
      'The prepayment secures your places. The rest is due a number of days before the start, shown on each date as the full payment deadline.',
      'We remind you by e-mail a few days before the deadline.',
    ],
  ],
  [
    'payment',
    'Payment',
    'How do early booking and seasonal discounts work?',
    [
      'Discounts are applied automatically when their conditions hold: booking far enough in advance, booking during a campaign, or travelling in a given season. Only the best discount applies; they do not add up.',
    ],
  ],
  [
    'payment',
    'Payment',
    'What is cashback?',
    [
      'On dates marked with cashback, part of the price comes back to you as a bonus for future trips after the tour ends.',
    ],
  ],
  [
    'cancellation',
    'Cancellation',
    'How do I cancel a booking?',
    [
      'Open the booking and choose Cancel. Tell us why if you like: it helps the organizer improve.',
      'The refund depends on the organizer’s cancellation terms shown on the tour page and on how close the start date is.',
    ],
  ],
  [
    'cancellation',
    'Cancellation',
    'What happens if the organizer cancels?',
    [
      'You get a full refund of everything you paid, or you can move to another date or another tour if you prefer.',
    ],
  ],
  [
    'cancellation',
    'Cancellation',
    'When will I get my refund?',
    [
      'Refunds are sent within ten working days to the card you paid with. Your bank may take a few more days to show it.',
    ],
  ],
  [
    'account',
    'Account',
    'How do I sign in without a password?',
    [
      'Enter your e-mail or phone number and we send you a one-time code. Codes are valid for a few minutes.',
    ],
  ],
  [
    'account',
    'Account',
    'How do I change my e-mail or phone number?',
    [
      'Open Settings, choose the field you want to change and confirm the new address or number with the code we send.',
    ],
  ],
  [
    'account',
    'Account',
    'Where are my favourite tours?',
    ['Tours you mark with the heart are kept in Favourites. Sign in to keep them on every device.'],
  ],
  [
    'for-organizers',
    'For organizers',
    'How do I start selling tours?',
    [
      'Register as an organizer from the Join page. After a short check of your documents you can publish tours in the back-office.',
    ],
  ],
  [
    'for-organizers',
    'For organizers',
    'How does verification work?',
    [
      'We check your identity and your documents with a third-party provider. The badge on your page shows travellers which checks you have passed.',
    ],
  ],
  [
    'for-organizers',
    'For organizers',
    'How do I tell travellers where to meet?',
    [
      'Every booking has a meeting page with a secret link. Write the time and place there, attach files if needed, and travellers see it in their booking.',
    ],
  ],
  [
    'for-organizers',
    'For organizers',
    'When do I get paid?',
    [
      'Payouts follow your contract: usually after the tour starts, minus the commission agreed when you joined.',
    ],
  ],
]

export function buildHelpArticles(): Row[] {
  const positions = new Map<string, number>()
  return helpArticles.map(([sectionSlug, sectionName, title, body], index) => {
    const position = positions.get(sectionSlug) ?? 0
    positions.set(sectionSlug, position + 1)
    return {
      id: index + 1,
      slug: slugify(title),
      section_slug: sectionSlug,
      section_name: sectionName,
      title,
      body: paragraphs(body),
      position,
    }
  })
}

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
    ['/tour-providers', 'Tour providers', 8],
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
