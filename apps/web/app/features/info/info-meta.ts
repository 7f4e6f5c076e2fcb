import { getBrand } from '@tourmarket/domain/brand'
import type { MetaDescriptor } from 'react-router'
import { indexedRouteMeta } from '../../lib/seo-links.ts'
import type { SiteMeta } from '../../lib/meta.ts'
import type { InfoMessageKey } from './info-messages.ts'
import { infoText } from './info-text.ts'

/** An info page's title and description in its language, with its canonical and hreflang links. */
export function infoMeta(
  args: {
    readonly site: SiteMeta | undefined
    readonly error: unknown
    readonly location: { readonly pathname: string }
  },
  titleKey: InfoMessageKey,
  descriptionKey: InfoMessageKey,
): MetaDescriptor[] {
  const { site } = args
  if (site === undefined) return []
  const projectName = getBrand(site.brandId).projectName
  return indexedRouteMeta(args, {
    title: infoText(site.locale, titleKey, projectName),
    description: infoText(site.locale, descriptionKey, projectName),
  })
}
