import { callEndpoint, type ApiClient } from '@tourmarket/api-client'
import { useEffect } from 'react'
import { useApiClient } from './api-client-context.tsx'
import { serializeCookie, SHELL_COOKIES } from './cookies.ts'

/** Asked once per browser session when nothing is found, so a miss is not asked on every page. */
export const COUNTRY_BY_IP_ASKED_KEY = 'country_by_ip_asked'

/**
 * §5 "Country by IP used only if found; cached value reused": with no §9 country cookie, the
 * country the API finds for the visitor's address becomes it (180 days), read by the contacts page
 * and the §4 country correction from the next request on. A stored cookie is never asked about
 * again; nothing found leaves the cookie unset.
 */
export async function applyCountryByIp(api: ApiClient, signal: AbortSignal): Promise<void> {
  // Only the site area's contracts: this runs at start-up, before a page has loaded the others.
  const { siteEndpoints } = await import('@tourmarket/contracts/areas/site')
  const { result } = await callEndpoint(api, siteEndpoints.countryByIp, { signal })
  if (result === null || signal.aborted) return
  document.cookie = serializeCookie(SHELL_COOKIES.country, String(result.id), {
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
