import { seoLinks } from '../../lib/seo-links.ts'
import { routeMeta } from '../../lib/meta.ts'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { sitePageOf } from '../../routing/route-access.server.ts'
import type { Route } from './+types/route.ts'
import { JournalArticlePage, JournalIndexPage } from './journal-pages.tsx'
import type { JournalPageData } from './journal-page-data.ts'
import { loadJournalPage } from './journal-page.server.ts'
import { journalTranslator } from './journal-text.ts'
import type { Locale } from '@tourmarket/domain/i18n'
import type { PageMeta } from '../../lib/meta.ts'

/**
 * §2 /journal/*: /journal/{slug ending in -digits} is an article, any other path the journal
 * index or one of its sections (/journal/{slug*}). One route tells them apart by the digits.
 */
export async function loader(args: Route.LoaderArgs): Promise<JournalPageData> {
  sitePageOf(args.context)
  return loadJournalPage(args, args.params['*'] ?? '')
}

function journalPageMeta(page: JournalPageData, locale: Locale): PageMeta {
  if (page.kind === 'article') {
    return {
      title: page.post.seo.title,
      description: page.post.seo.description,
      image: imageUrl(page.post.seo.image, imageSizes.openGraph),
    }
  }
  const text = journalTranslator(locale)
  const title =
    page.category === null
      ? text('journal.title')
      : text('journal.categoryTitle', { category: page.category.name })
  const { page: number } = page.list.meta
  return {
    title: number > 1 ? text('journal.pageTitle', { title, page: number }) : title,
    description:
      page.category === null
        ? text('journal.description')
        : text('journal.categoryDescription', { category: page.category.name }),
  }
}

export const meta: Route.MetaFunction = ({ matches, error, location, loaderData }) => {
  const site = matches[0].loaderData?.site
  if (site === undefined || loaderData === undefined) return []
  const tags = routeMeta({ site, error, location }, journalPageMeta(loaderData, site.locale))
  if (tags.length === 0) return tags
  const page = loaderData
  const extra =
    page.kind === 'article'
      ? [{ property: 'article:published_time', content: page.post.published_at }]
      : []
  return [
    ...tags.map((tag) =>
      page.kind === 'article' && 'property' in tag && tag.property === 'og:type'
        ? { ...tag, content: 'article' }
        : tag,
    ),
    ...extra,
    ...seoLinks(site, page.canonicalPath),
  ]
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'article' ? (
    <JournalArticlePage page={loaderData} />
  ) : (
    <JournalIndexPage page={loaderData} />
  )
}
