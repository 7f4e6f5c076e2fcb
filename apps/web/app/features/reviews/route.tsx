import type { HeadersFunction } from 'react-router'
import { privatePageMeta } from '../../lib/private-page-meta.ts'
import type { Route } from './+types/route.ts'
import { reviewAction } from './review-action.server.ts'
import { loadReviewPage } from './review-page.server.ts'
import { ReviewPageView } from './review-page.tsx'
import { reviewTextFor } from './review-text.ts'

export const loader = (args: Route.LoaderArgs) => loadReviewPage(args)

/** The review posted without JavaScript (decision 0021). */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  reviewAction(request, params.uuid, context)

/** A personal link (its uuid is the capability to write the review): never in search engines. */
export const headers: HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex' })

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => reviewTextFor(locale).text('review.title'))

export default function Review({ loaderData }: Route.ComponentProps) {
  return <ReviewPageView data={loaderData} />
}
