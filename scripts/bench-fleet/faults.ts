// The fleet bench's faults, at fixed points of the run, and how long the fleet took to recover.
import { execFileSync, spawnSync } from 'node:child_process'
import type { FleetLayout } from '../lib/fleet.ts'
import { redisAnswers } from '../lib/fleet-services.ts'
import type { FleetControl } from './fleet-control.ts'
import type { Outcome } from './workload.ts'

export type FaultRecord = {
  readonly name: string
  /** Milliseconds since the run started. */
  readonly at: number
  /** When the action itself was over (the process back, the service answering). */
  readonly doneAt: number
}

type FaultContext = {
  fleet: FleetControl
  layout: FleetLayout
  runStartedAt: number
  durationMs: number
  databaseUrl: string
}

const sleepUntil = async (context: FaultContext, fraction: number) => {
  const wait = context.runStartedAt + context.durationMs * fraction - Date.now()
  if (wait > 0) await new Promise((done) => setTimeout(done, wait))
}

/** The PostgreSQL cluster (version and name) that listens on the database URL's port. */
function clusterOf(databaseUrl: string): [string, string] {
  const port = new URL(databaseUrl).port || '5432'
  const clusters = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' })
  for (const line of clusters.trim().split('\n')) {
    const [version, name, clusterPort] = line.split(/\s+/)
    if (clusterPort === port && version !== undefined && name !== undefined) return [version, name]
  }
  throw new Error(`no PostgreSQL cluster of this machine listens on port ${port}`)
}

async function restartRedis(url: string): Promise<void> {
  const { hostname, port } = new URL(url)
  const address = ['-h', hostname, '-p', port || '6379']
  spawnSync('redis-cli', [...address, 'shutdown', 'nosave'])
  // Started as .ci/run starts it: nothing kept on disk.
  execFileSync('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    hostname,
    '--port',
    port || '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ])
  while (!(await redisAnswers(url))) await new Promise((done) => setTimeout(done, 100))
}

/** Runs the faults at 20 %, 35 %, 55 % and 80 % of the run, recording each. */
export async function faultTimeline(context: FaultContext, faults: FaultRecord[]): Promise<void> {
  const since = () => Date.now() - context.runStartedAt
  const record = async (name: string, fraction: number, act: () => Promise<void>) => {
    await sleepUntil(context, fraction)
    const at = since()
    console.log(`  ${(at / 1000).toFixed(1)} s: ${name}`)
    await act()
    faults.push({ name, at, doneAt: since() })
  }
  await record('SIGKILL api-1', 0.2, () => context.fleet.kill('api-1', 'SIGKILL'))
  await record('start api-1 again', 0.35, () => context.fleet.start('api-1'))
  const [version, cluster] = clusterOf(context.databaseUrl)
  await record('restart PostgreSQL', 0.55, async () => {
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, 'restart'])
  })
  await record('restart Redis', 0.8, () => restartRedis(context.layout.redisUrl))
}

/**
 * The requests a fault cost: those failed that ended after it and before the next one (each
 * failure belongs to one fault); recovered once the last of them ended (0 when none failed).
 */
export function recoveryOf(
  fault: FaultRecord,
  faults: readonly FaultRecord[],
  outcomes: readonly Outcome[],
): { failed: number; recoveryMs: number } {
  const next = faults.find((other) => other.at > fault.at)?.at ?? Number.POSITIVE_INFINITY
  const endOf = (outcome: Outcome) => outcome.startedAt + outcome.durationMs
  const failed = outcomes.filter(
    (outcome) => outcome.result === 'failed' && endOf(outcome) >= fault.at && endOf(outcome) < next,
  )
  const lastEnd = Math.max(fault.at, ...failed.map(endOf))
  return { failed: failed.length, recoveryMs: lastEnd - fault.at }
}
