import { translatorFor } from '../../../i18n/translator.ts'
import type { PageMeta } from '../../../lib/meta.ts'
import { landingPlainText } from './landing-text.ts'
import type { SearchPageData } from './search-page-data.ts'

/** §2 tour search title: the landing's own, or 'Tours' with how many there are. */
export function searchPageMeta(page: SearchPageData): PageMeta {
  if (page.landing !== null) {
    const description = landingPlainText(page.landing.description)
    return { title: page.landing.title, ...(description === '' ? {} : { description }) }
  }
  const t = translatorFor(page.locale)
  return { title: `${t('search.title')} (${String(page.meta.total)})` }
}
