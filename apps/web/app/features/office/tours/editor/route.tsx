import { privatePageMeta } from '../../../../lib/private-page-meta.ts'
import { loadOffice } from '../../shell/office-loader.server.ts'
import { OFFICE_PAGE_HEADERS } from '../page-headers.ts'
import { toursTitle } from '../tours-text.ts'
import type { Route } from './+types/route.ts'
import type { EditorAnswer } from './editor-answer.ts'
import { loadTourEditor, tourEditorAction } from './editor.server.ts'
import { TourEditorPage } from './editor-page.tsx'
import '../tours.css'

export const loader = async ({ context, request, params }: Route.LoaderArgs) => {
  const office = await loadOffice(context, request)
  return { office, ...(await loadTourEditor(context, Number(params.id))) }
}

export const headers = () => OFFICE_PAGE_HEADERS

/** Each section's form, posted with or without the page's script. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  tourEditorAction(request, context, Number(params.id))

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) =>
    args.loaderData === undefined || args.loaderData.tour.title === ''
      ? toursTitle(locale, 'tours.title')
      : args.loaderData.tour.title,
  )

/** /office/tours/:id: the tour editor. */
export default function TourEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TourEditorPage
      key={loaderData.tour.id}
      office={loaderData.office}
      tour={loaderData.tour}
      options={loaderData.options}
      answer={(actionData as EditorAnswer | undefined) ?? null}
    />
  )
}
