import { describe, expect, it } from 'vitest'
import { catalogueSearchPath } from './catalogue-search.ts'

describe('issue 42: where the search box leads without a suggestion', () => {
  it('an empty or blank phrase leads to the whole catalogue', () => {
    expect(catalogueSearchPath('')).toBe('/tours')
    expect(catalogueSearchPath('   ')).toBe('/tours')
  })

  it('a phrase leads to the catalogue searched for it, encoded', () => {
    expect(catalogueSearchPath(' Tbilsi ')).toBe('/tours?placeName=Tbilsi')
    expect(catalogueSearchPath('Тбилси & co')).toBe(
      `/tours?placeName=${encodeURIComponent('Тбилси & co')}`,
    )
  })
})
