import { describe, expect, it } from 'vitest'
import { englishPath, russianPath, seoLinks } from './seo-links.ts'

const origin = 'https://tours.example'

describe('§2 localised paths: English at the root, Russian under /ru', () => {
  it('strips /ru for the English twin and adds it for the Russian one', () => {
    expect(englishPath('/ru')).toBe('/')
    expect(englishPath('/ru/italy')).toBe('/italy')
    expect(englishPath('/rural-tours')).toBe('/rural-tours')
    expect(russianPath('/')).toBe('/ru')
    expect(russianPath('/italy')).toBe('/ru/italy')
    expect(russianPath('/ru/italy')).toBe('/ru/italy')
  })
})

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
