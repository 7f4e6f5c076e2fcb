import type { ApiClient } from '@tourmarket/api-client'

/** §7 GET /crm/api/chat/get-chat-with-support: the visitor's chat with support (returns id). */
export const SUPPORT_CHAT_PATH = '/crm/api/chat/get-chat-with-support'

function chatIdOf(body: unknown): number | null {
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}

/**
 * The support chat id, or null. §8 "Chat and private-data failures: logged; zero/null/empty
 * fallback": a failed call or an unexpected answer is logged and gives null.
 */
export async function fetchSupportChatId(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<number | null> {
  try {
    const id = chatIdOf(await api.get(SUPPORT_CHAT_PATH, signal === undefined ? {} : { signal }))
    if (id === null) console.error(`${SUPPORT_CHAT_PATH} answered without a chat id`)
    return id
  } catch (error) {
    if (!signal?.aborted) console.error(`${SUPPORT_CHAT_PATH} failed`, error)
    return null
  }
}
