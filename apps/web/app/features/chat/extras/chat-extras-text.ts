import { useMemo } from 'react'
import { featureTranslators } from '../../../i18n/translator.ts'
import { useChatText, type ChatText } from '../chat-text.ts'
import { enUsChatExtrasMessages, type ChatExtrasMessageKey } from './chat-extras-messages.ts'
import { ruChatExtrasMessages } from './chat-extras-messages-ru.ts'

type Params = Record<string, string | number>

const extrasTranslator = featureTranslators({
  'en-US': enUsChatExtrasMessages,
  ru: ruChatExtrasMessages,
})

export type ChatExtrasText = ChatText & {
  /** The extras' own words. */
  readonly extra: (key: ChatExtrasMessageKey, params?: Params) => string
}

export function useChatExtrasText(): ChatExtrasText {
  const base = useChatText()
  return useMemo(() => {
    const translate = extrasTranslator(base.locale)
    return { ...base, extra: (key, params) => translate(key, params) }
  }, [base])
}
