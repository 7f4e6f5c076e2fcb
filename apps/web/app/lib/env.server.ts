import { captchaProviders } from '@tourmarket/contracts'
import {
  brandIds,
  defaultBrandId,
  getBrand,
  isBrandId,
  type BrandConfig,
  type BrandId,
} from '@tourmarket/domain/brand'
import { metricKinds, type MetricKind } from '@tourmarket/domain/enums'
import { bookingBasePath } from '../routing/site-routes.ts'
import type { CaptchaProvider, MapTiles, PublicConfig } from './public-config.ts'

// The storefront server's configuration, read and checked once at start-up so a bad value stops the
// process with the key named instead of failing on the first request.
export type ServerEnv = {
  /** Base URL of the API, without a trailing slash; loaders call it and the server forwards to it. */
  apiUrl: string
  webHost: string
  webPort: number
  /** The brand this storefront serves (§1, §9): its currencies, languages and flags. */
  brand: BrandConfig
  /** §2 booking pages' first path segment (BOOKING_BASE_PATH), `booking` by default. */
  bookingBasePath: string
  /** §3 Config: what the browser may know; toPublicConfig() is the only way it leaves the server. */
  publicConfig: PublicConfig
  /** A path-rules file that replaces the rules the build wrote (docs/decisions/0009), or null. */
  pathRulesFile: string | null
  /**
   * WEB_BUILD_DIR: the build the server runs (its `client/` and `server/`); apps/web/build when
   * unset. Files of earlier builds are kept beside it, in `<dir>-retained` (decision 0048).
   */
  buildDirectory: string | null
  /** DEV_PAGES=1: the developer pages (/dev/ui) answer even in a production build. */
  devPages: boolean
  /**
   * TRUST_PROXY=1: a proxy in front terminates TLS and sets X-Forwarded-Proto/-For, so a request
   * it marks https gets HSTS and Secure cookies. Off by default: a client could claim https itself.
   */
  trustProxy: boolean
  /**
   * §1 the organizers' external back-office: where an organizer logs in and where one registers.
   * The spec does not show its hosts, so they are deployment settings with placeholder defaults.
   */
  /**
   * An external back-office's sign-in and registration pages for /join, or null: the product's
   * own office (/office, issue 40) through this site's sign-in and registration.
   */
  organizerOffice: { loginUrl: string | null; registrationUrl: string | null }
  /**
   * REDIRECT_ALLOWED_HOSTS: the hosts besides this site that §2 /redirect and /r/{id} may send a
   * visitor to (comma-separated host names); none by default, so no link leaves the site.
   */
  redirectAllowedHosts: readonly string[]
}

type Environment = Readonly<Record<string, string | undefined>>

const DEFAULTS = {
  API_URL: 'http://127.0.0.1:4000',
  WEB_HOST: '127.0.0.1',
  WEB_PORT: '3000',
  BRAND: defaultBrandId,
  // §7: the storefront forwards /ws to the API, so the browser's socket stays on its origin.
  PUBLIC_WS_URL: '/ws',
  PUBLIC_API_BASE_URL: '',
} as const

/** The environment variable naming each §3 metrics id. */
export const METRIC_ENV_KEYS = {
  gtag: 'METRICS_GTAG_ID',
  ym: 'METRICS_YM_ID',
  clarity: 'METRICS_CLARITY_ID',
  roistat: 'METRICS_ROISTAT_ID',
} as const satisfies Record<MetricKind, string>

// The ids end up in script URLs and calls, so only the characters each service uses are allowed.
const METRIC_ID_PATTERNS: Readonly<Record<MetricKind, { pattern: RegExp; shape: string }>> = {
  gtag: { pattern: /^(?:G|GT|UA|AW|DC)-[A-Z0-9-]{2,40}$/, shape: 'G-XXXXXXX' },
  ym: { pattern: /^\d{1,12}$/, shape: 'digits' },
  clarity: { pattern: /^[a-z0-9]{1,32}$/, shape: 'lowercase letters and digits' },
  roistat: { pattern: /^[A-Za-z0-9]{1,64}$/, shape: 'letters and digits' },
}

function valueOf(env: Environment, key: keyof typeof DEFAULTS): string {
  const raw = env[key]?.trim()
  return raw === undefined || raw === '' ? DEFAULTS[key] : raw
}

function optionalValue(env: Environment, key: string): string | null {
  const raw = env[key]?.trim()
  return raw === undefined || raw === '' ? null : raw
}

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)
}

function isCaptchaProvider(value: string): value is CaptchaProvider {
  return (captchaProviders as readonly string[]).includes(value)
}

function readMetrics(env: Environment, brand: BrandConfig | null, problems: string[]) {
  // §9 "Analytics ids: not shown": the brand may carry them; a deployment's variables win.
  const metrics: Partial<Record<MetricKind, string>> = { ...brand?.metrics }
  for (const kind of metricKinds) {
    const key = METRIC_ENV_KEYS[kind]
    const id = optionalValue(env, key)
    if (id === null) continue
    const { pattern, shape } = METRIC_ID_PATTERNS[kind]
    if (pattern.test(id)) metrics[kind] = id
    else problems.push(`${key} must look like ${shape}, got "${id}"`)
  }
  return metrics
}

function readInvisibleCaptcha(env: Environment, problems: string[]) {
  const provider = optionalValue(env, 'INVISIBLE_CAPTCHA_PROVIDER')
  const key = optionalValue(env, 'INVISIBLE_CAPTCHA_KEY')
  // §5: a captcha is loaded only when both exist; one without the other is a mistake to report.
  if (provider === null && key === null) return null
  if (provider === null || key === null) {
    problems.push('INVISIBLE_CAPTCHA_PROVIDER and INVISIBLE_CAPTCHA_KEY must be set together')
    return null
  }
  if (!isCaptchaProvider(provider)) {
    problems.push(
      `INVISIBLE_CAPTCHA_PROVIDER must be one of ${captchaProviders.join(', ')}, got "${provider}"`,
    )
    return null
  }
  if (!/^[\w.-]{1,200}$/.test(key)) {
    problems.push(`INVISIBLE_CAPTCHA_KEY must be a public site key, got "${key}"`)
    return null
  }
  return { provider, key }
}

function readMapTiles(env: Environment, problems: string[]): MapTiles | null {
  const url = optionalValue(env, 'MAP_TILE_URL')
  const attribution = optionalValue(env, 'MAP_TILE_ATTRIBUTION')
  if (url === null && attribution === null) return null
  // Tile providers' terms ask for their credit on the map, so a source without one is refused.
  if (url === null || attribution === null) {
    problems.push('MAP_TILE_URL and MAP_TILE_ATTRIBUTION must be set together')
    return null
  }
  const example = 'https://tile.example/{z}/{x}/{y}.png'
  const hasPlaceholders = ['{z}', '{x}', '{y}'].every((placeholder) => url.includes(placeholder))
  if (!hasPlaceholders || !isHttpUrl(url.replaceAll('{s}', 'a'))) {
    problems.push(`MAP_TILE_URL must be an http(s) URL template such as ${example}, got "${url}"`)
    return null
  }
  return { url, attribution }
}

function readFlag(env: Environment, key: string, problems: string[]): boolean {
  const raw = optionalValue(env, key)
  if (raw === null || raw === '0' || raw === 'false') return false
  if (raw === '1' || raw === 'true') return true
  problems.push(`${key} must be 1 or 0, got "${raw}"`)
  return false
}

function readHostList(env: Environment, key: string, problems: string[]): string[] {
  const hosts = (optionalValue(env, key) ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '')
  for (const host of hosts) {
    if (!/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(host)) {
      problems.push(`${key} must list host names such as partner.example, got "${host}"`)
    }
  }
  return hosts
}

/** Reads the storefront's variables (defaults for the unset ones); throws naming every bad key. */
export function readServerEnv(env: Environment): ServerEnv {
  const problems: string[] = []

  const rawApiUrl = valueOf(env, 'API_URL')
  let apiUrl = rawApiUrl
  if (isHttpUrl(rawApiUrl)) {
    apiUrl = rawApiUrl.replace(/\/+$/, '')
  } else {
    problems.push(`API_URL must be an http(s) URL, got "${rawApiUrl}"`)
  }

  const webHost = valueOf(env, 'WEB_HOST')

  const rawPort = valueOf(env, 'WEB_PORT')
  const webPort = Number(rawPort)
  if (!/^\d+$/.test(rawPort) || webPort < 1 || webPort > 65535) {
    problems.push(`WEB_PORT must be a port number (1-65535), got "${rawPort}"`)
  }

  const brandId = valueOf(env, 'BRAND')
  const brand = isBrandId(brandId) ? getBrand(brandId as BrandId) : null
  if (brand === null) problems.push(`BRAND must be one of ${brandIds.join(', ')}, got "${brandId}"`)

  const wsUrl = valueOf(env, 'PUBLIC_WS_URL')
  const isWsUrl = URL.canParse(wsUrl) && /^wss?:$/.test(new URL(wsUrl).protocol)
  if (!isWsUrl && !/^\/(?!\/)\S*$/.test(wsUrl)) {
    problems.push(`PUBLIC_WS_URL must be a ws(s) URL or a path starting with /, got "${wsUrl}"`)
  }

  const rawApiBaseUrl = valueOf(env, 'PUBLIC_API_BASE_URL')
  if (rawApiBaseUrl !== '' && !isHttpUrl(rawApiBaseUrl)) {
    problems.push(`PUBLIC_API_BASE_URL must be an http(s) URL, got "${rawApiBaseUrl}"`)
  }

  const publicConfig: PublicConfig = {
    metrics: readMetrics(env, brand, problems),
    invisibleCaptcha: readInvisibleCaptcha(env, problems),
    wsUrl,
    apiBaseUrl: rawApiBaseUrl.replace(/\/+$/, ''),
    ticketQuoteWidget:
      readFlag(env, 'TICKET_QUOTE_WIDGET', problems) ||
      (brand?.tour.shouldShowTicketQuoteWidget ?? false),
    mapTiles: readMapTiles(env, problems),
  }

  let basePath = 'booking'
  try {
    basePath = bookingBasePath(env)
  } catch (error) {
    problems.push((error as Error).message)
  }

  const organizerOffice = {
    loginUrl: optionalValue(env, 'ORGANIZER_OFFICE_LOGIN_URL'),
    registrationUrl: optionalValue(env, 'ORGANIZER_OFFICE_REGISTRATION_URL'),
  }
  for (const [key, value] of [
    ['ORGANIZER_OFFICE_LOGIN_URL', organizerOffice.loginUrl],
    ['ORGANIZER_OFFICE_REGISTRATION_URL', organizerOffice.registrationUrl],
  ] as const) {
    if (value !== null && !isHttpUrl(value))
      problems.push(`${key} must be an http(s) URL, got "${value}"`)
  }

  const devPages = readFlag(env, 'DEV_PAGES', problems)
  const trustProxy = readFlag(env, 'TRUST_PROXY', problems)
  const redirectAllowedHosts = readHostList(env, 'REDIRECT_ALLOWED_HOSTS', problems)

  if (problems.length > 0 || brand === null) {
    throw new Error(`Invalid storefront configuration:\n  ${problems.join('\n  ')}`)
  }
  return {
    apiUrl,
    webHost,
    webPort,
    brand,
    bookingBasePath: basePath,
    publicConfig,
    pathRulesFile: optionalValue(env, 'PATH_RULES_FILE'),
    buildDirectory: optionalValue(env, 'WEB_BUILD_DIR'),
    devPages,
    trustProxy,
    organizerOffice,
    redirectAllowedHosts,
  }
}

/**
 * §3 Config: the whitelist, field by field, so a value added to ServerEnv later cannot reach the
 * browser by accident.
 */
export function toPublicConfig(env: ServerEnv): PublicConfig {
  const { metrics, invisibleCaptcha, wsUrl, apiBaseUrl, ticketQuoteWidget, mapTiles } =
    env.publicConfig
  return {
    metrics: { ...metrics },
    invisibleCaptcha: invisibleCaptcha === null ? null : { ...invisibleCaptcha },
    wsUrl,
    apiBaseUrl,
    ticketQuoteWidget,
    mapTiles: mapTiles === null ? null : { ...mapTiles },
  }
}

let processEnv: ServerEnv | undefined

/** The configuration of this process, read from process.env on first use. */
export function getServerEnv(): ServerEnv {
  processEnv ??= readServerEnv(process.env)
  return processEnv
}
