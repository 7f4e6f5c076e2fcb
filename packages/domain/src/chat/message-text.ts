import { VALIDATION_MESSAGE_KEYS, type ValidationMessage } from '../validation/messages.ts'

/**
 * The longest message a user can send, in characters. The spec gives none; this is a little under
 * the common messengers' 4,096, so a message can always be relayed to one (issue 17's bridge).
 */
export const CHAT_MESSAGE_MAX_LENGTH = 4000

/**
 * A message to send: its text, trimmed, unless it carries a file (a photo may go without words).
 * Returns the §5 message for an empty or too long text, or null when it can be sent.
 */
export function chatMessageError(text: string, hasFile: boolean): ValidationMessage | null {
  const trimmed = text.trim()
  if (trimmed === '' && !hasFile) return { key: VALIDATION_MESSAGE_KEYS.required, params: {} }
  if ([...trimmed].length > CHAT_MESSAGE_MAX_LENGTH) {
    return { key: VALIDATION_MESSAGE_KEYS.max, params: { length: CHAT_MESSAGE_MAX_LENGTH } }
  }
  return null
}
