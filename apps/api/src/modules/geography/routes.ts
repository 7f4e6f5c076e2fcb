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
} from '@tourmarket/api-client'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { GeographyService } from './service.ts'

export type GeographyRoutesOptions = { geography: GeographyService }

const tags = ['geography']

/** Cities, countries, world parts, rest kinds, collections, seasons and languages (§7 lookups). */
export const geographyRoutes: FastifyPluginAsyncZod<GeographyRoutesOptions> = async (
  app,
  { geography },
) => {
  app.get(
    '/spa/cities-by-query',
    {
      schema: {
        tags,
        summary: 'City autocomplete',
        description:
          'Up to 20 cities whose English or Russian name starts with, or resembles, the query; sorted by the localised name. An empty query finds nothing (§5).',
        querystring: citiesByQueryQuerySchema,
        response: { 200: citiesByQuerySchema },
      },
    },
    async (request) => ({
      data: await geography.citiesByQuery(request.query.query ?? '', request.language),
    }),
  )

  app.get(
    '/spa/rest-kinds',
    {
      schema: {
        tags,
        summary: 'Rest kinds',
        description: 'Every rest kind in editorial order, with the number of listed tours.',
        response: { 200: catalogueGroupsSchema },
      },
    },
    async (request) => ({ data: await geography.restKinds(request.language) }),
  )

  app.get(
    '/spa/collections',
    {
      schema: {
        tags,
        summary: 'Collections',
        description: 'Every collection in editorial order, with the number of listed tours.',
        response: { 200: catalogueGroupsSchema },
      },
    },
    async (request) => ({ data: await geography.collections(request.language) }),
  )

  app.get(
    '/crm/api/index-page/all-rest-kinds',
    {
      schema: {
        tags,
        summary: 'Rest kinds for the home page',
        description: 'Rest kinds that have listed tours, in editorial order.',
        response: { 200: indexPageRestKindsSchema },
      },
    },
    async (request) => ({ data: await geography.indexPageRestKinds(request.language) }),
  )

  app.get(
    '/crm/api/index-page/all-collections',
    {
      schema: {
        tags,
        summary: 'Collections for the home page',
        description:
          'Collections that have listed tours, with their own SEO texts when written; with_individual_seo_params=1 keeps only those that have them.',
        querystring: indexPageCollectionsQuerySchema,
        response: { 200: indexPageCollectionsSchema },
      },
    },
    async (request) => ({
      data: await geography.indexPageCollections(
        request.language,
        request.query.with_individual_seo_params,
      ),
    }),
  )

  app.get(
    '/crm/api/index-page/all-seasons',
    {
      schema: {
        tags,
        summary: 'Seasons for the home page',
        description: 'Seasons whose collections have listed tours, each with those collections.',
        response: { 200: indexPageSeasonsSchema },
      },
    },
    async (request) => ({ data: await geography.indexPageSeasons(request.language) }),
  )

  app.get(
    '/crm/api/dropdown/country',
    {
      schema: {
        tags,
        summary: 'Countries for the phone input and selects',
        description: '§3 Country (phone input) for every country, sorted by the localised name.',
        response: { 200: dropdownCountriesSchema },
      },
    },
    async (request) => ({ data: await geography.dropdownCountries(request.language) }),
  )

  app.get(
    '/crm/api/dropdown/language',
    {
      schema: {
        tags,
        summary: 'Languages',
        description:
          'Languages sorted by the localised name; only_with_published_tours=1 keeps those some listed tour is guided in.',
        querystring: dropdownLanguagesQuerySchema,
        response: { 200: dropdownLanguagesSchema },
      },
    },
    async (request) => ({
      data: await geography.dropdownLanguages(
        request.language,
        request.query.only_with_published_tours,
      ),
    }),
  )

  app.get(
    '/crm/api/world-part/groups',
    {
      schema: {
        tags,
        summary: 'World parts for the destinations hub',
        description:
          'World parts with their listed tours counted; show_countries_with_world_parts=1 adds their countries that have listed tours. Images always carry alt text, so with_alt changes nothing.',
        querystring: worldPartGroupsQuerySchema,
        response: { 200: worldPartGroupsSchema },
      },
    },
    async (request) => ({
      data: await geography.worldPartGroups(
        request.language,
        request.query.show_countries_with_world_parts,
      ),
    }),
  )
}
