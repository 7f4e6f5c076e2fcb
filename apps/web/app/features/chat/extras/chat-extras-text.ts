import { useMemo } from 'react'
import { createTextHook, type TextParams } from '../../../lib/feature-text.ts'
import { useChatText, type ChatText } from '../chat-text.ts'
import { enUsChatExtrasMessages, type ChatExtrasMessageKey } from './chat-extras-messages.ts'
import { ruChatExtrasMessages } from './chat-extras-messages-ru.ts'

const extrasTexts = createTextHook<ChatExtrasMessageKey>({
  'en-US': enUsChatExtrasMessages,
  ru: ruChatExtrasMessages,
})

export type ChatExtrasText = ChatText & {
  /** The extras' own words. */
  readonly extra: (key: ChatExtrasMessageKey, params?: TextParams) => string
}

/** The chat's text with the extras' own words beside it. */
export function useChatExtrasText(): ChatExtrasText {
  const base = useChatText()
  return useMemo(
    () => ({ ...base, extra: (key, params) => extrasTexts.words(base.locale, key, params) }),
    [base],
  )
}
