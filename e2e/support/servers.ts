// Where the end-to-end servers listen (started by playwright.config.ts). Ports differ from the
// development defaults (3000, 4000) so the tests can run while `npm start` is up.
export const HOST = '127.0.0.1'
/** Moves every port, so a second run (say, a check of a clean clone) can run beside another one. */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
/**
 * Each Playwright worker has servers of its own (issue 36), this many ports after the previous
 * worker's, so no test sees another worker's accounts, bookings or rate-limit counters.
 */
const PORTS_PER_WORKER = 10

/** One worker's set of servers. */
export type E2eServers = {
  readonly apiPort: number
  readonly apiUrl: string
  readonly storefrontPort: number
  readonly storefrontUrl: string
  /** A second storefront whose API_URL points at a port nothing listens on. */
  readonly storefrontWithoutApiPort: number
  readonly storefrontWithoutApiUrl: string
  readonly unusedApiPort: number
  /** The second brand (tourmarket-global: web calls, passports, EUR and AED) with its own API. */
  readonly globalApiPort: number
  readonly globalApiUrl: string
  readonly globalStorefrontPort: number
  readonly globalStorefrontUrl: string
  /**
   * Issue 41: local stand-ins for the message and identity providers, each speaking its
   * provider's HTTP API on a port of its own (scripts/e2e-provider-fakes.ts), and the port that
   * answers once they all listen.
   */
  readonly fakes: {
    readonly readyPort: number
    readonly twilioUrl: string
    readonly telegramUrl: string
    readonly whatsappUrl: string
    readonly stripeUrl: string
  }
}

const url = (port: number) => `http://${HOST}:${String(port)}`

/** The servers of the worker with this parallel index (0 … workers − 1). */
export function e2eServers(parallelIndex: number): E2eServers {
  const offset = PORT_OFFSET + PORTS_PER_WORKER * parallelIndex
  const ports = {
    apiPort: 4100 + offset,
    storefrontPort: 3100 + offset,
    storefrontWithoutApiPort: 3101 + offset,
    unusedApiPort: 4109 + offset,
    globalApiPort: 4102 + offset,
    globalStorefrontPort: 3102 + offset,
  }
  return {
    ...ports,
    apiUrl: url(ports.apiPort),
    storefrontUrl: url(ports.storefrontPort),
    storefrontWithoutApiUrl: url(ports.storefrontWithoutApiPort),
    globalApiUrl: url(ports.globalApiPort),
    globalStorefrontUrl: url(ports.globalStorefrontPort),
    fakes: {
      readyPort: 4103 + offset,
      twilioUrl: url(4104 + offset),
      telegramUrl: url(4105 + offset),
      whatsappUrl: url(4106 + offset),
      stripeUrl: url(4107 + offset),
    },
  }
}

/**
 * The fleet run (playwright.fleet.config.ts, issue 22): `npm run start:fleet` on FLEET_PORT, whose
 * balancer takes the browser on that port and the API calls on the next one.
 */
export const FLEET_PORT = 8180 + PORT_OFFSET
const throughFleet = process.env.E2E_TARGET === 'fleet'

// Playwright starts each worker with its TEST_PARALLEL_INDEX and evaluates the config and the specs
// there, so these are the calling worker's own servers (the first set in the runner itself).
const own = e2eServers(Number(process.env.TEST_PARALLEL_INDEX ?? 0))

export const API_URL = throughFleet ? url(FLEET_PORT + 1) : own.apiUrl
export const STOREFRONT_URL = throughFleet ? url(FLEET_PORT) : own.storefrontUrl
export const STOREFRONT_WITHOUT_API_URL = own.storefrontWithoutApiUrl
export const GLOBAL_API_URL = own.globalApiUrl
export const GLOBAL_STOREFRONT_URL = own.globalStorefrontUrl
/** The provider fakes of this worker (issue 41): each has a /fake/… control API for the tests. */
export const PROVIDER_FAKES = own.fakes

/** The end-to-end API's session secret: a test value, so a journey can sign what the API signs. */
export const E2E_SESSION_SECRET = 'e2e-session-secret-not-for-any-real-installation'
