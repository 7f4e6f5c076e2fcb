import type { Locale } from '@tourmarket/domain/i18n'
import { createTextHook, type FeatureText } from '../../lib/feature-text.ts'
import { accountsMessages, type AccountsMessageKey } from './accounts-messages.ts'
import { sameSitePath } from '../../lib/same-site-path.ts'

export type AccountsText = FeatureText<AccountsMessageKey>

const accountsTexts = createTextHook<AccountsMessageKey>(accountsMessages)

/** The words of a page in its language, without a hook: for `meta` exports. */
export function accountsTitle(locale: Locale, key: AccountsMessageKey): string {
  return accountsTexts.words(locale, key)
}

/** The accounts words of a language, outside React too (a form post's action). */
export const accountsTextFor = accountsTexts.textFor

export const useAccountsText = accountsTexts.useText

/**
 * Where to go after signing in: the `back` parameter when it is a plain path of this site, else
 * the home page. Anything lib/same-site-path.ts would have to rewrite (`//host`, `/\host`, a tab
 * between the slashes, a scheme) is someone's trick, not a page to return to.
 */
export function safeBackPath(back: string | null, home: string): string {
  return back !== null && sameSitePath(back, home) === back ? back : home
}
