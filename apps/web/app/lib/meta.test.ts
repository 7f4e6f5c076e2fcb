import { describe, expect, it } from 'vitest'
import { pageMeta, routeMeta } from './meta.ts'

const site = {
  brandId: 'tourmarket',
  locale: 'en-US',
  origin: 'https://tourmarket.example',
} as const

describe('§2 site-wide metadata', () => {
  it("§2 titles a page 'page | project name', with description, share image and language", () => {
    expect(pageMeta(site, { pathname: '/contacts' }, { title: 'Contacts' })).toEqual([
      { title: 'Contacts | Tourmarket' },
      {
        name: 'description',
        content:
          'Guided tours, excursions and cruises from organizers and authors: compare, book and pay online.',
      },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Tourmarket' },
      { property: 'og:title', content: 'Contacts | Tourmarket' },
      {
        property: 'og:description',
        content:
          'Guided tours, excursions and cruises from organizers and authors: compare, book and pay online.',
      },
      { property: 'og:image', content: 'https://tourmarket.example/share-image.png' },
      { property: 'og:url', content: 'https://tourmarket.example/contacts' },
      { property: 'og:locale', content: 'en_US' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ])
  })

  it('§2 a page without a title of its own shows the project name alone', () => {
    expect(pageMeta(site, { pathname: '/' }, { title: '' })[0]).toEqual({ title: 'Tourmarket' })
  })

  it('§9 uses the brand’s project name and the page’s own description and image', () => {
    const meta = pageMeta(
      { brandId: 'tourmarket-global', locale: 'en-US', origin: 'https://global.example' },
      { pathname: '/altai-12' },
      { title: 'Altai trek', description: 'Seven days', image: '/media/altai.jpg' },
    )
    expect(meta).toContainEqual({ title: 'Altai trek | Tourmarket Global' })
    expect(meta).toContainEqual({ name: 'description', content: 'Seven days' })
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://global.example/media/altai.jpg',
    })
  })

  it('§2 Russian pages are described in Russian with the ru_RU locale', () => {
    const meta = pageMeta({ ...site, locale: 'ru' }, { pathname: '/ru' }, { title: '' })
    expect(meta).toContainEqual({ property: 'og:locale', content: 'ru_RU' })
    expect(meta.find((tag) => 'name' in tag && tag.name === 'description')).toMatchObject({
      content: expect.stringMatching(/^Туры/),
    })
  })
})

describe('§2 a route’s metadata and the error screen', () => {
  it('§2 gives none while an error screen shows, so the screen’s heading is the only title', () => {
    expect(
      routeMeta({ site, error: new Error('x'), location: { pathname: '/' } }, { title: 'A' }),
    ).toEqual([])
    expect(
      routeMeta({ site: undefined, error: undefined, location: { pathname: '/' } }, { title: 'A' }),
    ).toEqual([])
    expect(
      routeMeta({ site, error: null, location: { pathname: '/' } }, { title: 'A' })[0],
    ).toEqual({ title: 'A | Tourmarket' })
  })
})
