import { ListPagination } from '../../../components/list-pagination.tsx'
import type { AdminAudit } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { adminWords, useAdminText } from '../shell/admin-text.ts'
import type { Route } from './+types/route.ts'

const ROWS_PER_PAGE = 50
const filterNames = ['actor', 'object', 'action'] as const
type AuditFilters = Record<(typeof filterNames)[number], string>

/** The filters and the page, from the address (a GET form: no script needed). */
function readFilters(params: URLSearchParams): AuditFilters & { page: number } {
  const page = Number(params.get('page') ?? '1')
  return {
    actor: (params.get('actor') ?? '').trim().slice(0, 100),
    object: (params.get('object') ?? '').trim().slice(0, 100),
    action: (params.get('action') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

function filterQuery(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams()
  for (const name of filterNames) if (filters[name] !== '') params.set(name, filters[name])
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** Issue 43 item 7: every console action, searchable, read-only (admins). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'audit')
  const filters = readFilters(new URL(request.url).searchParams)
  const list = await callApi(apiClientOf(context), 'adminAudit', {
    query: { ...filters, limit: ROWS_PER_PAGE },
  })
  return { admin, filters, list }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => adminWords(locale, 'admin.audit.title'))

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  const { admin, filters, list } = loaderData
  const { text, path } = useAdminText()
  const here = path('/admin/audit')
  const filtered = filterNames.some((name) => filters[name] !== '')
  return (
    <AdminLayout admin={admin} current="audit" title={text('admin.audit.title')}>
      <form
        method="get"
        action={here}
        role="search"
        className="admin-filters"
        aria-label={text('admin.audit.search')}
      >
        <div className="admin-filters__fields">
          {filterNames.map((name) => (
            <div className="admin-field" key={name}>
              <label className="admin-field__label" htmlFor={`admin-audit-${name}`}>
                {text(`admin.audit.${name}`)}
              </label>
              <input
                id={`admin-audit-${name}`}
                type="search"
                name={name}
                maxLength={100}
                className="admin-input"
                placeholder={text(`admin.audit.${name}Hint`)}
                defaultValue={filters[name]}
              />
            </div>
          ))}
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button">
            {text('admin.audit.submit')}
          </button>
          {filtered ? (
            <Link className="admin-button admin-button--secondary" to={here}>
              {text('admin.audit.reset')}
            </Link>
          ) : null}
        </div>
      </form>
      {list.data.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('admin.audit.empty')}
        </p>
      ) : (
        <>
          <p className="admin-muted" role="status">
            {text('admin.audit.found', { count: list.meta.total })}
          </p>
          <AuditTable rows={list.data} />
          <ListPagination
            meta={list.meta}
            hrefForPage={(page) => `${here}${filterQuery(filters, page)}`}
            pageLabel={(page) => text('admin.page', { page })}
          />
        </>
      )}
    </AdminLayout>
  )
}

/** A recorded value as text: JSON for anything but a plain string, a dash for none. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function AuditTable({ rows }: { rows: AdminAudit['data'] }) {
  const { text, locale } = useAdminText()
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="admin-audit-table">
        <caption>{text('admin.audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('admin.audit.when')}</th>
            <th scope="col">{text('admin.audit.who')}</th>
            <th scope="col">{text('admin.audit.what')}</th>
            <th scope="col">{text('admin.audit.objectColumn')}</th>
            <th scope="col">{text('admin.audit.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatUtcInstant(row.at, locale)}</td>
              <td>
                {row.actor === null
                  ? text('admin.audit.deletedActor')
                  : `${row.actor.name === '' ? (row.actor.email ?? '') : row.actor.name} (${row.actor.email ?? row.actor.id})`}
              </td>
              <td>
                <code>{row.action}</code>
              </td>
              <td>
                <code>{`${row.object.kind}:${row.object.id}`}</code>
              </td>
              <td>
                {row.changes.length === 0 ? (
                  '—'
                ) : (
                  <ul className="admin-changes">
                    {row.changes.map((change) => (
                      <li key={change.field}>
                        {text('admin.audit.change', {
                          field: change.field,
                          before: shown(change.before),
                          after: shown(change.after),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
