import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core'

/** Continents and similar groupings used by world-part/groups and the `continent` filter (§3). */
export const worldParts = pgTable('world_parts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameRu: text('name_ru').notNull(),
  position: smallint('position').notNull().default(0),
})

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    isoCode: text('iso_code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
    worldPartId: integer('world_part_id')
      .notNull()
      .references(() => worldParts.id),
    /** §3 Country (phone input): phone_code and is_primary (the main country of a shared code). */
    phoneCode: text('phone_code').notNull(),
    isPrimaryForPhoneCode: boolean('is_primary_for_phone_code').notNull().default(false),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    description: text('description').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
    imageKey: text('image_key'),
  },
  (table) => [index('countries_world_part_idx').on(table.worldPartId)],
)

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    description: text('description').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
  },
  (table) => [index('regions_country_idx').on(table.countryId)],
)

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    regionId: integer('region_id').references(() => regions.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA zone: tour dates are calendar dates in the local time of the tour's start city. */
    timezone: text('timezone').notNull(),
    population: integer('population').notNull().default(0),
    /** Cities created by users through the city autocomplete (§2) wait for moderation. */
    isUserCreated: boolean('is_user_created').notNull().default(false),
  },
  (table) => [
    index('cities_country_idx').on(table.countryId),
    index('cities_region_idx').on(table.regionId),
  ],
)

/** Rivers, lakes and seas: the cruise direction filter (§3 waterObject). */
export const waterObjects = pgTable('water_objects', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameRu: text('name_ru').notNull(),
  kind: text('kind', { enum: ['river', 'lake', 'sea'] }).notNull(),
})

export const showplaces = pgTable(
  'showplaces',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    description: text('description').notNull().default(''),
    imageKey: text('image_key'),
  },
  (table) => [index('showplaces_city_idx').on(table.cityId)],
)
