import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { readFile, readdir, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../errors.ts'
import { isPublicAddress } from '../../platform/http/public-address.ts'
import { createRemoteFetcher, publicInternetPolicy } from './remote-fetch.ts'
import type { RemoteFetchLimits, RemoteFetchPolicy } from './remote-fetch.ts'

const limits: RemoteFetchLimits = {
  field: 'url',
  maxBytes: 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
}

const folder = mkdtempSync(join(tmpdir(), 'tourmarket-remote-fetch-'))
afterAll(() => rm(folder, { recursive: true, force: true }))

/** A fresh path in the test's folder for a fetch to write to. */
const target = () => join(folder, randomUUID())

/** The refusal a fetch ended in: its code and what it filed under the field. */
async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`)
  return { code: error.code, status: error.status, field: error.errors?.url?.[0] }
}

describe('the production policy refuses every address that is not public, before connecting', () => {
  const fetchRemote = createRemoteFetcher(publicInternetPolicy)

  it.each([
    'http://127.0.0.1/video.mp4',
    'http://localhost/video.mp4',
    'http://[::1]/video.mp4',
    'http://10.0.0.1/video.mp4',
    'http://172.16.5.4/video.mp4',
    'http://192.168.1.1/video.mp4',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/video.mp4',
    'http://0.0.0.0/video.mp4',
    'http://224.0.0.1/video.mp4',
    'http://2130706433/video.mp4',
    'http://0x7f000001/video.mp4',
    'http://0177.0.0.1/video.mp4',
    'http://127.1/video.mp4',
    'http://[::ffff:127.0.0.1]/video.mp4',
    'http://[::ffff:a9fe:a9fe]/video.mp4',
    'http://[fd00::1]/video.mp4',
    'http://[fe80::1]/video.mp4',
    'https://[::]/video.mp4',
  ])('%s', async (address) => {
    expect(await refusalOf(fetchRemote(address, limits, target()))).toMatchObject({
      code: 'url_not_allowed',
      status: 422,
      field: expect.stringContaining('private or local network'),
    })
  })

  it.each([
    ['ftp://example.com/video.mp4', 'http:// or https://'],
    ['file:///etc/passwd', 'http:// or https://'],
    ['gopher://example.com/', 'http:// or https://'],
    ['http://user:secret@example.com/video.mp4', 'user name or password'],
    ['http://example.com:8080/video.mp4', 'standard port'],
    ['https://example.com:22/video.mp4', 'standard port'],
    ['not an address', 'not a valid'],
  ])('%s is refused for its form, without any lookup', async (address, reason) => {
    expect(await refusalOf(fetchRemote(address, limits, target()))).toMatchObject({
      code: 'url_not_allowed',
      field: expect.stringContaining(reason),
    })
  })

  it('refuses a host that has one private address among public ones', async () => {
    const mixed = createRemoteFetcher({
      ...publicInternetPolicy,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    })
    expect(
      await refusalOf(mixed('https://videos.example/clip.mp4', limits, target())),
    ).toMatchObject({
      code: 'url_not_allowed',
    })
  })

  it('says a host that cannot be resolved could not be fetched', async () => {
    const unresolvable = createRemoteFetcher({
      ...publicInternetPolicy,
      resolve: async () => {
        throw new Error('ENOTFOUND')
      },
    })
    expect(
      await refusalOf(unresolvable('https://videos.example/a.mp4', limits, target())),
    ).toMatchObject({
      code: 'url_fetch_failed',
      field: expect.stringContaining('could not be found'),
    })
  })
})

describe('fetching through an injected policy that reaches a local server', () => {
  const video = Buffer.from('pretend these are the bytes of a video')
  let origin = ''
  let port = 0
  const hostsSeen: string[] = []
  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
    '/clip.mp4': (_request, response) => response.end(video),
    '/hop/1': (_request, response) => response.writeHead(302, { location: '/hop/2' }).end(),
    '/hop/2': (_request, response) =>
      response.writeHead(301, { location: `http://videos.test:${String(port)}/clip.mp4` }).end(),
    '/to-metadata': (_request, response) =>
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-loopback': (_request, response) =>
      response.writeHead(307, { location: `http://[::1]:${String(port)}/clip.mp4` }).end(),
    '/loop': (_request, response) => response.writeHead(302, { location: '/loop' }).end(),
    '/missing': (_request, response) => response.writeHead(404).end('nothing'),
    '/declared-large': (_request, response) =>
      response.writeHead(200, { 'content-length': '4096' }).end(Buffer.alloc(4096)),
    '/streamed-large': (_request, response) => {
      response.writeHead(200)
      for (let chunk = 0; chunk < 8; chunk += 1) response.write(Buffer.alloc(512))
      response.end()
    },
    '/silent': () => undefined,
    // Half of a declared body, then nothing: only the timeout ends it.
    '/half-then-stall': (_request, response) => {
      response.writeHead(200, { 'content-length': '1000' })
      response.write(Buffer.alloc(500))
    },
    // Half of a declared body, then the connection is reset.
    '/half-then-reset': (_request, response) => {
      response.writeHead(200, { 'content-length': '1000' })
      response.write(Buffer.alloc(500), () => response.socket?.destroy())
    },
    // A chunked body whose connection drops before the last chunk.
    '/chunked-then-reset': (_request, response) => {
      response.writeHead(200)
      response.write(Buffer.alloc(500), () => response.socket?.destroy())
    },
    // No length and no chunks (the end is the close), and it stalls: only the timeout ends it.
    '/unframed-then-stall': (_request, response) => {
      response.socket?.write('HTTP/1.1 200 OK\r\nconnection: close\r\n\r\n')
      response.socket?.write(Buffer.alloc(500))
    },
  }
  const server = createServer((request, response) => {
    hostsSeen.push(request.headers.host ?? '')
    const route = routes[request.url ?? '']
    if (route === undefined) response.writeHead(404).end()
    else route(request, response)
  })

  // Only `videos.test` leads to the test server; every other host is judged by the real rules.
  const localPolicy: RemoteFetchPolicy = {
    resolve: async (hostname) =>
      hostname === 'videos.test'
        ? [{ address: '127.0.0.1', family: 4 }]
        : publicInternetPolicy.resolve(hostname),
    isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
    isAllowedPort: () => true,
  }
  const fetchRemote = createRemoteFetcher(localPolicy)

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
    origin = `http://videos.test:${String(port)}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('connects to the checked address it resolved, with the host name kept for the request', async () => {
    // videos.test exists in no DNS: the answer proves the connection used the pinned address.
    const path = target()
    expect(await fetchRemote(`${origin}/clip.mp4`, limits, path)).toEqual({
      path,
      size: video.length,
      name: 'clip.mp4',
    })
    expect(await readFile(path)).toEqual(video)
    expect(hostsSeen.at(-1)).toBe(`videos.test:${String(port)}`)
  })

  it('follows redirects, relative and absolute, checking each hop', async () => {
    const path = target()
    expect(await fetchRemote(`${origin}/hop/1`, limits, path)).toMatchObject({ name: 'clip.mp4' })
    expect(await readFile(path)).toEqual(video)
  })

  it('refuses a redirect to cloud metadata or to loopback', async () => {
    for (const path of ['/to-metadata', '/to-loopback']) {
      expect(await refusalOf(fetchRemote(`${origin}${path}`, limits, target()))).toMatchObject({
        code: 'url_not_allowed',
      })
    }
  })

  it('stops after the allowed number of redirects', async () => {
    expect(await refusalOf(fetchRemote(`${origin}/loop`, limits, target()))).toMatchObject({
      code: 'url_fetch_failed',
      field: expect.stringContaining('more than 3 times'),
    })
  })

  it('names an answer that is not a success', async () => {
    expect(await refusalOf(fetchRemote(`${origin}/missing`, limits, target()))).toMatchObject({
      code: 'url_fetch_failed',
      field: expect.stringContaining('status 404'),
    })
  })

  it('refuses a body over the cap, declared or streamed', async () => {
    for (const path of ['/declared-large', '/streamed-large']) {
      expect(await refusalOf(fetchRemote(`${origin}${path}`, limits, target()))).toMatchObject({
        code: 'body_too_large',
        status: 413,
      })
    }
  })

  it('gives up on a server that does not answer in time', async () => {
    expect(
      await refusalOf(fetchRemote(`${origin}/silent`, { ...limits, timeoutMs: 300 }, target())),
    ).toMatchObject({ code: 'url_fetch_failed', field: expect.stringContaining('within') })
  })

  it.each([
    ['/half-then-stall', 'within'],
    ['/unframed-then-stall', 'within'],
    ['/half-then-reset', ''],
    ['/chunked-then-reset', ''],
  ])('a body cut off (%s) is refused and nothing of it is kept', async (path, reason) => {
    const before = await readdir(folder)
    const refusal = await refusalOf(
      fetchRemote(`${origin}${path}`, { ...limits, timeoutMs: 500 }, target()),
    )
    expect(refusal).toMatchObject({
      code: 'url_fetch_failed',
      field: expect.stringContaining(reason),
    })
    expect(await readdir(folder)).toEqual(before)
  })
})
