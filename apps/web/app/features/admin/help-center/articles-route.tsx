import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { helpWords, useHelpText } from './help-text.ts'
import type { Route } from './+types/articles-route.ts'

/** Issue 43 item 5: every help-centre article, unpublished ones too (content, admin). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'content')
  const list = await callApi(apiClientOf(context), 'adminHelpArticles')
  return { admin, list }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => helpWords(locale, 'help.title'))

export default function AdminHelpArticlesRoute({ loaderData }: Route.ComponentProps) {
  const { admin, list } = loaderData
  const { text, path } = useHelpText()
  return (
    <AdminLayout admin={admin} current="content" title={text('help.title')}>
      <div className="admin-actions">
        <Link className="admin-button" to={path('/admin/help-center/new')}>
          {text('help.new')}
        </Link>
      </div>
      {list.data.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('help.empty')}
        </p>
      ) : (
        <>
          <p className="admin-muted">{text('help.found', { count: list.data.length })}</p>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="admin-help-table">
              <caption>{text('help.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('help.column.title')}</th>
                  <th scope="col">{text('help.column.state')}</th>
                  <th scope="col">{text('help.column.section')}</th>
                  <th scope="col">{text('help.column.position')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((row) => (
                  <tr key={row.id}>
                    <td className="admin-table__primary">
                      <Link to={path(`/admin/help-center/${String(row.id)}`)}>{row.title}</Link>
                    </td>
                    <td data-label={text('help.column.state')}>
                      <span
                        className={`admin-pill admin-pill--${row.published ? 'success' : 'info'}`}
                      >
                        {text(row.published ? 'help.state.published' : 'help.state.hidden')}
                      </span>
                    </td>
                    <td data-label={text('help.column.section')}>{row.section_name}</td>
                    <td data-label={text('help.column.position')}>{row.position}</td>
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
