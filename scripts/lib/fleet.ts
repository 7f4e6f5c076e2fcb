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
