import type { ApiClient } from '@tourmarket/api-client'
import { describe, expect, it } from 'vitest'
import { createFooterDataLoader, FOOTER_DATA_TTL_MS } from './footer-data.server.ts'

const contacts = { email: 'hello@example.com', phones: [], has_other_phones: false }
const social = { data: [{ source: 'telegram', url: 'https://t.me/example' }] }

/** An API answering the footer's two calls (or failing while `down`), counting the calls. */
function footerApi() {
  const state = { calls: [] as string[], down: false }
  const unused = () => Promise.reject(new Error('not called'))
  const get = async (path: string) => {
    state.calls.push(path)
    if (state.down) throw new Error('API unreachable')
    return path === '/spa/contacts' ? contacts : social
  }
  const api = { get, post: unused, put: unused, patch: unused, delete: unused } as ApiClient
  return { api, state }
}

describe('§7 footer data on the server', () => {
  it('reads contacts and social groups, then keeps them per language until the TTL', async () => {
    const load = createFooterDataLoader()
    const { api, state } = footerApi()
    expect(await load(api, 'en-US', 0)).toEqual({ contacts, social: social.data })
    await load(api, 'en-US', FOOTER_DATA_TTL_MS - 1)
    expect(state.calls).toHaveLength(2)
    await load(api, 'ru', 1)
    expect(state.calls).toHaveLength(4)
    await load(api, 'en-US', FOOTER_DATA_TTL_MS)
    expect(state.calls).toHaveLength(6)
  })

  it('gives null when the API fails and nothing is kept, and keeps stale data over a failure', async () => {
    const load = createFooterDataLoader()
    const { api, state } = footerApi()
    state.down = true
    expect(await load(api, 'en-US', 0)).toBeNull()
    state.down = false
    const fresh = await load(api, 'en-US', 1)
    state.down = true
    expect(await load(api, 'en-US', 1 + FOOTER_DATA_TTL_MS)).toEqual(fresh)
  })
})
