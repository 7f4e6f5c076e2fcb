import { siteSettings } from '../modules/site/settings.ts'
import { messengerSources, socialGroupSources } from '@tourmarket/domain/enums'
import { addDays } from '@tourmarket/domain/inputs'
import type { CalendarDate } from '@tourmarket/domain/inputs'
import type { Row } from './catalogue.ts'
import { utcMidnight } from './calendar.ts'
import { createRandom } from '../lib/seeded-random.ts'
import { deriveSeed } from './random.ts'
import { imageKey } from './photos.ts'
import type { ReferenceData } from './reference-data.ts'
import { slugify } from './slugs.ts'
import { paragraphs } from './texts.ts'

type JournalCategory = { slug: string; name: string; paragraphs: readonly string[] }

const journalCategories: readonly JournalCategory[] = [
  {
    slug: 'destinations',
    name: 'Destinations',
    paragraphs: [
      'Arrive a day early if you can. A free evening to walk around, eat something local and sleep off the journey makes the first real day of the trip twice as good.',
      'The shoulder seasons are underrated. In late spring and early autumn the weather is kind, prices drop and you share the famous viewpoints with far fewer people.',
      'Leave one afternoon unplanned. The best memories of a trip are often the café you found by accident or the conversation with the owner of a tiny shop.',
      'Distances on the map are misleading in the mountains. A hundred kilometres can take three hours, so trust the organizer when they plan fewer stops than you would.',
      'Learn five words of the local language: hello, thank you, please, delicious and goodbye. Nothing opens doors faster.',
      'Pack for layers rather than for the forecast. A light fleece, a rain shell and comfortable shoes cover almost every surprise the weather has.',
    ],
  },
  {
    slug: 'travel-tips',
    name: 'Travel tips',
    paragraphs: [
      'Check what the price includes before comparing tours. Two trips that look the same can differ by every entrance ticket, half the meals and the transfers.',
      'Read the latest reviews first. A tour that was excellent three years ago may have a new guide or a new route; recent travellers tell you how it is now.',
      'Travel insurance is worth its price the day something goes wrong. Make sure it covers the activities in the program, especially trekking at altitude and diving.',
      'Ask the organizer about the group before you book: the usual age, how many travel alone and how fit the others tend to be.',
      'Keep digital and paper copies of your passport, tickets and insurance. A phone with a flat battery is not a travel document.',
      'Book early for peak dates and late for flexibility. Early booking discounts are real, and so are the last seats on a date that is about to run.',
    ],
  },
  {
    slug: 'food-and-drink',
    name: 'Food and drink',
    paragraphs: [
      'Markets are the best first stop in any new place. You learn what grows there, what people cook at home and what a fair price looks like.',
      'Eat where the queue is local. A short menu, handwritten prices and a crowd at lunchtime are better signs than any rating.',
      'Cooking classes are not only for people who cook. They are one of the few ways to spend three hours in a local home and leave with recipes and new friends.',
      'Try the regional wine or the local drink before the imported one. Winemakers in small regions are proud of what they make and love to explain it.',
      'Street food is usually safe where it is cooked in front of you and the stall is busy. Trust your nose and the locals.',
      'Tell the organizer about allergies and diets when you book; most kitchens can adapt when they know a week in advance.',
    ],
  },
  {
    slug: 'culture',
    name: 'Culture',
    paragraphs: [
      'Dress for the places you visit. Covered shoulders and knees open the doors of temples, mosques and monasteries, and a light scarf weighs nothing.',
      'Ask before you photograph people. Most say yes with a smile, and the portraits you get after a short conversation are the ones you keep.',
      'Museums are easier in the first hour after opening. Choose three rooms you really want to see rather than trying to see everything.',
      'Festivals change a place completely. Check the local calendar before you fix your dates: a holiday can be the highlight of a trip or close everything for three days.',
      'Tipping customs differ a lot between countries. The organizer will tell you what is expected for guides, drivers and restaurants.',
      'Small local guides know stories no guidebook prints. Let them talk about their own neighbourhood and their grandparents’ village.',
    ],
  },
  {
    slug: 'outdoors',
    name: 'Outdoors',
    paragraphs: [
      'Start training a month before a trekking trip: long walks with a loaded backpack and some stairs every week make a real difference.',
      'Break in your boots before the trip. Blisters are the most common reason good walkers have a bad day.',
      'Altitude affects everyone differently, fitness has little to do with it. Walk slowly, drink a lot and tell the guide about headaches straight away.',
      'Leave no trace: take your rubbish back down, keep to the trail and never feed wild animals, however cute they look.',
      'Good guides turn back when the weather says so. A summit missed is a reason to come back; a risk taken is not worth it.',
      'Light matters more than distance for photographers. Plan the best viewpoint for sunrise or sunset and the long walk becomes the easy part.',
    ],
  },
]

/** [title, category slug, excerpt, tags]: the journal's posts, newest first. */
const journalPosts: readonly (readonly [string, string, string, readonly string[]])[] = [
  [
    'Ten Days in Georgia: from Tbilisi to Svaneti',
    'destinations',
    'Sulphur baths, supra feasts and medieval towers in the Caucasus.',
    ['georgia', 'mountains', 'wine'],
  ],
  [
    'How to Choose Your First Trekking Tour',
    'outdoors',
    'Difficulty levels, altitude and what “moderate” really means.',
    ['trekking', 'beginners'],
  ],
  [
    'A Food Lover’s Guide to Oaxaca',
    'food-and-drink',
    'Mole, mezcal and the markets that feed a whole valley.',
    ['mexico', 'food'],
  ],
  [
    'Chasing the Northern Lights: a Practical Guide',
    'travel-tips',
    'When, where and how to give yourself the best chance of seeing the aurora.',
    ['northern-lights', 'winter'],
  ],
  [
    'The Silk Road Cities of Uzbekistan',
    'culture',
    'Samarkand, Bukhara and Khiva: tiles, caravanserais and plov.',
    ['uzbekistan', 'history'],
  ],
  [
    'Early Booking or Last Minute?',
    'travel-tips',
    'How discounts work and when waiting pays off.',
    ['prices', 'booking'],
  ],
  [
    'Iceland’s Ring Road in Winter',
    'destinations',
    'Ice caves, black beaches and short, beautiful days.',
    ['iceland', 'winter'],
  ],
  [
    'Wine Roads of Kakheti',
    'food-and-drink',
    'Qvevri wine, family cellars and the oldest wine tradition in the world.',
    ['georgia', 'wine'],
  ],
  [
    'What to Pack for a Safari',
    'travel-tips',
    'Neutral colours, binoculars and the things rangers wish you brought.',
    ['safari', 'packing'],
  ],
  [
    'Kyoto Beyond the Temples',
    'culture',
    'Tea houses, craft workshops and quiet streets after dark.',
    ['japan', 'culture'],
  ],
  [
    'Rafting for Beginners: Is It Safe?',
    'outdoors',
    'Rapid classes, instructors and what happens if you fall in.',
    ['rafting', 'safety'],
  ],
  [
    'Patagonia in Two Weeks',
    'destinations',
    'Glaciers, granite towers and the wind that never stops.',
    ['argentina', 'chile', 'trekking'],
  ],
  [
    'Street Food in Bangkok and Chiang Mai',
    'food-and-drink',
    'Noodles, curries and the night markets that never close.',
    ['thailand', 'food'],
  ],
  [
    'Travelling with Children: Twelve Lessons',
    'travel-tips',
    'Shorter days, longer lunches and the magic of a hotel pool.',
    ['family', 'children'],
  ],
  [
    'The Fjords of Norway by Ship',
    'destinations',
    'Coastal towns, waterfalls and the midnight sun from the deck.',
    ['norway', 'cruises'],
  ],
  [
    'Petra and Wadi Rum: a Desert Itinerary',
    'destinations',
    'The rose-red city by candlelight and a night in a Bedouin camp.',
    ['jordan', 'desert'],
  ],
  [
    'Altitude Sickness: What Every Trekker Should Know',
    'outdoors',
    'Symptoms, acclimatisation and when to turn back.',
    ['trekking', 'health'],
  ],
  [
    'Lisbon and Porto for First-Timers',
    'destinations',
    'Trams, tiles and the best custard tart in town.',
    ['portugal', 'city-breaks'],
  ],
  [
    'The Etiquette of Visiting Temples',
    'culture',
    'Shoes, shoulders and what to do with your camera.',
    ['culture', 'asia'],
  ],
  [
    'Diving the Red Sea',
    'outdoors',
    'Reefs, wrecks and the best season for warm, clear water.',
    ['diving', 'egypt'],
  ],
  [
    'A Week on Lake Baikal',
    'destinations',
    'Clear ice in winter, wild shores in summer.',
    ['russia', 'baikal'],
  ],
  [
    'Why Small Groups Make Better Trips',
    'travel-tips',
    'More time with the guide, less time waiting for the bus.',
    ['groups', 'author-tours'],
  ],
  [
    'Tapas, Pintxos and Paella: Eating across Spain',
    'food-and-drink',
    'A region-by-region guide to eating well.',
    ['spain', 'food'],
  ],
  [
    'Hiking the Dolomites',
    'outdoors',
    'Huts, via ferratas and the best day walks.',
    ['italy', 'hiking'],
  ],
  [
    'Morocco’s Imperial Cities',
    'culture',
    'Fez, Meknes, Rabat and Marrakesh in one journey.',
    ['morocco', 'history'],
  ],
  [
    'How Tour Prices Are Made',
    'travel-tips',
    'Guides, transport, permits and what you pay for.',
    ['prices'],
  ],
  [
    'Kamchatka: Volcanoes and Bears',
    'destinations',
    'Helicopters to the Valley of Geysers and bears fishing for salmon.',
    ['russia', 'wildlife'],
  ],
  [
    'The Great Ocean Road, Slowly',
    'destinations',
    'Surf towns, rainforest and the Twelve Apostles at sunset.',
    ['australia', 'road-trip'],
  ],
  [
    'Cooking Classes Worth Travelling For',
    'food-and-drink',
    'Seven kitchens where you learn more than a recipe.',
    ['food', 'cooking'],
  ],
  [
    'Photographing Landscapes in Harsh Light',
    'outdoors',
    'What to do at noon, and why the blue hour is worth the alarm clock.',
    ['photography'],
  ],
  [
    'A First Trip to India: Delhi, Agra and Jaipur',
    'culture',
    'The Golden Triangle with time to breathe.',
    ['india', 'history'],
  ],
  [
    'Cruising the Nile',
    'destinations',
    'Temples at dawn and feluccas at sunset between Luxor and Aswan.',
    ['egypt', 'cruises'],
  ],
]

const journalAuthors = [
  'Anna Berg',
  'Marco Rossi',
  'Elena Petrova',
  'James Carter',
  'Yuki Sato',
  'Lucía García',
]

/** Journal posts (§2 /journal): real paragraphs, categories, tags, spread over the past two years. */
export function buildBlogPosts(seed: number, today: CalendarDate): Row[] {
  return journalPosts.map(([title, categorySlug, excerpt, tags], index) => {
    const id = index + 1
    const random = createRandom(deriveSeed(seed, 'journal', id))
    const category =
      journalCategories.find((candidate) => candidate.slug === categorySlug) ?? journalCategories[0]
    const body = [excerpt, ...random.sample(category?.paragraphs ?? [], random.int(4, 6))]
    const words = body.join(' ').split(/\s+/).length
    const daysAgo = Math.min(729, index * 22 + random.int(0, 15))
    const published = utcMidnight(addDays(today, -daysAgo))
    return {
      id,
      slug: `${slugify(title)}-${String(id)}`,
      category_slug: category?.slug ?? categorySlug,
      category_name: category?.name ?? categorySlug,
      title,
      excerpt,
      body: paragraphs(body),
      cover_key: imageKey('journal', deriveSeed(seed, 'journal-cover', id)),
      cover_alt: title,
      author_name: random.pick(journalAuthors),
      reading_minutes: Math.max(2, Math.ceil(words / 200)),
      tags: [...tags],
      published_at: new Date(published.getTime() + random.int(8, 18) * 3_600_000),
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
