import { describe, expect, it } from 'vitest'
import {
  cacheHeadersOf,
  keepSetCookieResponsesPersonal,
  pageCacheHeaders,
  PERSONAL_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
} from './page-caching.server.ts'

describe('issue 21: which pages a CDN may keep', () => {
  it('lets a CDN keep an anonymous visitor’s page, one copy per cookie header', () => {
    const headers = pageCacheHeaders({ sessionToken: null })
    expect(headers.get('Cache-Control')).toBe(SHARED_PAGE_CACHE_CONTROL)
    expect(SHARED_PAGE_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    expect(headers.get('Vary')).toBe('Cookie')
  })

  it('keeps a signed-in visitor’s page to them', () => {
    const headers = pageCacheHeaders({ sessionToken: 'Bearer a.b.c' })
    expect(headers.get('Cache-Control')).toBe(PERSONAL_PAGE_CACHE_CONTROL)
    expect(PERSONAL_PAGE_CACHE_CONTROL).toBe('private, no-store')
  })

  it('passes on only the caching headers a loader chose', () => {
    const loaderHeaders = pageCacheHeaders({ sessionToken: null })
    loaderHeaders.set('X-Other', '1')
    expect([...cacheHeadersOf(loaderHeaders)]).toEqual([
      ['cache-control', SHARED_PAGE_CACHE_CONTROL],
      ['vary', 'Cookie'],
    ])
    expect([...cacheHeadersOf(new Headers())]).toEqual([])
  })

  it('makes a page that sets a cookie (UTM values) personal, whatever it chose', () => {
    const shared = new Response('page', { headers: pageCacheHeaders({ sessionToken: null }) })
    shared.headers.append('Set-Cookie', 'utm_source=mail; Path=/')
    keepSetCookieResponsesPersonal(shared)
    expect(shared.headers.get('Cache-Control')).toBe(PERSONAL_PAGE_CACHE_CONTROL)

    const withoutCookie = new Response('page', {
      headers: pageCacheHeaders({ sessionToken: null }),
    })
    keepSetCookieResponsesPersonal(withoutCookie)
    expect(withoutCookie.headers.get('Cache-Control')).toBe(SHARED_PAGE_CACHE_CONTROL)
  })
})
