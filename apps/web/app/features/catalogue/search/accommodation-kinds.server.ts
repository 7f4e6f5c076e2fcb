import type { ApiClient } from '@tourmarket/api-client'
import type { TourAccommodations } from '@tourmarket/contracts'
import { callApi } from '../../../lib/api-call.ts'

/** The catalogue's kinds change with whole tours, not with each search: one call this often. */
const KEPT_FOR_MS = 5 * 60_000

let kept: { readonly list: TourAccommodations; readonly expiresAt: number } | undefined

/**
 * §7 /spa/tour-accommodations for the search page's accommodation filter, kept in the storefront
 * process (only the kinds and counts are read; labels come from the page's own messages). A
 * failure gives null, so the facet stands alone, and is asked again with the next search.
 */
export async function loadAccommodationKinds(
  api: ApiClient,
  signal: AbortSignal,
  now = Date.now(),
): Promise<TourAccommodations | null> {
  if (kept !== undefined && kept.expiresAt > now) return kept.list
  try {
    const list = await callApi(api, 'tourAccommodations', { signal })
    kept = { list, expiresAt: now + KEPT_FOR_MS }
    return list
  } catch (error) {
    if (!signal.aborted) console.error('/spa/tour-accommodations could not be loaded', error)
    return null
  }
}
