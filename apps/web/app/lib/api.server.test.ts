import { afterEach, describe, expect, it, vi } from 'vitest'
import { createServerApiClient } from './api.server.ts'
import type { ShellRequest } from './shell-request.server.ts'

const shell: ShellRequest = {
  locale: 'en-US',
  currency: 'USD',
  countryId: null,
  sessionToken: null,
  secure: false,
  requestId: 'haproxy-7f3a.1',
}

describe('the server-side API client of one page request', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  function stubFetch(): Headers[] {
    const sent: Headers[] = []
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers))
      return Response.json({ ok: true })
    })
    return sent
  }

  it('issue 22: passes the page’s request id on, so the API logs its calls under it', async () => {
    const sent = stubFetch()
    await createServerApiClient(shell).get('/spa/info')
    expect(sent[0]?.get('x-request-id')).toBe('haproxy-7f3a.1')
    expect(sent[0]?.has('x-forwarded-for')).toBe(false)
  })

  it('sends no id when the page had none, and the visitor’s address when given', async () => {
    const sent = stubFetch()
    await createServerApiClient(
      { ...shell, requestId: null },
      { forwardedFor: '203.0.113.9, 127.0.0.1' },
    ).get('/spa/info')
    expect(sent[0]?.has('x-request-id')).toBe(false)
    expect(sent[0]?.get('x-forwarded-for')).toBe('203.0.113.9, 127.0.0.1')
  })
})
