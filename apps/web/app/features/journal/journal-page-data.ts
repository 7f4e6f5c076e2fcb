import type { BlogCategory, BlogPost, BlogPosts } from '@tourmarket/contracts'

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

/** §2 /journal/{slug ending in -digits}: one article with its similar posts. */
export type JournalArticleData = {
  readonly kind: 'article'
  readonly post: BlogPost
  readonly canonicalPath: string
  readonly origin: string
  /** The brand's project name, the articles' publisher. */
  readonly publisher: string
}

export type JournalPageData = JournalIndexData | JournalArticleData
