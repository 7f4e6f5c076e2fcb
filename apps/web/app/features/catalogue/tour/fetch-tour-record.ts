import { isApiHttpError, type ApiClient } from '@tourmarket/api-client'
import { type TourPage as TourPageRecord, type TourPageResponse } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { redirect } from 'react-router'
import { localizedPath } from '../../../routing/localized-paths.ts'
import { slugEndingInDigits } from '../../../routing/site-routes.ts'
import { callApi } from '../../../lib/api-call.ts'

type TourRedirect = Extract<TourPageResponse, { redirect: unknown }>['redirect']

/** The API's statuses the tour page passes on to the §8 error screen as they are. */
const PASSED_ON_STATUSES: ReadonlySet<number> = new Set([404, 410])

/**
 * §5 'Illegal redirect': the API sent the tour page somewhere it may not go. Thrown from the
 * loader, it is logged (React Router's server error handler writes it to the error log) and the
 * visitor sees the §8 error screen.
 */
export class IllegalRedirectError extends Error {
  /** The slug asked for. */
  readonly slug: string
  /** Where the API sent it: an address, or `HTTP {status}` for an HTTP redirect. */
  readonly target: string

  constructor(slug: string, target: string) {
    super('Illegal redirect')
    this.name = 'IllegalRedirectError'
    this.slug = slug
    this.target = target
  }
}

/**
 * The one redirect a tour page follows: a renamed tour (the office's new title gives it a new
 * slug; the old slug, or one ending in its -{id}, answers with the new one), whose address is the
 * tour page of another slug. Anything else — another kind of page, a slug that is not a tour's,
 * the same slug again — is not a rename.
 */
export function isTourRenameRedirect(asked: string, answer: TourRedirect): boolean {
  return (
    answer.slug !== asked &&
    slugEndingInDigits.test(answer.slug) &&
    answer.url === `/${answer.slug}`
  )
}

/**
 * §2 tour by slug through /spa/tour with the program and the first reviews. Unknown slug: 404;
 * every date passed: §8 410; a renamed tour: the site's own permanent redirect to its new slug;
 * any other redirect, an HTTP one included, is §5 'Illegal redirect'.
 */
export async function fetchTourRecord(
  api: ApiClient,
  slug: string,
  locale: Locale,
): Promise<TourPageRecord> {
  let answer
  try {
    answer = await callApi(api, 'tour', {
      query: { slug, expand_program: true, expand_reviews: true },
      redirect: 'manual',
    })
  } catch (error) {
    if (isApiHttpError(error) && PASSED_ON_STATUSES.has(error.status)) {
      throw new Response(null, { status: error.status })
    }
    if (isApiHttpError(error) && error.status >= 300 && error.status < 400) {
      throw new IllegalRedirectError(slug, `HTTP ${String(error.status)}`)
    }
    throw error
  }
  if ('redirect' in answer) {
    if (!isTourRenameRedirect(slug, answer.redirect)) {
      throw new IllegalRedirectError(slug, answer.redirect.url)
    }
    // In the page's language: /ru/{old slug} goes on to /ru/{new slug}.
    throw redirect(localizedPath(answer.redirect.url, locale), 301)
  }
  return answer
}
