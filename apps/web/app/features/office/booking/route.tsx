import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { loadOffice } from '../shell/office-loader.server.ts'
import { OFFICE_PAGE_HEADERS } from '../tours/page-headers.ts'
import type { Route } from './+types/route.ts'
import { loadOfficeBooking, officeBookingAction } from './office-booking.server.ts'
import type { OfficeBookingAnswer } from './office-booking.server.ts'
import { OfficeBookingPage } from './office-booking-page.tsx'
import { officeBookingWords } from './office-booking-text.ts'
import './office-booking.css'

export const loader = async ({ context, request, params }: Route.LoaderArgs) => {
  const office = await loadOffice(context, request)
  const done = new URL(request.url).searchParams.get('done')
  return { office, done, ...(await loadOfficeBooking(context, Number(params.id))) }
}

export const headers = () => OFFICE_PAGE_HEADERS

/** Confirm, decline, cancel, mark done and the meeting information: each a plain form post. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  officeBookingAction(request, context, Number(params.id))

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) =>
    officeBookingWords(locale, 'officeBooking.title', { id: args.params.id ?? '' }),
  )

/** /office/bookings/:id: one booking in the organizer's office. */
export default function OfficeBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OfficeBookingPage
      office={loaderData.office}
      page={loaderData.booking}
      audit={loaderData.audit}
      done={loaderData.done}
      answer={(actionData as OfficeBookingAnswer | undefined) ?? null}
    />
  )
}
