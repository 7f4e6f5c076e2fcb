import { defineEndpoint } from '../endpoint.ts'
import {
  catalogueGroupsSchema,
  citiesByQueryQuerySchema,
  citiesByQuerySchema,
  dropdownCountriesSchema,
  dropdownLanguagesQuerySchema,
  dropdownLanguagesSchema,
  indexPageCollectionsQuerySchema,
  indexPageCollectionsSchema,
  indexPageRestKindsSchema,
  indexPageSeasonsSchema,
  worldPartGroupsQuerySchema,
  worldPartGroupsSchema,
} from '../schemas/index.ts'

const tags = ['geography']

export const citiesByQuery = defineEndpoint({
  method: 'GET',
  path: '/spa/cities-by-query',
  tags,
  summary: 'City autocomplete',
  description:
    'Up to 20 cities whose English or Russian name starts with, or resembles, the query; sorted by the localised name. An empty query finds nothing (§5).',
  query: citiesByQueryQuerySchema,
  response: citiesByQuerySchema,
})

export const restKinds = defineEndpoint({
  method: 'GET',
  path: '/spa/rest-kinds',
  tags,
  summary: 'Rest kinds',
  description: 'Every rest kind in editorial order, with the number of listed tours.',
  response: catalogueGroupsSchema,
})

export const collections = defineEndpoint({
  method: 'GET',
  path: '/spa/collections',
  tags,
  summary: 'Collections',
  description:
    'Every collection in editorial order, with the number of listed tours its landing page finds (cruises and tours on request are searched apart).',
  response: catalogueGroupsSchema,
})

export const indexPageAllRestKinds = defineEndpoint({
  method: 'GET',
  path: '/crm/api/index-page/all-rest-kinds',
  tags,
  summary: 'Rest kinds for the home page',
  description: 'Rest kinds that have listed tours, in editorial order.',
  response: indexPageRestKindsSchema,
})

export const indexPageAllCollections = defineEndpoint({
  method: 'GET',
  path: '/crm/api/index-page/all-collections',
  tags,
  summary: 'Collections for the home page',
  description:
    'Collections whose landing page finds listed tours (cruises and tours on request are searched apart), with their own SEO texts when written; with_individual_seo_params=1 keeps only those that have them.',
  query: indexPageCollectionsQuerySchema,
  response: indexPageCollectionsSchema,
})

export const indexPageAllSeasons = defineEndpoint({
  method: 'GET',
  path: '/crm/api/index-page/all-seasons',
  tags,
  summary: 'Seasons for the home page',
  description: 'Seasons whose collections have listed tours, each with those collections.',
  response: indexPageSeasonsSchema,
})

export const dropdownCountry = defineEndpoint({
  method: 'GET',
  path: '/crm/api/dropdown/country',
  tags,
  summary: 'Countries for the phone input and selects',
  description: '§3 Country (phone input) for every country, sorted by the localised name.',
  response: dropdownCountriesSchema,
})

export const dropdownLanguage = defineEndpoint({
  method: 'GET',
  path: '/crm/api/dropdown/language',
  tags,
  summary: 'Languages',
  description:
    'Languages sorted by the localised name; only_with_published_tours=1 keeps those some listed tour is guided in.',
  query: dropdownLanguagesQuerySchema,
  response: dropdownLanguagesSchema,
})

export const worldPartGroups = defineEndpoint({
  method: 'GET',
  path: '/crm/api/world-part/groups',
  tags,
  summary: 'World parts for the destinations hub',
  description:
    'World parts with the listed tours their landing page finds counted (cruises and tours on request are searched apart); show_countries_with_world_parts=1 adds their countries that have listed tours, each with its regions that have. Images always carry alt text, so with_alt changes nothing.',
  query: worldPartGroupsQuerySchema,
  response: worldPartGroupsSchema,
})
