import { loadStartupData } from '../../../lib/startup-data.server.ts'
import { getServerEnv } from '../../../lib/env.server.ts'
import { apiClientOf, shellRequestOf } from '../../../lib/shell-context.server.ts'
import type { Route } from '../+types/route.ts'
import { loadLinkedQuestion } from '../tour-extras/linked-question.server.ts'
import { fetchTourRecord } from './fetch-tour-record.ts'
import type { TourPageData } from './tour-page-data.ts'

/** §2 tour page data: the tour from the API with the request's currency and the brand's share buttons. */
export async function loadTourPage(
  args: Pick<Route.LoaderArgs, 'request' | 'params' | 'context'>,
  slug: string,
): Promise<TourPageData> {
  const api = apiClientOf(args.context)
  // The start-up data is the root loader's, kept for minutes: no second site-tokens call. Without
  // the tokens the page still shows the PDF and e-mail; only WhatsApp is not offered.
  const [tour, startupData] = await Promise.all([fetchTourRecord(api, slug), loadStartupData(api)])
  const programViaWhatsapp = startupData.siteTokens?.send_tour_program_in_pdf_via_whatsapp ?? false
  const shell = shellRequestOf(args.context)
  const url = new URL(args.request.url)
  const linkedQuestion = await loadLinkedQuestion(api, url, tour)
  return {
    tour,
    ...(linkedQuestion === undefined ? {} : { linkedQuestion }),
    currency: shell.currency,
    origin: url.origin,
    shareButtons: getServerEnv().brand.availableShareButtons,
    programViaWhatsapp,
  }
}
