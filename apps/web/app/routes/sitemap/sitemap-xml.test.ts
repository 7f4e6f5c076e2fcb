import { describe, expect, it } from 'vitest'
import { sitemapXml } from './sitemap-xml.ts'

describe('§7 seo-pages-sitemap → sitemap.xml', () => {
  it('writes absolute locs, lastmod when known and the priority', () => {
    const xml = sitemapXml(
      [
        { url: '/', lastmod: null, priority: 1 },
        { url: '/walk-&-talk-7', lastmod: '2026-09-21', priority: 0.9 },
      ],
      'https://tours.example',
    )
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<url><loc>https://tours.example/</loc><priority>1.0</priority></url>')
    expect(xml).toContain(
      '<url><loc>https://tours.example/walk-&amp;-talk-7</loc><lastmod>2026-09-21</lastmod><priority>0.9</priority></url>',
    )
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })
})
