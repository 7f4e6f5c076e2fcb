import { type Locale } from '@tourmarket/domain/i18n'
import { useMemo } from 'react'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { enUsChatMessages, type ChatMessageKey } from './chat-messages.ts'
import { ruChatMessages } from './chat-messages-ru.ts'

type Params = Record<string, string | number>

const chatTranslator = featureTranslators({ 'en-US': enUsChatMessages, ru: ruChatMessages })

/** The chat page's words in a language, without a hook: for `meta` exports. */
export function chatWords(locale: Locale, key: ChatMessageKey, params?: Params): string {
  return chatTranslator(locale)(key, params)
}

export type ChatText = {
  readonly locale: Locale
  /** The chat page's own words. */
  readonly text: (key: ChatMessageKey, params?: Params) => string
  /** The shell's words (§5 messages, common buttons). */
  readonly t: ReturnType<typeof useI18n>['t']
  /** A storefront path in the page language (/ru/… for Russian). */
  readonly path: (englishPath: string) => string
}

export function useChatText(): ChatText {
  const { locale, t } = useI18n()
  return useMemo(() => {
    const translate = chatTranslator(locale)
    return {
      locale,
      text: (key, params) => translate(key, params),
      t,
      path: (englishPath) => (locale === 'ru' ? russianPath(englishPath) : englishPath),
    }
  }, [locale, t])
}
