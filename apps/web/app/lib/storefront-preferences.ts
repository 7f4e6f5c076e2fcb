import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { useCallback } from 'react'
import { useRevalidator } from 'react-router'
import { englishPath, russianPath } from '../routing/localized-paths.ts'
import { serializeCookie, SHELL_COOKIES, type CookieDefinition } from './cookies.ts'
import { sameSitePath } from './same-site-path.ts'

/**
 * The storefront's own record of the visitor's choices, shared by the header's switchers and the
 * settings page so both apply a choice the same way: currency and country live in §9 cookies the
 * root loader reads, the language in the address (§2 /ru).
 */

function writeShellCookie(cookie: CookieDefinition, value: string): void {
  document.cookie = serializeCookie(cookie, value, {
    secure: window.location.protocol === 'https:',
  })
}

/**
 * A page's path in a language: /ru/… for Russian, without /ru for English. Never another host:
 * the English twin of `/ru//evil.example` (a 404 page's address) would be `//evil.example`.
 */
export function pathInLanguage(pathname: string, locale: Locale): string {
  return sameSitePath(locale === 'ru' ? russianPath(pathname) : englishPath(pathname))
}

/**
 * §9 currency: the choice goes to the currency cookie (1 year), then every loader reruns so the
 * prices come in it. The promise settles when the page shows them.
 */
export function useApplyCurrency(): (currency: BrandCurrency) => Promise<void> {
  const revalidator = useRevalidator()
  return useCallback(
    async (currency) => {
      writeShellCookie(SHELL_COOKIES.currency, currency)
      await revalidator.revalidate()
    },
    [revalidator],
  )
}

/**
 * §9 country (180 days): the visitor's current country. The §4 country correction changes the
 * user's country to this one, so a country the user picks must become the current one too, or the
 * correction would undo it. Loaders rerun so the session sees both agree.
 */
export function useApplyCountry(): (countryId: number) => Promise<void> {
  const revalidator = useRevalidator()
  return useCallback(
    async (countryId) => {
      writeShellCookie(SHELL_COOKIES.country, String(countryId))
      await revalidator.revalidate()
    },
    [revalidator],
  )
}
