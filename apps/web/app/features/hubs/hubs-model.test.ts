import type {
  IndexPageCollection,
  IndexPageSeason,
  WorldPartCountry,
  WorldPartGroup,
} from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import {
  breadcrumbListJsonLd,
  collectionGroups,
  destinationGroups,
  itemListJsonLd,
} from './hubs-model.ts'

const region = (slug: string, toursCount: number) => ({
  id: toursCount,
  slug,
  name: slug,
  tours_count: toursCount,
})

const country = (
  slug: string,
  toursCount: number,
  regions: WorldPartCountry['regions'] = [],
): WorldPartCountry => ({
  id: toursCount,
  slug,
  iso_code: 'XX',
  name: slug,
  image: null,
  tours_count: toursCount,
  regions,
})

const worldPart = (slug: string, countries: WorldPartCountry[]): WorldPartGroup => ({
  id: countries.length,
  slug,
  name: slug,
  tours_count: countries.reduce((sum, item) => sum + item.tours_count, 0),
  countries,
})

const collection = (id: number, toursCount: number): IndexPageCollection => ({
  id,
  slug: `collection-${String(id)}`,
  name: `Collection ${String(id)}`,
  image: null,
  tours_count: toursCount,
  seo: null,
})

const season = (slug: string, ids: number[]): IndexPageSeason => ({
  id: ids[0] ?? 0,
  slug,
  name: slug,
  months: [1],
  tours_count: 1,
  collections: ids.map((id) => ({
    id,
    slug: `collection-${String(id)}`,
    name: `Collection ${String(id)}`,
    image: null,
    tours_count: 1,
  })),
})

describe('/destinations links only places a search finds tours in', () => {
  it('drops countries and regions without listed tours, and world parts left empty', () => {
    const groups = destinationGroups([
      worldPart('europe', [
        country('italy', 3, [region('tuscany', 2), region('molise', 0)]),
        country('andorra', 0),
      ]),
      worldPart('antarctica', [country('nowhere', 0)]),
    ])
    expect(groups.map((group) => group.slug)).toEqual(['europe'])
    expect(groups[0]?.countries.map((item) => item.slug)).toEqual(['italy'])
    expect(groups[0]?.countries[0]?.regions.map((item) => item.slug)).toEqual(['tuscany'])
  })
})

describe('/collections groups collections by season', () => {
  it('puts each listed collection in its first season, the rest after, empty ones nowhere', () => {
    const groups = collectionGroups(
      [collection(1, 4), collection(2, 0), collection(3, 7), collection(4, 2)],
      [season('winter', [1, 2]), season('summer', [1, 3]), season('spring', [2])],
    )
    expect(groups.seasons).toEqual([
      { slug: 'winter', name: 'winter', collections: [collection(1, 4)] },
      { slug: 'summer', name: 'summer', collections: [collection(3, 7)] },
    ])
    expect(groups.themes).toEqual([collection(4, 2)])
  })
})

describe('schema.org JSON-LD of the hubs', () => {
  it('lists the trail and the linked pages with absolute URLs in page order', () => {
    const origin = 'https://tourmarket.example'
    expect(
      breadcrumbListJsonLd(
        [
          { name: 'Главная', path: '/ru' },
          { name: 'Направления', path: '/ru/destinations' },
        ],
        origin,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: `${origin}/ru` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Направления',
          item: `${origin}/ru/destinations`,
        },
      ],
    })
    expect(itemListJsonLd('Destinations', [{ name: 'Italy', path: '/italy' }], origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Destinations',
      numberOfItems: 1,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Italy', url: `${origin}/italy` },
      ],
    })
  })
})
