// Runs the API and the storefront side by side for `npm start` and `npm run dev`: one Ctrl+C stops
// both, and if either dies the other is stopped too, so nothing is left holding a port or the
// PGlite folder.
import { spawn, type ChildProcess } from 'node:child_process'

export type ServiceSpec = {
  name: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  readyUrl: string
}

const children: ChildProcess[] = []
let stopping = false

function stopAll(exitCode: number): void {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  const deadline = setTimeout(() => process.exit(exitCode), 10_000)
  deadline.unref()
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null,
    ),
  ).then(() => process.exit(exitCode))
}

process.once('SIGINT', () => stopAll(0))
process.once('SIGTERM', () => stopAll(0))

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`exited with code ${child.exitCode} before it was ready`)
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250))
  }
  throw new Error(`not ready at ${url} after ${timeoutMs / 1000} s`)
}

export async function startService(
  spec: ServiceSpec,
  cwd: string,
  timeoutMs = 120_000,
): Promise<void> {
  const child = spawn(spec.command, spec.args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...spec.env },
  })
  children.push(child)
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`${spec.name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`)
    stopAll(code || 1)
  })
  try {
    await waitUntilReady(spec.readyUrl, child, timeoutMs)
  } catch (error) {
    console.error(`${spec.name} ${(error as Error).message}`)
    stopAll(1)
    throw error
  }
}
