import type { ApiClient } from '@tourmarket/api-client'
import { useEffect } from 'react'
import { useApiClient } from './api-client-context.tsx'
import { serializeCookie, SHELL_COOKIES } from './cookies.ts'

/** §7 GET /spa/country-by-ip -> result (the visitor's country, or null). */
export const COUNTRY_BY_IP_PATH = '/spa/country-by-ip'

/** Asked once per browser session when nothing is found, so a miss is not asked on every page. */
export const COUNTRY_BY_IP_ASKED_KEY = 'country_by_ip_asked'

/** The country id in the call's answer, or null when none was found or the answer is not one. */
export function countryIdOf(body: unknown): number | null {
  const result =
    typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : null
  const id = typeof result === 'object' && result !== null ? (result as { id?: unknown }).id : null
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}

/**
 * §5 "Country by IP used only if found; cached value reused": with no §9 country cookie, the
 * country the API finds for the visitor's address becomes it (180 days), read by the contacts page
 * and the §4 country correction from the next request on. A stored cookie is never asked about
 * again; nothing found leaves the cookie unset.
 */
export async function applyCountryByIp(api: ApiClient, signal: AbortSignal): Promise<void> {
  const id = countryIdOf(await api.get(COUNTRY_BY_IP_PATH, { signal }))
  if (id === null || signal.aborted) return
  document.cookie = serializeCookie(SHELL_COOKIES.country, String(id), {
    secure: window.location.protocol === 'https:',
  })
}

/** Runs applyCountryByIp once after hydration when the visitor has no country cookie. */
export function useCountryByIp(storedCountryId: number | null): void {
  const api = useApiClient()
  useEffect(() => {
    if (storedCountryId !== null || api === null) return
    if (window.sessionStorage.getItem(COUNTRY_BY_IP_ASKED_KEY) !== null) return
    window.sessionStorage.setItem(COUNTRY_BY_IP_ASKED_KEY, '1')
    const controller = new AbortController()
    // §8: a background lookup that fails changes nothing the visitor sees.
    applyCountryByIp(api, controller.signal).catch(() => undefined)
    return () => controller.abort()
  }, [api, storedCountryId])
}
