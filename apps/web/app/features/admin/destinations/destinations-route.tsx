import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
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
      {list.data.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('destinations.empty')}
        </p>
      ) : (
        <>
          <p className="admin-muted">{text('destinations.found', { count: list.data.length })}</p>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="admin-destinations-table">
              <caption>{text('destinations.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('destinations.column.name')}</th>
                  <th scope="col">{text('destinations.column.worldPart')}</th>
                  <th scope="col">{text('destinations.column.tours')}</th>
                  <th scope="col">{text('destinations.column.page')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((row) => (
                  <tr key={row.id}>
                    <td className="admin-table__primary">
                      <Link to={path(`/admin/destinations/${String(row.id)}`)}>{row.name}</Link>
                    </td>
                    <td data-label={text('destinations.column.worldPart')}>{row.world_part}</td>
                    <td data-label={text('destinations.column.tours')}>{row.tours}</td>
                    <td data-label={text('destinations.column.page')}>
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
