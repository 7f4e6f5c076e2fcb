import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import type { Route } from './+types/route.ts'
import { ReviewsPage } from './reviews-page.tsx'
import { reviewsWords } from './reviews-text.ts'
import { loadReviewsPage, replyAction } from './reviews.server.ts'
import './reviews.css'

export const loader = ({ context, request }: Route.LoaderArgs) => loadReviewsPage(context, request)

export const action = ({ context, request }: Route.ActionArgs) => replyAction(context, request)

/** The office's pages are personal: never indexed nor cached. */
export const headers = () => ({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' })

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => reviewsWords(locale, 'reviews.title'))

/** /office/reviews: the reviews of the organizer's tours and its reply under each. */
export default function OfficeReviewsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsPage {...loaderData} refusal={actionData?.refusal ?? null} />
}
