// The fleet bench's own hold on the fleet's processes: unlike `npm run start:fleet`, one may die
// (the bench kills an API on purpose) without the others being stopped.
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { FleetProcessSpec } from '../lib/fleet.ts'

export type FleetControl = {
  start(name: string): Promise<void>
  kill(name: string, signal: NodeJS.Signals): Promise<void>
  stopAll(): Promise<void>
}

async function waitForOk(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited (${String(child.exitCode)})`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      await response.body?.cancel()
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`${url} did not answer 200 within ${String(timeoutMs / 1000)} s`)
}

/** Each process's output goes to `logDirectory`/<name>.log, so the report stays readable. */
export function createFleetControl(
  root: string,
  specs: readonly FleetProcessSpec[],
  logDirectory: string,
): FleetControl {
  mkdirSync(logDirectory, { recursive: true })
  const running = new Map<string, ChildProcess>()
  const specOf = (name: string) => {
    const spec = specs.find((candidate) => candidate.name === name)
    if (spec === undefined) throw new Error(`no fleet process named ${name}`)
    return spec
  }
  return {
    async start(name) {
      const spec = specOf(name)
      const log = createWriteStream(resolve(logDirectory, `${name}.log`), { flags: 'a' })
      const child = spawn(spec.command, [...spec.args], {
        cwd: resolve(root, spec.cwd),
        env: { ...process.env, ...spec.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.pipe(log)
      child.stderr.pipe(log)
      running.set(name, child)
      await waitForOk(spec.readyUrl, child, 180_000)
    },
    async kill(name, signal) {
      const child = running.get(name)
      if (child === undefined || child.exitCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      child.kill(signal)
      await exited
    },
    async stopAll() {
      const children = [...running.values()].filter((child) => child.exitCode === null)
      await Promise.all(
        children.map(
          (child) =>
            new Promise((done) => {
              child.once('exit', done)
              child.kill('SIGTERM')
              setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
            }),
        ),
      )
    },
  }
}
