import { boolean, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'

/** Kinds of rest (hiking, rafting, beach…): the `restKinds` filter and landing pages. */
export const restKinds = pgTable('rest_kinds', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameRu: text('name_ru').notNull(),
  description: text('description').notNull().default(''),
  descriptionRu: text('description_ru').notNull().default(''),
  imageKey: text('image_key'),
  position: smallint('position').notNull().default(0),
})

export const seasons = pgTable('seasons', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameRu: text('name_ru').notNull(),
  /** Calendar months (1-12) the season covers. */
  months: integer('months').array().notNull(),
  position: smallint('position').notNull().default(0),
})

/** Editorial collections ("Northern lights", "With children"…): a filter and landing pages. */
export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameRu: text('name_ru').notNull(),
  description: text('description').notNull().default(''),
  descriptionRu: text('description_ru').notNull().default(''),
  imageKey: text('image_key'),
  seasonId: integer('season_id').references(() => seasons.id),
  /** index-page/all-collections with_individual_seo_params: collections with their own SEO texts. */
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  position: smallint('position').notNull().default(0),
  /** Issue 43 item 5: a hidden one answers 404 and is on no list, menu or sitemap. */
  isPublished: boolean('is_published').notNull().default(true),
})

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameRu: text('name_ru').notNull(),
})

export const ships = pgTable('ships', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  cabinsCapacity: smallint('cabins_capacity').notNull(),
  passengerCapacity: smallint('passenger_capacity').notNull(),
  description: text('description').notNull().default(''),
  imageKey: text('image_key'),
})
