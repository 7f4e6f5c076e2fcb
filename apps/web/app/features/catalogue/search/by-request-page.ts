import type { Breadcrumb, Landing } from '@tourmarket/contracts'

/** Where §2 /tours-upon-request lives, before a language prefix. */
export const BY_REQUEST_PATH = '/tours-upon-request'

type Translate = (key: 'search.byRequestTitle' | 'search.home') => string

/** The heading: the whole list's, or the place's ('Tours upon request: Italy'). */
export function byRequestTitle(
  landing: Pick<Landing, 'title'> | null,
  text: {
    readonly all: string
    readonly place: (place: string) => string
  },
): string {
  return landing === null ? text.all : text.place(landing.title)
}

/** Home › Tours upon request (› the place), in the page's language (`prefix` is '' or '/ru'). */
export function byRequestBreadcrumbs(
  landing: Pick<Landing, 'slug' | 'title'> | null,
  prefix: string,
  t: Translate,
): Breadcrumb[] {
  const list = { url: `${prefix}${BY_REQUEST_PATH}`, text: t('search.byRequestTitle') }
  return [
    { url: prefix === '' ? '/' : prefix, text: t('search.home') },
    list,
    ...(landing === null
      ? []
      : [{ url: `${prefix}${BY_REQUEST_PATH}/${landing.slug}`, text: landing.title }]),
  ]
}

/**
 * Search engines see a list that has tours: its canonical address keeps the page number (each
 * page is its own listing, as the organizers' hub does); an empty list is noindex, and the
 * sitemap lists only the places that have tours upon request.
 */
export function byRequestIndexing(
  pathname: string,
  meta: { readonly page: number; readonly total: number },
): { readonly canonicalPath: string; readonly indexed: boolean } {
  return {
    canonicalPath: meta.page > 1 ? `${pathname}?page=${String(meta.page)}` : pathname,
    indexed: meta.total > 0,
  }
}
