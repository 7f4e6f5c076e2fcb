import type { ApiClient } from '@tourmarket/api-client'
import { callApi } from './api-call.ts'

/**
 * §7 get-chat-with-support: the visitor's support chat id, or null. §8 "Chat and private-data
 * failures: logged; zero/null/empty fallback": a failed call or an answer of another shape (which
 * the contract refuses) is logged and gives null.
 */
export async function fetchSupportChatId(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<number | null> {
  try {
    const { id } = await callApi(api, 'chatWithSupport', signal === undefined ? {} : { signal })
    return id
  } catch (error) {
    if (!signal?.aborted) console.error('get-chat-with-support failed', error)
    return null
  }
}
