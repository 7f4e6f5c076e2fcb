import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { expect } from '@playwright/test'
import { API_URL, HOST } from './servers.ts'

/**
 * A storefront a test starts for itself, on a free port, against this worker's API (whose
 * catalogue it only reads): for what the shared e2e storefront must not have (a build that
 * changes under it, analytics ids).
 */
export type OwnStorefront = { readonly url: string; readonly stop: () => Promise<void> }

const repositoryRoot = resolve(import.meta.dirname, '../..')

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, HOST, () => {
      const address = probe.address()
      probe.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'))
        else resolvePort(address.port)
      })
    })
  })
}

/** Starts `apps/web/server.ts` with these variables on `port` and waits until it answers. */
export async function startOwnStorefront(
  port: number,
  env: Readonly<Record<string, string>> = {},
): Promise<OwnStorefront> {
  const url = `http://${HOST}:${String(port)}`
  const child = spawn(process.execPath, ['apps/web/server.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      WEB_HOST: HOST,
      WEB_PORT: String(port),
      API_URL,
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()))
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`storefront exited ${String(child.exitCode)}`)
        return fetch(`${url}/healthz`).then(
          (response) => response.status,
          () => 0,
        )
      },
      { timeout: 60_000 },
    )
    .toBe(200)
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
