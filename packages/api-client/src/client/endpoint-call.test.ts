import { defineEndpoint, IDEMPOTENCY_KEY_HEADER } from '@tourmarket/contracts/endpoint'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ApiClient } from './client.ts'
import { callEndpoint, endpointPath } from './endpoint-call.ts'

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

  it('refuses a path whose parameter is missing rather than calling a wrong address', () => {
    expect(() => endpointPath(lookup, {})).toThrow('needs the parameter slug')
  })
})
