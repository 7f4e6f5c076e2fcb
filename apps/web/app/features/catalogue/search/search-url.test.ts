import { describe, expect, it } from 'vitest'
import {
  canonicalSearch,
  filterOfUrl,
  pageUrlOf,
  searchHref,
  searchQueryOf,
  withFilterChange,
} from './search-url.ts'

describe('§5 search URL normalisation', () => {
  it('reads a repeated key as a list and a single key as a value', () => {
    expect(searchQueryOf(new URLSearchParams('cities=5&cities=6&sort=price'))).toEqual({
      cities: ['5', '6'],
      sort: 'price',
    })
  })

  it('drops unknown keys and defaults, and keeps lists readable with commas', () => {
    const filter = filterOfUrl(
      new URL('http://x/italy?junk=1&sort=default&cities=6,5&priceMax=500'),
      'italy',
    )
    expect(filter.slug).toBe('italy')
    expect(canonicalSearch(filter)).toBe('priceMax=500&cities=5,6')
  })

  it('gives the same canonical query for equal filters, so a canonical URL is never redirected', () => {
    const first = canonicalSearch(filterOfUrl(new URL('http://x/?city=6&cities=5'), undefined))
    const again = canonicalSearch(filterOfUrl(new URL(`http://x/?${first}`), undefined))
    expect(again).toBe(first)
  })

  it('builds a bare path for an empty filter and leaves the slug in the path', () => {
    expect(searchHref('/italy', { slug: 'italy' })).toBe('/italy')
    expect(searchHref('/italy', { slug: 'italy', page: 2 })).toBe('/italy?page=2')
  })
})

describe('§3 filter change', () => {
  it('goes back to the first page when a filter changes', () => {
    expect(withFilterChange({ page: 3, priceMax: 500 }, { daysMin: 2 })).toEqual({
      page: undefined,
      priceMax: 500,
      daysMin: 2,
    })
  })

  it('keeps an explicit page change and removes a field set to undefined', () => {
    expect(withFilterChange({ page: 3, priceMax: 500 }, { page: 4, priceMax: undefined })).toEqual({
      page: 4,
      priceMax: undefined,
    })
  })
})

describe('§2 the page URL behind a data request', () => {
  it('drops the .data suffix and the _routes key of a client navigation', () => {
    const url = pageUrlOf('http://x/italy.data?priceMax=500&_routes=routes%2Fcatalogue')
    expect(url.pathname).toBe('/italy')
    expect(url.search).toBe('?priceMax=500')
  })

  it('leaves a document request as it is', () => {
    expect(pageUrlOf('http://x/ru/italy?page=2').href).toBe('http://x/ru/italy?page=2')
  })
})
