import type {
  IndexPageCollection,
  IndexPageSeason,
  WorldPartCountry,
  WorldPartGroup,
} from '@tourmarket/contracts'

/**
 * A place is linked only while a search finds tours there: a landing page with none would be an
 * empty search (the sitemap leaves those out for the same reason).
 */
const hasTours = (place: { readonly tours_count: number }) => place.tours_count > 0

/** World parts that have countries with listed tours, each country with its regions that have. */
export function destinationGroups(worldParts: readonly WorldPartGroup[]): WorldPartGroup[] {
  return worldParts.flatMap((worldPart) => {
    const countries = worldPart.countries
      .filter(hasTours)
      .map((country) => ({ ...country, regions: country.regions.filter(hasTours) }))
    return countries.length === 0 ? [] : [{ ...worldPart, countries }]
  })
}

/** Every country of the groups, in the order the page shows them. */
export function countriesOf(groups: readonly WorldPartGroup[]): WorldPartCountry[] {
  return groups.flatMap((group) => group.countries)
}

/** The in-page anchor of a world part's section. */
export function worldPartAnchor(worldPart: { readonly slug: string }): string {
  return `world-part-${worldPart.slug}`
}

export type SeasonCollections = {
  readonly slug: string
  readonly name: string
  readonly collections: readonly IndexPageCollection[]
}

export type CollectionGroups = {
  /** Seasons in the §7 all-seasons order, each with its collections that have tours. */
  readonly seasons: readonly SeasonCollections[]
  /** The collections with tours that no season holds (themes), in editorial order. */
  readonly themes: readonly IndexPageCollection[]
}

/** The collections with tours grouped by the season that holds them, then the rest; each once. */
export function collectionGroups(
  collections: readonly IndexPageCollection[],
  seasons: readonly IndexPageSeason[],
): CollectionGroups {
  const listed = collections.filter(hasTours)
  const byId = new Map(listed.map((collection) => [collection.id, collection]))
  const placed = new Set<number>()
  const seasonGroups = seasons.flatMap((season) => {
    const seasonCollections = season.collections.flatMap((item) => {
      const collection = byId.get(item.id)
      if (collection === undefined || placed.has(collection.id)) return []
      placed.add(collection.id)
      return [collection]
    })
    return seasonCollections.length === 0
      ? []
      : [{ slug: season.slug, name: season.name, collections: seasonCollections }]
  })
  return {
    seasons: seasonGroups,
    themes: listed.filter((collection) => !placed.has(collection.id)),
  }
}

export type LinkedName = { readonly name: string; readonly path: string }

/** schema.org BreadcrumbList of a page's trail, with absolute URLs. */
export function breadcrumbListJsonLd(
  trail: readonly LinkedName[],
  origin: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  }
}

/** schema.org ItemList of the pages a hub links to, in the order it shows them. */
export function itemListJsonLd(
  name: string,
  items: readonly LinkedName[],
  origin: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: new URL(item.path, origin).href,
    })),
  }
}
