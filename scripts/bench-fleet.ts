// `npm run bench:fleet` (issue 22): the fleet of `npm run start:fleet` under a mixed workload at
// fixed rates through the balancer for two minutes, while faults happen: one API instance is
// SIGKILLed and started again, then PostgreSQL and then Redis restart. Prints throughput and
// latency per kind, what failed, what the database shows (bookings lost or duplicated, seats
// oversold), chat messages accepted but never delivered, and the time to recover from each fault.
//
// It restarts this machine's PostgreSQL cluster and Redis (as root, like .ci/run): run it on a
// development machine, not beside anything that needs them. Loopback only; bounded in time.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { balancerSpec, fleetInstanceSpecs, fleetLayout, HAPROXY_PATH } from './lib/fleet.ts'
import { prepareDatabase, redisAnswers } from './lib/fleet-services.ts'
import { ensureDebianPackage } from './lib/packages.ts'
import { createFleetControl } from './bench-fleet/fleet-control.ts'
import { listenForMessages } from './bench-fleet/chat-listener.ts'
import { checkDatabase, seatStates } from './bench-fleet/database-checks.ts'
import { faultTimeline, recoveryOf, type FaultRecord } from './bench-fleet/faults.ts'
import { printReport } from './bench-fleet/report.ts'
import { prepareTargets } from './bench-fleet/setup.ts'
import { createWorkload, type Kind } from './bench-fleet/workload.ts'

const root = resolve(import.meta.dirname, '..')
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '120' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const durationMs = Number(options.seconds) * 1000
if (!Number.isFinite(durationMs) || durationMs < 30_000 || durationMs > 600_000) {
  throw new Error('--seconds must be from 30 to 600')
}
if (process.getuid?.() !== 0) {
  console.error('bench:fleet restarts PostgreSQL and Redis, which needs root (as CI runs).')
  process.exit(1)
}

/** Requests per second of each kind: within what two cores serve, so faults, not load, show. */
const RATES: Record<Kind, number> = {
  search: 8,
  'tour page': 4,
  'sign-in': 0.5,
  booking: 1,
  chat: 2,
}

const layout = fleetLayout({
  ...process.env,
  FLEET_PORT: process.env.FLEET_PORT ?? '8280',
  FLEET_DATABASE_URL:
    process.env.FLEET_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tourmarket_fleet_bench',
})
ensureDebianPackage({ command: HAPROXY_PATH, package: 'haproxy', purpose: 'the fleet' })
await prepareDatabase(layout.databaseUrl, { fresh: true, setting: 'FLEET_DATABASE_URL' })
if (!(await redisAnswers(layout.redisUrl)))
  throw new Error(`Redis does not answer at ${layout.redisUrl}`)
if (!options['skip-build']) {
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@tourmarket/web'], {
    cwd: root,
    stdio: 'inherit',
  })
}
execFileSync(process.execPath, ['apps/api/src/db/migrate-cli.ts'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: layout.databaseUrl },
  stdio: 'inherit',
})

const instances = fleetInstanceSpecs(layout, {
  nodePath: process.execPath,
  logFormat: 'json',
  devPages: '1',
})
const logDirectory = resolve(root, '.reports/bench-fleet')
const fleet = createFleetControl(root, [...instances, balancerSpec(layout)], logDirectory)
const stopFleet = () => fleet.stopAll()
process.once('SIGINT', () => void stopFleet().then(() => process.exit(130)))

try {
  console.log('Starting the fleet (the first API seeds the demo catalogue)…')
  for (const spec of [...instances, balancerSpec(layout)]) await fleet.start(spec.name)

  console.log('Preparing accounts, chats and dates…')
  const targets = await prepareTargets(layout)
  const seatsBefore = await seatStates(layout.databaseUrl, targets.tourDateIds)
  const listener = await listenForMessages({
    publicUrl: layout.publicUrl,
    token: targets.organizerToken,
    sockets: 2,
  })

  const load = (await import('node:os')).loadavg()[0]
  console.log(`Running ${String(durationMs / 1000)} s of mixed load with faults…`)
  const runStartedAt = Date.now()
  const workload = createWorkload(targets, runStartedAt)
  const faults: FaultRecord[] = []
  const running = workload.run(RATES, durationMs)
  await faultTimeline(
    { fleet, layout, runStartedAt, durationMs, databaseUrl: layout.databaseUrl },
    faults,
  )
  await running
  const loadAfter = (await import('node:os')).loadavg()[0]

  // A message sent in the last instant gets a moment to arrive, as a person's would.
  const deliveryDeadline = Date.now() + 10_000
  while (
    Date.now() < deliveryDeadline &&
    workload.acknowledged.messageIds.some((id) => !listener.delivered.has(id))
  ) {
    await new Promise((done) => setTimeout(done, 250))
  }
  listener.close()

  const findings = await checkDatabase(layout.databaseUrl, workload.acknowledged, seatsBefore)
  printReport({
    durationMs,
    rates: RATES,
    outcomes: workload.outcomes,
    faults: faults.map((fault) => ({ ...fault, ...recoveryOf(fault, faults, workload.outcomes) })),
    findings,
    undelivered: workload.acknowledged.messageIds.filter((id) => !listener.delivered.has(id))
      .length,
    messagesAcknowledged: workload.acknowledged.messageIds.length,
    reconnects: listener.reconnects,
    load: { before: load ?? 0, after: loadAfter ?? 0 },
    logDirectory,
  })
} finally {
  await stopFleet()
}
