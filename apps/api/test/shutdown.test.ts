// Issue 22: a stopping instance drains. The API process (src/server.ts) gets SIGTERM with a chat
// socket open and a keep-alive connection idle: the socket is closed with 1001 (going away: the
// client reconnects, through the balancer, to another instance), the process exits 0 on its own,
// and it no longer accepts connections.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, describe, expect, it } from 'vitest'

const server = join(import.meta.dirname, '..', 'src', 'server.ts')
const started: ChildProcess[] = []

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
})

async function startApi(): Promise<{ process: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [server], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      PGLITE_DATA_DIR: 'memory://',
      SEED_DEMO: '0',
      SESSION_SECRET: 'shutdown-test-session-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  started.push(child)
  for await (const line of createInterface({ input: child.stdout! })) {
    const address = /API listening on (http:\/\/\S+)/.exec(line)?.[1]
    if (address !== undefined) return { process: child, url: address }
  }
  throw new Error('The API exited before it listened')
}

describe('issue 22: graceful shutdown of an API instance', () => {
  it('on SIGTERM closes chat sockets with 1001, stops accepting and exits 0', async () => {
    const api = await startApi()
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200)

    const socket = new WebSocket(`${api.url.replace('http', 'ws')}/ws`)
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true })
      socket.addEventListener('error', reject, { once: true })
    })
    const socketClosed = new Promise<number>((resolve) => {
      socket.addEventListener('close', (event) => resolve(event.code), { once: true })
    })
    const exited = new Promise<number | null>((resolve) => {
      api.process.once('exit', (code) => resolve(code))
    })

    api.process.kill('SIGTERM')

    expect(await socketClosed).toBe(1001)
    expect(await exited).toBe(0)
    await expect(fetch(`${api.url}/healthz`)).rejects.toThrow()
  })
})
