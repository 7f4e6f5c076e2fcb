import type { BlogCategory, BlogPost, BlogPosts, TourCard } from '@tourmarket/contracts'

/** §2 /journal/{slug*}: the page number is a query parameter, absent on page 1. */
export const PAGE_PARAM = 'page'

/** §2 /journal/{slug*}: the whole journal or one section, one page of posts. */
export type JournalIndexData = {
  readonly kind: 'index'
  readonly list: BlogPosts
  /** The section shown, or null for the whole journal. */
  readonly category: BlogCategory | null
  /** This page's own path in the page language, with ?page=N from page 2 on. */
  readonly canonicalPath: string
  readonly origin: string
}

/** Tour cards an article about a country ends with: one row of three. */
export const ARTICLE_TOURS = 3

/** §2 /journal/{slug ending in -digits}: one article with its similar posts. */
export type JournalArticleData = {
  readonly kind: 'article'
  readonly post: BlogPost
  /**
   * Tours in the country the article describes (issue 42) and how many there are in all; none
   * for an article about travel in general, or when the search could not answer (§8).
   */
  readonly placeTours: { readonly cards: readonly TourCard[]; readonly total: number }
  readonly canonicalPath: string
  readonly origin: string
  /** The brand's project name, the articles' publisher. */
  readonly publisher: string
}

export type JournalPageData = JournalIndexData | JournalArticleData
