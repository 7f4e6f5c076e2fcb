import { BLOG_POSTS_PER_PAGE } from '@tourmarket/contracts'
import type {
  BlogCategory,
  BlogPost,
  BlogPosts,
  BlogPostSummary,
  Breadcrumb,
} from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../errors.ts'
import { localize } from '../../platform/i18n/localize.ts'
import { mediaItem } from '../../platform/media-item/media-item.ts'
import { sanitizeJournalHtml } from '../../platform/html/journal-html.ts'
import type { BlogCategoryRow, BlogPostSummaryRow, JournalRepository } from './repository.ts'

export type JournalServiceOptions = {
  repository: JournalRepository
  now: () => Date
}

/** §2 /journal/{slug*} and /journal/{slug ending in -digits}. */
const JOURNAL_PATH = '/journal'

/** Breadcrumb words; the posts carry their own texts in both languages. */
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

function toCategory(row: BlogCategoryRow, language: Locale): BlogCategory {
  return { slug: row.slug, name: localize(language, row.name, row.nameRu) }
}

/** The request's language picks the Russian texts; each falls back to English where it is empty. */
function toSummary(row: BlogPostSummaryRow, language: Locale): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: localize(language, row.title, row.titleRu),
    excerpt: localize(language, row.excerpt, row.excerptRu),
    cover: mediaItem(row.coverKey, localize(language, row.coverAlt, row.coverAltRu)),
    category: toCategory(
      { slug: row.categorySlug, name: row.categoryName, nameRu: row.categoryNameRu },
      language,
    ),
    author: { name: row.authorName },
    reading_minutes: row.readingMinutes,
    published_at: row.publishedAt.toISOString(),
    tags: language === 'ru' && row.tagsRu.length > 0 ? row.tagsRu : row.tags,
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
      const categoryRow =
        categorySlug === undefined ? null : await repository.findCategory(categorySlug, instant)
      if (categorySlug !== undefined && categoryRow === undefined) {
        throw categoryNotFound(categorySlug)
      }
      const category = categoryRow == null ? null : toCategory(categoryRow, options.language)
      const [{ rows, total }, categories] = await Promise.all([
        repository.listPosts({
          categorySlug,
          instant,
          offset: (options.page - 1) * BLOG_POSTS_PER_PAGE,
          limit: BLOG_POSTS_PER_PAGE,
        }),
        repository.listCategories(instant),
      ])
      return {
        data: rows.map((row) => toSummary(row, options.language)),
        meta: {
          page: options.page,
          per_page: BLOG_POSTS_PER_PAGE,
          total,
          total_pages: Math.ceil(total / BLOG_POSTS_PER_PAGE),
        },
        category,
        categories: categories
          .map((row) => toCategory(row, options.language))
          .toSorted((first, second) => first.name.localeCompare(second.name, options.language)),
        breadcrumbs: journalCrumbs(options.language, category),
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
      const summary = toSummary(row, options.language)
      const canonicalUrl = `${JOURNAL_PATH}/${row.slug}`
      return {
        ...summary,
        body: sanitizeJournalHtml(localize(options.language, row.body, row.bodyRu)),
        country:
          row.country === null
            ? null
            : {
                id: row.country.id,
                slug: row.country.slug,
                name: localize(options.language, row.country.name, row.country.nameRu),
              },
        similar: similar.map((post) => toSummary(post, options.language)),
        breadcrumbs: [
          ...journalCrumbs(options.language, summary.category),
          { url: canonicalUrl, text: summary.title },
        ],
        seo: {
          title: summary.title,
          description: summary.excerpt,
          canonical_url: canonicalUrl,
          image: summary.cover.image,
        },
      }
    },
  }
}
