import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots-txt.ts'

describe('robots.txt for crawlers', () => {
  it('allows all but the private paths and names the absolute sitemap', () => {
    const lines = robotsTxt('https://tours.example').split('\n')
    expect(lines).toContain('Allow: /')
    for (const path of ['/dev/', '/meet', '/booking/', '/chat/', '/settings']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).toContain('Sitemap: https://tours.example/sitemap.xml')
  })
})
