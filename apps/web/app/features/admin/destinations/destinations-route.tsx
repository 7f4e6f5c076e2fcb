import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { AdminListTable } from '../shell/admin-list-table.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { destinationWords, useDestinationText } from './destinations-text.ts'
import type { Route } from './+types/destinations-route.ts'

/** Issue 43 item 5: every destination (country) with its number of tours (content, admin). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'content')
  const list = await callApi(apiClientOf(context), 'adminDestinations')
  return { admin, list }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => destinationWords(locale, 'destinations.title'))

export default function AdminDestinationsRoute({ loaderData }: Route.ComponentProps) {
  const { admin, list } = loaderData
  const { text, path } = useDestinationText()
  return (
    <AdminLayout admin={admin} current="content" title={text('destinations.title')}>
      <AdminListTable
        rows={list.data}
        testId="admin-destinations-table"
        caption={text('destinations.caption')}
        found={text('destinations.found', { count: list.data.length })}
        empty={text('destinations.empty')}
        primary={{
          label: text('destinations.column.name'),
          name: (row) => row.name,
          to: (row) => path(`/admin/destinations/${String(row.id)}`),
        }}
        columns={[
          { label: text('destinations.column.worldPart'), cell: (row) => row.world_part },
          { label: text('destinations.column.tours'), cell: (row) => row.tours },
          {
            label: text('destinations.column.page'),
            cell: (row) => <a href={path(row.url)}>{row.url}</a>,
          },
        ]}
      />
    </AdminLayout>
  )
}
