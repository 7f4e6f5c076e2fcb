import { ListPagination } from '../../../components/list-pagination.tsx'
import { Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { journalWords, useJournalText } from './journal-text.ts'
import { stateTone } from './journal-state.ts'
import type { Route } from './+types/posts-route.ts'

const POSTS_PER_PAGE = 20

function readSearch(params: URLSearchParams): { q: string; page: number } {
  const q = (params.get('q') ?? '').trim().slice(0, 100)
  const page = Number(params.get('page') ?? '1')
  return { q, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 }
}

function searchQuery(q: string, page: number): string {
  const params = new URLSearchParams()
  if (q !== '') params.set('q', q)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** Issue 43 item 5: every journal post, drafts too (content, admin). A GET form finds them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'content')
  const search = readSearch(new URL(request.url).searchParams)
  const list = await callApi(apiClientOf(context), 'adminJournalPosts', {
    query: { ...search, limit: POSTS_PER_PAGE },
  })
  return { admin, search, list }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => journalWords(locale, 'journal.title'))

export default function AdminJournalPostsRoute({ loaderData }: Route.ComponentProps) {
  const { admin, search, list } = loaderData
  const { text, path, locale } = useJournalText()
  const here = path('/admin/journal')
  return (
    <AdminLayout admin={admin} current="content" title={text('journal.title')}>
      <div className="admin-actions">
        <Link className="admin-button" to={path('/admin/journal/new')}>
          {text('journal.new')}
        </Link>
      </div>
      <form
        key={search.q}
        method="get"
        action={here}
        role="search"
        className="admin-filters"
        aria-label={text('journal.search')}
      >
        <div className="admin-filters__fields">
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="admin-journal-q">
              {text('journal.search')}
            </label>
            <input
              id="admin-journal-q"
              type="search"
              name="q"
              maxLength={100}
              className="admin-input"
              placeholder={text('journal.searchHint')}
              defaultValue={search.q}
            />
          </div>
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button admin-button--secondary">
            {text('journal.submit')}
          </button>
          {search.q === '' ? null : (
            <Link className="admin-button admin-button--secondary" to={here}>
              {text('journal.reset')}
            </Link>
          )}
        </div>
      </form>
      {list.data.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('journal.empty')}
        </p>
      ) : (
        <>
          <p className="admin-muted" role="status">
            {text('journal.found', { count: list.meta.total })}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="admin-journal-table">
              <caption>{text('journal.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('journal.column.title')}</th>
                  <th scope="col">{text('journal.column.state')}</th>
                  <th scope="col">{text('journal.column.section')}</th>
                  <th scope="col">{text('journal.column.author')}</th>
                  <th scope="col">{text('journal.column.date')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((row) => (
                  <tr key={row.id}>
                    <td className="admin-table__primary">
                      <Link to={path(`/admin/journal/${String(row.id)}`)}>{row.title}</Link>
                    </td>
                    <td data-label={text('journal.column.state')}>
                      <span className={`admin-pill admin-pill--${stateTone[row.state]}`}>
                        {text(`journal.state.${row.state}`)}
                      </span>
                    </td>
                    <td data-label={text('journal.column.section')}>{row.category_name}</td>
                    <td data-label={text('journal.column.author')}>{row.author_name}</td>
                    <td data-label={text('journal.column.date')}>
                      {formatUtcInstant(row.published_at, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPagination
            meta={list.meta}
            hrefForPage={(page) => `${here}${searchQuery(search.q, page)}`}
            pageLabel={(page) => text('journal.page', { page })}
          />
        </>
      )}
    </AdminLayout>
  )
}
