import type { ApiClient } from '@tourmarket/api-client'
import { callApi } from './api-call.ts'
import type { StartupData } from './startup-data.ts'

/** Tokens and hours change rarely and every page reads them: one API call each this often. */
export const STARTUP_DATA_TTL_MS = 5 * 60_000
/** Never the page's point: a slow API must not hold the page up for them. */
const STARTUP_REQUEST_TIMEOUT_MS = 2_000

export type StartupDataLoader = (api: ApiClient, now?: number) => Promise<StartupData>

/**
 * §7 site-tokens and work-time, loaded with the first page on the server (so the browser needs
 * no call for them) and kept for STARTUP_DATA_TTL_MS. A failed call keeps what was loaded before,
 * else gives null for that part; §8 background load errors are logged.
 */
export function createStartupDataLoader(): StartupDataLoader {
  let kept: { readonly data: StartupData; readonly expiresAt: number } | undefined
  return async (api, now = Date.now()) => {
    if (kept !== undefined && kept.expiresAt > now) return kept.data
    const fallback = kept?.data
    const logged = (what: string) => (error: unknown) => {
      console.error(`${what} could not be loaded`, error)
      return null
    }
    const [siteTokens, workTime] = await Promise.all([
      callApi(api, 'siteTokens', { timeoutMs: STARTUP_REQUEST_TIMEOUT_MS }).catch(
        logged('/spa/site-tokens'),
      ),
      callApi(api, 'workTime', { query: {}, timeoutMs: STARTUP_REQUEST_TIMEOUT_MS }).catch(
        logged('/spa/work-time'),
      ),
    ])
    const data: StartupData = {
      siteTokens: siteTokens ?? fallback?.siteTokens ?? null,
      workHours: workTime === null ? (fallback?.workHours ?? null) : workTime.result,
    }
    // Only a complete answer is kept, so a failed part is asked again with the next page.
    if (siteTokens !== null && workTime !== null)
      kept = { data, expiresAt: now + STARTUP_DATA_TTL_MS }
    return data
  }
}

/** The storefront server's one loader: its cache lives as long as the process. */
export const loadStartupData: StartupDataLoader = createStartupDataLoader()
