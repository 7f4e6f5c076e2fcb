import {
  brandIds,
  defaultBrandId,
  getBrand,
  isBrandId,
  type BrandConfig,
  type BrandId,
} from '@tourmarket/domain'
// The storefront server's configuration, read and checked once at start-up so a bad value stops the
// process with the key named instead of failing on the first request.
export type ServerEnv = {
  /** Base URL of the API, without a trailing slash; loaders call it and the server forwards to it. */
  apiUrl: string
  webHost: string
  webPort: number
  /** The brand this storefront serves (§1, §9): its currencies, languages and flags. */
  brand: BrandConfig
}

type Environment = Readonly<Record<string, string | undefined>>

const DEFAULTS = {
  API_URL: 'http://127.0.0.1:4000',
  WEB_HOST: '127.0.0.1',
  WEB_PORT: '3000',
  BRAND: defaultBrandId,
} as const

function valueOf(env: Environment, key: keyof typeof DEFAULTS): string {
  const raw = env[key]?.trim()
  return raw === undefined || raw === '' ? DEFAULTS[key] : raw
}

/** Reads API_URL, WEB_HOST, WEB_PORT and BRAND (defaults for the unset ones); throws naming every bad key. */
export function readServerEnv(env: Environment): ServerEnv {
  const problems: string[] = []

  const rawApiUrl = valueOf(env, 'API_URL')
  let apiUrl = rawApiUrl
  if (URL.canParse(rawApiUrl) && /^https?:$/.test(new URL(rawApiUrl).protocol)) {
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
  if (!isBrandId(brandId))
    problems.push(`BRAND must be one of ${brandIds.join(', ')}, got "${brandId}"`)

  if (problems.length > 0) {
    throw new Error(`Invalid storefront configuration:\n  ${problems.join('\n  ')}`)
  }
  return { apiUrl, webHost, webPort, brand: getBrand(brandId as BrandId) }
}

let processEnv: ServerEnv | undefined

/** The configuration of this process, read from process.env on first use. */
export function getServerEnv(): ServerEnv {
  processEnv ??= readServerEnv(process.env)
  return processEnv
}
