import { describe, expect, it } from 'vitest'
import { inPageLanguage } from './redirect-target.server.ts'

describe('§2 /r/{id} and /redirect keep the page’s language', () => {
  it('sends a Russian page’s visitor to the Russian twin of a site path, query and hash kept', () => {
    expect(inPageLanguage('/collections', 'ru')).toBe('/ru/collections')
    expect(inPageLanguage('/tours-upon-request?page=2#list', 'ru')).toBe(
      '/ru/tours-upon-request?page=2#list',
    )
    expect(inPageLanguage('/', 'ru')).toBe('/ru')
  })

  it('leaves English pages’ targets as they are', () => {
    expect(inPageLanguage('/collections', 'en-US')).toBe('/collections')
  })

  it('leaves a path already Russian, the API’s paths and files as they are', () => {
    expect(inPageLanguage('/ru/journal', 'ru')).toBe('/ru/journal')
    expect(inPageLanguage('/ru', 'ru')).toBe('/ru')
    expect(inPageLanguage('/media/landscape-12/370x244', 'ru')).toBe('/media/landscape-12/370x244')
    expect(inPageLanguage('/spa/tour?slug=a-1', 'ru')).toBe('/spa/tour?slug=a-1')
    expect(inPageLanguage('/sitemap.xml', 'ru')).toBe('/sitemap.xml')
  })

  it('leaves another host’s address as it is', () => {
    expect(inPageLanguage('https://partner.example/offer', 'ru')).toBe(
      'https://partner.example/offer',
    )
  })
})
