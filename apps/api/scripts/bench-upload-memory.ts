// `node apps/api/scripts/bench-upload-memory.ts [--uploads N] [--megabytes N]`
//
// Issue 37 finding 3: five meet-page uploads with a wrong key took the API from 600 MB to 1.5 GB
// resident, as it read every file into memory before looking at the key. This starts an API
// (PGlite in memory, uploads in a temporary folder) and prints its resident memory (VmRSS) before
// and after each round and its peak during the round (VmHWM, reset as the round starts; from
// /proc: Linux only):
//   wrong key  N file-save bodies at once, each 10 files of 20 MB, with a key that opens nothing
//   signed in  N file/upload bodies at once of --megabytes each (19 by default, under the 20 MB cap), one account each
//   download   N GET /media/files/{uuid} of one of those files, all answered before any is read
// The bodies are generated while they are sent, so this script holds none of them.
// Downloads used to read the whole file into memory per request; they stream from disk now.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { get, request } from 'node:http'
import type { IncomingMessage } from 'node:http'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { parseArgs } from 'node:util'

const MEGABYTE = 1024 * 1024
const apiEntry = resolve(import.meta.dirname, '../src/server.ts')
const { values: args } = parseArgs({
  options: {
    uploads: { type: 'string', default: '5' },
    megabytes: { type: 'string', default: '19' },
  },
})
const uploads = Number(args.uploads)
const megabytes = Number(args.megabytes)

function log(line: string): void {
  process.stdout.write(`${line}\n`)
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  await new Promise((done) => server.close(done))
  return port
}

/** The process's resident memory and its peak since the last resetPeak, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8')
  const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1])
  return { rss: kilobytes('VmRSS') / 1024, peak: kilobytes('VmHWM') / 1024 }
}

/** A multipart body made while it is read: the fields, then `files` PDFs of `bytes` each. */
function streamedForm(fields: Record<string, string>, files: number, bytes: number) {
  const boundary = `bench-${randomUUID()}`
  async function* parts() {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
    }
    const chunk = Buffer.alloc(256 * 1024, 0x20)
    for (let file = 0; file < files; file += 1) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f${String(file)}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      )
      for (let sent = 9; sent < bytes; sent += chunk.length) {
        yield chunk.subarray(0, Math.min(chunk.length, bytes - sent))
      }
      yield Buffer.from('\n%%EOF\r\n')
    }
    yield Buffer.from(`--${boundary}--\r\n`)
  }
  return { body: Readable.from(parts()), type: `multipart/form-data; boundary=${boundary}` }
}

type Sent = { status: string; body: string }

/** Sends a body; answers the status and body, or the error when the API closed the connection first. */
function send(
  port: number,
  path: string,
  form: ReturnType<typeof streamedForm>,
  headers: Record<string, string>,
): Promise<Sent> {
  return new Promise((done) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { ...headers, 'content-type': form.type },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => done({ status: String(response.statusCode), body }))
      },
    )
    outgoing.on('error', (error) => done({ status: `closed (${error.message})`, body: '' }))
    pipeline(form.body, outgoing).catch(() => undefined)
  })
}

async function json(port: number, path: string, body: unknown, ip: string) {
  const response = await fetch(`http://127.0.0.1:${String(port)}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`)
  return (await response.json()) as { token: string }
}

/**
 * Downloads a file `count` times at once, all in flight together: each waits, once answered,
 * until every one has been, then counts its bytes as they arrive (a slow client holds whatever
 * the API keeps for its download as long as this). Answers each status and count.
 */
function downloadTogether(port: number, path: string, count: number): Promise<string[]> {
  const answered: IncomingMessage[] = []
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<string>((done) => {
          get({ host: '127.0.0.1', port, path }, (response) => {
            let bytes = 0
            response.on('data', (chunk: Buffer) => (bytes += chunk.length))
            response.on('end', () =>
              done(`${String(response.statusCode)} (${String(bytes)} bytes)`),
            )
            response.pause()
            answered.push(response)
            if (answered.length === count) for (const each of answered) each.resume()
          }).on('error', (error) => done(`closed (${error.message})`))
        }),
    ),
  )
}

/** Resolves once the upload is processed and served (its download answers 200). */
async function untilServed(port: number, path: string): Promise<void> {
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${String(port)}${path}`, { method: 'HEAD' })
    if (response.ok) return
    await new Promise((wait) => setTimeout(wait, 100))
  }
}

/** Starts the process's peak afresh (the kernel's clear_refs), so a round's peak is its own, not start-up's. */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${String(pid)}/clear_refs`, '5')
}

function tally(statuses: string[]): string {
  const counts = new Map<string, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].map(([status, count]) => `${String(count)}× ${status}`).join(', ')
}

const folder = mkdtempSync(join(tmpdir(), 'tourmarket-bench-uploads-'))
const port = await freePort()
const api = spawn(process.execPath, [apiEntry], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    API_PORT: String(port),
    PGLITE_DATA_DIR: 'memory://',
    MEDIA_UPLOAD_DIR: join(folder, 'uploads'),
    MEDIA_CACHE_DIR: join(folder, 'cache'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
try {
  await new Promise<void>((ready, failed) => {
    api.stdout.on('data', (line: Buffer) => {
      if (line.toString().includes('API listening')) ready()
    })
    api.once('exit', (code) => failed(new Error(`the API exited (${String(code)})`)))
  })
  const pid = api.pid ?? 0
  const round = async (name: string, sendAll: () => Promise<string[]>) => {
    resetPeak(pid)
    const before = memoryOf(pid)
    const started = performance.now()
    const statuses = await sendAll()
    const seconds = (performance.now() - started) / 1000
    const after = memoryOf(pid)
    log(
      `${name.padEnd(10)} rss ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB, peak ${after.peak.toFixed(0)} MB, ${seconds.toFixed(1)} s: ${tally(statuses)}`,
    )
  }
  log(`API pid ${String(pid)}; ${String(uploads)} uploads at once per round`)
  await round('wrong key', async () =>
    (
      await Promise.all(
        Array.from({ length: uploads }, (_, index) =>
          send(port, '/spa/file-save', streamedForm({ key: 'x'.repeat(43) }, 10, 20 * MEGABYTE), {
            'x-forwarded-for': `198.51.100.${String(index + 1)}`,
          }),
        ),
      )
    ).map(({ status }) => status),
  )
  const tokens = await Promise.all(
    Array.from({ length: uploads }, async (_, index) => {
      const ip = `203.0.113.${String(index + 1)}`
      const email = `bench-${randomUUID()}@example.com`
      const password = 'Gentle-otter-paddles-47'
      const body = {
        first_name: 'Bench',
        last_name: 'Uploader',
        email,
        password,
        confirm_password: password,
      }
      return { token: (await json(port, '/crm/api/user/register', body, ip)).token, ip }
    }),
  )
  let uploaded: Sent[] = []
  await round('signed in', async () => {
    uploaded = await Promise.all(
      tokens.map(({ token, ip }) =>
        send(port, '/crm/api/file/upload', streamedForm({}, 1, megabytes * MEGABYTE), {
          'x-authorization': `Bearer ${token}`,
          'x-forwarded-for': ip,
        }),
      ),
    )
    return uploaded.map(({ status }) => status)
  })
  const stored = uploaded.find(({ status }) => status === '200')
  if (stored === undefined) throw new Error('no upload succeeded: nothing to download')
  const filePath = `/media/files/${(JSON.parse(stored.body) as { uuid: string }).uuid}`
  await untilServed(port, filePath)
  await round('download', () => downloadTogether(port, filePath, uploads))
} finally {
  api.kill('SIGTERM')
  await new Promise((done) => api.once('exit', done))
  await rm(folder, { recursive: true, force: true })
}
