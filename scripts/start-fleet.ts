// `npm run start:fleet`: the production topology of compose.yaml without containers (issue 22):
// this machine's PostgreSQL and Redis, two API and two storefront processes, and HAProxy from
// Debian's packages with deploy/haproxy.cfg in front. Prints the balancer's address; Ctrl+C stops
// everything. `--fresh` starts from an empty database and `--skip-build` uses the storefront's
// existing build (the end-to-end fleet run does both).
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadLocalEnvironment } from './lib/environment.ts'
import { balancerSpec, fleetInstanceSpecs, fleetLayout, HAPROXY_PATH } from './lib/fleet.ts'
import { prepareDatabase, redisAnswers } from './lib/fleet-services.ts'
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

ensureDebianPackage({ command: HAPROXY_PATH, package: 'haproxy', purpose: 'the fleet' })

await prepareDatabase(layout.databaseUrl, { fresh: options.fresh, setting: 'FLEET_DATABASE_URL' })
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

// The deployment's migration step runs once, before any instance starts (docs/deploy.md).
runStep({
  name: 'Migrations',
  command: process.execPath,
  args: ['apps/api/src/db/migrate-cli.ts'],
  env: { DATABASE_URL: layout.databaseUrl, REDIS_URL: layout.redisUrl },
  cwd: root,
})

// One after another: the first API seeds an empty database with the demo catalogue, and the
// second must not race it (instances never seed in production: SEED_DEMO is off there).
const instances = fleetInstanceSpecs(layout, {
  nodePath: process.execPath,
  // Readable lines at a console unless the shell or .env asks for JSON.
  logFormat: process.env.LOG_FORMAT ?? 'pretty',
  devPages: process.env.DEV_PAGES ?? '1',
})
for (const spec of [...instances, balancerSpec(layout)]) {
  await startService(
    {
      name: spec.name,
      command: spec.command,
      args: [...spec.args],
      env: spec.env,
      readyUrl: spec.readyUrl,
      prefix: spec.name,
      readyWhen: (status) => status === 200,
    },
    resolve(root, spec.cwd),
  )
}

console.log(
  `\nTourmarket fleet is running (2 API + 2 storefront instances, PostgreSQL, Redis, HAProxy):` +
    `\n  Site            ${layout.publicUrl}` +
    `\n  API (internal)  ${layout.internalApiUrl}` +
    `\n  HAProxy stats   ${layout.statsUrl}` +
    `\n  Database        ${layout.databaseUrl}` +
    '\nEach answer names its instances in X-Storefront-Instance and X-Api-Instance. Press Ctrl+C to stop.',
)
