import type { ApiClient } from '@tourmarket/api-client'
import { describe, expect, it, vi } from 'vitest'
import { deferredApiClient } from './deferred-api-client.ts'

function recordingClient(calls: string[]): ApiClient {
  const method =
    (name: string) =>
    async (path: string, options?: { readonly query?: unknown }): Promise<never> => {
      calls.push(`${name} ${path} ${JSON.stringify(options?.query ?? null)}`)
      return name as never
    }
  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
    refreshSession: async () => {
      calls.push('refresh')
      return 'fresh'
    },
  }
}

describe('deferredApiClient', () => {
  it('loads nothing until the first request', () => {
    const load = vi.fn(async () => recordingClient([]))
    deferredApiClient(load)
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the client once and forwards every method with its arguments', async () => {
    const calls: string[] = []
    const load = vi.fn(async () => recordingClient(calls))
    const api = deferredApiClient(load)
    const answers = await Promise.all([
      api.get('/spa/a', { query: { page: 2 } }),
      api.post('/spa/b'),
      api.put('/spa/c'),
      api.patch('/spa/d'),
      api.delete('/spa/e'),
    ])
    expect(load).toHaveBeenCalledTimes(1)
    expect(answers).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
    expect(calls).toEqual([
      'GET /spa/a {"page":2}',
      'POST /spa/b null',
      'PUT /spa/c null',
      'PATCH /spa/d null',
      'DELETE /spa/e null',
    ])
    expect(await api.refreshSession?.()).toBe('fresh')
    expect(calls.at(-1)).toBe('refresh')
  })
})
