import type { Locale } from '@tourmarket/domain/i18n'
import { formatValidationMessage } from '@tourmarket/domain/validation'
import type { ValidationMessage } from '@tourmarket/domain/validation'
import { useMemo } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators, translatorFor } from '../../i18n/translator.ts'
import { russianPath } from '../../components/site-header/seo-links.ts'
import { accountsMessages, type AccountsMessageKey } from './accounts-messages.ts'
import { sameSitePath } from '../../lib/same-site-path.ts'

export type AccountsText = {
  readonly locale: Locale
  /** The accounts pages' own words. */
  readonly text: (key: AccountsMessageKey, params?: Record<string, string | number>) => string
  /** The shell's words (consent, §8 defaults). */
  readonly t: ReturnType<typeof useI18n>['t']
  /** §5 messages in the page language, for the kit's useForm. */
  readonly formatValidation: (message: ValidationMessage) => string
  /** A storefront path in the page language (/ru/… for Russian). */
  readonly path: (englishPath: string) => string
}

const accountsTranslator = featureTranslators(accountsMessages)

/** The words of a page in its language, without a hook: for `meta` exports. */
export function accountsTitle(locale: Locale, key: AccountsMessageKey): string {
  return accountsTranslator(locale)(key)
}

/** A storefront path in a language. */
export function localizedPath(englishPath: string, locale: Locale): string {
  return locale === 'ru' ? russianPath(englishPath) : englishPath
}

/** The accounts words of a language, outside React too (a form post's action). */
export function accountsTextFor(
  locale: Locale,
  t: AccountsText['t'] = translatorFor(locale),
): AccountsText {
  const translate = accountsTranslator(locale)
  return {
    locale,
    text: (key, params) => translate(key, params),
    t,
    formatValidation: (message) => formatValidationMessage(message, locale),
    path: (englishPath) => localizedPath(englishPath, locale),
  }
}

export function useAccountsText(): AccountsText {
  const { locale, t } = useI18n()
  return useMemo(() => accountsTextFor(locale, t), [locale, t])
}

/**
 * Where to go after signing in: the `back` parameter when it is a plain path of this site, else
 * the home page. Anything lib/same-site-path.ts would have to rewrite (`//host`, `/\host`, a tab
 * between the slashes, a scheme) is someone's trick, not a page to return to.
 */
export function safeBackPath(back: string | null, home: string): string {
  return back !== null && sameSitePath(back, home) === back ? back : home
}
