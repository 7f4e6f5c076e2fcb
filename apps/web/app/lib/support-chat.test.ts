import { createApiClient } from '@tourmarket/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchSupportChatId } from './support-chat.ts'

/** A client whose every call gets this answer, with the URLs it asked. */
function apiAnswering(answer: () => Response) {
  const asked: string[] = []
  const api = createApiClient({
    baseUrl: 'http://api.test',
    language: 'en-US',
    localization: 'en-US',
    currency: 'EUR',
    retryDelayMs: 1,
    fetch: (url) => {
      asked.push(String(url))
      return Promise.resolve(answer())
    },
  })
  return { api, asked }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('§2 404 for a logged-in visitor: the support chat id is fetched', () => {
  it('§7 asks GET /crm/api/chat/get-chat-with-support and reads its id', async () => {
    const { api, asked } = apiAnswering(() => Response.json({ id: 42 }))
    expect(await fetchSupportChatId(api)).toBe(42)
    expect(asked).toEqual(['http://api.test/crm/api/chat/get-chat-with-support'])
  })

  it('§8 a failed call is logged and gives no link (null)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { api } = apiAnswering(() => Response.json({ message: 'No.' }, { status: 404 }))
    expect(await fetchSupportChatId(api)).toBeNull()
    expect(log).toHaveBeenCalledWith('get-chat-with-support failed', expect.any(Error))
  })

  it('§8 an answer without a usable id is logged and gives null', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { api } = apiAnswering(() => Response.json({ id: 'seven' }))
    expect(await fetchSupportChatId(api)).toBeNull()
    expect(log).toHaveBeenCalledOnce()
  })
})
