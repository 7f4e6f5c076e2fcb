import { getBrand } from '@tourmarket/domain/brand'
import type { MetaDescriptor } from 'react-router'
import { englishPath, russianPath } from '../routing/localized-paths.ts'
import { routeMeta, type PageMeta, type SiteMeta } from './meta.ts'

/**
 * A page's canonical link and, where the brand offers Russian (§1), its hreflang alternates
 * en / ru / x-default (English is the default language). Append to a route's `meta` result.
 */
export function seoLinks(site: SiteMeta, pathname: string): MetaDescriptor[] {
  const absolute = (path: string) => new URL(path, site.origin).href
  const canonical = { tagName: 'link', rel: 'canonical', href: absolute(pathname) } as const
  if (!getBrand(site.brandId).russianIsAvailable) return [canonical]
  const english = absolute(englishPath(pathname))
  return [
    canonical,
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: english },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ru', href: absolute(russianPath(pathname)) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: english },
  ]
}

/**
 * routeMeta for a page search engines should index: its title and description, then its
 * canonical and hreflang links (seoLinks) at `canonicalPath`, the address by default.
 */
export function indexedRouteMeta(
  args: Parameters<typeof routeMeta>[0],
  page: PageMeta,
  canonicalPath: string = args.location.pathname,
): MetaDescriptor[] {
  const tags = routeMeta(args, page)
  return tags.length === 0 || args.site === undefined
    ? tags
    : [...tags, ...seoLinks(args.site, canonicalPath)]
}
