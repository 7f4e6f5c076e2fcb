import { createTextHook, type FeatureText } from '../../lib/feature-text.ts'
import { enUsChatMessages, type ChatMessageKey } from './chat-messages.ts'
import { ruChatMessages } from './chat-messages-ru.ts'

const chatTexts = createTextHook<ChatMessageKey>({ 'en-US': enUsChatMessages, ru: ruChatMessages })

/** The chat page's words in a language, without a hook: for `meta` exports. */
export const chatWords = chatTexts.words

export type ChatText = FeatureText<ChatMessageKey>

export const useChatText = chatTexts.useText
