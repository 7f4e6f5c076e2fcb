import type { Locale } from '@tourmarket/domain/i18n'

/** The consent route: the notice's forms post here, and without JavaScript its settings show here. */
export function cookieConsentPath(locale: Locale): string {
  return locale === 'ru' ? '/ru/cookie-consent' : '/cookie-consent'
}
