// The trip pack's service worker (docs/decisions/0071), built to /trip-pack-sw.js. It runs the
// policy in cache-policy.ts; this file only wires it to the browser's events. The DOM library has
// no service worker types, so the few used are declared here.
import {
  PACK_HEADER,
  buildFilesOf,
  documentDecision,
  packCacheName,
  requestKind,
  staleBuildFiles,
  type NetworkOutcome,
  type PackMessage,
  type PackSaved,
} from '../../../lib/offline-packs/cache-policy.ts'

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void }
type FetchEvent = ExtendableEvent & {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
type MessageEvent = ExtendableEvent & {
  readonly data: unknown
  readonly ports: readonly MessagePort[]
}
type WorkerScope = {
  readonly registration: { readonly scope: string }
  readonly clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

const worker = self as unknown as WorkerScope
const scope = worker.registration.scope
const cacheName = packCacheName(new URL(scope).pathname)

/** The build files the pack loads, cached when missing; those of an older build removed. */
async function keepBuildFiles(cache: Cache, html: string): Promise<void> {
  const current = buildFilesOf(html)
  const cached = (await cache.keys()).map((request) => new URL(request.url).pathname)
  await Promise.all(staleBuildFiles(cached, current).map((path) => cache.delete(path)))
  const missing = current.filter((path) => !cached.includes(path))
  await Promise.all(
    missing.map(async (path) => {
      const response = await fetch(path)
      if (response.ok) await cache.put(path, response)
    }),
  )
}

/** Network-first: a fresh pack is kept (with its files); without a network, the copy. */
async function packDocument(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName)
  const key = new URL(request.url).pathname
  let response: Response | null = null
  try {
    response = await fetch(request)
  } catch {
    response = null
  }
  const copy = await cache.match(key)
  const outcome: NetworkOutcome =
    response === null
      ? { kind: 'failed' }
      : {
          kind: 'answer',
          // A redirect (to sign in) is followed: it is not the pack, whatever its final status.
          status: response.redirected ? 302 : response.status,
          isPack: response.headers.has(PACK_HEADER),
        }
  switch (documentDecision(outcome, copy !== undefined)) {
    case 'store-and-serve': {
      const answer = response!
      const stored = answer.clone()
      await cache.put(key, stored.clone())
      if (key === new URL(scope).pathname) {
        await keepBuildFiles(cache, await stored.text()).catch(() => undefined)
      }
      return answer
    }
    case 'serve-copy':
      return copy!
    case 'forget-and-serve':
      await caches.delete(cacheName)
      return response!
    case 'serve-network':
      return response!
    case 'fail':
      return Response.error()
  }
}

async function buildFile(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName)
  const cached = await cache.match(request)
  if (cached !== undefined) return cached
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

/** "Save for offline": the pack now, from the network, with its files. */
async function save(): Promise<PackSaved> {
  try {
    const response = await packDocument(new Request(scope, { credentials: 'same-origin' }))
    if (!response.ok || !response.headers.has(PACK_HEADER)) {
      return { ok: false, reason: `status ${String(response.status)}` }
    }
    return { ok: true }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()))
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()))

worker.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, scope)
  if (kind === 'pack-document') event.respondWith(packDocument(event.request))
  else if (kind === 'build-file') event.respondWith(buildFile(event.request))
})

worker.addEventListener('message', (event) => {
  const message = event.data as PackMessage | null
  const port = event.ports[0]
  if (message?.type !== 'save' || port === undefined) return
  event.waitUntil(save().then((answer) => port.postMessage(answer)))
})
