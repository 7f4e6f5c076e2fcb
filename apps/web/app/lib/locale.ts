import { resolveUiLocale, type BrandConfig } from '@tourmarket/domain/brand'
import { type Locale } from '@tourmarket/domain/i18n'
import { RUSSIAN_PREFIX } from '../routing/localized-routes.ts'

/**
 * §2 routes are localised: a path under /ru is Russian where the brand offers Russian (§1);
 * everything else, and every path of a brand without Russian, is en-US.
 */
export function localeOfPath(pathname: string, brand: BrandConfig): Locale {
  const firstSegment = pathname.split('/')[1]
  return resolveUiLocale(brand, firstSegment === RUSSIAN_PREFIX ? 'ru' : 'en-US')
}
