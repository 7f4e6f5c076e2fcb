import { isApiHttpError, type ApiClient } from '@tourmarket/api-client'
import { redirect } from 'react-router'
import { getServerEnv } from '../../lib/env.server.ts'
import { callApi } from '../../lib/api-call.ts'
import { sameSitePath } from '../../lib/same-site-path.ts'
import { apiClientOf, shellRequestOf } from '../../lib/shell-context.server.ts'
import { slugEndingInDigits } from '../../routing/site-routes.ts'
import type { Route } from './+types/route.ts'
import {
  ARTICLE_TOURS,
  PAGE_PARAM,
  type JournalArticleData,
  type JournalPageData,
} from './journal-page-data.ts'
import { localizedPath } from '../../routing/localized-paths.ts'

const pageNumber = /^[1-9]\d{0,5}$/

function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' })
}

/**
 * The tours an article about a country ends with (the §3 search filter `countries`). §8: the
 * article stands without them, so a failed search is logged and shows no tours.
 */
async function toursIn(
  api: ApiClient,
  countryId: number | null,
  signal: AbortSignal,
): Promise<JournalArticleData['placeTours']> {
  if (countryId === null) return { cards: [], total: 0 }
  try {
    const answer = await callApi(api, 'tours', {
      query: { countries: String(countryId), per_page: ARTICLE_TOURS },
      signal,
    })
    return { cards: answer.data, total: answer.total }
  } catch (failure) {
    console.error('The article’s tours could not be loaded', failure)
    return { cards: [], total: 0 }
  }
}

/**
 * §2 journal pages: /journal/{slug ending in -digits} is an article, /journal and
 * /journal/{section} list posts 20 a page (§9). An unknown article or section, a page past the
 * last and a page number that is not one answer 404; ?page=1 is the bare path.
 */
export async function loadJournalPage(
  args: Pick<Route.LoaderArgs, 'request' | 'context'>,
  splat: string,
): Promise<JournalPageData> {
  const url = new URL(args.request.url)
  const path = splat.replace(/\/+$/, '')
  if (path.includes('/')) throw notFound()
  const api = apiClientOf(args.context)
  const { locale } = shellRequestOf(args.context)
  const origin = url.origin
  try {
    if (slugEndingInDigits.test(path)) {
      const post = await callApi(api, 'blogPost', {
        query: { slug: path },
        signal: args.request.signal,
      })
      return {
        kind: 'article',
        post,
        placeTours: await toursIn(api, post.country?.id ?? null, args.request.signal),
        canonicalPath: localizedPath(post.seo.canonical_url, locale),
        origin,
        publisher: getServerEnv().brand.projectName,
      }
    }
    const pageText = url.searchParams.get(PAGE_PARAM)
    if (pageText !== null && !pageNumber.test(pageText)) throw notFound()
    const page = pageText === null ? 1 : Number(pageText)
    if (pageText === '1') {
      url.searchParams.delete(PAGE_PARAM)
      throw redirect(sameSitePath(`${url.pathname}${url.search}`), 302)
    }
    const list = await callApi(api, 'blogPosts', {
      query: { ...(path === '' ? {} : { slug: path }), page },
      signal: args.request.signal,
    })
    if (page > 1 && list.data.length === 0) throw notFound()
    const basePath = localizedPath(path === '' ? '/journal' : `/journal/${path}`, locale)
    return {
      kind: 'index',
      list,
      category: list.category,
      canonicalPath: page > 1 ? `${basePath}?${PAGE_PARAM}=${String(page)}` : basePath,
      origin,
    }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 404) throw notFound()
    throw error
  }
}
