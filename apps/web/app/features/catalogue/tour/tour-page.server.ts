import { loadStartupData } from '../../../lib/startup-data.server.ts'
import { getServerEnv } from '../../../lib/env.server.ts'
import { apiClientOf, shellRequestOf } from '../../../lib/shell-context.server.ts'
import type { Route } from '../+types/route.ts'
import { loadLinkedQuestion } from '../tour-extras/linked-question.server.ts'
import { loadReplyTime, loadSimilarTours } from '../tour-sells/tour-sells.server.ts'
import { fetchTourRecord } from './fetch-tour-record.ts'
import { loadReviewsView } from './tour-reviews.server.ts'
import type { TourPageData } from './tour-page-data.ts'

/** §2 tour page data: the tour from the API with the request's currency and the brand's share buttons. */
export async function loadTourPage(
  args: Pick<Route.LoaderArgs, 'request' | 'params' | 'context'>,
  slug: string,
): Promise<TourPageData> {
  const api = apiClientOf(args.context)
  // The start-up data is the root loader's, kept for minutes: no second site-tokens call. Without
  // the tokens the page still shows the PDF and e-mail; only WhatsApp is not offered.
  const shell = shellRequestOf(args.context)
  const [tour, startupData] = await Promise.all([
    fetchTourRecord(api, slug, shell.locale),
    loadStartupData(api),
  ])
  const programViaWhatsapp = startupData.siteTokens?.send_tour_program_in_pdf_via_whatsapp ?? false
  const url = new URL(args.request.url)
  const reviewsView = await loadReviewsView(api, url, tour.slug)
  // The tour names its country and organizer: these three follow it, side by side.
  const [linkedQuestion, similarTours, replyTime] = await Promise.all([
    loadLinkedQuestion(api, url, tour),
    loadSimilarTours(api, tour, args.request.signal),
    loadReplyTime(api, tour.organizer.id, args.request.signal),
  ])
  return {
    tour,
    ...(linkedQuestion === undefined ? {} : { linkedQuestion }),
    ...(reviewsView === undefined ? {} : { reviewsView }),
    currency: shell.currency,
    origin: url.origin,
    shareButtons: getServerEnv().brand.availableShareButtons,
    programViaWhatsapp,
    similarTours,
    replyTime,
  }
}
