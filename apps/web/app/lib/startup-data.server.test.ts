import type { ApiClient } from '@tourmarket/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStartupDataLoader, STARTUP_DATA_TTL_MS } from './startup-data.server.ts'

const siteTokens = {
  captcha_provider: null,
  captcha_key: null,
  hard_captcha_key: null,
  invisible_captcha_provider: null,
  invisible_captcha_key: null,
  maps_provider: null,
  maps_token: null,
  maps_suggest_token: null,
  send_tour_program_in_pdf_via_whatsapp: true,
  main_auth_method: 'email',
}
const hours = { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', timezone: 'Europe/London' }

/** An API answering the two start-up calls (work-time fails while `hoursDown`), counting calls. */
function startupApi() {
  const state = { calls: [] as string[], hoursDown: false }
  const unused = () => Promise.reject(new Error('not called'))
  const get = async (path: string) => {
    state.calls.push(path)
    if (path === '/spa/site-tokens') return siteTokens
    if (state.hoursDown) throw new Error('API unreachable')
    return { result: hours }
  }
  const api = { get, post: unused, put: unused, patch: unused, delete: unused } as ApiClient
  return { api, state }
}

describe('§7 start-up loads: site-tokens and work-time', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('loads both with the first page and keeps them until the TTL', async () => {
    const load = createStartupDataLoader()
    const { api, state } = startupApi()
    expect(await load(api, 0)).toEqual({ siteTokens, workHours: hours })
    await load(api, STARTUP_DATA_TTL_MS - 1)
    expect(state.calls.sort()).toEqual(['/spa/site-tokens', '/spa/work-time'])
    await load(api, STARTUP_DATA_TTL_MS)
    expect(state.calls).toHaveLength(4)
  })

  it('§8 logs a failed part and falls back to null, asking again next time', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = createStartupDataLoader()
    const { api, state } = startupApi()
    state.hoursDown = true
    expect(await load(api, 0)).toEqual({ siteTokens, workHours: null })
    expect(errors).toHaveBeenCalledWith('/spa/work-time could not be loaded', expect.any(Error))
    state.hoursDown = false
    expect(await load(api, 1)).toEqual({ siteTokens, workHours: hours })
  })

  it('keeps the hours it had over a later failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = createStartupDataLoader()
    const { api, state } = startupApi()
    await load(api, 0)
    state.hoursDown = true
    expect((await load(api, STARTUP_DATA_TTL_MS)).workHours).toEqual(hours)
  })
})
