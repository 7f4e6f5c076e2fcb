import type { ApiClient } from '@tourmarket/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchSupportChatId, SUPPORT_CHAT_PATH } from './support-chat.ts'

function apiAnswering(get: ApiClient['get']): ApiClient {
  const unused = () => Promise.reject(new Error('not used'))
  return { get, post: unused, put: unused, patch: unused, delete: unused }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('§2 404 for a logged-in visitor: the support chat id is fetched', () => {
  it('§7 asks GET /crm/api/chat/get-chat-with-support and reads its id', async () => {
    const get = vi.fn(() => Promise.resolve({ id: 42 }))
    expect(await fetchSupportChatId(apiAnswering(get as unknown as ApiClient['get']))).toBe(42)
    expect(get).toHaveBeenCalledWith(SUPPORT_CHAT_PATH, {})
  })

  it('§8 a failed call is logged and gives no link (null)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = apiAnswering(() => Promise.reject(new Error('HTTP 404')))
    expect(await fetchSupportChatId(failing)).toBeNull()
    expect(log).toHaveBeenCalledWith(`${SUPPORT_CHAT_PATH} failed`, expect.any(Error))
  })

  it('§8 an answer without a usable id is logged and gives null', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const odd = apiAnswering((() => Promise.resolve({ id: 'seven' })) as ApiClient['get'])
    expect(await fetchSupportChatId(odd)).toBeNull()
    expect(log).toHaveBeenCalledOnce()
  })
})
