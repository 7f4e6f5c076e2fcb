import { helpRequestStatuses } from '@tourmarket/contracts'
import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin, refusedObject } from '../shell/admin-loader.server.ts'
import { supportNoticeOf, type SupportAnswer } from './support-model.ts'
import {
  RequestStatusPill,
  SupportFormMessage,
  SupportNoticeLine,
  SupportTabs,
} from './support-parts.tsx'
import { supportAction } from './support.server.ts'
import { supportWords, useSupportText } from './support-text.ts'
import type { Route } from './+types/request-route.ts'

/** Issue 43 item 4: one help request, read whole, its status changed (audited). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'support')
  const help = await callApi(apiClientOf(context), 'adminHelpRequest', {
    query: { id: Number(params.id) },
  }).catch(refusedObject)
  return { admin, help, done: supportNoticeOf(new URL(request.url).searchParams.get('done')) }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const action = ({ request, context }: Route.ActionArgs) => supportAction(request, context)

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => supportWords(locale, 'requests.title'))

export default function AdminHelpRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, help, done } = loaderData
  const answer = (actionData as SupportAnswer | undefined) ?? null
  const { text, path, locale } = useSupportText()
  const facts: [string, ReactNode][] = [
    [text('request.name'), help.name],
    [
      text('request.email'),
      help.email === null ? '—' : <a href={`mailto:${help.email}`}>{help.email}</a>,
    ],
    [text('request.phone'), help.phone ?? '—'],
    [text('request.kind'), help.kind],
    [
      text('request.page'),
      help.page_path === null ? (
        '—'
      ) : /^\/(?!\/)/.test(help.page_path) ? (
        <a href={help.page_path}>{help.page_path}</a>
      ) : (
        help.page_path
      ),
    ],
    [
      text('request.sent'),
      <time key="sent" dateTime={help.created_at}>
        {formatUtcInstant(help.created_at, locale)}
      </time>,
    ],
    [text('request.language'), help.language],
    [text('requests.status'), <RequestStatusPill key="status" status={help.status} />],
  ]
  return (
    <AdminLayout admin={admin} current="support" title={text('request.title', { id: help.id })}>
      <SupportTabs current="requests" />
      <p>
        <Link to={path('/admin/support/requests')}>{text('request.back')}</Link>
      </p>
      <SupportNoticeLine done={done} />
      <section className="admin-section" aria-labelledby="admin-request-facts">
        <h2 id="admin-request-facts" className="admin-section__title">
          {text('request.facts')}
        </h2>
        <dl className="admin-facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {help.status_changed_at === null ? null : (
          <p className="admin-muted">
            {text('request.changedAt', { at: formatUtcInstant(help.status_changed_at, locale) })}
          </p>
        )}
      </section>
      <section className="admin-section" aria-labelledby="admin-request-message">
        <h2 id="admin-request-message" className="admin-section__title">
          {text('request.message')}
        </h2>
        <p className="admin-support-message" data-testid="admin-help-request-message">
          {help.message}
        </p>
      </section>
      <section className="admin-section" aria-labelledby="admin-request-change">
        <h2 id="admin-request-change" className="admin-section__title">
          {text('request.change')}
        </h2>
        <SupportFormMessage answer={answer} form={`status-${String(help.id)}`} />
        <div className="admin-actions">
          {helpRequestStatuses
            .filter((status) => status !== help.status)
            .map((status) => (
              <Form method="post" key={status}>
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="object_id" value={help.id} />
                <input type="hidden" name="status" value={status} />
                <button
                  type="submit"
                  className={`admin-button admin-button--small${status === 'done' ? '' : ' admin-button--secondary'}`}
                >
                  {text(`request.mark.${status}`)}
                </button>
              </Form>
            ))}
        </div>
      </section>
    </AdminLayout>
  )
}
