import { Form, Link } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin, refusedObject } from '../shell/admin-loader.server.ts'
import { supportNoticeOf, type SupportAnswer } from './support-model.ts'
import {
  AssignForm,
  SupportFormMessage,
  SupportNoticeLine,
  SupportTabs,
  WaitingTime,
} from './support-parts.tsx'
import { supportAction } from './support.server.ts'
import { supportWords, useSupportText } from './support-text.ts'
import type { Route } from './+types/chat-route.ts'

/**
 * Issue 43 item 4: one support chat in the console: who waits and who answers, the latest
 * messages (the chat's own get-messages), and a reply that may start from a canned answer (a GET
 * with `canned` fills the reply in, so it works without the script).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'support')
  const api = apiClientOf(context)
  const id = Number(params.id)
  const search = new URL(request.url).searchParams
  const chat = await callApi(api, 'adminSupportChat', { query: { id } }).catch(refusedObject)
  const [inbox, messages, canned] = await Promise.all([
    callApi(api, 'adminSupportChats', { query: { filter: 'all', page: 1, limit: 1 } }),
    callApi(api, 'chatMessages', { query: { chat_id: id, offset: 0 } }),
    callApi(api, 'adminCannedAnswers'),
  ])
  const picked = canned.data.find((answer) => String(answer.id) === search.get('canned'))
  return {
    admin,
    chat,
    me: inbox.me,
    agents: inbox.agents,
    messages: [...messages.data].reverse(),
    canned: canned.data,
    picked: picked ?? null,
    now: new Date().toISOString(),
    done: supportNoticeOf(search.get('done')),
  }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** Assign, and reply through the chat's own send call: plain form posts. */
export const action = ({ request, context }: Route.ActionArgs) => supportAction(request, context)

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => supportWords(locale, 'support.tab.chats'))

export default function AdminSupportChatRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, chat, me, agents, messages, canned, picked, now, done } = loaderData
  const answer = (actionData as SupportAnswer | undefined) ?? null
  const { text, path, locale } = useSupportText()
  const replyForm = `reply-${String(chat.id)}`
  const replyAnswer = answer?.form === replyForm ? answer : null
  const replyError = replyAnswer?.fieldErrors.message?.[0]
  return (
    <AdminLayout
      admin={admin}
      current="support"
      title={text('chat.title', { name: chat.tourist.name })}
    >
      <SupportTabs current="chats" />
      <p>
        <Link to={path('/admin/support')}>{text('chat.back')}</Link> ·{' '}
        <a href={path(chat.path)}>{text('chat.openFull')}</a>
      </p>
      <SupportNoticeLine done={done} />
      <section className="admin-section" aria-labelledby="admin-chat-facts">
        <h2 id="admin-chat-facts" className="admin-section__title">
          {text('chat.facts')}
        </h2>
        <dl className="admin-facts">
          <div>
            <dt>{text('chat.waiting')}</dt>
            <dd>
              <WaitingTime since={chat.waiting_since} now={now} />
            </dd>
          </div>
          <div>
            <dt>{text('chat.assignee')}</dt>
            <dd data-testid="admin-chat-assignee">{chat.assignee?.name ?? text('chats.nobody')}</dd>
          </div>
        </dl>
        <AssignForm
          chat={chat}
          me={me}
          isAdmin={admin.role === 'admin'}
          agents={agents}
          answer={answer}
        />
      </section>
      <section className="admin-section" aria-labelledby="admin-chat-thread">
        <h2 id="admin-chat-thread" className="admin-section__title">
          {text('chat.thread')}
        </h2>
        {messages.length === 0 ? (
          <p className="admin-empty">{text('chat.threadEmpty')}</p>
        ) : (
          <ol className="admin-audit__list" data-testid="admin-chat-thread">
            {messages.map((message) => (
              <li key={message.id} className="admin-audit__entry">
                <p className="admin-audit__what">
                  <strong>{message.author.name}</strong>{' '}
                  <span className="admin-muted">
                    ·{' '}
                    <time dateTime={message.created_at}>
                      {formatUtcInstant(message.created_at, locale)}
                    </time>
                  </span>
                </p>
                <p className="admin-support-message">
                  {message.is_deleted || message.is_moderated ? text('chat.deleted') : message.text}
                  {message.file === null ? null : (
                    <span className="admin-muted">
                      {' '}
                      {text('chat.file', { name: message.file.name })}
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="admin-section" aria-labelledby="admin-chat-reply">
        <h2 id="admin-chat-reply" className="admin-section__title">
          {text('chat.reply')}
        </h2>
        {canned.length === 0 ? (
          <p className="admin-muted">{text('chat.noCanned')}</p>
        ) : (
          <form method="get" className="admin-filters" aria-label={text('chat.canned')}>
            <div className="admin-filters__fields">
              <div className="admin-field">
                <label className="admin-field__label" htmlFor="admin-chat-canned">
                  {text('chat.canned')}
                </label>
                <select
                  id="admin-chat-canned"
                  name="canned"
                  className="admin-input"
                  defaultValue={picked === null ? '' : String(picked.id)}
                >
                  <option value="">{text('chat.cannedNone')}</option>
                  {canned.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.title}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className="admin-filters__actions">
              <button type="submit" className="admin-button admin-button--secondary">
                {text('chat.insert')}
              </button>
            </div>
          </form>
        )}
        <Form method="post" className="admin-form" key={picked?.id ?? 'blank'}>
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="object_id" value={chat.id} />
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="admin-chat-message">
              {text('chat.replyLabel')}
            </label>
            <textarea
              id="admin-chat-message"
              name="message"
              required
              rows={5}
              maxLength={4000}
              className="admin-input"
              defaultValue={replyAnswer?.values.message ?? picked?.text ?? ''}
              aria-invalid={replyError === undefined ? undefined : true}
              aria-describedby={replyError === undefined ? undefined : 'admin-chat-message-error'}
            />
            {replyError === undefined ? null : (
              <p id="admin-chat-message-error" className="admin-field__error">
                {replyError}
              </p>
            )}
          </div>
          <SupportFormMessage answer={answer} form={replyForm} />
          <div className="admin-actions">
            <button type="submit" className="admin-button">
              {text('chat.send')}
            </button>
          </div>
        </Form>
      </section>
    </AdminLayout>
  )
}
