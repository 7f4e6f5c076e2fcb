import { adminSupportChatFilters, type AdminSupportChatFilter } from '@tourmarket/contracts'
import { Link } from 'react-router'
import { ListPagination } from '../../../components/list-pagination.tsx'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { pageParam, supportNoticeOf, type SupportAnswer } from './support-model.ts'
import { AssignForm, SupportNoticeLine, SupportTabs, WaitingTime } from './support-parts.tsx'
import { supportAction } from './support.server.ts'
import { supportWords, useSupportText } from './support-text.ts'
import type { Route } from './+types/chats-route.ts'

const CHATS_PER_PAGE = 20

/** Issue 43 item 4: the support chats as an inbox, the longest waiting first (support, admins). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'support')
  const params = new URL(request.url).searchParams
  const asked = params.get('filter')
  const filter: AdminSupportChatFilter = (adminSupportChatFilters as readonly string[]).includes(
    asked ?? '',
  )
    ? (asked as AdminSupportChatFilter)
    : 'all'
  const list = await callApi(apiClientOf(context), 'adminSupportChats', {
    query: { filter, page: pageParam(params), limit: CHATS_PER_PAGE },
  })
  return {
    admin,
    filter,
    list,
    now: new Date().toISOString(),
    done: supportNoticeOf(params.get('done')),
  }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** "Assign to me" and an admin's assignment: plain form posts. */
export const action = ({ request, context }: Route.ActionArgs) => supportAction(request, context)

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => supportWords(locale, 'support.title'))

export default function AdminSupportChatsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, filter, list, now, done } = loaderData
  const answer = (actionData as SupportAnswer | undefined) ?? null
  const { text, path } = useSupportText()
  const here = path('/admin/support')
  const linkFor = (to: AdminSupportChatFilter, page = 1) => {
    const params = new URLSearchParams()
    if (to !== 'all') params.set('filter', to)
    if (page > 1) params.set('page', String(page))
    const query = params.toString()
    return query === '' ? here : `${here}?${query}`
  }
  return (
    <AdminLayout admin={admin} current="support" title={text('support.title')}>
      <SupportTabs current="chats" />
      <SupportNoticeLine done={done} />
      <nav className="admin-actions" aria-label={text('chats.filters')}>
        {adminSupportChatFilters.map((option) => (
          <Link
            key={option}
            to={linkFor(option)}
            className="admin-button admin-button--small admin-button--secondary"
            aria-current={option === filter ? 'page' : undefined}
          >
            {text(`chats.filter.${option}`)}
          </Link>
        ))}
      </nav>
      {list.data.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('chats.empty')}
        </p>
      ) : (
        <>
          <p className="admin-muted" role="status">
            {text('chats.found', { count: list.meta.total })}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="admin-support-chats">
              <caption>{text('chats.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('chats.column.tourist')}</th>
                  <th scope="col">{text('chats.column.last')}</th>
                  <th scope="col">{text('chats.column.unread')}</th>
                  <th scope="col">{text('chats.column.waiting')}</th>
                  <th scope="col">{text('chats.column.assignee')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((chat) => (
                  <tr key={chat.id} data-testid={`admin-support-chat-${String(chat.id)}`}>
                    <td className="admin-table__primary">
                      <Link to={path(`/admin/support/chats/${String(chat.id)}`)}>
                        {chat.tourist.name}
                      </Link>
                    </td>
                    <td data-label={text('chats.column.last')}>
                      {chat.last_message === null
                        ? text('chats.noMessages')
                        : chat.last_message.side === 'support'
                          ? text('chats.fromSupport', { text: chat.last_message.excerpt })
                          : chat.last_message.excerpt}
                    </td>
                    <td data-label={text('chats.column.unread')}>
                      {chat.unread === 0 ? (
                        <span className="admin-muted">0</span>
                      ) : (
                        <span className="admin-pill admin-pill--error">{chat.unread}</span>
                      )}
                    </td>
                    <td data-label={text('chats.column.waiting')}>
                      <WaitingTime since={chat.waiting_since} now={now} />
                    </td>
                    <td data-label={text('chats.column.assignee')}>
                      <span>
                        {chat.assignee?.name ?? text('chats.nobody')}
                        <AssignForm
                          chat={chat}
                          me={list.me}
                          isAdmin={admin.role === 'admin'}
                          agents={list.agents}
                          answer={answer}
                        />
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPagination
            meta={list.meta}
            hrefForPage={(page) => linkFor(filter, page)}
            pageLabel={(page) => text('support.page', { page })}
          />
        </>
      )}
    </AdminLayout>
  )
}
