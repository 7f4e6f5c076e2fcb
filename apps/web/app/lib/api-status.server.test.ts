import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { checkApiStatus } from './api-status.server.ts'

type Probes = { healthz: number; readyz: number }

const servers: ReturnType<typeof createServer>[] = []

/** A real HTTP server standing in for the API, answering the two probes with the given statuses. */
async function startApi(statuses: Probes): Promise<string> {
  const server = createServer((request, response) => {
    const status = request.url === '/healthz' ? statuses.healthz : statuses.readyz
    response.writeHead(request.url === '/healthz' || request.url === '/readyz' ? status : 404, {
      'content-type': 'application/json',
    })
    response.end(JSON.stringify({ status: status < 400 ? 'ok' : 'failing' }))
  })
  servers.push(server)
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A port that was just released: nothing listens there, so connecting is refused. */
async function closedPortUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  await new Promise((closed) => server.close(closed))
  return `http://127.0.0.1:${port}`
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections()
      return new Promise((closed) => server.close(closed))
    }),
  )
})

describe('§2 home: the live API status', () => {
  it('is ready when /healthz and /readyz both answer 200', async () => {
    expect(await checkApiStatus(await startApi({ healthz: 200, readyz: 200 }))).toBe('ready')
  })

  it('is not ready when the API is alive but /readyz fails', async () => {
    expect(await checkApiStatus(await startApi({ healthz: 200, readyz: 503 }))).toBe('not-ready')
  })

  it('is not ready when /healthz answers with an error', async () => {
    expect(await checkApiStatus(await startApi({ healthz: 500, readyz: 200 }))).toBe('not-ready')
  })

  it('is not reachable when nothing listens at API_URL', async () => {
    expect(await checkApiStatus(await closedPortUrl())).toBe('unreachable')
  })

  it('is not reachable when the API accepts the connection but never answers', async () => {
    const silentApi = createServer(() => {})
    servers.push(silentApi)
    await new Promise<void>((listening) => silentApi.listen(0, '127.0.0.1', listening))
    const started = Date.now()

    const status = await checkApiStatus(
      `http://127.0.0.1:${(silentApi.address() as AddressInfo).port}`,
    )

    expect(status).toBe('unreachable')
    // The page must not hang with the API: the probes give up after their deadline.
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
