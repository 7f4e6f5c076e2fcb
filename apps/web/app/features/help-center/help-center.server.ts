import { isApiHttpError } from '@tourmarket/api-client'
import type { HelpArticle, HelpSearch, HelpSection } from '@tourmarket/contracts'
import { normaliseHelpQuery } from '@tourmarket/domain/help-center'
import type { RouterContextProvider } from 'react-router'
import { callApi } from '../../lib/api-call.ts'
import { apiClientOf } from '../../lib/shell-context.server.ts'
import { sitePageOf } from '../../routing/route-access.server.ts'
import { HELP_REQUEST_SENT_PARAM } from './help-request-action.server.ts'

/** What one help centre page shows: the index (with a search), a section, or an article. */
export type HelpCenterView =
  | { readonly kind: 'index'; readonly search: HelpSearch | null }
  | { readonly kind: 'section'; readonly section: HelpSection }
  | { readonly kind: 'article'; readonly article: HelpArticle }

export type HelpCenterData = {
  readonly view: HelpCenterView
  readonly sections: readonly HelpSection[]
  /** The help request was just sent without JavaScript (the action's 303 says so). */
  readonly sent: boolean
  readonly origin: string
}

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

/**
 * §2 /help-center/{slug?}: no slug is the index (and `?q=` searches it); a slug names a section
 * or, failing that, an article; anything else is the 404 page. Section and article slugs are
 * one namespace: sections are short words, articles their titles.
 */
export async function loadHelpCenter({
  request,
  params,
  context,
}: {
  request: Request
  params: { readonly slug?: string }
  context: Readonly<RouterContextProvider>
}): Promise<HelpCenterData> {
  sitePageOf(context)
  const api = apiClientOf(context)
  const url = new URL(request.url)
  const slug = params.slug ?? ''
  // Cut as the API cuts it, so a crafted address cannot make the search call fail.
  const query = normaliseHelpQuery(url.searchParams.get('q'))
  const [{ data: sections }, search] = await Promise.all([
    callApi(api, 'helpSections'),
    slug === '' && query !== '' ? callApi(api, 'helpSearch', { query: { query } }) : null,
  ])
  const base = {
    sections,
    sent: url.searchParams.get(HELP_REQUEST_SENT_PARAM) === '1',
    origin: url.origin,
  }
  // A blank query is no search: the index as it is.
  if (slug === '') return { ...base, view: { kind: 'index', search } }
  const section = sections.find((candidate) => candidate.slug === slug)
  if (section !== undefined) return { ...base, view: { kind: 'section', section } }
  try {
    const article = await callApi(api, 'helpArticle', { query: { slug } })
    return { ...base, view: { kind: 'article', article } }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 404) throw notFound()
    throw error
  }
}
