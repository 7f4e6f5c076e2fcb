import type { AdminBooking, AdminBookingHistory, AdminContext } from '@tourmarket/contracts'
import { bookingStatusTone } from '@tourmarket/domain/booking'
import { bookingRequestStatusLabelKey, type BookingRequestStatus } from '@tourmarket/domain/enums'
import { useId, useState } from 'react'
import { Form, Link } from 'react-router'
import { formatMinorAmount, formatUtcInstant } from '../../../lib/work-area-format.ts'
import { calendarDateText, tripDatesText } from '@tourmarket/domain/i18n'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { useAdminText } from '../shell/admin-text.ts'
import type {
  AdminBookingAnswer,
  AdminBookingNotice,
  AdminCancelAnswer,
  AdminChangeDateAnswer,
  AdminResendAnswer,
} from './admin-booking.server.ts'
import { useBookingChangesText } from './booking-changes-text.ts'

type HistoryEntry = AdminBookingHistory['data'][number]

export type AdminBookingPageProps = {
  readonly admin: AdminContext
  readonly page: AdminBooking
  readonly history: readonly HistoryEntry[]
  readonly done: AdminBookingNotice | null
  /** This page's form key: a resend form sends it with its mail's id (one mail per key). */
  readonly formKey: string
  readonly answer: AdminBookingAnswer | null
}

/**
 * Issue 43: a booking as support sees it: the facts, the money, the date change, the cancel and
 * the history with each tourist's mail to send again.
 */
export function AdminBookingPage({
  admin,
  page,
  history,
  done,
  formKey,
  answer,
}: AdminBookingPageProps) {
  const { text, t, path, locale } = useAdminText()
  const changes = useBookingChangesText()
  const { booking } = page
  const notice =
    done === 'cancel'
      ? text('admin.cancel.done')
      : done === 'change-date'
        ? changes.text('changeDate.done')
        : done === 'resend'
          ? changes.text('resend.done', { email: booking.contact.email })
          : null
  return (
    <AdminLayout
      admin={admin}
      current="bookings"
      title={text('admin.booking.title', { id: booking.id })}
    >
      <p>
        <Link to={path('/admin/bookings')}>{text('admin.booking.back')}</Link>
      </p>
      {notice === null ? null : (
        <p className="admin-notice admin-notice--success" role="status">
          {notice}
        </p>
      )}
      <section className="admin-section" aria-labelledby="admin-booking-facts">
        <h2 id="admin-booking-facts" className="admin-section__title">
          <span className={`admin-pill admin-pill--${bookingStatusTone(booking.status)}`}>
            {t(bookingRequestStatusLabelKey(booking.status))}
          </span>
        </h2>
        {booking.cancel_reason === null ? null : (
          <p>{text('admin.booking.cancelReason', { reason: booking.cancel_reason })}</p>
        )}
        <dl className="admin-facts">
          <dt>{text('admin.booking.trip')}</dt>
          <dd>
            {booking.tour.name} ·{' '}
            {tripDatesText(booking.tour_date.start, booking.tour_date.end, locale)}
          </dd>
          <dt>{text('admin.booking.organizer')}</dt>
          <dd>{booking.organizer.name}</dd>
          <dt>{text('admin.booking.contact')}</dt>
          <dd>
            {booking.contact.first_name} {booking.contact.last_name} · {booking.contact.email} ·{' '}
            {booking.contact.phone}
          </dd>
          <dt>{text('admin.booking.tourists')}</dt>
          <dd>{booking.tourists.map((tourist) => tourist.full_name).join(', ')}</dd>
          <dt>{text('admin.booking.total')}</dt>
          <dd>{formatMinorAmount(booking.price.total, booking.currency)}</dd>
          <dt>{text('admin.booking.paidSoFar')}</dt>
          <dd>{formatMinorAmount(booking.price.paid, booking.currency)}</dd>
          <dt>{changes.text('terms.label')}</dt>
          <dd>
            {page.terms_version === null ? (
              changes.text('terms.none')
            ) : (
              <a href={changes.path(`/agreement/${page.terms_version}`)}>
                {changes.text('terms.version', {
                  date: calendarDateText(page.terms_version, locale, {
                    month: 'long',
                    year: true,
                  }),
                })}
              </a>
            )}
          </dd>
        </dl>
      </section>
      <section className="admin-section" aria-labelledby="admin-booking-refunds">
        <h2 id="admin-booking-refunds" className="admin-section__title">
          {text('admin.booking.refunds')}
        </h2>
        {booking.refunds.length === 0 ? (
          <p className="admin-muted">{text('admin.booking.noRefunds')}</p>
        ) : (
          <ul className="admin-list" data-testid="admin-booking-refunds">
            {booking.refunds.map((refund) => (
              <li key={refund.id}>
                {formatMinorAmount(refund.amount, refund.currency)} ·{' '}
                {text(`admin.booking.refund.${refund.status}`)} ·{' '}
                <time dateTime={refund.created_at}>
                  {formatUtcInstant(refund.created_at, locale)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ChangeDateForm page={page} answer={answer?.form === 'change-date' ? answer : null} />
      <CancelForm page={page} answer={answer?.form === 'cancel' ? answer : null} />
      <History
        entries={history}
        email={booking.contact.email}
        formKey={formKey}
        answer={answer?.form === 'resend' ? answer : null}
      />
    </AdminLayout>
  )
}

function ChangeDateForm({
  page,
  answer,
}: {
  page: AdminBooking
  answer: AdminChangeDateAnswer | null
}) {
  const { text, locale } = useBookingChangesText()
  const ids = useId()
  const error = answer?.fieldErrors.tour_date_id?.join(' ')
  const options = page.date_options
  return (
    <section className="admin-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="admin-section__title">
        {text('changeDate.title')}
      </h2>
      {!page.can_change_date ? (
        <p className="admin-muted">{text('changeDate.closed')}</p>
      ) : options.length === 0 && answer === null ? (
        <p className="admin-muted">{text('changeDate.none')}</p>
      ) : (
        <Form method="post" className="admin-form" noValidate>
          <p className="admin-muted">{text('changeDate.lead')}</p>
          {answer?.message == null ? null : (
            <p className="admin-notice admin-notice--error" role="alert">
              {answer.message}
            </p>
          )}
          <input type="hidden" name="intent" value="change-date" />
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={`${ids}-date`}>
              {text('changeDate.date')}
            </label>
            <select
              id={`${ids}-date`}
              name="tour_date_id"
              className="admin-input"
              defaultValue={answer?.posted.tourDateId ?? String(options[0]?.id ?? '')}
              aria-invalid={error === undefined ? undefined : true}
              aria-describedby={error === undefined ? undefined : `${ids}-date-error`}
            >
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {text('changeDate.option', {
                    dates: tripDatesText(option.start_date, option.end_date, locale),
                    count: option.free_seats,
                  })}
                </option>
              ))}
            </select>
            {error === undefined ? null : (
              <p id={`${ids}-date-error`} className="admin-field__error">
                {error}
              </p>
            )}
          </div>
          <div className="admin-actions">
            <button type="submit" className="admin-button">
              {text('changeDate.submit')}
            </button>
          </div>
        </Form>
      )}
    </section>
  )
}

function CancelForm({ page, answer }: { page: AdminBooking; answer: AdminCancelAnswer | null }) {
  const { text } = useAdminText()
  const ids = useId()
  const [refund, setRefund] = useState(answer?.posted.refund ?? 'rules')
  const { currency } = page.refund
  const errors = answer?.fieldErrors ?? {}
  const reasonError = errors.message?.join(' ')
  const amountError = errors.refund_amount?.join(' ')
  return (
    <section className="admin-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="admin-section__title">
        {text('admin.cancel.title')}
      </h2>
      {!page.can_cancel ? (
        <p className="admin-muted">{text('admin.cancel.closed')}</p>
      ) : (
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="cancel" />
          <p className="admin-muted">{text('admin.cancel.lead')}</p>
          {answer?.message == null ? null : (
            <p className="admin-notice admin-notice--error" role="alert">
              {answer.message}
            </p>
          )}
          <input type="hidden" name="currency" value={currency} />
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={`${ids}-reason`}>
              {text('admin.cancel.reason')}
            </label>
            <textarea
              id={`${ids}-reason`}
              name="message"
              required
              maxLength={1000}
              rows={3}
              className="admin-input"
              defaultValue={answer?.posted.message ?? ''}
              aria-invalid={reasonError === undefined ? undefined : true}
              aria-describedby={reasonError === undefined ? undefined : `${ids}-reason-error`}
            />
            {reasonError === undefined ? null : (
              <p id={`${ids}-reason-error`} className="admin-field__error">
                {reasonError}
              </p>
            )}
          </div>
          <fieldset className="admin-field admin-choices">
            <legend className="admin-field__label">{text('admin.cancel.refund')}</legend>
            {(
              [
                [
                  'rules',
                  text('admin.cancel.byRules', {
                    amount: formatMinorAmount(page.refund.by_rules, currency),
                  }),
                ],
                [
                  'policy',
                  text('admin.cancel.byPolicy', {
                    amount: formatMinorAmount(page.refund.by_policy, currency),
                  }),
                ],
                ['manual', text('admin.cancel.manual')],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="admin-choice">
                <input
                  type="radio"
                  name="refund"
                  value={value}
                  checked={refund === value}
                  onChange={() => setRefund(value)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={`${ids}-amount`}>
              {text('admin.cancel.amount', { currency })}
            </label>
            <input
              id={`${ids}-amount`}
              name="refund_amount"
              inputMode="decimal"
              className="admin-input"
              defaultValue={answer?.posted.amount ?? ''}
              aria-invalid={amountError === undefined ? undefined : true}
              aria-describedby={`${ids}-amount-hint${amountError === undefined ? '' : ` ${ids}-amount-error`}`}
            />
            <p id={`${ids}-amount-hint`} className="admin-field__hint">
              {text('admin.cancel.amountHint', {
                amount: formatMinorAmount(page.refund.by_rules, currency),
              })}
            </p>
            {amountError === undefined ? null : (
              <p id={`${ids}-amount-error`} className="admin-field__error">
                {amountError}
              </p>
            )}
          </div>
          <label className="admin-choice">
            <input
              type="checkbox"
              name="notify_client"
              defaultChecked={answer?.posted.notify ?? true}
            />{' '}
            {text('admin.cancel.notify')}
          </label>
          <div className="admin-actions">
            <button type="submit" className="admin-button admin-button--danger">
              {text('admin.cancel.submit')}
            </button>
          </div>
        </Form>
      )}
    </section>
  )
}

function History({
  entries,
  email,
  formKey,
  answer,
}: {
  entries: readonly HistoryEntry[]
  email: string
  formKey: string
  answer: AdminResendAnswer | null
}) {
  const { text, t, locale } = useAdminText()
  const changes = useBookingChangesText()
  const statusLabel = (status: BookingRequestStatus | null) =>
    status === null ? text('admin.history.none') : t(bookingRequestStatusLabelKey(status))
  const what = (entry: HistoryEntry): string => {
    if (entry.kind === 'mail') return text('admin.history.mail', { kind: entry.action })
    if (entry.kind === 'audit') return text('admin.history.action', { action: entry.action })
    if (entry.from_status === null) {
      return text('admin.history.created', { to: statusLabel(entry.to_status) })
    }
    return text('admin.history.status', {
      from: statusLabel(entry.from_status),
      to: statusLabel(entry.to_status),
    })
  }
  const who = (entry: HistoryEntry): string => {
    const kind = entry.actor.kind
    const role =
      kind === 'tourist' || kind === 'organizer' || kind === 'admin' || kind === 'system'
        ? text(`admin.history.actor.${kind}`)
        : kind
    return entry.actor.name === null ? role : `${role}: ${entry.actor.name}`
  }
  return (
    <section className="admin-section admin-audit" aria-labelledby="admin-booking-history">
      <h2 id="admin-booking-history" className="admin-section__title">
        {text('admin.history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="admin-muted">{text('admin.history.empty')}</p>
      ) : (
        <ol className="admin-audit__list" data-testid="admin-booking-history">
          {entries.map((entry, index) => (
            <li key={`${entry.kind}-${String(index)}`} className="admin-audit__entry">
              <p className="admin-audit__what">
                {what(entry)}
                {entry.mail_status === null ? null : (
                  <span className="admin-muted">
                    {' '}
                    · {text(`admin.history.mail.${entry.mail_status}`)}
                  </span>
                )}
              </p>
              <p className="admin-muted">
                {who(entry)} · <time dateTime={entry.at}>{formatUtcInstant(entry.at, locale)}</time>
              </p>
              {entry.message === null ? null : (
                <p>{text('admin.history.reason', { reason: entry.message })}</p>
              )}
              {entry.can_resend && entry.mail_id !== null ? (
                <Form method="post" className="admin-actions">
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="mail_id" value={entry.mail_id} />
                  <input
                    type="hidden"
                    name="idempotency_key"
                    value={`${formKey}-${String(entry.mail_id)}`}
                  />
                  <button
                    type="submit"
                    className="admin-button admin-button--secondary admin-button--small"
                    aria-label={changes.text('resend.label', { kind: entry.action, email })}
                  >
                    {changes.text('resend.submit')}
                  </button>
                  {answer?.mailId === entry.mail_id ? (
                    <span className="admin-field__error" role="alert">
                      {answer.message}
                    </span>
                  ) : null}
                </Form>
              ) : null}
              {entry.changes.length === 0 ? null : (
                <dl className="admin-audit__changes">
                  {entry.changes.map((change) => (
                    <div key={change.field} className="admin-audit__change">
                      <dt>{change.field}</dt>
                      <dd>
                        {change.before === null ? null : (
                          <>
                            <span className="admin-audit__before">
                              {String(JSON.stringify(change.before))}
                            </span>
                            <span aria-hidden="true"> → </span>
                          </>
                        )}
                        <span>{String(JSON.stringify(change.after))}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
