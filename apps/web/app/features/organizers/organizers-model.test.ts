import type { OrganizerPublicInfo, OrganizerVerificationInfo } from '@tourmarket/contracts'
import { getBrand } from '@tourmarket/domain/brand'
import { describe, expect, it } from 'vitest'
import {
  idParam,
  metaDescriptionOf,
  guideLanguagesList,
  organizerJsonLd,
  pageParam,
  passedChecks,
  verificationNotes,
  withQuery,
} from './organizers-model.ts'

const info: OrganizerPublicInfo = {
  id: 24,
  name: 'Amira Bekele',
  url: '/tour-provider/24',
  avatar: '/media/portrait-1/{size}',
  operator_type: 'author',
  rating: 4.63,
  reviews_count: 27,
  verification: { identity: 1, documents: 3, internal: 0 },
  slug: 'amira-bekele-24',
  description: '<p>Small groups &amp; quiet roads.</p><p>Since 2013.</p>',
  country: { id: 16, name: 'Montenegro' },
  city: { id: 201, name: 'Žabljak' },
  founded_year: 2013,
  legal_type: { id: 2, label: 'Individual entrepreneur' },
  languages: [
    { id: 1, name: 'English' },
    { id: 2, name: 'Russian' },
  ],
  tours_count: 5,
  tour_ids: [5, 4, 3, 2, 1],
}

describe('organizer pages: query parameters', () => {
  it('reads a page number; anything but a positive whole number is not a page', () => {
    expect(pageParam(null)).toBe(1)
    expect(pageParam('2')).toBe(2)
    for (const bad of ['0', '-1', '2.5', 'abc', '', '1e3', '9999999']) {
      expect(pageParam(bad)).toBeNull()
    }
  })

  it('reads a country id: absent or empty is no filter, anything but an id is malformed', () => {
    expect(idParam(null)).toBeUndefined()
    expect(idParam('')).toBeUndefined()
    expect(idParam('16')).toBe(16)
    expect(idParam('0')).toBeNull()
    expect(idParam('norway')).toBeNull()
  })

  it('builds one URL per page: page 1 has no key, unset keys are left out', () => {
    expect(
      withQuery('/tour-providers', [
        ['country', undefined],
        ['page', 1],
      ]),
    ).toBe('/tour-providers')
    expect(
      withQuery('/tour-providers', [
        ['country', 16],
        ['page', 3],
      ]),
    ).toBe('/tour-providers?country=16&page=3')
    expect(
      withQuery('/ru/tour-provider/24', [
        ['reviews-page', 2],
        ['tours-page', 1],
      ]),
    ).toBe('/ru/tour-provider/24?reviews-page=2')
  })
})

describe('§4 verification on the organizer page', () => {
  const verified: OrganizerVerificationInfo = {
    organizer_id: 24,
    identity: { state: 1, is_verified: true, label: 'Verified' },
    documents: { state: 3, is_verified: false, label: 'In progress' },
    internal: { state: 0, is_verified: false, label: 'Not performed' },
  }

  it('shows only the checks passed, as badges', () => {
    expect(passedChecks(verified)).toEqual(['identity'])
    expect(
      passedChecks({
        ...verified,
        documents: { state: 1, is_verified: true, label: 'Verified' },
        internal: { state: 1, is_verified: true, label: 'Verified' },
      }),
    ).toEqual(['identity', 'documents', 'internal'])
    expect(
      passedChecks({ ...verified, identity: { state: 2, is_verified: false, label: 'Failed' } }),
    ).toEqual([])
  })

  it('§8 a failed lookup passes no check', () => {
    expect(passedChecks(null)).toEqual([])
  })

  it('names no provider and shows no link with the brands as configured', () => {
    for (const id of ['tourmarket', 'tourmarket-global'] as const) {
      expect(verificationNotes(getBrand(id).verificationService)).toEqual({
        provider: null,
        link: null,
      })
    }
  })

  it('uses the brand’s provider wording and link', () => {
    const service = {
      name: 'CheckID',
      legalName: 'CheckID Ltd',
      link: 'https://checkid.example',
      linkText: 'How we check',
      allowMessagesAboutUnverifiedIdentity: true,
    }
    expect(verificationNotes(service)).toEqual({
      provider: { name: 'CheckID', legalName: 'CheckID Ltd' },
      link: { href: 'https://checkid.example', text: 'How we check' },
    })
    expect(verificationNotes({ ...service, link: '' }).link).toBeNull()
  })
})

describe('organizer page metadata', () => {
  it('turns the description into one line of text, cut at a word', () => {
    expect(metaDescriptionOf(info.description)).toBe('Small groups & quiet roads. Since 2013.')
    const long = metaDescriptionOf(`<p>${'word '.repeat(60)}</p>`)
    expect(long.length).toBeLessThanOrEqual(160)
    expect(long.endsWith('word…')).toBe(true)
  })

  it('describes an Organization with its rating and a BreadcrumbList', () => {
    const crumbs = [
      { url: '/', text: 'Home' },
      { url: '/tour-providers', text: 'Tour organizers' },
      { url: '/tour-provider/24', text: 'Amira Bekele' },
    ]
    const [organization, trail] = organizerJsonLd(info, {
      origin: 'https://example.test',
      path: '/tour-provider/24',
      crumbs,
    })
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Amira Bekele',
      url: 'https://example.test/tour-provider/24',
      logo: 'https://example.test/media/portrait-1/96x96',
      foundingDate: '2013',
      knowsLanguage: ['English', 'Russian'],
      address: { addressCountry: 'Montenegro', addressLocality: 'Žabljak' },
      aggregateRating: { ratingValue: 4.63, reviewCount: 27, bestRating: 5, worstRating: 1 },
    })
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://example.test/' },
        { position: 2, item: 'https://example.test/tour-providers' },
        { position: 3, name: 'Amira Bekele', item: 'https://example.test/tour-provider/24' },
      ],
    })
  })

  it('claims no rating without reviews', () => {
    const [organization] = organizerJsonLd(
      { ...info, rating: null, reviews_count: 0, avatar: null, founded_year: null },
      { origin: 'https://example.test', path: '/tour-provider/24', crumbs: [] },
    )
    expect(organization).not.toHaveProperty('aggregateRating')
    expect(organization).not.toHaveProperty('logo')
    expect(organization).not.toHaveProperty('foundingDate')
  })
})

describe('organizer page: the languages the organizer guides in', () => {
  it('reads "English, Russian" in the order the API sorted them', () => {
    expect(guideLanguagesList(info.languages)).toBe('English, Russian')
    expect(guideLanguagesList([{ name: 'английский' }])).toBe('английский')
  })

  it('says nothing when the organizer named none, and leaves them out of the JSON-LD', () => {
    expect(guideLanguagesList([])).toBeNull()
    const [organization] = organizerJsonLd(
      { ...info, languages: [] },
      { origin: 'https://example.test', path: '/tour-provider/24', crumbs: [] },
    )
    expect(organization).not.toHaveProperty('knowsLanguage')
  })
})
