import { BLOG_POSTS_PER_PAGE } from '@tourmarket/contracts'
import type { BlogPost, BlogPosts, BlogPostSummary, Breadcrumb } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../errors.ts'
import { mediaItemFor } from '../geography/media-item.ts'
import type { BlogPostSummaryRow, JournalRepository } from './repository.ts'

export type JournalServiceOptions = {
  repository: JournalRepository
  now: () => Date
}

/** §2 /journal/{slug*} and /journal/{slug ending in -digits}. */
const JOURNAL_PATH = '/journal'

/** Breadcrumb words; the posts themselves are stored in one language only. */
const crumbTexts: Readonly<Record<Locale, { home: string; journal: string }>> = {
  'en-US': { home: 'Home', journal: 'Journal' },
  ru: { home: 'Главная', journal: 'Журнал' },
}

function journalCrumbs(
  language: Locale,
  category: { slug: string; name: string } | null,
): Breadcrumb[] {
  const texts = crumbTexts[language]
  const crumbs = [
    { url: '/', text: texts.home },
    { url: JOURNAL_PATH, text: texts.journal },
  ]
  if (category !== null) {
    crumbs.push({ url: `${JOURNAL_PATH}/${category.slug}`, text: category.name })
  }
  return crumbs
}

function toSummary(row: BlogPostSummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover: mediaItemFor(row.coverKey, row.coverAlt),
    category: { slug: row.categorySlug, name: row.categoryName },
    author: { name: row.authorName },
    reading_minutes: row.readingMinutes,
    published_at: row.publishedAt.toISOString(),
    tags: row.tags,
  }
}

function categoryNotFound(slug: string): AppError {
  return new AppError({
    code: 'journal_category_not_found',
    message: `There is no journal section '${slug}'.`,
  })
}

function postNotFound(slug: string): AppError {
  return new AppError({
    code: 'blog_post_not_found',
    message: `There is no journal article '${slug}'.`,
  })
}

export type JournalService = ReturnType<typeof createJournalService>

/** The journal (§2, §7): published posts only; one scheduled for later stays hidden until then. */
export function createJournalService({ repository, now }: JournalServiceOptions) {
  return {
    /** §9: 20 posts per page, newest first; an unknown category is a 404, a page past the end is empty. */
    async listPosts(options: {
      categorySlug: string | undefined
      page: number
      language: Locale
    }): Promise<BlogPosts> {
      const instant = now()
      const categorySlug = options.categorySlug === '' ? undefined : options.categorySlug
      const category =
        categorySlug === undefined ? null : await repository.findCategory(categorySlug, instant)
      if (categorySlug !== undefined && category === undefined) {
        throw categoryNotFound(categorySlug)
      }
      const { rows, total } = await repository.listPosts({
        categorySlug,
        instant,
        offset: (options.page - 1) * BLOG_POSTS_PER_PAGE,
        limit: BLOG_POSTS_PER_PAGE,
      })
      return {
        data: rows.map(toSummary),
        meta: {
          page: options.page,
          per_page: BLOG_POSTS_PER_PAGE,
          total,
          total_pages: Math.ceil(total / BLOG_POSTS_PER_PAGE),
        },
        category: category ?? null,
        breadcrumbs: journalCrumbs(options.language, category ?? null),
      }
    },

    /** One published post with its body, up to `similarLimit` similar posts, breadcrumbs and SEO texts. */
    async getPost(options: {
      slug: string
      similarLimit: number
      language: Locale
    }): Promise<BlogPost> {
      const instant = now()
      const row = await repository.findPost(options.slug, instant)
      if (row === undefined) throw postNotFound(options.slug)
      const similar = await repository.findSimilar(row.id, instant, options.similarLimit)
      const summary = toSummary(row)
      const canonicalUrl = `${JOURNAL_PATH}/${row.slug}`
      return {
        ...summary,
        body: row.body,
        similar: similar.map(toSummary),
        breadcrumbs: [
          ...journalCrumbs(options.language, summary.category),
          { url: canonicalUrl, text: row.title },
        ],
        seo: {
          title: row.title,
          description: row.excerpt,
          canonical_url: canonicalUrl,
          image: summary.cover.image,
        },
      }
    },
  }
}
