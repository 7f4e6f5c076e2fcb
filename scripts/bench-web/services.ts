// The API (on its own demo catalogue) and the production storefront server, each on a free port of
// 127.0.0.1, so the bench runs beside `npm start` or Playwright without a clash.
import { randomBytes } from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { onCleanup } from './cleanup.ts'

const HOST = '127.0.0.1'
const READY_TIMEOUT_MS = 120_000
const STOP_GRACE_MS = 10_000
/** Lines of a server's output kept to explain why it failed. */
const KEPT_OUTPUT_LINES = 40

export type RunningService = { name: string; url: string }

type ServiceSpec = {
  name: string
  cwd: string
  script: string
  env: NodeJS.ProcessEnv
  port: number
  /** A path that answers below 500 once the service can take requests. */
  readyPath: string
  /** Node's own flags, e.g. --cpu-prof. */
  nodeArgs: readonly string[]
}

/** Node flags that write a CPU profile of the process into `directory` when it stops. */
export function cpuProfileArgs(directory: string | undefined, name: string): string[] {
  return directory === undefined
    ? []
    : [
        '--cpu-prof',
        `--cpu-prof-dir=${directory}`,
        `--cpu-prof-name=${name}-${process.pid}.cpuprofile`,
      ]
}

async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, HOST)
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('no free port found')
  return address.port
}

function keepRecentOutput(child: ChildProcess): () => string {
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - KEPT_OUTPUT_LINES))
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => lines.join('\n')
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(forceKill)
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`exited (${child.signalCode ?? `code ${child.exitCode}`})`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250))
  }
  throw new Error(`not ready at ${url} after ${READY_TIMEOUT_MS / 1000} s`)
}

async function startService(spec: ServiceSpec): Promise<RunningService> {
  const url = `http://${HOST}:${spec.port}`
  const child = spawn(process.execPath, [...spec.nodeArgs, spec.script], {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  onCleanup(() => stop(child))
  const recentOutput = keepRecentOutput(child)
  try {
    await waitUntilReady(`${url}${spec.readyPath}`, child)
  } catch (error) {
    throw new Error(
      `${spec.name} did not start: ${(error as Error).message}\n--- its output ---\n${recentOutput()}`,
    )
  }
  return { name: spec.name, url }
}

/**
 * The API on `databaseUrl` (an empty PostgreSQL database), or on an in-memory PGlite database
 * when it is undefined; either way it migrates and fills it with the demo catalogue itself.
 */
export async function startApi(
  root: string,
  databaseUrl: string | undefined,
  nodeArgs: readonly string[] = [],
): Promise<RunningService> {
  const port = await freePort()
  return startService({
    name: 'API',
    cwd: root,
    script: 'apps/api/src/server.ts',
    env: {
      API_HOST: HOST,
      API_PORT: String(port),
      DATABASE_URL: databaseUrl ?? '',
      PGLITE_DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      // Production refuses to start without secrets of its own; these live as long as the benchmark.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
      GIFT_CARD_SECRET: randomBytes(32).toString('hex'),
      // A production API seeds the demo catalogue and takes sandbox payments only when told to.
      SEED_DEMO: '1',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: '1',
      LOG_LEVEL: 'warn',
    },
    port,
    readyPath: '/healthz',
    nodeArgs,
  })
}

/** What the storefront's code needs to render pages against the API at `apiUrl`. */
export function storefrontEnv(apiUrl: string): NodeJS.ProcessEnv {
  return { API_URL: apiUrl, NODE_ENV: 'production' }
}

/** The storefront's production server (server.ts of apps/web or of a copy of it in webDirectory). */
export async function startStorefront(
  webDirectory: string,
  apiUrl: string,
  nodeArgs: readonly string[] = [],
): Promise<RunningService> {
  const port = await freePort()
  return startService({
    name: 'Storefront',
    cwd: webDirectory,
    script: 'server.ts',
    env: { ...storefrontEnv(apiUrl), WEB_HOST: HOST, WEB_PORT: String(port) },
    port,
    readyPath: '/',
    nodeArgs,
  })
}
