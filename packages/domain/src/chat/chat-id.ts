/** §5: the error a send with a non-numeric chat id gets, word for word. */
export const CHAT_ID_ERROR = 'data.chatId must be a number'

export type ChatIdResult = { ok: true; chatId: number } | { ok: false; error: typeof CHAT_ID_ERROR }

/**
 * §5 chat send requires a numeric chat id: a positive whole number, or its digits as text (the
 * id comes from the /chat/{id} path). Anything else is refused with the spec's message.
 */
export function parseChatId(value: unknown): ChatIdResult {
  const chatId = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof chatId === 'number' && Number.isSafeInteger(chatId) && chatId > 0
    ? { ok: true, chatId }
    : { ok: false, error: CHAT_ID_ERROR }
}
