import { PACK_CACHE_PREFIX, PACK_WORKER_URL, isPackPath, type PackSaved } from './cache-policy.ts'

/** Whether this browser can keep a page offline (a service worker needs a secure context). */
export function canKeepOffline(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window
}

/** The pack's own worker registration, if this page was saved. */
export async function savedPackRegistration(
  scope: string,
): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration(scope)
  return registration?.scope === scope ? registration : undefined
}

/** Registers the pack's worker for this address only, then has it keep the page and its files. */
export async function savePackOffline(scope: string): Promise<void> {
  const registration = await navigator.serviceWorker.register(PACK_WORKER_URL, { scope })
  const worker = registration.installing ?? registration.waiting ?? registration.active
  if (worker === null) throw new Error('the trip pack worker did not start')
  if (worker.state !== 'activated') {
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve()
      })
    })
  }
  const channel = new MessageChannel()
  const answer = new Promise<PackSaved>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<PackSaved>) => resolve(event.data)
  })
  worker.postMessage({ type: 'save' }, [channel.port2])
  const saved = await answer
  if (!saved.ok) throw new Error(`the trip pack was not saved: ${saved.reason}`)
}

/**
 * Sign-out (here or in another tab) and a dead session: every saved pack goes, its worker and its
 * copy, so the next person on a shared phone finds none (decision 0071).
 */
export async function forgetOfflinePacks(): Promise<void> {
  if (!canKeepOffline()) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(
    registrations
      .filter((registration) => isPackPath(new URL(registration.scope).pathname))
      .map((registration) => registration.unregister()),
  )
  const names = await caches.keys()
  await Promise.all(
    names.filter((name) => name.startsWith(PACK_CACHE_PREFIX)).map((name) => caches.delete(name)),
  )
}
