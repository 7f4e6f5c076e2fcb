import { formatPageTitle, getBrand, type BrandId } from '@tourmarket/domain/brand'
import { type Locale } from '@tourmarket/domain/i18n'
import type { MetaDescriptor } from 'react-router'
import { translatorFor } from '../i18n/translator.ts'

/** What every page's metadata needs to know about the site; the root loader provides it. */
export type SiteMeta = {
  readonly brandId: BrandId
  readonly locale: Locale
  /** The storefront's origin, for the absolute URLs Open Graph requires. */
  readonly origin: string
}

export type PageMeta = {
  /** The page's own title; the §2 template adds ' | project name'. Empty: the name alone. */
  readonly title: string
  /** Defaults to the site description. */
  readonly description?: string
  /** A share image path or URL; defaults to the site's share image. */
  readonly image?: string
}

/** The site-wide share image (1200 × 630, in public/). */
export const SHARE_IMAGE_PATH = '/share-image.png'

const OPEN_GRAPH_LOCALES: Readonly<Record<Locale, string>> = { 'en-US': 'en_US', ru: 'ru_RU' }

/**
 * §2 site-wide metadata for a route's `meta` export: title 'page | project name', description,
 * share image and page language (Open Graph and Twitter tags). React Router uses the deepest
 * route's meta alone, so every page returns the whole set through this helper.
 */
export function pageMeta(
  site: SiteMeta,
  location: { readonly pathname: string },
  page: PageMeta,
): MetaDescriptor[] {
  const brand = getBrand(site.brandId)
  const title = formatPageTitle(brand, page.title)
  const description = page.description ?? translatorFor(site.locale)('meta.description')
  const image = new URL(page.image ?? SHARE_IMAGE_PATH, site.origin).href
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.projectName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:url', content: new URL(location.pathname, site.origin).href },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALES[site.locale] },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

/**
 * A route's `meta` export: its page metadata, or none while an error screen shows (the screen
 * titles itself with its heading, §2) or when the root loader could not provide the site.
 */
export function routeMeta(
  args: {
    readonly site: SiteMeta | undefined
    readonly error: unknown
    readonly location: { readonly pathname: string }
  },
  page: PageMeta,
): MetaDescriptor[] {
  // React Router passes `error: null` when the page rendered without one.
  return (args.error !== null && args.error !== undefined) || args.site === undefined
    ? []
    : pageMeta(args.site, args.location, page)
}
