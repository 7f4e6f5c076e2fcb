import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { AdminListTable } from '../shell/admin-list-table.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { collectionWords, useCollectionText } from './collections-text.ts'
import type { Route } from './+types/collections-route.ts'

/** Issue 43 item 5: every collection with its number of tours (content, admin). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'content')
  const list = await callApi(apiClientOf(context), 'adminCollections')
  return { admin, list }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => collectionWords(locale, 'collections.title'))

export default function AdminCollectionsRoute({ loaderData }: Route.ComponentProps) {
  const { admin, list } = loaderData
  const { text, path } = useCollectionText()
  return (
    <AdminLayout admin={admin} current="content" title={text('collections.title')}>
      <AdminListTable
        rows={list.data}
        testId="admin-collections-table"
        caption={text('collections.caption')}
        found={text('collections.found', { count: list.data.length })}
        empty={text('collections.empty')}
        primary={{
          label: text('collections.column.name'),
          name: (row) => row.name,
          to: (row) => path(`/admin/collections/${String(row.id)}`),
        }}
        columns={[
          { label: text('collections.column.tours'), cell: (row) => row.tours },
          {
            label: text('collections.column.state'),
            cell: (row) =>
              row.published ? (
                text('collection.state.published')
              ) : (
                <span className="admin-pill admin-pill--info">
                  {text('collection.state.hidden')}
                </span>
              ),
          },
          {
            label: text('collections.column.page'),
            cell: (row) => <a href={path(row.url)}>{row.url}</a>,
          },
        ]}
      />
    </AdminLayout>
  )
}
