import type { BlogPost } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { articleJsonLd, breadcrumbListJsonLd } from './journal-json-ld.ts'

const origin = 'https://tourmarket.example'
const crumbs = [
  { url: '/', text: 'Главная' },
  { url: '/journal', text: 'Журнал' },
  { url: '/journal/culture', text: 'Культура' },
]

describe('journal JSON-LD', () => {
  it('lists the breadcrumbs with absolute links in the page language', () => {
    expect(breadcrumbListJsonLd(crumbs, origin, 'ru')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: `${origin}/ru` },
        { '@type': 'ListItem', position: 2, name: 'Журнал', item: `${origin}/ru/journal` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Культура',
          item: `${origin}/ru/journal/culture`,
        },
      ],
    })
    expect(breadcrumbListJsonLd(crumbs.slice(0, 1), origin, 'en-US')).toMatchObject({
      itemListElement: [{ item: `${origin}/` }],
    })
  })

  it('describes the article with its cover, date, author and publisher', () => {
    const post: BlogPost = {
      id: 10,
      slug: 'kyoto-beyond-the-temples-10',
      title: 'Kyoto Beyond the Temples',
      excerpt: 'Tea houses',
      cover: { image: '/media/journal-5/{size}', alt: 'Kyoto', video_url: null },
      category: { slug: 'culture', name: 'Culture' },
      author: { name: 'Yuki Sato' },
      reading_minutes: 2,
      published_at: '2026-03-01T10:00:00.000Z',
      tags: ['japan', 'culture'],
      country: { id: 30, slug: 'japan', name: 'Japan' },
      body: '<p>Text</p>',
      similar: [],
      breadcrumbs: crumbs,
      seo: {
        title: 'Kyoto Beyond the Temples',
        description: 'Tea houses',
        canonical_url: '/journal/kyoto-beyond-the-temples-10',
        image: '/media/journal-5/{size}',
      },
    }
    expect(articleJsonLd(post, origin, 'en-US', 'Tourmarket')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Kyoto Beyond the Temples',
      description: 'Tea houses',
      image: `${origin}/media/journal-5/1200x630`,
      datePublished: '2026-03-01T10:00:00.000Z',
      inLanguage: 'en-US',
      articleSection: 'Culture',
      keywords: 'japan, culture',
      author: { '@type': 'Person', name: 'Yuki Sato' },
      publisher: { '@type': 'Organization', name: 'Tourmarket' },
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': `${origin}/journal/kyoto-beyond-the-temples-10`,
      },
      url: `${origin}/journal/kyoto-beyond-the-temples-10`,
    })
  })
})
