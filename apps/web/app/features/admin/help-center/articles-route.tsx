import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { AdminListTable } from '../shell/admin-list-table.tsx'
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
      <AdminListTable
        rows={list.data}
        testId="admin-help-table"
        caption={text('help.caption')}
        found={text('help.found', { count: list.data.length })}
        empty={text('help.empty')}
        primary={{
          label: text('help.column.title'),
          name: (row) => row.title,
          to: (row) => path(`/admin/help-center/${String(row.id)}`),
        }}
        columns={[
          {
            label: text('help.column.state'),
            cell: (row) => (
              <span className={`admin-pill admin-pill--${row.published ? 'success' : 'info'}`}>
                {text(row.published ? 'help.state.published' : 'help.state.hidden')}
              </span>
            ),
          },
          { label: text('help.column.section'), cell: (row) => row.section_name },
          { label: text('help.column.position'), cell: (row) => row.position },
        ]}
      />
    </AdminLayout>
  )
}
