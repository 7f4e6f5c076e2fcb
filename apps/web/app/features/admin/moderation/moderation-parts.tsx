import { Form, Link } from 'react-router'
import { HIDE_REASON_MAX_LENGTH } from '../organizers/organizer-state.ts'
import type { ModerationAnswer, ModerationNotice } from './moderation-model.ts'
import { useModerationText, type ModerationMessageKey } from './moderation-text.ts'

/** The two queues: reviews and reported tours. */
export function ModerationTabs({ current }: { current: 'reviews' | 'complaints' }) {
  const { text, path } = useModerationText()
  const tabs = [
    ['reviews', '/admin/moderation'],
    ['complaints', '/admin/moderation/complaints'],
  ] as const
  return (
    <nav className="admin-actions" aria-label={text('moderation.tabs')}>
      {tabs.map(([tab, to]) => (
        <Link
          key={tab}
          to={path(to)}
          className={`admin-button${tab === current ? '' : ' admin-button--secondary'}`}
          aria-current={tab === current ? 'page' : undefined}
        >
          {text(`moderation.${tab}`)}
        </Link>
      ))}
    </nav>
  )
}

/** The notice after a post's redirect. */
export function ModerationNoticeLine({ done }: { done: ModerationNotice | null }) {
  const { text } = useModerationText()
  if (done === null) return null
  return (
    <p className="admin-notice admin-notice--success" role="status">
      {text(`moderation.done.${done}`)}
    </p>
  )
}

type ActionFormProps = {
  /** The form's key (moderationFormKey): the refused post's messages show under this one. */
  readonly formKey: string
  readonly target: 'review' | 'reply' | 'tour'
  readonly id: number
  readonly action: 'hide' | 'restore' | 'dismiss'
  readonly label: ModerationMessageKey
  /** A reason field and its label: to hide. */
  readonly reasonLabel?: ModerationMessageKey
  readonly answer: ModerationAnswer | null
}

/** One moderation action as a plain form post (hide with a reason, restore, dismiss). */
export function ModerationActionForm(props: ActionFormProps) {
  const { formKey, target, id, action, label, reasonLabel, answer } = props
  const { text } = useModerationText()
  const mine = answer?.form === formKey ? answer : null
  const reasonError = mine?.fieldErrors.reason?.[0]
  const fieldId = `${formKey}-${action}-reason`
  return (
    <Form method="post" className="admin-form">
      <input type="hidden" name="kind" value={target} />
      <input type="hidden" name="object_id" value={id} />
      <input type="hidden" name="verb" value={action} />
      {reasonLabel === undefined ? null : (
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={fieldId}>
            {text(reasonLabel)}
          </label>
          <input
            id={fieldId}
            name="reason"
            required
            maxLength={HIDE_REASON_MAX_LENGTH}
            className="admin-input"
            defaultValue={mine?.reason ?? ''}
            aria-invalid={reasonError === undefined ? undefined : true}
            aria-describedby={reasonError === undefined ? undefined : `${fieldId}-error`}
          />
          {reasonError === undefined ? null : (
            <p id={`${fieldId}-error`} className="admin-field__error">
              {reasonError}
            </p>
          )}
        </div>
      )}
      {mine?.message == null ? null : (
        <p className="admin-field__error" role="alert">
          {mine.message}
        </p>
      )}
      <div className="admin-actions">
        <button
          type="submit"
          className={`admin-button admin-button--small${action === 'hide' ? ' admin-button--danger' : ''}`}
        >
          {text(label)}
        </button>
      </div>
    </Form>
  )
}
