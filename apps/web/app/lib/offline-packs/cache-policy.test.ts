import { describe, expect, it } from 'vitest'
import {
  buildFilesOf,
  documentDecision,
  isPackPath,
  packCacheName,
  requestKind,
  staleBuildFiles,
} from './cache-policy.ts'

const scope = 'https://tours.example/booking/trip-pack/12'
const get = (url: string) => ({ url, method: 'GET' })

describe('the trip pack worker’s cache policy', () => {
  it('takes its own pack and manifest network-first, build files cache-first, nothing else', () => {
    expect(requestKind(get(scope), scope)).toBe('pack-document')
    expect(requestKind(get(`${scope}?from=mail`), scope)).toBe('pack-document')
    expect(requestKind(get(`${scope}/manifest.webmanifest`), scope)).toBe('pack-document')
    expect(requestKind(get('https://tours.example/assets/root-Ab12.js'), scope)).toBe('build-file')
    // The scope is a prefix of pack 123's address; that pack is not this worker's to keep.
    expect(requestKind(get(`${scope}3`), scope)).toBe('network-only')
    expect(requestKind(get('https://tours.example/crm/api/request/get?id=12'), scope)).toBe(
      'network-only',
    )
    expect(requestKind(get('https://tours.example/media/x/640'), scope)).toBe('network-only')
    expect(requestKind(get('https://cdn.example/assets/a.js'), scope)).toBe('network-only')
    expect(requestKind({ url: scope, method: 'POST' }, scope)).toBe('network-only')
  })

  it('keeps only a rendered pack and falls back to it only without a network or a server', () => {
    const answer = (status: number, isPack = false) => ({ kind: 'answer' as const, status, isPack })
    expect(documentDecision(answer(200, true), false)).toBe('store-and-serve')
    expect(documentDecision(answer(200, true), true)).toBe('store-and-serve')
    // A sign-in page or "restoring the session" page answers 200 without the pack's header.
    expect(documentDecision(answer(200), true)).toBe('forget-and-serve')
    for (const status of [302, 401, 403, 404, 409, 410]) {
      expect(documentDecision(answer(status), true), String(status)).toBe('forget-and-serve')
    }
    expect(documentDecision({ kind: 'failed' }, true)).toBe('serve-copy')
    expect(documentDecision({ kind: 'failed' }, false)).toBe('fail')
    expect(documentDecision(answer(503), true)).toBe('serve-copy')
    expect(documentDecision(answer(503), false)).toBe('serve-network')
  })

  it('finds the build files a page loads, once each', () => {
    const html =
      '<link rel="stylesheet" href="/assets/root-C1.css"/><link rel="modulepreload" href="/assets/framework-D2.js"/>' +
      '<script>window.__reactRouterManifest={"module":"/assets/route-E3.js","imports":["/assets/framework-D2.js"]}</script>' +
      '<a href="/booking/12">x</a><img src="/media/k/640">'
    expect(buildFilesOf(html)).toEqual([
      '/assets/root-C1.css',
      '/assets/framework-D2.js',
      '/assets/route-E3.js',
    ])
    expect(buildFilesOf('<p>no files</p>')).toEqual([])
  })

  it('drops the files an older build loaded, keeping the pack itself', () => {
    expect(
      staleBuildFiles(
        ['/booking/trip-pack/12', '/assets/old-A.js', '/assets/kept-B.js'],
        ['/assets/kept-B.js', '/assets/new-C.js'],
      ),
    ).toEqual(['/assets/old-A.js'])
  })

  it('names packs’ caches so sign-out finds them, and knows a pack’s address', () => {
    expect(packCacheName('/booking/trip-pack/12')).toBe('trip-pack:/booking/trip-pack/12')
    expect(isPackPath('/ru/trips/trip-pack/12')).toBe(true)
    expect(isPackPath('/booking/12')).toBe(false)
  })
})
