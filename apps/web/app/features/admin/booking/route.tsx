import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { adminWords } from '../shell/admin-text.ts'
import type { Route } from './+types/route.ts'
import { adminBookingAction, loadAdminBooking } from './admin-booking.server.ts'
import type { AdminCancelAnswer } from './admin-booking.server.ts'
import { AdminBookingPage } from './admin-booking-page.tsx'

export const loader = async ({ context, request, params }: Route.LoaderArgs) => {
  const admin = await loadAdmin(context, request, 'bookings')
  const done = new URL(request.url).searchParams.get('done') === 'cancel'
  return { admin, done, ...(await loadAdminBooking(context, Number(params.id))) }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** The cancel with its refund: a plain form post. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  adminBookingAction(request, context, Number(params.id))

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) =>
    adminWords(locale, 'admin.booking.title', { id: args.params.id ?? '' }),
  )

/** /admin/bookings/:id: one booking in the operator console, its history and the cancel. */
export default function AdminBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminBookingPage
      admin={loaderData.admin}
      page={loaderData.page}
      history={loaderData.history}
      done={loaderData.done}
      answer={(actionData as AdminCancelAnswer | undefined) ?? null}
    />
  )
}
