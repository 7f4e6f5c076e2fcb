import { type ApiClient } from '@tourmarket/api-client'

import type { Locale } from '@tourmarket/domain/i18n'
import type { FooterData } from './footer-data.ts'
import { callApi } from '../../lib/api-call.ts'

/** Contacts change rarely and every page shows them: one API call per language this often. */
export const FOOTER_DATA_TTL_MS = 5 * 60_000
/** The footer is never the page's point: a slow API must not hold the page up for it. */
const FOOTER_REQUEST_TIMEOUT_MS = 2_000

export type FooterDataLoader = (
  api: ApiClient,
  locale: Locale,
  now?: number,
) => Promise<FooterData | null>

/**
 * §7 contacts and social groups for the footer, rendered on the server so the browser needs no
 * API call (nor the contracts) for them, and kept per language for FOOTER_DATA_TTL_MS. Null when
 * the API cannot answer and nothing is kept: the footer then shows the brand and legal lines.
 */
export function createFooterDataLoader(): FooterDataLoader {
  const kept = new Map<Locale, { readonly data: FooterData; readonly expiresAt: number }>()
  return async (api, locale, now = Date.now()) => {
    const cached = kept.get(locale)
    if (cached !== undefined && cached.expiresAt > now) return cached.data
    try {
      const [contacts, social] = await Promise.all([
        callApi(api, 'contacts', { timeoutMs: FOOTER_REQUEST_TIMEOUT_MS }),
        callApi(api, 'groupsInSocialNetwork', { timeoutMs: FOOTER_REQUEST_TIMEOUT_MS }),
      ])
      const data: FooterData = { contacts, social: social.data }
      kept.set(locale, { data, expiresAt: now + FOOTER_DATA_TTL_MS })
      return data
    } catch {
      return cached?.data ?? null
    }
  }
}

/** The storefront server's one loader: its cache lives as long as the process. */
export const loadFooterData: FooterDataLoader = createFooterDataLoader()
