import type { Locale } from '@tourmarket/domain/i18n'
import type { MetaDescriptor } from 'react-router'
import { routeMeta, type SiteMeta } from './meta.ts'

/**
 * A private page's metadata (a booking's pages, a review's): its title in the page language, and
 * kept out of search engines (a booking is a visitor's own, and its uuid link is a capability).
 */
export function privatePageMeta(
  args: {
    readonly matches: readonly ({ readonly loaderData?: unknown } | undefined)[]
    readonly error?: unknown
    readonly location: { readonly pathname: string }
  },
  title: (locale: Locale) => string,
): MetaDescriptor[] {
  const root = args.matches[0]?.loaderData as { site?: SiteMeta } | undefined
  const site = root?.site
  const tags = routeMeta(
    { site, error: args.error, location: args.location },
    { title: site === undefined ? '' : title(site.locale) },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}
