import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { adminWords } from '../shell/admin-text.ts'
import type { Route } from './+types/route.ts'
import {
  adminBookingAction,
  adminBookingNotices,
  loadAdminBooking,
} from './admin-booking.server.ts'
import type { AdminBookingAnswer, AdminBookingNotice } from './admin-booking.server.ts'
import { AdminBookingPage } from './admin-booking-page.tsx'

export const loader = async ({ context, request, params }: Route.LoaderArgs) => {
  const admin = await loadAdmin(context, request, 'bookings')
  const asked = new URL(request.url).searchParams.get('done')
  const done: AdminBookingNotice | null =
    adminBookingNotices.find((notice) => notice === asked) ?? null
  return { admin, done, ...(await loadAdminBooking(context, Number(params.id))) }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** The cancel with its refund, the date change and a mail's resend: plain form posts. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  adminBookingAction(request, context, Number(params.id))

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) =>
    adminWords(locale, 'admin.booking.title', { id: args.params.id ?? '' }),
  )

/**
 * /admin/bookings/:id: one booking in the operator console, its history (each tourist's mail with
 * its resend), the date change and the cancel.
 */
export default function AdminBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminBookingPage
      admin={loaderData.admin}
      page={loaderData.page}
      history={loaderData.history}
      done={loaderData.done}
      formKey={loaderData.formKey}
      answer={(actionData as AdminBookingAnswer | undefined) ?? null}
    />
  )
}
