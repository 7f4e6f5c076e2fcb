import { bigint, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Site-wide settings read by the storefront at start-up (§7): contacts, work time, social groups,
 * chat sources, site tokens. One row per key; each value has a zod schema in its module.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** §7 redirect/{id} → source_url, and §2 /r/{id}. */
export const shortLinks = pgTable('short_links', {
  id: serial('id').primaryKey(),
  sourceUrl: text('source_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Exchange rates against USD as integers: units of the currency per one US dollar, times 10^6,
 * so conversion stays in integer arithmetic (money is never a float).
 */
export const currencyRates = pgTable('currency_rates', {
  currency: text('currency').primaryKey(),
  unitsPerUsdMicros: bigint('units_per_usd_micros', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** SEO landing pages listed by seo-pages-sitemap (§7), beyond tours and journal posts. */
export const seoPages = pgTable('seo_pages', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  title: text('title').notNull(),
  priority: integer('priority').notNull().default(5),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
