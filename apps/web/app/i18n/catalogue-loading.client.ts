import { isLocale } from '@tourmarket/domain/i18n'
import type { DataStrategyResult, MiddlewareFunction } from 'react-router'
import { RUSSIAN_PREFIX } from '../routing/localized-routes.ts'
import { loadCatalogue } from './translator.ts'

/** Before hydration: the language the server rendered the page in. */
export function loadDocumentCatalogue(): Promise<void> {
  const language = document.documentElement.lang
  return isLocale(language) ? loadCatalogue(language) : Promise.resolve()
}

/**
 * Before a client-side navigation renders: a path under /ru may be Russian (whether it is depends
 * on the brand, which the root loader decides; loading the text is harmless either way).
 */
export const catalogueClientMiddleware: MiddlewareFunction<
  Record<string, DataStrategyResult>
> = async ({ request }, next) => {
  if (new URL(request.url).pathname.split('/')[1] === RUSSIAN_PREFIX) await loadCatalogue('ru')
  return next()
}
