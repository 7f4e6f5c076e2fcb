import type { MetaDescriptor } from 'react-router'
import { routeMeta, type SiteMeta } from '../../lib/meta.ts'
import type { AccountsMessageKey } from './accounts-messages.ts'
import { accountsTitle } from './accounts-text.ts'

/** An accounts page's metadata: its title in the page language, and kept out of search engines. */
export function accountsMeta(
  args: {
    readonly matches: readonly ({ readonly loaderData?: unknown } | undefined)[]
    readonly error?: unknown
    readonly location: { readonly pathname: string }
  },
  titleKey: AccountsMessageKey,
): MetaDescriptor[] {
  const root = args.matches[0]?.loaderData as { site?: SiteMeta } | undefined
  const site = root?.site
  const tags = routeMeta(
    { site, error: args.error, location: args.location },
    { title: site === undefined ? '' : accountsTitle(site.locale, titleKey) },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}
