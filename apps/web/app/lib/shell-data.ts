import { defaultBrandId, getBrand, type BrandConfig } from '@tourmarket/domain/brand'
import { type BrandCurrency } from '@tourmarket/domain/enums'
import { type Locale } from '@tourmarket/domain/i18n'
import type { CookieConsent } from '@tourmarket/domain/session'
import type { Profile } from '@tourmarket/contracts'
import { useLocation, useRouteLoaderData } from 'react-router'
import { localeOfPath } from './locale.ts'
import type { FooterData } from '../components/site-footer/footer-data.ts'
import type { SiteMeta } from './meta.ts'
import type { PublicConfig } from './public-config.ts'
import type { StartupData } from './startup-data.ts'

/**
 * §4 the visitor's session as the server saw it: the signed-in user, or none; `restoring` when a
 * token was sent but could not be used (expired), so the browser refreshes before it decides.
 */
export type ShellSession = {
  readonly user: Profile | null
  readonly restoring: boolean
}

/** What the root loader sends to every page (and nothing more: §3 Config is the whitelist). */
export type ShellData = {
  readonly site: SiteMeta
  readonly currency: BrandCurrency
  /** §9 country cookie, or null. */
  readonly countryId: number | null
  readonly publicConfig: PublicConfig
  /** §7 this build's manifest id, or null when the server has none (development without a build). */
  readonly buildId: string | null
  /**
   * §2/§9 the visitor's answer to the cookie notice (its cookie), or null before one: the notice
   * is rendered only then, and the §3 analytics load only for the categories consented to.
   */
  readonly cookieConsent: CookieConsent | null
  /** §2 /employees-cookie marked this device as staff's: the §3 analytics do not load. */
  readonly analyticsOff: boolean
  /** §4 a session token is present. */
  readonly isLoggedIn: boolean
  /** §4 the user, read with the page so the header shows them from the first paint. */
  readonly session: ShellSession
  /** §7 the footer's contacts and social groups; null when the API could not give them. */
  readonly footer: FooterData | null
  /** §7 the start-up loads: site tokens and support's working hours. */
  readonly startup: StartupData
  /** §2 the booking pages' base path (`/booking` by default; BOOKING_BASE_PATH at build time). */
  readonly bookingPath: string
}

/** The root loader's data; undefined only when the root loader itself failed. */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData<ShellData>('root')
}

/** The brand and, from the address, the locale (§2: /ru is Russian where the brand offers it). */
export function useShellLocale(): { brand: BrandConfig; locale: Locale } {
  const data = useShellData()
  const { pathname } = useLocation()
  const brand = getBrand(data?.site.brandId ?? defaultBrandId)
  return { brand, locale: localeOfPath(pathname, brand) }
}
