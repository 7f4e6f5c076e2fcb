// `npm run bench:chat -- [--pairs N] [--rate N] [--seconds N] [--keep]`
//
// Two API processes on one PostgreSQL database (tourmarket_bench_chat on the server at
// DATABASE_URL, default postgres://postgres@127.0.0.1:5432/) and one Redis (REDIS_URL, default
// redis://127.0.0.1:6379). N tourists (500 by default) hold sockets on instance A, the N organizer
// accounts they write to hold sockets on instance B: 1,000 sockets. Tourists send through A at a
// fixed rate (100 messages/s); every message crosses to B through Redis.
//   steady   p50/p99 delivery latency (send request issued → received on B's socket), memory per socket
//   kill     the same load while instance B is killed (SIGKILL) half-way; its sockets reconnect to A
//            with their last message id; every message A acknowledged must arrive: lost = 0
// It stops by itself and drops the database unless --keep.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { WebSocket } from 'ws'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { runAsAdmin } from '../src/db/postgres-admin.ts'
import { createAccessTokens, deriveKey } from '../src/modules/accounts/tokens.ts'
import { benchServerUrl, benchDatabaseUrl, wholeNumber } from './bench-config.ts'

const targets = { p99Ms: 100, lost: 0 } as const
const benchDatabaseName = 'tourmarket_bench_chat'
const apiEntry = resolve(import.meta.dirname, '../src/server.ts')

const { values: args } = parseArgs({
  options: {
    pairs: { type: 'string', default: '500' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
  },
})

const pairs = wholeNumber('pairs', args.pairs)
const rate = wholeNumber('rate', args.rate)
const seconds = wholeNumber('seconds', args.seconds)
const serverUrl = benchServerUrl
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const benchUrl = benchDatabaseUrl(benchDatabaseName)
const sessionSecret = randomBytes(32).toString('hex')

function log(line: string): void {
  process.stdout.write(`${line}\n`)
}

/** What the bench started, undone newest first at the end, on an error or on Ctrl+C. */
const cleanupSteps: (() => Promise<void> | void)[] = []
function onCleanup(step: () => Promise<void> | void): void {
  cleanupSteps.push(step)
}
async function cleanUp(): Promise<void> {
  for (let step = cleanupSteps.pop(); step !== undefined; step = cleanupSteps.pop()) {
    try {
      await step()
    } catch (error) {
      console.error(`Clean-up step failed: ${(error as Error).message}`)
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)))
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms))

// ---------------------------------------------------------------------------------------------
// The data: N organizers, N tourists, N organizer accounts, one chat per pair, a session each.

type Pair = { chatId: number; touristToken: string; organizerToken: string }

async function seed(): Promise<Pair[]> {
  await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${benchDatabaseName} WITH (FORCE)`)
  await runAsAdmin(serverUrl, `CREATE DATABASE ${benchDatabaseName}`)
  const database = await openDatabase(loadConfig({ DATABASE_URL: benchUrl, LOG_LEVEL: 'silent' }))
  await migrate(database)
  await database.close()

  const client = new pg.Client({ connectionString: benchUrl })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO world_parts (slug, name, name_ru) VALUES ('bench', 'Bench', 'Bench');
       INSERT INTO countries (iso_code, slug, name, name_ru, world_part_id, phone_code, latitude, longitude)
       SELECT 'BE', 'bench', 'Bench', 'Bench', id, '1', 0, 0 FROM world_parts;`,
    )
    await client.query(
      `INSERT INTO organizers (slug, name, legal_type, sales_model, operator_type, country_id)
       SELECT 'bench-' || n, 'Organizer ' || n, 3, 1, 'organization', (SELECT id FROM countries)
       FROM generate_series(1, $1) n`,
      [pairs],
    )
    await client.query(
      `INSERT INTO users (email, first_name, activity_hash, organizer_id)
       SELECT 'tourist-' || n || '@bench.test', 'Tourist', md5(random()::text), NULL FROM generate_series(1, $1) n
       UNION ALL
       SELECT 'organizer-' || n || '@bench.test', 'Organizer', md5(random()::text),
              (SELECT id FROM organizers WHERE slug = 'bench-' || n)
       FROM generate_series(1, $1) n`,
      [pairs],
    )
    const { rows } = await client.query<{
      chat_id: number
      tourist_id: number
      organizer_user_id: number
    }>(
      `INSERT INTO chats (user_id, organizer_id)
       SELECT t.id, o.id FROM generate_series(1, $1) n
       JOIN users t ON t.email = 'tourist-' || n || '@bench.test'
       JOIN organizers o ON o.slug = 'bench-' || n
       RETURNING id AS chat_id, user_id AS tourist_id,
         (SELECT u.id FROM users u WHERE u.organizer_id = chats.organizer_id) AS organizer_user_id`,
      [pairs],
    )
    const tokens = createAccessTokens({
      key: deriveKey(sessionSecret, 'access-token'),
      now: () => new Date(),
    })
    const tokenFor = async (userId: number) => {
      const sessionId = randomUUID()
      await client.query('INSERT INTO user_sessions (id, user_id) VALUES ($1, $2)', [
        sessionId,
        userId,
      ])
      return tokens.sign({ userId, sessionId, isAdminAuth: false })
    }
    const seeded: Pair[] = []
    for (const row of rows) {
      seeded.push({
        chatId: row.chat_id,
        touristToken: await tokenFor(row.tourist_id),
        organizerToken: await tokenFor(row.organizer_user_id),
      })
    }
    return seeded
  } finally {
    await client.end()
  }
}

// ---------------------------------------------------------------------------------------------
// The API instances.

type Instance = { name: string; url: string; process: ChildProcess }

async function startInstance(name: string, port: number): Promise<Instance> {
  const child = spawn(process.execPath, [apiEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATABASE_URL: benchUrl,
      REDIS_URL: redisUrl,
      SESSION_SECRET: sessionSecret,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // Every bench socket comes from this machine: one address, past the production cap.
      CHAT_SOCKETS_PER_ADDRESS: String(pairs * 2),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  onCleanup(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  const url = `http://127.0.0.1:${String(port)}`
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`API ${name} exited with ${String(child.exitCode)}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { name, url, process: child }
    } catch {
      // Not listening yet.
    }
    await sleep(100)
  }
  throw new Error(`API ${name} did not start`)
}

function residentKilobytes(child: ChildProcess): number {
  const status = readFileSync(`/proc/${String(child.pid)}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
}

// ---------------------------------------------------------------------------------------------
// Clients.

/** A receiving socket that reconnects (to `fallbackUrl` once its instance is gone) and catches up. */
type Receiver = {
  /** Message id → when it arrived. */
  readonly received: Map<number, number>
  ready(): Promise<void>
  close(): void
}

function createReceiver(firstUrl: string, token: string, fallbackUrl: string): Receiver {
  const received = new Map<number, number>()
  let url = firstUrl
  let lastId = 0
  let socket: WebSocket | undefined
  let stopped = false

  const connect = (): Promise<void> =>
    new Promise((resolveReady, rejectReady) => {
      const current = new WebSocket(`${url.replace('http', 'ws')}/ws`)
      socket = current
      current.on('open', () =>
        current.send(JSON.stringify({ type: 'auth', token, after_id: lastId })),
      )
      current.on('message', (data) => {
        const message = JSON.parse(String(data)) as
          { type: 'ready' } | { type: 'event'; data: { event: string; message?: { id: number } } }
        if (message.type === 'ready') {
          resolveReady()
          return
        }
        const arrived = message.data.message
        if (message.data.event !== 'new_message' || arrived === undefined) return
        if (!received.has(arrived.id)) received.set(arrived.id, performance.now())
        lastId = Math.max(lastId, arrived.id)
      })
      current.on('error', rejectReady)
      current.on('close', () => {
        if (stopped) return
        // The instance went away: a load balancer would send the next connection to a live one.
        url = fallbackUrl
        setTimeout(
          () => {
            ready = connect()
            ready.catch(() => undefined)
          },
          100 + Math.random() * 400,
        )
      })
    })

  let ready = connect()
  return {
    received,
    ready: () => ready,
    close() {
      stopped = true
      socket?.terminate()
    },
  }
}

/** A message the sending instance acknowledged: when it was sent and when the answer came. */
type Sent = { messageId: number; chatIndex: number; startedAt: number; acknowledgedAt: number }

/** Sends `rate` messages a second for `durationMs`, each from a tourist chosen in turn. */
async function sendAtRate(
  senderUrl: string,
  pairsData: Pair[],
  durationMs: number,
  onHalfway?: () => void,
): Promise<{ sent: Sent[]; failed: number }> {
  const sent: Sent[] = []
  let failed = 0
  const total = Math.round((rate * durationMs) / 1000)
  const started = performance.now()
  const inFlight: Promise<void>[] = []
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    if (index === Math.floor(total / 2)) onHalfway?.()
    const chatIndex = index % pairsData.length
    const pair = pairsData[chatIndex]!
    const startedAt = performance.now()
    inFlight.push(
      fetch(`${senderUrl}/crm/api/chat/send-message`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-authorization': `Bearer ${pair.touristToken}`,
        },
        body: JSON.stringify({
          chat_id: pair.chatId,
          message: `bench ${String(index)}`,
          client_key: randomUUID(),
        }),
      })
        .then(async (response) => {
          if (!response.ok) {
            failed += 1
            return
          }
          const { id } = (await response.json()) as { id: number }
          sent.push({ messageId: id, chatIndex, startedAt, acknowledgedAt: performance.now() })
        })
        .catch(() => {
          failed += 1
        }),
    )
  }
  await Promise.all(inFlight)
  return { sent, failed }
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!
}

async function waitForDelivery(
  sent: Sent[],
  receivers: Receiver[],
  timeoutMs: number,
): Promise<number> {
  const deadline = performance.now() + timeoutMs
  let missing = sent.length
  while (performance.now() < deadline) {
    missing = sent.filter((item) => !receivers[item.chatIndex]!.received.has(item.messageId)).length
    if (missing === 0) return 0
    await sleep(200)
  }
  return missing
}

async function bench(): Promise<void> {
  log(
    `bench:chat — ${String(pairs * 2)} sockets on two API instances, ${String(rate)} messages/s, Redis fan-out`,
  )
  const pairsData = await seed()
  onCleanup(async () => {
    if (!args.keep)
      await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${benchDatabaseName} WITH (FORCE)`)
  })
  const [a, b] = await Promise.all([startInstance('A', 4801), startInstance('B', 4802)])
  const rssBefore = residentKilobytes(b!.process)

  const tourists = pairsData.map((pair) => createReceiver(a!.url, pair.touristToken, a!.url))
  const organizers = pairsData.map((pair) => createReceiver(b!.url, pair.organizerToken, a!.url))
  onCleanup(() => {
    for (const receiver of [...tourists, ...organizers]) receiver.close()
  })
  await Promise.all([...tourists, ...organizers].map((receiver) => receiver.ready()))
  const rssAfter = residentKilobytes(b!.process)
  log(`sockets open: ${String(tourists.length + organizers.length)}`)

  // Steady state.
  const steady = await sendAtRate(a!.url, pairsData, seconds * 1000)
  const steadyMissing = await waitForDelivery(steady.sent, organizers, 10_000)
  const latencies = steady.sent
    .map((item) => organizers[item.chatIndex]!.received.get(item.messageId)! - item.startedAt)
    .filter((latency) => Number.isFinite(latency))
    .sort((left, right) => left - right)
  const acknowledgements = steady.sent
    .map((item) => item.acknowledgedAt - item.startedAt)
    .sort((left, right) => left - right)
  const rssLoaded = residentKilobytes(b!.process)

  // Instance B dies half-way through; its sockets reconnect to A and catch up.
  const killRun = await sendAtRate(a!.url, pairsData, Math.max(10, seconds / 2) * 1000, () => {
    b!.process.kill('SIGKILL')
  })
  const lost = await waitForDelivery(killRun.sent, organizers, 20_000)

  const p50 = percentile(latencies, 0.5)
  const p99 = percentile(latencies, 0.99)
  log('')
  log('| measure | figure | target |')
  log('| --- | --- | --- |')
  log(
    `| messages sent (steady) | ${String(steady.sent.length)} acknowledged, ${String(steady.failed)} refused | — |`,
  )
  log(
    `| delivery latency p50 / p99 | ${p50.toFixed(1)} ms / ${p99.toFixed(1)} ms | p99 ≤ ${String(targets.p99Ms)} ms |`,
  )
  log(
    `| send answered (HTTP on instance A) p50 / p99 | ${percentile(acknowledgements, 0.5).toFixed(1)} ms / ${percentile(acknowledgements, 0.99).toFixed(1)} ms | — |`,
  )
  log(`| undelivered after 10 s (steady) | ${String(steadyMissing)} | 0 |`)
  log(
    `| memory per socket (instance B, ${String(organizers.length)} sockets) | ${((rssAfter - rssBefore) / organizers.length).toFixed(1)} KB at rest, ${((rssLoaded - rssBefore) / organizers.length).toFixed(1)} KB after the steady run | — |`,
  )
  log(
    `| kill run: acknowledged / refused / lost | ${String(killRun.sent.length)} / ${String(killRun.failed)} / ${String(lost)} | lost = ${String(targets.lost)} |`,
  )
  const met = p99 <= targets.p99Ms && lost === targets.lost && steadyMissing === 0
  log('')
  log(met ? 'Targets met.' : 'Targets NOT met.')
  if (!met) process.exitCode = 1
}

try {
  await bench()
} catch (error) {
  console.error(`\nbench:chat could not measure: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await cleanUp()
}
