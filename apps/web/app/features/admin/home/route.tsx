import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { AdminLayout, AdminSections } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, adminBackPath, readAdmin } from '../shell/admin-loader.server.ts'
import { AdminRestoring } from '../shell/admin-states.tsx'
import { adminWords, useAdminText } from '../shell/admin-text.ts'
import type { Route } from './+types/route.ts'

/**
 * Issue 43: the console's first page, for staff only (anyone else gets the 404 page): the
 * sections their role opens. After an access token expired, the session is restored here and the
 * browser returns to the page asked for (`back`).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const state = await readAdmin(context, request)
  return { ...state, back: adminBackPath(new URL(request.url).searchParams.get('back')) }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => adminWords(locale, 'admin.title'))

export default function AdminHomeRoute({ loaderData }: Route.ComponentProps) {
  const { text } = useAdminText()
  if (loaderData.kind === 'restoring') return <AdminRestoring back={loaderData.back} />
  return (
    <AdminLayout admin={loaderData.admin} current={null} title={text('admin.title')}>
      <AdminSections admin={loaderData.admin} />
    </AdminLayout>
  )
}
