import type { AdminStaffMember } from '@tourmarket/contracts'
import { Form } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { useAdminText } from '../shell/admin-text.ts'
import { staffAction, type StaffAnswer } from './staff.server.ts'
import { staffWords, useStaffText } from './staff-text.ts'
import type { Route } from './+types/route.ts'

/** Issue 43 item 8: the staff accounts and their second factor (admins only). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'staff')
  const reset = (new URL(request.url).searchParams.get('reset') ?? '').slice(0, 200)
  const staff = await callApi(apiClientOf(context), 'adminStaffList', {})
  return { admin, reset: reset === '' ? null : reset, staff: staff.data }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** Reset another account's second factor: a plain form post. */
export const action = ({ request, context }: Route.ActionArgs) => staffAction(request, context)

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => staffWords(locale, 'staff.title'))

export default function AdminStaffRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, reset, staff } = loaderData
  const answer = (actionData as StaffAnswer | undefined) ?? null
  const { text } = useStaffText()
  return (
    <AdminLayout admin={admin} current="staff" title={text('staff.title')}>
      <p className="admin-muted">{text('staff.lead')}</p>
      {reset === null ? null : (
        <p className="admin-notice admin-notice--success" role="status">
          {text('staff.done', { who: reset })}
        </p>
      )}
      {answer === null ? null : (
        <p className="admin-notice admin-notice--error" role="alert">
          {answer.message}
        </p>
      )}
      {staff.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('staff.empty')}
        </p>
      ) : (
        <StaffTable rows={staff} />
      )}
    </AdminLayout>
  )
}

function StaffTable({ rows }: { rows: readonly AdminStaffMember[] }) {
  const { text, locale } = useStaffText()
  const adminText = useAdminText()
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="admin-staff-table">
        <caption>{text('staff.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('staff.column.who')}</th>
            <th scope="col">{text('staff.column.role')}</th>
            <th scope="col">{text('staff.column.factor')}</th>
            <th scope="col">{text('staff.column.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const who = row.email ?? String(row.id)
            return (
              <tr key={row.id}>
                <td className="admin-table__primary">
                  <span>
                    {row.name === '' ? who : row.name}
                    {row.is_you ? ` (${text('staff.you')})` : null}
                    {row.name === '' ? null : (
                      <>
                        <br />
                        <span className="admin-muted">{who}</span>
                      </>
                    )}
                  </span>
                </td>
                <td data-label={text('staff.column.role')}>
                  {row.role === null
                    ? text('staff.noRole')
                    : adminText.text(`admin.role.${row.role}`)}
                </td>
                <td data-label={text('staff.column.factor')}>
                  <span>
                    <span
                      className={`admin-pill admin-pill--${row.second_factor === 'enrolled' ? 'success' : 'warning'}`}
                    >
                      {text(`staff.factor.${row.second_factor}`)}
                    </span>
                    {row.enrolled_at === null ? null : (
                      <>
                        <br />
                        <span className="admin-muted">
                          {text('staff.factor.since', {
                            date: formatUtcInstant(row.enrolled_at, locale),
                          })}
                        </span>
                      </>
                    )}
                  </span>
                </td>
                <td data-label={text('staff.column.action')}>
                  {row.is_you ? (
                    <span className="admin-muted">{text('staff.ownNote')}</span>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="id" value={row.id} />
                      <button
                        type="submit"
                        className="admin-button admin-button--danger"
                        aria-label={text('staff.resetLabel', { who })}
                      >
                        {text('staff.reset')}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
