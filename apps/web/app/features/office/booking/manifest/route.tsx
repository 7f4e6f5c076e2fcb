import { privatePageMeta } from '../../../../lib/private-page-meta.ts'
import { loadOffice } from '../../shell/office-loader.server.ts'
import { OFFICE_PAGE_HEADERS } from '../../tours/page-headers.ts'
import { officeBookingWords } from '../office-booking-text.ts'
import type { Route } from './+types/route.ts'
import { ManifestPage } from './manifest-page.tsx'
import { loadDateManifest } from './manifest.server.ts'
import '../office-booking.css'

export const loader = async ({ context, request, params }: Route.LoaderArgs) => {
  const office = await loadOffice(context, request)
  return { office, manifest: await loadDateManifest(context, Number(params.id)) }
}

export const headers = () => OFFICE_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) =>
    args.loaderData === undefined
      ? officeBookingWords(locale, 'manifest.caption')
      : officeBookingWords(locale, 'manifest.title', {
          tour: args.loaderData.manifest.tour_date.tour_title,
          dates: `${args.loaderData.manifest.tour_date.start} – ${args.loaderData.manifest.tour_date.end}`,
        }),
  )

/** /office/dates/:id: everyone booked on a date, printable, with its CSV. */
export default function DateManifestRoute({ loaderData }: Route.ComponentProps) {
  return <ManifestPage office={loaderData.office} manifest={loaderData.manifest} />
}
