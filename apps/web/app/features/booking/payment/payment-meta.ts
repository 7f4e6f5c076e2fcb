import type { MetaDescriptor } from 'react-router'
import { routeMeta, type SiteMeta } from '../../../lib/meta.ts'
import type { BookingFlowMessageKey } from '../booking-flow-messages.ts'
import { bookingFlowTitle } from '../booking-flow-text.ts'

/** A payment page's metadata: its title in the page language, kept out of search engines. */
export function paymentMeta(
  args: {
    readonly matches: readonly ({ readonly loaderData?: unknown } | undefined)[]
    readonly error?: unknown
    readonly location: { readonly pathname: string }
  },
  titleKey: BookingFlowMessageKey,
): MetaDescriptor[] {
  const site = (args.matches[0]?.loaderData as { site?: SiteMeta } | undefined)?.site
  const tags = routeMeta(
    { site, error: args.error, location: args.location },
    { title: site === undefined ? '' : bookingFlowTitle(site.locale, titleKey) },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}
