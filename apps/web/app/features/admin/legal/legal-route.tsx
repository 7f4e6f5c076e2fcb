import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin, refusedObject } from '../shell/admin-loader.server.ts'
import { adminLegalWords, useAdminLegalText } from './legal-text.ts'
import type { Route } from './+types/legal-route.ts'

/**
 * Issue 43 item 5: the legal documents (§2 /agreement, /tour-provider-agreement, /privacy,
 * /safety-rules) and their versions, newest first, each with its state today (content, admin): a
 * scheduled one may be edited or deleted, one in force only read; each document may get a version.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'content')
  const list = await callApi(apiClientOf(context), 'adminLegalDocuments').catch(refusedObject)
  const deleted = new URL(request.url).searchParams.get('done') === 'deleted'
  return { admin, documents: list.data, deleted }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => adminLegalWords(locale, 'legal.title'))

const pill = {
  current: 'admin-pill admin-pill--success',
  earlier: 'admin-pill',
  scheduled: 'admin-pill admin-pill--warning',
} as const

export default function AdminLegalRoute({ loaderData }: Route.ComponentProps) {
  const { admin, documents, deleted } = loaderData
  const { text, path, date } = useAdminLegalText()
  return (
    <AdminLayout admin={admin} current="content" title={text('legal.title')}>
      {deleted ? (
        <p className="admin-notice admin-notice--success" role="status">
          {text('legal.deleted')}
        </p>
      ) : null}
      <p className="admin-muted">{text('legal.lead')}</p>
      {documents.map((document) => (
        <section
          key={document.document}
          className="admin-section"
          aria-labelledby={`admin-legal-${document.document}`}
        >
          <h2 id={`admin-legal-${document.document}`} className="admin-section__title">
            {document.title}
          </h2>
          <div className="admin-actions">
            <Link
              className="admin-button admin-button--secondary"
              to={path(`/admin/legal/${document.document}/new`)}
              aria-label={text('legal.addTo', { title: document.title })}
            >
              {text('legal.add')}
            </Link>
          </div>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid={`admin-legal-${document.document}`}>
              <caption>{text('legal.caption', { title: document.title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('legal.column.version')}</th>
                  <th scope="col">{text('legal.column.label')}</th>
                  <th scope="col">{text('legal.column.state')}</th>
                  <th scope="col">{text('legal.column.page')}</th>
                  <th scope="col">{text('legal.column.author')}</th>
                </tr>
              </thead>
              <tbody>
                {document.versions.map((version) => (
                  <tr key={version.id}>
                    <td className="admin-table__primary">
                      <Link to={path(`/admin/legal/${document.document}/${String(version.id)}`)}>
                        <time dateTime={version.effective_from}>
                          {date(version.effective_from)}
                        </time>
                      </Link>
                    </td>
                    <td data-label={text('legal.column.label')}>{version.version_label}</td>
                    <td data-label={text('legal.column.state')}>
                      <span className={pill[version.state]}>
                        {text(`legal.state.${version.state}`)}
                      </span>
                    </td>
                    <td data-label={text('legal.column.page')}>
                      <a href={path(version.url)}>{version.url}</a>
                    </td>
                    <td data-label={text('legal.column.author')}>
                      {version.created_by ?? text('legal.firstVersions')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </AdminLayout>
  )
}
