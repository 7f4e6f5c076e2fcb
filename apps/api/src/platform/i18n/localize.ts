import type { Locale } from '@tourmarket/domain/i18n'

/**
 * Catalogue texts are stored in English and Russian (`name`, `name_ru`); the request's X-Language
 * picks one. Russian falls back to English where a text was never translated.
 */
export function localize(
  language: Locale,
  english: string,
  russian: string | null | undefined,
): string {
  return language === 'ru' && russian ? russian : english
}
