import type { AdminUpload } from '@tourmarket/contracts'
import { Form, Link } from 'react-router'
import { ListPagination } from '../../../components/list-pagination.tsx'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { HIDE_REASON_MAX_LENGTH } from '../organizers/organizer-state.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { uploadsAction } from './uploads.server.ts'
import {
  uploadNoticeOf,
  uploadQueryOf,
  uploadViews,
  type UploadAnswer,
  type UploadView,
} from './uploads-model.ts'
import { uploadsWords, useUploadsText } from './uploads-text.ts'
import type { Route } from './+types/uploads-route.ts'
import './uploads.css'

const UPLOADS_PER_PAGE = 24

type Search = { readonly show: UploadView; readonly page: number }

function readSearch(params: URLSearchParams): Search {
  const show = params.get('show') ?? 'all'
  const page = Number(params.get('page') ?? '1')
  return {
    show: (uploadViews as readonly string[]).includes(show) ? (show as UploadView) : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

function searchQuery(search: Search, page: number): string {
  const params = new URLSearchParams()
  if (search.show !== 'all') params.set('show', search.show)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** Issue 43 item 3: the public photos (review and tour photos), to hide or restore. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'content')
  const params = new URL(request.url).searchParams
  const search = readSearch(params)
  const list = await callApi(apiClientOf(context), 'adminUploads', {
    query: { ...uploadQueryOf(search.show), page: search.page, limit: UPLOADS_PER_PAGE },
  })
  return { admin, search, list, done: uploadNoticeOf(params.get('done')) }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** Hide a photo with a reason or restore it: plain form posts. */
export const action = ({ request, context }: Route.ActionArgs) => uploadsAction(request, context)

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => uploadsWords(locale, 'uploads.title'))

export default function AdminUploadsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, search, list, done } = loaderData
  const answer = (actionData as UploadAnswer | undefined) ?? null
  const { text, path } = useUploadsText()
  const here = path('/admin/uploads')
  return (
    <AdminLayout admin={admin} current="content" title={text('uploads.title')}>
      <p className="admin-muted">{text('uploads.lead')}</p>
      {done === null ? null : (
        <p className="admin-notice admin-notice--success" role="status">
          {text(`uploads.done.${done}`)}
        </p>
      )}
      <nav className="admin-actions" aria-label={text('uploads.filterLabel')}>
        {uploadViews.map((show) => (
          <Link
            key={show}
            to={`${here}${searchQuery({ show, page: 1 }, 1)}`}
            className={`admin-button${show === search.show ? '' : ' admin-button--secondary'}`}
            aria-current={show === search.show ? 'page' : undefined}
          >
            {text(`uploads.filter.${show}`)}
          </Link>
        ))}
      </nav>
      {list.data.length === 0 ? (
        <p className="admin-empty" role="status">
          {text('uploads.empty')}
        </p>
      ) : (
        <>
          <p className="admin-muted" role="status">
            {text('uploads.found', { count: list.meta.total })}
          </p>
          <ol className="admin-uploads" data-testid="admin-upload-list">
            {list.data.map((upload, index) => (
              <UploadEntry
                key={`${upload.key}-${String(index)}`}
                upload={upload}
                formId={`upload-${String(index)}`}
                answer={answer?.key === upload.key ? answer : null}
              />
            ))}
          </ol>
          <ListPagination
            meta={list.meta}
            hrefForPage={(page) => `${here}${searchQuery(search, page)}`}
            pageLabel={(page) => text('uploads.page', { page })}
          />
        </>
      )}
    </AdminLayout>
  )
}

function UploadEntry(props: { upload: AdminUpload; formId: string; answer: UploadAnswer | null }) {
  const { upload, formId, answer } = props
  const { text, path, locale } = useUploadsText()
  const reasonError = answer?.fieldErrors.reason?.[0]
  const fieldId = `${formId}-reason`
  const hidden = upload.hidden
  return (
    <li className="admin-upload" data-testid="admin-upload" data-key={upload.key}>
      {/* The console reads the image past the storefront's refusal only while it is shown. */}
      {hidden === null ? (
        <img
          className="admin-upload__thumb"
          src={upload.image.replace('{size}', '185x122')}
          alt={text('uploads.thumbnail', { key: upload.key })}
          width={185}
          height={122}
          loading="lazy"
        />
      ) : (
        <div className="admin-upload__thumb admin-upload__thumb--hidden" aria-hidden="true" />
      )}
      <div className="admin-upload__about">
        <p className="admin-upload__what">
          {text(`uploads.place.${upload.place}`, { who: upload.uploaded_by })}
        </p>
        <p className="admin-muted">
          {text('uploads.uploadedAt', { at: formatUtcInstant(upload.uploaded_at, locale) })}
        </p>
        <p>
          <a href={path(upload.used_on.path)}>
            {text('uploads.usedOn', { title: upload.used_on.title })}
          </a>
        </p>
        {hidden === null ? null : (
          <p className="admin-pill admin-pill--warning">
            {text('uploads.hiddenBecause', {
              at: formatUtcInstant(hidden.at, locale),
              reason: hidden.reason,
            })}
          </p>
        )}
        <Form method="post" className="admin-form">
          <input type="hidden" name="key" value={upload.key} />
          <input type="hidden" name="verb" value={hidden === null ? 'hide' : 'restore'} />
          {hidden === null ? (
            <div className="admin-field">
              <label className="admin-field__label" htmlFor={fieldId}>
                {text('uploads.reason')}
              </label>
              <input
                id={fieldId}
                name="reason"
                required
                maxLength={HIDE_REASON_MAX_LENGTH}
                className="admin-input"
                defaultValue={answer?.reason ?? ''}
                aria-invalid={reasonError === undefined ? undefined : true}
                aria-describedby={reasonError === undefined ? undefined : `${fieldId}-error`}
              />
              {reasonError === undefined ? null : (
                <p id={`${fieldId}-error`} className="admin-field__error">
                  {reasonError}
                </p>
              )}
            </div>
          ) : null}
          {answer?.message == null ? null : (
            <p className="admin-field__error" role="alert">
              {answer.message}
            </p>
          )}
          <div className="admin-actions">
            <button
              type="submit"
              className={`admin-button admin-button--small${hidden === null ? ' admin-button--danger' : ''}`}
            >
              {text(hidden === null ? 'uploads.hide' : 'uploads.restore')}
            </button>
          </div>
        </Form>
      </div>
    </li>
  )
}
