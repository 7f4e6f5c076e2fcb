import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_IDLE_TIMEOUT_MS,
  analyticsPage,
  analyticsScripts,
  cookieDomains,
  deleteGoogleAnalyticsCookies,
  reportPageView,
} from './analytics.ts'

const home = analyticsPage('https://tourmarket.example/', '')

describe('§3 Config metrics: analytics load only when configured', () => {
  it('§3 loads nothing without ids', () => {
    expect(analyticsScripts({}, home)).toEqual([])
  })

  it('§3 loads each configured service from its own host', () => {
    const scripts = analyticsScripts(
      { gtag: 'G-ABC123', ym: '12345', clarity: 'abc12', roistat: 'f00d' },
      analyticsPage('https://tourmarket.example/', 'https://search.example/?q=altai'),
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
    const [gtag, ym] = analyticsScripts({ gtag: 'G-ABC123', ym: '12345' }, home)
    gtag?.prepare(target)
    ym?.prepare(target)
    const queued = (target.dataLayer as IArguments[]).map((entry) => Array.from(entry))
    const fields = { page_location: 'https://tourmarket.example/', page_referrer: '' }
    expect(queued.slice(1)).toEqual([
      ['set', fields],
      ['config', 'G-ABC123', fields],
    ])
    expect((target.ym as { a: unknown[][] }).a).toEqual([
      [12345, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, defer: true }],
      [12345, 'hit', 'https://tourmarket.example/', { referer: '' }],
    ])
  })

  it('§2 loads nothing on a device /employees-cookie marked as staff’s', () => {
    const metrics = { gtag: 'G-ABC123', ym: '12345', clarity: 'abc', roistat: 'r1' }
    expect(analyticsScripts(metrics, home)).toHaveLength(4)
    expect(analyticsScripts(metrics, home, { staffDevice: true })).toEqual([])
  })

  it('§9 waits 6000 ms before loading', () => {
    expect(ANALYTICS_IDLE_TIMEOUT_MS).toBe(6000)
  })
})

describe('issue 37: no capability reaches an analytics service', () => {
  const meet = 'https://tourmarket.example/meet?key=Qm9va2luZy1rZXktMzItYnl0ZXMtcmFuZG9tLWtleQ'
  const booking =
    'https://tourmarket.example/booking/uuid/3f0c6f1e-8a7b-4c2d-9e10-5b6a7c8d9e0f?created=1'
  const metrics = { gtag: 'G-ABC123', ym: '12345', clarity: 'abc12', roistat: 'f00d' }

  function queuedCalls(target: Record<string, unknown>): unknown[][] {
    const gtagCalls = ((target.dataLayer as IArguments[] | undefined) ?? []).map((entry) =>
      Array.from(entry),
    )
    const ymCalls = (target.ym as { a?: unknown[][] } | undefined)?.a ?? []
    const clarityCalls = (target.clarity as { q?: unknown[][] } | undefined)?.q ?? []
    return [...gtagCalls, ...ymCalls, ...clarityCalls]
  }

  it('gives gtag and Metrika the page and its referrer without the key or the uuid', () => {
    const target: Record<string, unknown> = {}
    const page = analyticsPage(meet, booking)
    const scripts = analyticsScripts(metrics, page)
    for (const script of scripts) script.prepare(target)
    const sent = JSON.stringify(queuedCalls(target))
    expect(sent).toContain('https://tourmarket.example/meet?key=redacted')
    expect(sent).toContain('https://tourmarket.example/booking/uuid/redacted?created=1')
    expect(sent).not.toContain('Qm9va2luZy1rZXk')
    expect(sent).not.toContain('3f0c6f1e')
  })

  it('leaves out the services that read the address themselves on a capability page', () => {
    const kinds = (address: string) =>
      analyticsScripts(metrics, analyticsPage(address, '')).map((script) => script.kind)
    expect(kinds(meet)).toEqual(['gtag', 'ym'])
    expect(kinds('https://tourmarket.example/tours?country=italy')).toEqual([
      'gtag',
      'ym',
      'clarity',
      'roistat',
    ])
  })

  it('reports a page change without capabilities, and pauses Clarity on a capability page', () => {
    const target: Record<string, unknown> = {}
    const scripts = analyticsScripts(metrics, home)
    for (const script of scripts) script.prepare(target)
    reportPageView(scripts, target as unknown as Window, analyticsPage(meet, `${home.url}`))
    const calls = queuedCalls(target)
    expect(JSON.stringify(calls)).not.toContain('Qm9va2luZy1rZXk')
    expect(calls).toContainEqual(['pause'])
    expect(calls).toContainEqual([
      'event',
      'page_view',
      {
        page_location: 'https://tourmarket.example/meet?key=redacted',
        page_referrer: 'https://tourmarket.example/',
      },
    ])
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
