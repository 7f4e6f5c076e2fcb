import { CITY_SUGGESTIONS_LIMIT } from '@tourmarket/contracts'
import type {
  CatalogueGroup,
  CitySuggestion,
  DropdownCountry,
  DropdownLanguage,
  IndexPageCollection,
  IndexPageItem,
  IndexPageSeason,
  WorldPartGroup,
  WorldPartRegion,
} from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { localize } from '../../platform/i18n/localize.ts'
import { optionalMediaItem } from '../../platform/media-item/media-item.ts'
import type { CollectionRow, GeographyRepository, GroupRow } from './repository.ts'

export type GeographyServiceOptions = {
  repository: GeographyRepository
  now: () => Date
}

/** Sorts by the name as the reader's language orders it (Ё after Е, not after Я), then by id. */
function byLocalName<Item extends { id: number; name: string }>(
  items: Item[],
  language: Locale,
): Item[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' })
  return items.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
}

function toCatalogueGroup(row: GroupRow, language: Locale): CatalogueGroup {
  const name = localize(language, row.name, row.nameRu)
  return {
    id: row.id,
    slug: row.slug,
    name,
    description: localize(language, row.description, row.descriptionRu),
    image: optionalMediaItem(row.imageKey, name),
    tours_count: row.toursCount,
  }
}

function toIndexPageItem(row: GroupRow, language: Locale): IndexPageItem {
  const name = localize(language, row.name, row.nameRu)
  return {
    id: row.id,
    slug: row.slug,
    name,
    image: optionalMediaItem(row.imageKey, name),
    tours_count: row.toursCount,
  }
}

function toIndexPageCollection(row: CollectionRow, language: Locale): IndexPageCollection {
  const seo =
    row.seoTitle !== null && row.seoDescription !== null
      ? { title: row.seoTitle, description: row.seoDescription }
      : null
  return { ...toIndexPageItem(row, language), seo }
}

const hasTours = (row: { toursCount: number }) => row.toursCount > 0

export type GeographyService = ReturnType<typeof createGeographyService>

/** Places, groupings and reference lists of the catalogue, localised for the reader. */
export function createGeographyService({ repository, now }: GeographyServiceOptions) {
  return {
    /** §5: an empty query finds nothing; results sorted by name. */
    async citiesByQuery(query: string, language: Locale): Promise<CitySuggestion[]> {
      const text = query.trim()
      if (text === '') return []
      const rows = await repository.findCities(text, CITY_SUGGESTIONS_LIMIT)
      const suggestions = rows.map((row) => ({
        id: row.id,
        name: localize(language, row.name, row.nameRu),
        region:
          row.regionName === null
            ? null
            : { name: localize(language, row.regionName, row.regionNameRu) },
        country: { name: localize(language, row.countryName, row.countryNameRu) },
        latitude: row.latitude,
        longitude: row.longitude,
      }))
      return byLocalName(suggestions, language)
    },

    /** Every rest kind in editorial order, with its listed tours counted. */
    async restKinds(language: Locale): Promise<CatalogueGroup[]> {
      const rows = await repository.restKinds(now())
      return rows.map((row) => toCatalogueGroup(row, language))
    },

    /** Every collection in editorial order, with its listed tours counted. */
    async collections(language: Locale): Promise<CatalogueGroup[]> {
      const rows = await repository.collections(now())
      return rows.map((row) => toCatalogueGroup(row, language))
    },

    /** Home-page tiles: rest kinds that have listed tours. */
    async indexPageRestKinds(language: Locale): Promise<IndexPageItem[]> {
      const rows = await repository.restKinds(now())
      return rows.filter(hasTours).map((row) => toIndexPageItem(row, language))
    },

    /**
     * Home-page tiles: collections that have listed tours; with `onlyWithOwnSeo`, only those an
     * editor wrote their own SEO title and description for.
     */
    async indexPageCollections(
      language: Locale,
      onlyWithOwnSeo: boolean,
    ): Promise<IndexPageCollection[]> {
      const rows = await repository.collections(now())
      return rows
        .filter(hasTours)
        .map((row) => toIndexPageCollection(row, language))
        .filter((collection) => !onlyWithOwnSeo || collection.seo !== null)
    },

    /** Seasons whose collections have listed tours, each with those collections. */
    async indexPageSeasons(language: Locale): Promise<IndexPageSeason[]> {
      const [seasons, collections] = await Promise.all([
        repository.seasons(now()),
        repository.collections(now()),
      ])
      return seasons.flatMap((season) => {
        const seasonCollections = collections
          .filter((collection) => collection.seasonId === season.id && hasTours(collection))
          .map((collection) => toIndexPageItem(collection, language))
        if (seasonCollections.length === 0) return []
        return [
          {
            id: season.id,
            slug: season.slug,
            name: localize(language, season.name, season.nameRu),
            months: season.months,
            tours_count: season.toursCount,
            collections: seasonCollections,
          },
        ]
      })
    },

    /** §3 Country (phone input) for every country, sorted by the localised name. */
    async dropdownCountries(language: Locale): Promise<DropdownCountry[]> {
      const rows = await repository.countries()
      const countries = rows.map((row) => ({
        id: row.id,
        iso_code: row.isoCode,
        name: localize(language, row.name, row.nameRu),
        phone_code: row.phoneCode,
        is_primary: row.isPrimaryForPhoneCode,
      }))
      return byLocalName(countries, language)
    },

    /** Languages sorted by the localised name; optionally only those listed tours are guided in. */
    async dropdownLanguages(
      language: Locale,
      onlyWithPublishedTours: boolean,
    ): Promise<DropdownLanguage[]> {
      const rows = await repository.languages({
        onlyOfListedTours: onlyWithPublishedTours,
        now: now(),
      })
      const languages = rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: localize(language, row.name, row.nameRu),
      }))
      return byLocalName(languages, language)
    },

    /**
     * World parts in editorial order with their listed tours counted; with `withCountries`, each
     * lists its countries that have listed tours, and each country its regions that have, all
     * sorted by the localised name: the destinations hub links only places a search finds tours in.
     */
    async worldPartGroups(language: Locale, withCountries: boolean): Promise<WorldPartGroup[]> {
      const [worldParts, countries, countryCounts, regionRows] = await Promise.all([
        repository.worldParts(now()),
        withCountries ? repository.countries() : Promise.resolve([]),
        withCountries
          ? repository.countryTourCounts(now())
          : Promise.resolve(new Map<number, number>()),
        withCountries ? repository.regionTourCounts(now()) : Promise.resolve([]),
      ])
      const regionsByCountry = new Map<number, WorldPartRegion[]>()
      for (const row of regionRows) {
        const region = {
          id: row.id,
          slug: row.slug,
          name: localize(language, row.name, row.nameRu),
          tours_count: row.toursCount,
        }
        regionsByCountry.set(row.countryId, [
          ...(regionsByCountry.get(row.countryId) ?? []),
          region,
        ])
      }
      return worldParts.map((worldPart) => {
        const worldPartCountries = countries.flatMap((country) => {
          const toursCount = countryCounts.get(country.id) ?? 0
          if (country.worldPartId !== worldPart.id || toursCount === 0) return []
          const name = localize(language, country.name, country.nameRu)
          return [
            {
              id: country.id,
              slug: country.slug,
              iso_code: country.isoCode,
              name,
              image: optionalMediaItem(country.imageKey, name),
              tours_count: toursCount,
              regions: byLocalName(regionsByCountry.get(country.id) ?? [], language),
            },
          ]
        })
        return {
          id: worldPart.id,
          slug: worldPart.slug,
          name: localize(language, worldPart.name, worldPart.nameRu),
          tours_count: worldPart.toursCount,
          countries: byLocalName(worldPartCountries, language),
        }
      })
    },
  }
}
