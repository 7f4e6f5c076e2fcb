import { once } from 'node:events'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { IMAGE_UPLOAD_MAX_BYTES, endpoints } from '@tourmarket/contracts'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiProxy } from './api-proxy.ts'
import {
  BodyTooLargeError,
  MAX_BODY_BYTES,
  MULTIPART_ENVELOPE_BYTES,
  bodyLimitFor,
  limitBodySize,
  TOUR_EDITOR_PHOTOS_PER_POST,
} from './body-limit.ts'

/** What the stand-in API saw of one request. */
type Received = { path: string; bytes: number; ended: boolean }

let api: Server
let storefront: Server
const received: Received[] = []
/** Settles once the stand-in API's request has ended or was cut off. */
const settled: Promise<Received>[] = []
/** What a page route's reader of the body met. */
let pageReadFailure: unknown = null

function urlOf(server: Server): string {
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
}

beforeAll(async () => {
  api = createServer((request, response) => {
    const seen: Received = { path: request.url ?? '', bytes: 0, ended: false }
    received.push(seen)
    settled.push(
      new Promise((resolve) => {
        request.on('data', (chunk: Buffer) => (seen.bytes += chunk.length))
        request.on('end', () => {
          seen.ended = true
          resolve(seen)
          response.end(JSON.stringify({ bytes: seen.bytes }))
        })
        request.on('close', () => resolve(seen))
      }),
    )
  })
  api.listen(0, '127.0.0.1')
  await once(api, 'listening')

  const app = express()
  app.use(limitBodySize)
  app.use(createApiProxy(urlOf(api)))
  // Reads the body as React Router's adapter does (a web stream over the request).
  app.post('/login', async (request, response) => {
    try {
      const body = createReadableStreamFromReadable(request)
      await new Response(body).arrayBuffer()
      response.json({ read: true })
    } catch (error) {
      pageReadFailure = error
    }
  })
  storefront = app.listen(0, '127.0.0.1')
  await once(storefront, 'listening')
})

afterAll(async () => {
  storefront.closeAllConnections()
  api.closeAllConnections()
  await Promise.all([
    new Promise((resolve) => storefront.close(resolve)),
    new Promise((resolve) => api.close(resolve)),
  ])
})

/** Posts `size` bytes to the storefront, declared or streamed (chunked), and reads the answer. */
async function post(
  path: string,
  size: number,
  { chunked }: { chunked: boolean },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const request = httpRequest(`${urlOf(storefront)}${path}`, {
    method: 'POST',
    headers: chunked
      ? { 'Content-Type': 'application/octet-stream' }
      : { 'Content-Type': 'application/octet-stream', 'Content-Length': String(size) },
  })
  // `once` rejects on an error before the answer; one after it (the storefront closing the
  // connection while the rest of a refused body is still being sent) ends the upload only.
  const answered = once(request, 'response') as Promise<[IncomingMessage]>
  void answered.then(() => request.on('error', () => request.destroy()))
  const chunk = Buffer.alloc(64 * 1024, 1)
  function* chunks() {
    for (let sent = 0; sent < size; sent += chunk.length) {
      yield chunk.subarray(0, Math.min(chunk.length, size - sent))
    }
  }
  Readable.from(chunks()).pipe(request)
  const [response] = await answered
  const text = await new Response(createReadableStreamFromReadable(response)).text()
  return { status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }
}

describe('the storefront’s body limit per path (issue 37)', () => {
  const imagePath = endpoints.imageUpload.path
  // The contract's largest image and the form around it (15 MiB + 64 KiB), over the 1 MiB of others.
  const imageLimit = IMAGE_UPLOAD_MAX_BYTES + MULTIPART_ENVELOPE_BYTES

  it('takes each upload’s limit from its contract, files and form around them', () => {
    expect(bodyLimitFor(imagePath).maxBytes).toBe(imageLimit)
    expect(bodyLimitFor(endpoints.meetFileSave.path).upload?.maxFiles).toBe(10)
    expect(bodyLimitFor('/ru/meet').upload?.field).toBe('file')
    expect(bodyLimitFor('/crm/api/user/auth')).toEqual({ maxBytes: MAX_BODY_BYTES, upload: null })
  })

  it('lets the tour editor post its photos without JavaScript, and the tour photo upload', () => {
    expect(bodyLimitFor(endpoints.officeTourPhotoUpload.path).maxBytes).toBe(imageLimit)
    for (const page of ['/office/tours/12', '/ru/office/tours/12.data']) {
      expect(bodyLimitFor(page).upload).toEqual({
        field: 'image',
        maxFileBytes: IMAGE_UPLOAD_MAX_BYTES,
        maxFiles: TOUR_EDITOR_PHOTOS_PER_POST,
      })
    }
    for (const page of ['/office/tours/new', '/office/tours/12/dates', '/office/tours']) {
      expect(bodyLimitFor(page).upload).toBeNull()
    }
  })

  // 15 MB through two servers: seconds on a busy machine, so no tight timeout.
  it(
    'forwards a declared upload of exactly its limit to the API, whole',
    { timeout: 120_000 },
    async () => {
      const answer = await post(imagePath, imageLimit, { chunked: false })
      expect(answer).toEqual({ status: 200, body: { bytes: imageLimit } })
    },
  )

  it('answers a declared upload one byte over with 413 naming the field, without the API', async () => {
    const calls = received.length
    const answer = await post(imagePath, imageLimit + 1, { chunked: false })
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({
      code: 'body_too_large',
      errors: { image: ['The file “image” is larger than 15 MB.'] },
    })
    expect(received).toHaveLength(calls)
  })

  it('forwards a streamed (chunked) body within the limit whole', async () => {
    const answer = await post('/crm/api/user/auth', MAX_BODY_BYTES, { chunked: true })
    expect(answer).toEqual({ status: 200, body: { bytes: MAX_BODY_BYTES } })
  })

  it('cuts a streamed body off past the limit: 413, and the API never gets it whole', async () => {
    const calls = received.length
    const answer = await post('/crm/api/user/auth', 3 * MAX_BODY_BYTES, { chunked: true })
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ code: 'body_too_large' })
    expect(received.length).toBe(calls + 1)
    const seen = await settled[calls]
    expect(seen?.ended).toBe(false)
    expect(seen?.bytes).toBeLessThanOrEqual(MAX_BODY_BYTES + 64 * 1024)
  })

  it('fails a page’s reading of a streamed body past the limit', async () => {
    const answer = await post('/login', 3 * MAX_BODY_BYTES, { chunked: true })
    expect(answer.status).toBe(413)
    expect(pageReadFailure).toBeInstanceOf(BodyTooLargeError)
  })
})
