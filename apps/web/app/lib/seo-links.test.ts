import { describe, expect, it } from 'vitest'
import { seoLinks } from './seo-links.ts'

const origin = 'https://tours.example'

describe('§1/§2 canonical and hreflang links', () => {
  it('gives en, ru and x-default alternates where the brand offers Russian', () => {
    expect(seoLinks({ brandId: 'tourmarket', locale: 'ru', origin }, '/ru/italy')).toEqual([
      { tagName: 'link', rel: 'canonical', href: `${origin}/ru/italy` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${origin}/italy` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ru', href: `${origin}/ru/italy` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}/italy` },
    ])
  })

  it('gives the canonical link alone for a brand without Russian', () => {
    expect(seoLinks({ brandId: 'tourmarket-global', locale: 'en-US', origin }, '/')).toEqual([
      { tagName: 'link', rel: 'canonical', href: `${origin}/` },
    ])
  })
})
