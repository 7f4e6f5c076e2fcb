import type { TourDate, TourPage as TourPageRecord } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import {
  minorToDecimal,
  nearestBookableDate,
  oldPriceOf,
  shareLinks,
  tourJsonLd,
} from './tour-page-model.ts'
import { inlineJson } from '../../../lib/inline-json.ts'

const date = (overrides: Partial<TourDate>): TourDate =>
  ({
    id: 1,
    start: '2027-01-09',
    end: '2027-01-10',
    price: 95652,
    price_without_discount: 95652,
    is_busy: false,
    is_discount_exist: false,
    discount: null,
    ...overrides,
  }) as TourDate

describe('§3 tour date prices', () => {
  it('§3 minor units become an exact decimal text', () => {
    expect(minorToDecimal(95652, 'USD')).toBe('956.52')
    expect(minorToDecimal(5, 'EUR')).toBe('0.05')
    expect(minorToDecimal(0, 'USD')).toBe('0.00')
  })

  it('§3 the old price shows only when a discount lowers the price', () => {
    expect(oldPriceOf(date({ is_discount_exist: true, price_without_discount: 100000 }))).toBe(
      100000,
    )
    expect(oldPriceOf(date({ is_discount_exist: false, price_without_discount: 100000 }))).toBe(
      null,
    )
    expect(oldPriceOf(date({ is_discount_exist: true }))).toBe(null)
  })

  it('§2 the booking box offers the nearest date with seats, else the nearest', () => {
    const busy = date({ id: 1, is_busy: true })
    const free = date({ id: 2 })
    expect(nearestBookableDate([busy, free])).toBe(free)
    expect(nearestBookableDate([busy])).toBe(busy)
    expect(nearestBookableDate([])).toBeUndefined()
  })
})

describe('§1 availableShareButtons', () => {
  it('§1 one plain share link per button of the brand, in its order', () => {
    const links = shareLinks(['x', 'email'], 'https://example.test/a-1', 'A & B')
    expect(links.map((link) => link.button)).toEqual(['x', 'email'])
    expect(links[0]?.href).toBe(
      'https://x.com/intent/post?url=https%3A%2F%2Fexample.test%2Fa-1&text=A%20%26%20B',
    )
    expect(links[1]?.href).toBe('mailto:?subject=A%20%26%20B&body=https%3A%2F%2Fexample.test%2Fa-1')
  })

  it('§1 a brand without share buttons gets none', () => {
    expect(shareLinks([], 'https://example.test/a-1', 'A')).toEqual([])
  })
})

describe('§2 tour page structured data', () => {
  const tour = {
    title: 'Sea </script> trip',
    summary: 'Sun',
    cover: { image: '/media/landscape-1/{size}', alt: 'x', video_url: null },
    organizer: { name: 'Olga', url: '/tour-provider/2' },
    seo: { canonical_path: '/sea-trip-7' },
    rating: { average: 4.5, count: 2 },
    breadcrumbs: [
      { url: '/', text: 'Home' },
      { url: '/sea-trip-7', text: 'Sea trip' },
    ],
    dates: [date({ is_busy: true })],
  } as unknown as TourPageRecord

  it('§2 a Product with offers per date, the rating and the breadcrumbs', () => {
    const [product, breadcrumbs] = tourJsonLd(tour, 'https://example.test', 'USD')
    expect(product).toMatchObject({
      '@type': 'Product',
      image: 'https://example.test/media/landscape-1/1200x630',
      brand: { name: 'Olga', url: 'https://example.test/tour-provider/2' },
      offers: [
        {
          price: '956.52',
          priceCurrency: 'USD',
          availability: 'https://schema.org/SoldOut',
        },
      ],
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    })
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://example.test/' },
        { position: 2, name: 'Sea trip' },
      ],
    })
  })

  it('§2 no aggregateRating without reviews', () => {
    const [product] = tourJsonLd(
      { ...tour, rating: { average: null, count: 0, distribution: [] } },
      'https://example.test',
      'USD',
    )
    expect(product).not.toHaveProperty('aggregateRating')
  })

  it('§2 the inline JSON cannot close its script element', () => {
    const text = inlineJson(tourJsonLd(tour, 'https://example.test', 'USD'))
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(
      JSON.parse(JSON.stringify(tourJsonLd(tour, 'https://example.test', 'USD'))),
    )
  })
})
