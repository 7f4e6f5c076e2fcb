import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import type { GlobalMessageKey } from '@tourmarket/domain/i18n'

const translate = createTranslator(defaultLocale, globalMessagesInEnglish)

/**
 * The kit's default for a text prop: the spec's English words from the domain catalogue. Apps pass
 * translated text through the props; unknown `{placeholders}` stay in place for splitPlaceholders.
 */
export function defaultText(key: GlobalMessageKey): string {
  return translate(key)
}
