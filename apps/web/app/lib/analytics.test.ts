import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_IDLE_TIMEOUT_MS,
  analyticsScripts,
  cookieDomains,
  deleteGoogleAnalyticsCookies,
} from './analytics.ts'

describe('§3 Config metrics: analytics load only when configured', () => {
  it('§3 loads nothing without ids', () => {
    expect(analyticsScripts({}, '')).toEqual([])
  })

  it('§3 loads each configured service from its own host', () => {
    const scripts = analyticsScripts(
      { gtag: 'G-ABC123', ym: '12345', clarity: 'abc12', roistat: 'f00d' },
      'https://search.example/?q=altai',
    )
    expect(scripts.map((script) => [script.kind, script.src])).toEqual([
      ['gtag', 'https://www.googletagmanager.com/gtag/js?id=G-ABC123'],
      ['ym', 'https://mc.yandex.ru/metrika/tag.js'],
      ['clarity', 'https://www.clarity.ms/tag/abc12'],
      [
        'roistat',
        'https://cloud.roistat.com/api/site/1.0/f00d/init?referrer=https%3A%2F%2Fsearch.example%2F%3Fq%3Daltai',
      ],
    ])
  })

  it('§3 queues the configuration each loader expects', () => {
    const target: Record<string, unknown> = {}
    const [gtag, ym] = analyticsScripts({ gtag: 'G-ABC123', ym: '12345' }, '')
    gtag?.prepare(target)
    ym?.prepare(target)
    const queued = (target.dataLayer as IArguments[]).map((entry) => Array.from(entry))
    expect(queued[1]).toEqual(['config', 'G-ABC123'])
    expect((target.ym as { a: unknown[][] }).a[0]).toEqual([
      12345,
      'init',
      { clickmap: true, trackLinks: true, accurateTrackBounce: true },
    ])
  })

  it('§2 loads nothing on a device /employees-cookie marked as staff’s', () => {
    const metrics = { gtag: 'G-ABC123', ym: '12345', clarity: 'abc', roistat: 'r1' }
    expect(analyticsScripts(metrics, '')).toHaveLength(4)
    expect(analyticsScripts(metrics, '', { staffDevice: true })).toEqual([])
  })

  it('§9 waits 6000 ms before loading', () => {
    expect(ANALYTICS_IDLE_TIMEOUT_MS).toBe(6000)
  })
})

describe('§9 without gtag, cookies starting _ga, _gid, _gat are deleted', () => {
  function fakeDocument(cookie: string, hostname: string) {
    const writes: string[] = []
    return {
      writes,
      location: { hostname },
      get cookie() {
        return cookie
      },
      set cookie(value: string) {
        writes.push(value)
      },
    }
  }

  it('§9 expires exactly those cookies, on the host and its parent domains', () => {
    const target = fakeDocument(
      '_ga=GA1.1.1; currency=EUR; _gid=GA1.1.2; _gat_UA-1=1; _ga_ABC=GS1; gallery=1',
      'www.tourmarket.example',
    )
    expect(deleteGoogleAnalyticsCookies(target)).toEqual(['_ga', '_gid', '_gat_UA-1', '_ga_ABC'])
    expect(target.writes).toContain('_ga=; Path=/; Max-Age=0')
    expect(target.writes).toContain('_gid=; Path=/; Max-Age=0; Domain=.tourmarket.example')
    expect(target.writes.some((write) => write.startsWith('currency='))).toBe(false)
    expect(target.writes.some((write) => write.startsWith('gallery='))).toBe(false)
  })

  it('names the host and each parent domain; an IP address or localhost only itself', () => {
    expect(cookieDomains('www.tourmarket.example')).toEqual([
      '.www.tourmarket.example',
      '.tourmarket.example',
    ])
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1'])
    expect(cookieDomains('localhost')).toEqual(['localhost'])
  })
})
