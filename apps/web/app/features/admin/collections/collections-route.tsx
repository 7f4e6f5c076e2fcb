import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
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
      {list.data.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('collections.empty')}
        </p>
      ) : (
        <>
          <p className="admin-muted">{text('collections.found', { count: list.data.length })}</p>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="admin-collections-table">
              <caption>{text('collections.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('collections.column.name')}</th>
                  <th scope="col">{text('collections.column.tours')}</th>
                  <th scope="col">{text('collections.column.state')}</th>
                  <th scope="col">{text('collections.column.page')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((row) => (
                  <tr key={row.id}>
                    <td className="admin-table__primary">
                      <Link to={path(`/admin/collections/${String(row.id)}`)}>{row.name}</Link>
                    </td>
                    <td data-label={text('collections.column.tours')}>{row.tours}</td>
                    <td data-label={text('collections.column.state')}>
                      {row.published ? (
                        text('collection.state.published')
                      ) : (
                        <span className="admin-pill admin-pill--info">
                          {text('collection.state.hidden')}
                        </span>
                      )}
                    </td>
                    <td data-label={text('collections.column.page')}>
                      <a href={path(row.url)}>{row.url}</a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AdminLayout>
  )
}
