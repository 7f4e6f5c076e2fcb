import type { OfficeAudit } from '@tourmarket/contracts'
import { VisuallyHidden } from '@tourmarket/ui'
import { useId } from 'react'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { useOfficeText } from './office-text.ts'
import './office.css'

export type AuditTrailEntry = OfficeAudit['data'][number]

export type AuditTrailProps = {
  /** The entries of `GET /crm/api/office/audit` for the page's object, newest first. */
  readonly entries: readonly AuditTrailEntry[]
  /** The page's words for its actions (`booking.confirm` → 'Confirmed'); else a readable form. */
  readonly actionLabel?: (action: string) => string | undefined
  /** The page's words for its fields (`number_of_seats` → 'Seats'); else a readable form. */
  readonly fieldLabel?: (field: string) => string | undefined
}

/** `tour_date.close` → 'Close', `meeting_point` → 'Meeting point': a name read as words. */
function readable(name: string): string {
  const last = name.split('.').at(-1) ?? name
  const words = last.replaceAll('_', ' ').trim()
  return words === '' ? name : `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}

/**
 * Issue 40: an object's history on its office page: who (the account's name, or the system),
 * when, what, and each changed field's value before and after.
 */
export function AuditTrail({ entries, actionLabel, fieldLabel }: AuditTrailProps) {
  const { text, locale } = useOfficeText()
  const headingId = useId()

  const value = (raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return text('office.audit.none')
    if (typeof raw === 'boolean') return text(raw ? 'office.audit.yes' : 'office.audit.no')
    if (typeof raw === 'string' || typeof raw === 'number') return String(raw)
    if (Array.isArray(raw) && raw.every((item) => typeof item !== 'object')) {
      return raw.length === 0 ? text('office.audit.none') : raw.map(String).join(', ')
    }
    return JSON.stringify(raw)
  }

  return (
    <section className="office-section office-audit" aria-labelledby={headingId}>
      <h2 id={headingId} className="office-section__title">
        {text('office.audit.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="office-muted">{text('office.audit.empty')}</p>
      ) : (
        <ol className="office-audit__list">
          {entries.map((entry) => {
            const who =
              entry.actor.name ??
              text(entry.actor.kind === 'system' ? 'office.audit.system' : 'office.audit.someone')
            return (
              <li key={entry.id} className="office-audit__entry">
                <p className="office-audit__what">
                  {actionLabel?.(entry.action) ?? readable(entry.action)}
                </p>
                <p className="office-muted">
                  {who} ·{' '}
                  <time dateTime={entry.created_at}>
                    {formatUtcInstant(entry.created_at, locale)}
                  </time>
                </p>
                {entry.changes.length === 0 ? null : (
                  <dl className="office-audit__changes">
                    {entry.changes.map((change) => (
                      <div key={change.field} className="office-audit__change">
                        <dt>{fieldLabel?.(change.field) ?? readable(change.field)}</dt>
                        <dd>
                          {change.before === null && change.after !== null ? null : (
                            <>
                              <VisuallyHidden>{text('office.audit.before')}: </VisuallyHidden>
                              <span className="office-audit__before">{value(change.before)}</span>
                              <span aria-hidden="true"> → </span>
                            </>
                          )}
                          <VisuallyHidden>{text('office.audit.after')}: </VisuallyHidden>
                          <span>{value(change.after)}</span>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
