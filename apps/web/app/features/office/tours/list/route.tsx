import { privatePageMeta } from '../../../../lib/private-page-meta.ts'
import { loadOffice } from '../../shell/office-loader.server.ts'
import { OFFICE_PAGE_HEADERS } from '../page-headers.ts'
import { toursTitle } from '../tours-text.ts'
import type { Route } from './+types/route.ts'
import { loadToursList } from './tours-list.server.ts'
import { ToursListPage } from './tours-list-page.tsx'
import '../tours.css'

export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const office = await loadOffice(context, request)
  return { office, ...(await loadToursList(context, request)) }
}

export const headers = () => OFFICE_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => toursTitle(locale, 'tours.title'))

/** /office/tours: the organizer's tours by status. */
export default function ToursList({ loaderData }: Route.ComponentProps) {
  return <ToursListPage {...loaderData} />
}
