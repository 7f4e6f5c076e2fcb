// `npm run start:fleet`: the production topology of compose.yaml without containers (issue 22):
// this machine's PostgreSQL and Redis, two API and two storefront processes, and HAProxy from
// Debian's packages with deploy/haproxy.cfg in front. Prints the balancer's address; Ctrl+C stops
// everything. `--fresh` starts from an empty database and `--skip-build` uses the storefront's
// existing build (the end-to-end fleet run does both).
import { execFileSync } from 'node:child_process'
import { connect } from 'node:net'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { loadLocalEnvironment } from './lib/environment.ts'
import { fleetLayout } from './lib/fleet.ts'
import { ensureDebianPackage } from './lib/packages.ts'
import { runStep, startService } from './lib/processes.ts'

const root = resolve(import.meta.dirname, '..')
loadLocalEnvironment(root)
const { values: options } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    // The end-to-end fleet run starts after `npm test` has built the storefront.
    'skip-build': { type: 'boolean', default: false },
  },
})
const layout = fleetLayout(process.env)

ensureDebianPackage({ command: '/usr/sbin/haproxy', package: 'haproxy', purpose: 'the fleet' })

/** Creates the fleet's database when it is missing (dropping it first with --fresh). */
async function prepareDatabase(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`FLEET_DATABASE_URL must name its database in lower case, got "${name}"`)
  }
  const server = new URL(url)
  server.pathname = '/postgres'
  const client = new pg.Client({ connectionString: server.toString() })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${server.host} (${(error as Error).message}); start it or set FLEET_DATABASE_URL`,
    )
  }
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount === 0) await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
}

/** Whether Redis answers PING (RESP over a plain socket: the scripts need no Redis client). */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolvePing) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) })
    socket.setTimeout(2_000, () => socket.destroy())
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      resolvePing(data.toString().startsWith('+PONG'))
      socket.end()
    })
    socket.once('error', () => resolvePing(false))
    socket.once('close', () => resolvePing(false))
  })
}

await prepareDatabase(layout.databaseUrl, options.fresh)
if (!(await redisAnswers(layout.redisUrl))) {
  console.error(`Redis does not answer at ${layout.redisUrl}; start it or set REDIS_URL.`)
  process.exit(1)
}

if (!options['skip-build']) {
  console.log('Building the storefront…')
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@tourmarket/web'], {
    cwd: root,
    stdio: 'inherit',
  })
}

const shared = { DATABASE_URL: layout.databaseUrl, REDIS_URL: layout.redisUrl }
// The deployment's migration step runs once, before any instance starts (docs/deploy.md).
runStep({
  name: 'Migrations',
  command: process.execPath,
  args: ['apps/api/src/db/migrate-cli.ts'],
  env: shared,
  cwd: root,
})

// The first API seeds an empty database with the demo catalogue; the second starts after it so
// the two never race to seed (instances never seed in production: SEED_DEMO is off there).
for (const api of layout.apis) {
  await startService(
    {
      name: api.name,
      command: process.execPath,
      args: ['apps/api/src/server.ts'],
      env: {
        ...shared,
        // Readable lines at a console unless the shell or .env asks for JSON.
        LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
        API_HOST: layout.host,
        API_PORT: String(api.port),
        DEV_PAGES: process.env.DEV_PAGES ?? '1',
        SITE_URL: layout.publicUrl,
        // The sandbox's hosted checkout and its webhooks: any API instance, through the balancer.
        API_PUBLIC_URL: layout.internalApiUrl,
      },
      readyUrl: `http://${layout.host}:${String(api.port)}/readyz`,
      prefix: api.name,
    },
    root,
  )
}
for (const storefront of layout.storefronts) {
  await startService(
    {
      name: storefront.name,
      command: process.execPath,
      args: ['server.ts'],
      env: {
        WEB_HOST: layout.host,
        WEB_PORT: String(storefront.port),
        // Server-side calls spread over the APIs through the balancer's internal port.
        API_URL: layout.internalApiUrl,
        NODE_ENV: 'production',
        DEV_PAGES: process.env.DEV_PAGES ?? '1',
      },
      readyUrl: `http://${layout.host}:${String(storefront.port)}/healthz`,
      prefix: storefront.name,
    },
    resolve(root, 'apps/web'),
  )
}
await startService(
  {
    name: 'HAProxy',
    command: '/usr/sbin/haproxy',
    // -db: stay in the foreground, so Ctrl+C and the other processes' fate reach it.
    args: ['-f', 'deploy/haproxy.cfg', '-db'],
    env: layout.haproxyEnvironment,
    // Ready once a storefront answers through it and, through it, an API.
    readyUrl: `${layout.publicUrl}/readyz`,
    prefix: 'haproxy',
    readyWhen: (status) => status === 200,
  },
  root,
)

console.log(
  `\nTourmarket fleet is running (2 API + 2 storefront instances, PostgreSQL, Redis, HAProxy):` +
    `\n  Site            ${layout.publicUrl}` +
    `\n  API (internal)  ${layout.internalApiUrl}` +
    `\n  HAProxy stats   ${layout.statsUrl}` +
    `\n  Database        ${layout.databaseUrl}` +
    '\nEach answer names its instances in X-Storefront-Instance and X-Api-Instance. Press Ctrl+C to stop.',
)
