import { describe, expect, it } from 'vitest'
import { byRequestBreadcrumbs, byRequestIndexing, byRequestTitle } from './by-request-page.ts'

const words = {
  all: 'Tours upon request',
  place: (place: string) => `Tours upon request: ${place}`,
}
const t = (key: 'search.byRequestTitle' | 'search.home') =>
  key === 'search.home' ? 'Home' : 'Tours upon request'

describe('§2 /tours-upon-request/{slug*}', () => {
  it('is titled by the place the slug names, or as the whole list', () => {
    expect(byRequestTitle(null, words)).toBe('Tours upon request')
    expect(byRequestTitle({ title: 'Italy' }, words)).toBe('Tours upon request: Italy')
  })

  it('leads back through the whole list to home, in the page’s language', () => {
    expect(byRequestBreadcrumbs({ slug: 'italy', title: 'Italy' }, '/ru', t)).toEqual([
      { url: '/ru', text: 'Home' },
      { url: '/ru/tours-upon-request', text: 'Tours upon request' },
      { url: '/ru/tours-upon-request/italy', text: 'Italy' },
    ])
    expect(byRequestBreadcrumbs(null, '', t)).toEqual([
      { url: '/', text: 'Home' },
      { url: '/tours-upon-request', text: 'Tours upon request' },
    ])
  })

  it('is indexed at its own address (page kept) while it has tours; empty, noindex', () => {
    expect(byRequestIndexing('/tours-upon-request/italy', { page: 1, total: 3 })).toEqual({
      canonicalPath: '/tours-upon-request/italy',
      indexed: true,
    })
    expect(byRequestIndexing('/tours-upon-request', { page: 2, total: 30 })).toEqual({
      canonicalPath: '/tours-upon-request?page=2',
      indexed: true,
    })
    expect(byRequestIndexing('/tours-upon-request/france', { page: 1, total: 0 }).indexed).toBe(
      false,
    )
  })
})
