import type { OfficeBooking } from '@tourmarket/contracts'
import { bookingRequestStatusLabelKey } from '@tourmarket/domain/enums'
import { calendarDateText } from '@tourmarket/domain/i18n'
import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { formatMinorAmount, formatUtcInstant } from '../../../lib/work-area-format.ts'
import type { OfficeBookingAnswer } from './office-booking.server.ts'
import { useOfficeBookingText } from './office-booking-text.ts'
import type { OfficeBookingIntent } from './paths.ts'

type Answer = OfficeBookingAnswer | null

/** The field's messages from the API, tied to it (aria-describedby) and read out when they come. */
function FieldError({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (messages === undefined || messages.length === 0) return null
  return (
    <p id={id} className="office-field__error" role="alert">
      {messages.join(' ')}
    </p>
  )
}

/** The form's message when the API's refusal names no field of it. */
function FormError({ answer, intent }: { answer: Answer; intent: OfficeBookingIntent }) {
  if (answer === null || answer.intent !== intent || answer.message === null) return null
  return (
    <p className="office-notice office-notice--error" role="alert">
      {answer.message}
    </p>
  )
}

function useBusy(intent: OfficeBookingIntent): boolean {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function SubmitButton({
  intent,
  label,
  danger = false,
}: {
  intent: OfficeBookingIntent
  label: string
  danger?: boolean
}) {
  const busy = useBusy(intent)
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`office-button${danger ? ' office-button--danger' : ''}`}
      aria-disabled={busy}
      disabled={busy}
    >
      {label}
    </button>
  )
}

/**
 * Decline and cancel: a disclosure (works without script) holding the form with its required
 * reason, open again when the reason was refused.
 */
function ReasonForm({
  intent,
  summary,
  label,
  submit,
  lead,
  answer,
}: {
  intent: 'decline' | 'cancel'
  summary: string
  label: string
  submit: string
  lead?: string
  answer: Answer
}) {
  const fieldId = useId()
  const errorId = useId()
  const mine = answer !== null && answer.intent === intent ? answer : null
  const errors = mine?.fieldErrors['message']
  return (
    <details className="ob-disclosure" open={mine !== null}>
      <summary className="office-button office-button--secondary">{summary}</summary>
      <Form method="post" className="ob-reason-form">
        {lead === undefined ? null : <p className="ob-lead">{lead}</p>}
        <div className="office-field">
          <label className="office-field__label" htmlFor={fieldId}>
            {label}
          </label>
          <textarea
            id={fieldId}
            name="message"
            className="office-input"
            rows={3}
            required
            maxLength={1000}
            defaultValue={mine?.posted.message ?? ''}
            aria-invalid={errors === undefined ? undefined : true}
            aria-describedby={errors === undefined ? undefined : errorId}
          />
          <FieldError id={errorId} messages={errors} />
        </div>
        <FormError answer={answer} intent={intent} />
        <SubmitButton intent={intent} label={submit} danger />
      </Form>
    </details>
  )
}

/** What the organizer may do now: only the moves the booking process allows at this moment. */
export function ActionsSection({ page, answer }: { page: OfficeBooking; answer: Answer }) {
  const { text, t, locale } = useOfficeBookingText()
  const { actions, booking } = page
  const nothing =
    !actions.can_confirm && !actions.can_decline && !actions.can_cancel && !actions.can_complete
  const refund = page.refund_if_canceled
  const completeLater = booking.status === 3 && !page.trip_ended
  return (
    <section className="office-section ob-actions" aria-labelledby="ob-actions">
      <h2 id="ob-actions" className="office-section__title">
        {text('officeBooking.actions.title')}
      </h2>
      {nothing && !completeLater ? (
        <p className="office-muted">
          {text('officeBooking.actions.none', {
            status: t(bookingRequestStatusLabelKey(booking.status)),
          })}
        </p>
      ) : null}
      {actions.can_confirm ? (
        <div className="ob-action">
          <p className="ob-lead">{text('officeBooking.confirm.lead')}</p>
          <Form method="post" className="ob-inline-form">
            <FormError answer={answer} intent="confirm" />
            <SubmitButton intent="confirm" label={text('officeBooking.confirm.submit')} />
          </Form>
        </div>
      ) : null}
      {actions.can_decline ? (
        <ReasonForm
          intent="decline"
          summary={text('officeBooking.decline.open')}
          label={text('officeBooking.decline.reason')}
          submit={text('officeBooking.decline.submit')}
          answer={answer}
        />
      ) : null}
      {actions.can_cancel ? (
        <ReasonForm
          intent="cancel"
          summary={text('officeBooking.cancel.open')}
          label={text('officeBooking.cancel.reason')}
          submit={text('officeBooking.cancel.submit')}
          lead={
            refund === null || refund.amount === 0
              ? text('officeBooking.cancel.noRefund')
              : text('officeBooking.cancel.refund', {
                  amount: formatMinorAmount(refund.amount, refund.currency),
                })
          }
          answer={answer}
        />
      ) : null}
      {actions.can_complete ? (
        <div className="ob-action">
          <p className="ob-lead">{text('officeBooking.complete.lead')}</p>
          <Form method="post" className="ob-inline-form">
            <FormError answer={answer} intent="complete" />
            <SubmitButton intent="complete" label={text('officeBooking.complete.submit')} />
          </Form>
        </div>
      ) : completeLater ? (
        <p className="office-muted">
          {text('officeBooking.complete.later', {
            date: calendarDateText(booking.tour_date.end, locale, { month: 'long', year: true }),
          })}
        </p>
      ) : null}
    </section>
  )
}

/** The meet page's text, edited in place; the tourists see it on their booking page. */
export function MeetSection({ page, answer }: { page: OfficeBooking; answer: Answer }) {
  const { text, locale } = useOfficeBookingText()
  const fieldId = useId()
  const errorId = useId()
  const mine = answer !== null && answer.intent === 'meet' ? answer : null
  const errors = mine?.fieldErrors['text']
  const meet = page.meet
  return (
    <section className="office-section" aria-labelledby="ob-meet">
      <h2 id="ob-meet" className="office-section__title">
        {text('officeBooking.meet.title')}
      </h2>
      {meet === null ? (
        <>
          <p className="office-muted">{text('officeBooking.meet.closed')}</p>
          <FormError answer={answer} intent="meet" />
        </>
      ) : !page.actions.can_edit_meet ? (
        <>
          <p className="office-muted">{text('officeBooking.meet.readonly')}</p>
          {meet.text === '' ? null : <p className="ob-pre">{meet.text}</p>}
        </>
      ) : (
        <Form method="post" className="ob-meet-form">
          <p className="ob-lead">{text('officeBooking.meet.lead')}</p>
          <div className="office-field">
            <label className="office-field__label" htmlFor={fieldId}>
              {text('officeBooking.meet.label')}
            </label>
            <textarea
              id={fieldId}
              name="text"
              className="office-input"
              rows={6}
              maxLength={5000}
              defaultValue={mine?.posted.text ?? meet.text}
              aria-invalid={errors === undefined ? undefined : true}
              aria-describedby={errors === undefined ? undefined : errorId}
            />
            <FieldError id={errorId} messages={errors} />
            <p className="office-field__hint">
              {meet.saved_at === null
                ? text('officeBooking.meet.notSaved')
                : text('officeBooking.meet.saved', {
                    date: formatUtcInstant(meet.saved_at, locale),
                  })}
            </p>
          </div>
          {meet.files.length === 0 ? null : (
            <div>
              <h3 className="ob-subtitle">{text('officeBooking.meet.files')}</h3>
              <ul className="ob-list">
                {meet.files.map((file) => (
                  <li key={file.id}>
                    {file.url === null || file.is_image ? (
                      file.name
                    ) : (
                      <a href={file.url}>{file.name}</a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <FormError answer={answer} intent="meet" />
          <SubmitButton intent="meet" label={text('officeBooking.meet.submit')} />
        </Form>
      )}
    </section>
  )
}
