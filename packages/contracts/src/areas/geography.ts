import { defineEndpoint } from '../endpoint.ts'
import { mediaItemSchema, queryFlagSchema } from './common.ts'
import { z } from 'zod'

/** §7 /spa/cities-by-query {query}; §5: an empty query finds nothing. */
export const citiesByQueryQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
})

/**
 * §3 city suggestion: id, name, region (name), country (name); a city may have no region. The
 * coordinates (degrees) let a search look around the city (§3 lat, lng, radius).
 */
export const citySuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  region: z.object({ name: z.string() }).nullable(),
  country: z.object({ name: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
})
export type CitySuggestion = z.infer<typeof citySuggestionSchema>

export const citiesByQuerySchema = z.object({ data: z.array(citySuggestionSchema) })
export type CitiesByQuery = z.infer<typeof citiesByQuerySchema>

const toursCountSchema = z.number().int().min(0)

/** A rest kind or collection as the filters and hubs list it; tours_count counts listed tours. */
export const catalogueGroupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: mediaItemSchema.nullable(),
  tours_count: toursCountSchema,
})
export type CatalogueGroup = z.infer<typeof catalogueGroupSchema>

/** §7 /spa/rest-kinds and /spa/collections. */
export const catalogueGroupsSchema = z.object({ data: z.array(catalogueGroupSchema) })
export type CatalogueGroups = z.infer<typeof catalogueGroupsSchema>

/** A home-page tile: only groups that have listed tours appear on the index page. */
export const indexPageItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: mediaItemSchema.nullable(),
  tours_count: toursCountSchema,
})
export type IndexPageItem = z.infer<typeof indexPageItemSchema>

/** §7 /crm/api/index-page/all-rest-kinds. */
export const indexPageRestKindsSchema = z.object({ data: z.array(indexPageItemSchema) })

/** §7 /crm/api/index-page/all-collections {with_individual_seo_params}. */
export const indexPageCollectionsQuerySchema = z.object({
  with_individual_seo_params: queryFlagSchema,
})

/** A collection's own SEO texts, when an editor wrote them; null otherwise. */
export const collectionSeoSchema = z.object({ title: z.string(), description: z.string() })

export const indexPageCollectionSchema = indexPageItemSchema.extend({
  seo: collectionSeoSchema.nullable(),
})
export type IndexPageCollection = z.infer<typeof indexPageCollectionSchema>

export const indexPageCollectionsSchema = z.object({ data: z.array(indexPageCollectionSchema) })

/** A season groups collections; tours_count counts the distinct listed tours of those collections. */
export const indexPageSeasonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Calendar months 1–12. */
  months: z.array(z.number().int().min(1).max(12)),
  tours_count: toursCountSchema,
  collections: z.array(indexPageItemSchema),
})
export type IndexPageSeason = z.infer<typeof indexPageSeasonSchema>

/** §7 /crm/api/index-page/all-seasons. */
export const indexPageSeasonsSchema = z.object({ data: z.array(indexPageSeasonSchema) })

/** §3 Country (phone input) plus its id (§3 Country general), for the phone input and selects. */
export const dropdownCountrySchema = z.object({
  id: z.number().int(),
  iso_code: z.string(),
  name: z.string(),
  phone_code: z.string(),
  is_primary: z.boolean(),
})
export type DropdownCountry = z.infer<typeof dropdownCountrySchema>

/** §7 /crm/api/dropdown/country. */
export const dropdownCountriesSchema = z.object({ data: z.array(dropdownCountrySchema) })

/** §7 /crm/api/dropdown/language {only_with_published_tours}. */
export const dropdownLanguagesQuerySchema = z.object({ only_with_published_tours: queryFlagSchema })

export const dropdownLanguageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
})
export type DropdownLanguage = z.infer<typeof dropdownLanguageSchema>

export const dropdownLanguagesSchema = z.object({ data: z.array(dropdownLanguageSchema) })

/** §7 /crm/api/world-part/groups {with_alt, show_countries_with_world_parts}. */
export const worldPartGroupsQuerySchema = z.object({
  with_alt: queryFlagSchema,
  show_countries_with_world_parts: queryFlagSchema,
})

/** A region of a country with listed tours; its slug is its landing page (§2 /{slug*}). */
export const worldPartRegionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  tours_count: toursCountSchema,
})
export type WorldPartRegion = z.infer<typeof worldPartRegionSchema>

export const worldPartCountrySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  iso_code: z.string(),
  name: z.string(),
  image: mediaItemSchema.nullable(),
  tours_count: toursCountSchema,
  /** Its regions that have listed tours, sorted by the localised name. */
  regions: z.array(worldPartRegionSchema),
})
export type WorldPartCountry = z.infer<typeof worldPartCountrySchema>

/** A world part with its countries that have listed tours (empty unless asked for). */
export const worldPartGroupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  tours_count: toursCountSchema,
  countries: z.array(worldPartCountrySchema),
})
export type WorldPartGroup = z.infer<typeof worldPartGroupSchema>

export const worldPartGroupsSchema = z.object({ data: z.array(worldPartGroupSchema) })

const tags = ['geography']

/** The geography endpoints, by contract name (decision 0020). */
export const geographyEndpoints = {
  citiesByQuery: defineEndpoint({
    method: 'GET',
    path: '/spa/cities-by-query',
    tags,
    summary: 'City autocomplete',
    description:
      'Up to 20 cities whose English or Russian name starts with, or resembles, the query; sorted by the localised name. An empty query finds nothing (§5).',
    query: citiesByQueryQuerySchema,
    response: citiesByQuerySchema,
  }),

  restKinds: defineEndpoint({
    method: 'GET',
    path: '/spa/rest-kinds',
    tags,
    summary: 'Rest kinds',
    description: 'Every rest kind in editorial order, with the number of listed tours.',
    response: catalogueGroupsSchema,
  }),

  collections: defineEndpoint({
    method: 'GET',
    path: '/spa/collections',
    tags,
    summary: 'Collections',
    description:
      'Every collection in editorial order, with the number of listed tours its landing page finds (cruises and tours on request are searched apart).',
    response: catalogueGroupsSchema,
  }),

  indexPageAllRestKinds: defineEndpoint({
    method: 'GET',
    path: '/crm/api/index-page/all-rest-kinds',
    tags,
    summary: 'Rest kinds for the home page',
    description: 'Rest kinds that have listed tours, in editorial order.',
    response: indexPageRestKindsSchema,
  }),

  indexPageAllCollections: defineEndpoint({
    method: 'GET',
    path: '/crm/api/index-page/all-collections',
    tags,
    summary: 'Collections for the home page',
    description:
      'Collections whose landing page finds listed tours (cruises and tours on request are searched apart), with their own SEO texts when written; with_individual_seo_params=1 keeps only those that have them.',
    query: indexPageCollectionsQuerySchema,
    response: indexPageCollectionsSchema,
  }),

  indexPageAllSeasons: defineEndpoint({
    method: 'GET',
    path: '/crm/api/index-page/all-seasons',
    tags,
    summary: 'Seasons for the home page',
    description: 'Seasons whose collections have listed tours, each with those collections.',
    response: indexPageSeasonsSchema,
  }),

  dropdownCountry: defineEndpoint({
    method: 'GET',
    path: '/crm/api/dropdown/country',
    tags,
    summary: 'Countries for the phone input and selects',
    description: '§3 Country (phone input) for every country, sorted by the localised name.',
    response: dropdownCountriesSchema,
  }),

  dropdownLanguage: defineEndpoint({
    method: 'GET',
    path: '/crm/api/dropdown/language',
    tags,
    summary: 'Languages',
    description:
      'Languages sorted by the localised name; only_with_published_tours=1 keeps those some listed tour is guided in.',
    query: dropdownLanguagesQuerySchema,
    response: dropdownLanguagesSchema,
  }),

  worldPartGroups: defineEndpoint({
    method: 'GET',
    path: '/crm/api/world-part/groups',
    tags,
    summary: 'World parts for the destinations hub',
    description:
      'World parts with the listed tours their landing page finds counted (cruises and tours on request are searched apart); show_countries_with_world_parts=1 adds their countries that have listed tours, each with its regions that have. Images always carry alt text, so with_alt changes nothing.',
    query: worldPartGroupsQuerySchema,
    response: worldPartGroupsSchema,
  }),
}
