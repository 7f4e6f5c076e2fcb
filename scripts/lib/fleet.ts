// Where `npm run start:fleet` puts each process (issue 22), from FLEET_PORT (the balancer's public
// port, 8080 by default) upwards, so the end-to-end fleet run can move the whole fleet at once.

export type FleetInstance = { readonly name: string; readonly port: number }

export type FleetLayout = {
  readonly host: string
  readonly publicUrl: string
  readonly internalApiUrl: string
  readonly statsUrl: string
  readonly apis: readonly FleetInstance[]
  readonly storefronts: readonly FleetInstance[]
  readonly databaseUrl: string
  readonly redisUrl: string
  /** What deploy/haproxy.cfg reads. */
  readonly haproxyEnvironment: Readonly<Record<string, string>>
}

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/tourmarket_fleet'

function portFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.FLEET_PORT ?? '8080'
  const port = Number(raw)
  // The fleet takes the 30 ports from FLEET_PORT up.
  if (!Number.isInteger(port) || port < 1024 || port > 65_500) {
    throw new Error(`FLEET_PORT must be a port number from 1024 to 65500, got "${raw}"`)
  }
  return port
}

export function fleetLayout(env: NodeJS.ProcessEnv): FleetLayout {
  const host = '127.0.0.1'
  const publicPort = portFrom(env)
  const internalApiPort = publicPort + 1
  const statsPort = publicPort + 2
  const apis = [1, 2].map((number) => ({
    name: `api-${String(number)}`,
    port: publicPort + 10 + number,
  }))
  const storefronts = [1, 2].map((number) => ({
    name: `web-${String(number)}`,
    port: publicPort + 20 + number,
  }))
  const address = (port: number) => `${host}:${String(port)}`
  return {
    host,
    publicUrl: `http://${address(publicPort)}`,
    internalApiUrl: `http://${address(internalApiPort)}`,
    statsUrl: `http://${address(statsPort)}`,
    apis,
    storefronts,
    // Its own database, never the one `npm start` or the tests use.
    databaseUrl: env.FLEET_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    haproxyEnvironment: {
      PUBLIC_HOST: host,
      PUBLIC_PORT: String(publicPort),
      INTERNAL_API_HOST: host,
      INTERNAL_API_PORT: String(internalApiPort),
      STATS_PORT: String(statsPort),
      API_1: address(apis[0]!.port),
      API_2: address(apis[1]!.port),
      WEB_1: address(storefronts[0]!.port),
      WEB_2: address(storefronts[1]!.port),
    },
  }
}

/** How to run one process of the fleet: the same for `npm run start:fleet` and the fleet bench. */
export type FleetProcessSpec = {
  readonly name: string
  readonly command: string
  readonly args: readonly string[]
  /** Relative to the repository root. */
  readonly cwd: string
  readonly env: Readonly<Record<string, string>>
  /** Answers 200 once the process can take traffic. */
  readonly readyUrl: string
}

/** The fleet's API and storefront processes, in the order they start (the first API seeds). */
export function fleetInstanceSpecs(
  layout: FleetLayout,
  options: { nodePath: string; logFormat: string; devPages: string },
): FleetProcessSpec[] {
  const shared = { DATABASE_URL: layout.databaseUrl, REDIS_URL: layout.redisUrl }
  const apis = layout.apis.map((api) => ({
    name: api.name,
    command: options.nodePath,
    args: ['apps/api/src/server.ts'],
    cwd: '.',
    env: {
      ...shared,
      LOG_FORMAT: options.logFormat,
      API_HOST: layout.host,
      API_PORT: String(api.port),
      DEV_PAGES: options.devPages,
      SITE_URL: layout.publicUrl,
      // The sandbox's hosted checkout and its webhooks: any API instance, through the balancer.
      API_PUBLIC_URL: layout.internalApiUrl,
    },
    readyUrl: `http://${layout.host}:${String(api.port)}/readyz`,
  }))
  const storefronts = layout.storefronts.map((storefront) => ({
    name: storefront.name,
    command: options.nodePath,
    args: ['server.ts'],
    cwd: 'apps/web',
    env: {
      WEB_HOST: layout.host,
      WEB_PORT: String(storefront.port),
      // Server-side calls spread over the APIs through the balancer's internal port.
      API_URL: layout.internalApiUrl,
      NODE_ENV: 'production',
      DEV_PAGES: options.devPages,
    },
    readyUrl: `http://${layout.host}:${String(storefront.port)}/healthz`,
  }))
  return [...apis, ...storefronts]
}

/** HAProxy with deploy/haproxy.cfg, in the foreground; ready once a page answers through it. */
export function balancerSpec(layout: FleetLayout): FleetProcessSpec {
  return {
    name: 'haproxy',
    command: HAPROXY_PATH,
    args: ['-f', 'deploy/haproxy.cfg', '-db'],
    cwd: '.',
    env: layout.haproxyEnvironment,
    readyUrl: `${layout.publicUrl}/readyz`,
  }
}

export const HAPROXY_PATH = '/usr/sbin/haproxy'
