import { privatePageMeta } from '../../../../lib/private-page-meta.ts'
import { loadOffice } from '../../shell/office-loader.server.ts'
import { OFFICE_PAGE_HEADERS } from '../page-headers.ts'
import { toursTitle } from '../tours-text.ts'
import type { Route } from './+types/route.ts'
import { createTourAction } from './new-tour.server.ts'
import { NewTourPage } from './new-tour-page.tsx'
import '../tours.css'

export const loader = async ({ context, request }: Route.LoaderArgs) => ({
  office: await loadOffice(context, request),
})

export const action = ({ request, context }: Route.ActionArgs) => createTourAction(request, context)

export const headers = () => OFFICE_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => toursTitle(locale, 'tours.new.title'))

/** /office/tours/new: the least a tour needs, saved as a draft. */
export default function NewTour({ loaderData, actionData }: Route.ComponentProps) {
  return <NewTourPage office={loaderData.office} answer={actionData ?? null} />
}
