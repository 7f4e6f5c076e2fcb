import type { AdminSupportChat } from '@tourmarket/contracts'
import { Form, Link } from 'react-router'
import { minutesBetween, type SupportAnswer, type SupportNotice } from './support-model.ts'
import { useSupportText } from './support-text.ts'
import './support.css'

/** The section's three pages. */
export function SupportTabs({ current }: { current: 'chats' | 'canned' | 'requests' }) {
  const { text, path } = useSupportText()
  const tabs = [
    ['chats', '/admin/support'],
    ['canned', '/admin/support/canned'],
    ['requests', '/admin/support/requests'],
  ] as const
  return (
    <nav className="admin-actions" aria-label={text('support.tabs')}>
      {tabs.map(([tab, to]) => (
        <Link
          key={tab}
          to={path(to)}
          className={`admin-button${tab === current ? '' : ' admin-button--secondary'}`}
          aria-current={tab === current ? 'page' : undefined}
        >
          {text(`support.tab.${tab}`)}
        </Link>
      ))}
    </nav>
  )
}

/** The notice after a post's redirect. */
export function SupportNoticeLine({ done }: { done: SupportNotice | null }) {
  const { text } = useSupportText()
  if (done === null) return null
  return (
    <p className="admin-notice admin-notice--success" role="status">
      {text(`support.done.${done}`)}
    </p>
  )
}

/** A refused post's message for the whole form, under the form it came from. */
export function SupportFormMessage({
  answer,
  form,
}: {
  answer: SupportAnswer | null
  form: string
}) {
  if (answer?.form !== form || answer.message === null) return null
  return (
    <p className="admin-field__error" role="alert">
      {answer.message}
    </p>
  )
}

/** How long the tourist has waited (at the loader's `now`), or "Answered". */
export function WaitingTime({ since, now }: { since: string | null; now: string }) {
  const { text } = useSupportText()
  if (since === null) return <span className="admin-muted">{text('chats.answered')}</span>
  const minutes = minutesBetween(since, now)
  const words =
    minutes < 60
      ? text('waiting.minutes', { count: minutes })
      : minutes < 24 * 60
        ? text('waiting.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
        : text('waiting.days', { count: Math.floor(minutes / (24 * 60)) })
  return (
    <span className={`admin-pill admin-pill--${minutes >= 60 ? 'warning' : 'info'}`}>
      <time dateTime={since}>{words}</time>
    </span>
  )
}

/**
 * Who answers a chat: support takes a free one ("Assign to me"); an admin picks any agent or
 * nobody. Plain form posts.
 */
export function AssignForm({
  chat,
  me,
  isAdmin,
  agents,
  answer,
}: {
  chat: AdminSupportChat
  me: number | null
  isAdmin: boolean
  agents: readonly { id: number; name: string }[]
  answer: SupportAnswer | null
}) {
  const { text } = useSupportText()
  const form = `assign-${String(chat.id)}`
  const selectId = `admin-assign-${String(chat.id)}`
  return (
    <>
      {isAdmin ? (
        <Form method="post" className="admin-form admin-support-assign">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="object_id" value={chat.id} />
          <label className="admin-field__label" htmlFor={selectId}>
            {text('chats.assignTo')}
          </label>
          <select
            id={selectId}
            name="agent"
            className="admin-input"
            defaultValue={chat.assignee === null ? '' : String(chat.assignee.id)}
          >
            <option value="">{text('chats.unassign')}</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </select>
          <button type="submit" className="admin-button admin-button--small">
            {text('chats.assign')}
          </button>
        </Form>
      ) : chat.assignee === null && me !== null ? (
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="object_id" value={chat.id} />
          <input type="hidden" name="agent" value={me} />
          <button type="submit" className="admin-button admin-button--small">
            {text('chats.assignToMe')}
          </button>
        </Form>
      ) : null}
      <SupportFormMessage answer={answer} form={form} />
    </>
  )
}

const statusTone = { new: 'info', in_progress: 'warning', done: 'success' } as const

/** A help request's status as a pill. */
export function RequestStatusPill({ status }: { status: 'new' | 'in_progress' | 'done' }) {
  const { text } = useSupportText()
  return (
    <span className={`admin-pill admin-pill--${statusTone[status]}`}>
      {text(`requests.status.${status}`)}
    </span>
  )
}
