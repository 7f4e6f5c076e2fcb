import type { BlogPost, Breadcrumb } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { localizedPath } from '../../routing/localized-paths.ts'

/** schema.org BreadcrumbList of a journal page; the links are in the page language. */
export function breadcrumbListJsonLd(
  crumbs: readonly Breadcrumb[],
  origin: string,
  locale: Locale,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.text,
      item: new URL(localizedPath(crumb.url, locale), origin).href,
    })),
  }
}

/** schema.org Article of a journal post: headline, cover, dates, author and publisher. */
export function articleJsonLd(
  post: BlogPost,
  origin: string,
  locale: Locale,
  publisher: string,
): Record<string, unknown> {
  const url = new URL(localizedPath(post.seo.canonical_url, locale), origin).href
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: new URL(imageUrl(post.cover.image, imageSizes.openGraph), origin).href,
    datePublished: post.published_at,
    inLanguage: locale,
    articleSection: post.category.name,
    keywords: post.tags.join(', '),
    author: { '@type': 'Person', name: post.author.name },
    publisher: { '@type': 'Organization', name: publisher },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  }
}
