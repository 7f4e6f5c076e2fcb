import { describe, expect, it } from 'vitest'
import { drawLandscape } from '../modules/media/art/landscape.ts'
import { countryPlans } from './geography-data.ts'
import { buildBlogPosts } from './journal-data.ts'

const isoCodes = countryPlans.map((plan) => plan.iso)
const posts = buildBlogPosts(1, '2026-11-27', (iso) => isoCodes.indexOf(iso) + 1)
const cyrillic = /[а-яё]/i
const figures = (html: string) =>
  html.match(/<figure><img [^>]+><figcaption>[^<]+<\/figcaption><\/figure>/g) ?? []

describe('seeded journal posts', () => {
  it('issue 42: name the catalogue country a post about a place describes', () => {
    const countryOf = (title: string) => posts.find((post) => post.title === title)?.country_id
    expect(countryOf('Ten Days in Georgia: from Tbilisi to Svaneti')).toBe(
      isoCodes.indexOf('GE') + 1,
    )
    expect(countryOf('Cruising the Nile')).toBe(isoCodes.indexOf('EG') + 1)
    expect(countryOf('How Tour Prices Are Made')).toBeNull()
    const placed = posts.filter((post) => post.country_id !== null)
    expect(placed.length).toBeGreaterThanOrEqual(15)
    for (const post of placed) expect(post.country_id).toBeGreaterThan(0)
  })

  it('have every text in Russian too', () => {
    expect(posts.length).toBeGreaterThan(20)
    for (const post of posts) {
      for (const field of [
        'title_ru',
        'excerpt_ru',
        'category_name_ru',
        'cover_alt_ru',
        'body_ru',
      ]) {
        expect(post[field], `${String(post.slug)} ${field}`).toMatch(cyrillic)
      }
      const tagsRu = post.tags_ru as string[]
      expect(tagsRu).toHaveLength((post.tags as string[]).length)
      for (const tag of tagsRu) expect(tag).toMatch(cyrillic)
    }
  })

  it('have one or two captioned figures with generated pictures, the same in both languages', () => {
    for (const post of posts) {
      const english = figures(String(post.body))
      const russian = figures(String(post.body_ru))
      expect(english.length).toBeGreaterThanOrEqual(1)
      expect(english.length).toBeLessThanOrEqual(2)
      const sources = (items: string[]) => items.map((item) => /src="([^"]+)"/.exec(item)?.[1])
      expect(sources(russian)).toEqual(sources(english))
      for (const source of sources(english))
        expect(source).toMatch(/^\/media\/landscape-\d+\/800x534$/)
      expect(String(post.body).match(/<p>/g)?.length).toBe(
        String(post.body_ru).match(/<p>/g)?.length,
      )
    }
  })

  it('have slugs ending in their id (§2 /journal/{slug ending in -digits})', () => {
    for (const post of posts) expect(String(post.slug)).toMatch(new RegExp(`-${String(post.id)}$`))
  })
})

describe('seeded journal covers', () => {
  it('show the post’s first kind of landscape, drawn in the cover composition', () => {
    const petra = posts.find((post) => String(post.slug).startsWith('petra-and-wadi-rum'))
    const seed = Number(/^journal-(\d+)$/.exec(String(petra?.cover_key))?.[1])
    expect(drawLandscape(seed, { composition: 'journal' }).theme).toBe('desert')
    const figure = /src="\/media\/landscape-(\d+)\//.exec(String(petra?.body))?.[1]
    expect(drawLandscape(Number(figure), { composition: 'landscape' }).theme).toBe('desert')
  })
})
