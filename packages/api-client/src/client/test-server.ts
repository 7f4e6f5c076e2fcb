/// <reference types="node" />
// Test support: a real HTTP server on 127.0.0.1 (ephemeral port) that the client's tests call,
// so headers, retries and timeouts go through the platform fetch exactly as in production.
import { createServer } from 'node:http'
import type { IncomingHttpHeaders, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  readonly body: string
  /** When it arrived (ms since the epoch), to measure the pause before a retry. */
  readonly at: number
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void

export type TestServer = {
  readonly baseUrl: string
  /** Every request received, in arrival order. */
  readonly requests: RecordedRequest[]
  /** Replaces how the server answers. */
  handle(handler: TestHandler): void
  /** Resolves once `count` requests have arrived. */
  received(count: number): Promise<void>
  close(): Promise<void>
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  let handler: TestHandler = (_request, response) => sendJson(response, 200, {})

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      }
      requests.push(request)
      for (const waiter of waiters.filter((item) => requests.length >= item.count)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
      handler(request, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next
    },
    received: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise((resolve, reject) => {
        // Requests a test left hanging (timeouts, aborts) must not keep the server open.
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
