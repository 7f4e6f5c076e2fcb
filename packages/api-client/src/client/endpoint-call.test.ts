import { defineEndpoint, IDEMPOTENCY_KEY_HEADER } from '@tourmarket/contracts/endpoint'
import type { EndpointErrorCode } from '@tourmarket/contracts/endpoint'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { createApiClient, type ApiClient } from './client.ts'
import { callEndpoint, endpointErrorCode, endpointPath } from './endpoint-call.ts'
import { ApiBadRequestError, TransportError } from './errors.ts'

const answerSchema = z.object({ id: z.number() })

const lookup = defineEndpoint({
  method: 'GET',
  path: '/spa/thing/:slug',
  summary: 'A thing',
  params: z.object({ slug: z.string() }),
  query: z.object({ page: z.coerce.number().optional() }),
  response: answerSchema,
})

const create = defineEndpoint({
  method: 'POST',
  path: '/crm/api/thing/create',
  summary: 'Create a thing',
  idempotent: true,
  body: z.object({ name: z.string() }),
  response: answerSchema,
})

const upload = defineEndpoint({
  method: 'POST',
  path: '/crm/api/thing/upload',
  summary: 'Upload a thing',
  multipart: true,
  response: answerSchema,
})

function recordingClient() {
  const calls: { method: string; path: string; options: unknown }[] = []
  const answer =
    (method: string) =>
    async (path: string, options?: unknown): Promise<never> => {
      calls.push({ method, path, options })
      return { id: 7 } as never
    }
  const api: ApiClient = {
    get: answer('GET'),
    post: answer('POST'),
    put: answer('PUT'),
    patch: answer('PATCH'),
    delete: answer('DELETE'),
  }
  return { api, calls }
}

describe('calling an endpoint by its contract', () => {
  it('fills the path, sends the query and hands the response schema to the client', async () => {
    const { api, calls } = recordingClient()
    const signal = new AbortController().signal
    await expect(
      callEndpoint(api, lookup, { params: { slug: 'a b/c' }, query: { page: 2 }, signal }),
    ).resolves.toEqual({ id: 7 })
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/spa/thing/a%20b%2Fc',
        options: expect.objectContaining({ query: { page: 2 }, signal, schema: answerSchema }),
      },
    ])
  })

  it('posts the body with the idempotency key as its header', async () => {
    const { api, calls } = recordingClient()
    await callEndpoint(api, create, { body: { name: 'x' }, idempotencyKey: 'key-1' })
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/crm/api/thing/create',
        options: expect.objectContaining({
          body: { name: 'x' },
          headers: { [IDEMPOTENCY_KEY_HEADER]: 'key-1' },
        }),
      },
    ])
  })

  it("sends a multipart endpoint's FormData as it is, with no JSON type and no retry", async () => {
    const sent: RequestInit[] = []
    const api = createApiClient({
      baseUrl: 'http://api.test',
      language: 'en-US',
      localization: 'en-US',
      currency: 'EUR',
      retryDelayMs: 1,
      fetch: (_, init) => {
        sent.push(init ?? {})
        return Promise.resolve(
          sent.length === 1
            ? Response.json({ id: 7 })
            : Response.json({ message: 'Busy.' }, { status: 503 }),
        )
      },
    })
    const body = new FormData()
    body.append('file', new Blob(['x']), 'x.txt')
    await expect(callEndpoint(api, upload, { body })).resolves.toEqual({ id: 7 })
    expect(sent[0]?.body).toBe(body)
    expect(sent[0]?.headers).not.toHaveProperty('Content-Type')
    await expect(callEndpoint(api, upload, { body })).rejects.toMatchObject({ status: 503 })
    expect(sent).toHaveLength(2)
    // @ts-expect-error a multipart endpoint takes a FormData, not a JSON object
    void callEndpoint(recordingClient().api, upload, { body: { name: 'x' } })
    // @ts-expect-error an endpoint without a body takes none
    void callEndpoint(recordingClient().api, lookup, { params: { slug: 'a' }, body })
  })

  it('refuses a path whose parameter is missing rather than calling a wrong address', () => {
    expect(() => endpointPath(lookup, {})).toThrow('needs the parameter slug')
  })

  it("reads a failure's code as the contract names it, and no other", () => {
    const favourite = defineEndpoint({
      method: 'POST',
      path: '/favourite',
      summary: 'Add a favourite',
      response: z.object({}),
      errors: { 404: ['tour_not_found'] },
    })
    const refusal = (code: string) =>
      new ApiBadRequestError({
        request: { method: 'POST', path: '/favourite' },
        status: 404,
        body: { message: 'No such tour.', code },
      })
    // A switch on the code knows the contract's codes and those of any call, and no other.
    type Code = EndpointErrorCode<typeof favourite>
    expectTypeOf<'tour_not_found' | 'validation_failed'>().toExtend<Code>()
    expectTypeOf<Extract<Code, 'chat_not_found'>>().toBeNever()
    expect(endpointErrorCode(favourite, refusal('tour_not_found'))).toBe('tour_not_found')
    expect(endpointErrorCode(favourite, refusal('validation_failed'))).toBe('validation_failed')
    expect(endpointErrorCode(favourite, refusal('chat_not_found'))).toBeUndefined()
    expect(endpointErrorCode(favourite, new TransportError({ message: 'offline' }))).toBeUndefined()
  })
})
