import { isApiHttpError } from '@tourmarket/api-client'
import { type Outbox, type OutboxMessage } from '@tourmarket/contracts'
import { Form, Link } from 'react-router'
import { getServerEnv } from '../../lib/env.server.ts'
import { routeMeta } from '../../lib/meta.ts'
import { apiClientOf } from '../../lib/shell-context.server.ts'
import type { Route } from './+types/route.ts'
import { linkifiedParts } from './linkify.ts'
import './dev-outbox.css'
import { callApi } from '../../lib/api-call.ts'

/** How many messages the page lists, newest first. */
const OUTBOX_PAGE_SIZE = 50

type OutboxPage =
  | {
      readonly kind: 'messages'
      readonly messages: OutboxMessage[]
      readonly jobs: Outbox['jobs']
      readonly recipient: string
    }
  | { readonly kind: 'api-without-outbox' }

/**
 * The developer page of the outbox (docs/decisions/0012): the e-mails and codes the API kept
 * instead of sending (no SMTP or SMS provider configured), so a person can sign in by code on a
 * laptop. Present under the Vite dev server or with DEV_PAGES=1, like /dev/ui; the API serves its
 * GET /dev/outbox only with DEV_PAGES=1 too.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<OutboxPage> {
  if (!import.meta.env.DEV && !getServerEnv().devPages) {
    throw new Response(null, { status: 404, statusText: 'Not Found' })
  }
  const recipient = new URL(request.url).searchParams.get('recipient')?.trim() ?? ''
  try {
    const outbox = await callApi(apiClientOf(context), 'outbox', {
      query: { limit: OUTBOX_PAGE_SIZE, recipient: recipient === '' ? undefined : recipient },
    })
    return { kind: 'messages', messages: outbox.data, jobs: outbox.jobs, recipient }
  } catch (error) {
    if (isApiHttpError(error) && error.status === 404) return { kind: 'api-without-outbox' }
    throw error
  }
}

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const tags = routeMeta(
    { site: matches[0].loaderData?.site, error, location },
    { title: 'Outbox' },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

function MessageBody({ body }: { body: string }) {
  return (
    <pre className="dev-outbox__body">
      {linkifiedParts(body).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  )
}

/**
 * The designed part of a mail as a mail client shows it: in a sandboxed frame (no scripts, no
 * access to this page), at a phone's width or wider. Inline images (cid:) are listed as
 * attachments; the frame shows their alt text.
 */
function MessageHtml({ html }: { html: string }) {
  return (
    <details className="dev-outbox__html">
      <summary>HTML part</summary>
      <iframe
        className="dev-outbox__frame"
        title="HTML part of the mail"
        sandbox=""
        srcDoc={html}
      />
    </details>
  )
}

/** The job queue's jobs not done yet (decision 0046): what the outbox will still receive. */
function QueuedJobs({ jobs }: { jobs: Outbox['jobs'] }) {
  return (
    <section className="dev-outbox__jobs" aria-labelledby="outbox-jobs">
      <h2 id="outbox-jobs" className="dev-outbox__jobs-title">
        Queued jobs
      </h2>
      {jobs.length === 0 ? (
        <p className="dev-outbox__empty" role="status">
          Nothing pending or failed.
        </p>
      ) : (
        <table className="dev-outbox__jobs-table">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Status</th>
              <th scope="col">Runs at</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last error</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id} className={`dev-outbox__job dev-outbox__job--${job.status}`}>
                <td>{job.key}</td>
                <td>{job.status}</td>
                <td>
                  <time dateTime={job.run_at}>{job.run_at.replace('T', ' ').slice(0, 19)} UTC</time>
                </td>
                <td>
                  {job.attempts} of {job.max_attempts}
                </td>
                <td>{job.last_error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

export default function DevOutboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="dev-outbox">
      <h1 className="dev-outbox__title">Outbox</h1>
      <p className="dev-outbox__lead">
        E-mails and codes the API kept instead of sending them (no SMTP_URL, no SMS provider),
        newest first. Developer page: not part of the product.
      </p>
      {loaderData.kind === 'api-without-outbox' ? (
        <p className="dev-outbox__empty" role="status">
          The API does not serve its outbox: start it with DEV_PAGES=1.
        </p>
      ) : (
        <>
          <Form method="get" className="dev-outbox__filter">
            <label className="dev-outbox__label" htmlFor="outbox-recipient">
              Recipient
            </label>
            <input
              id="outbox-recipient"
              name="recipient"
              type="search"
              className="tm-input"
              defaultValue={loaderData.recipient}
              placeholder="e-mail or phone"
            />
            <button type="submit" className="dev-outbox__button">
              Show
            </button>
            <Link to="/dev/outbox" className="dev-outbox__button" reloadDocument>
              Refresh
            </Link>
          </Form>
          <QueuedJobs jobs={loaderData.jobs} />
          {loaderData.messages.length === 0 ? (
            <p className="dev-outbox__empty" role="status">
              No messages yet.
            </p>
          ) : (
            <ol className="dev-outbox__list">
              {loaderData.messages.map((message) => (
                <li key={message.id} className="dev-outbox__message">
                  <article aria-label={message.subject ?? message.recipient}>
                    <header className="dev-outbox__meta">
                      <span className="dev-outbox__recipient">{message.recipient}</span>
                      <span className="dev-outbox__channel">{message.channel}</span>
                      <time dateTime={message.created_at}>
                        {message.created_at.replace('T', ' ').slice(0, 19)} UTC
                      </time>
                    </header>
                    {message.subject === null ? null : (
                      <h2 className="dev-outbox__subject">{message.subject}</h2>
                    )}
                    <MessageBody body={message.body} />
                    {message.html === null ? null : <MessageHtml html={message.html} />}
                    {message.attachments.map((file) => (
                      <p key={file.id} className="dev-outbox__attachment">
                        Attachment: {file.file_name} ({file.content_type},{' '}
                        {Math.ceil(file.size_bytes / 1024)} KB; API {file.url})
                      </p>
                    ))}
                  </article>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </main>
  )
}
