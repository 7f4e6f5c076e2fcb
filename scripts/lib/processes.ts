// Runs the API and the storefront side by side for `npm start` and `npm run dev`: one Ctrl+C stops
// both, and if either dies the other is stopped too, so nothing is left holding a port or the
// PGlite folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { Readable, Writable } from 'node:stream'

export type ServiceSpec = {
  name: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  readyUrl: string
  /** Ready when the URL answers with a status this accepts (by default: anything below 500). */
  readyWhen?: (status: number) => boolean
  /** Prefixes each line of output, so several instances' logs can be told apart. */
  prefix?: string
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

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  readyWhen: (status: number) => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`exited with code ${child.exitCode} before it was ready`)
    try {
      const response = await fetch(url)
      await response.body?.cancel()
      if (readyWhen(response.status)) return
    } catch {
      // not listening yet
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250))
  }
  throw new Error(`not ready at ${url} after ${timeoutMs / 1000} s`)
}

function copyLines(from: Readable | null, to: Writable, prefix: string): void {
  if (from === null) return
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    to.write(`${prefix.padEnd(8)}| ${line}\n`)
  })
}

/** Runs a command to its end before anything starts (a migration step); stops the script if it fails. */
export function runStep(step: {
  name: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  cwd: string
}): void {
  const result = spawnSync(step.command, step.args, {
    cwd: step.cwd,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  })
  if (result.status !== 0) {
    console.error(`${step.name} failed (${result.signal ?? `exit code ${String(result.status)}`}).`)
    stopAll(result.status || 1)
    throw new Error(`${step.name} failed`)
  }
}

export async function startService(
  spec: ServiceSpec,
  cwd: string,
  timeoutMs = 120_000,
): Promise<void> {
  const child = spawn(spec.command, spec.args, {
    cwd,
    stdio: spec.prefix === undefined ? 'inherit' : ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, ...spec.env },
  })
  if (spec.prefix !== undefined) {
    copyLines(child.stdout, process.stdout, spec.prefix)
    copyLines(child.stderr, process.stderr, spec.prefix)
  }
  children.push(child)
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`${spec.name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`)
    stopAll(code || 1)
  })
  try {
    await waitUntilReady(
      spec.readyUrl,
      child,
      timeoutMs,
      spec.readyWhen ?? ((status) => status < 500),
    )
  } catch (error) {
    console.error(`${spec.name} ${(error as Error).message}`)
    stopAll(1)
    throw error
  }
}
