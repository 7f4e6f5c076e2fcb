import type { AdminOrganizer } from '@tourmarket/contracts'
import { Form } from 'react-router'
import { salesModelWord } from '../finance/finance-format.ts'
import { useFinanceText } from '../finance/finance-text.ts'
import { useModerationText } from '../moderation/moderation-text.ts'

/**
 * Issue 43 item 2: the organizer's commission: its sales model's rate, or an admin's own percent
 * for it (empty follows the model). Counts for its bookings made after the change only.
 */
export function OrganizerCommission({
  organizer,
  answer,
}: {
  organizer: AdminOrganizer
  answer: {
    readonly percent?: string
    readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  } | null
}) {
  const { text } = useModerationText()
  const finance = useFinanceText()
  const { commission } = organizer
  const error = answer?.fieldErrors.percent?.[0]
  return (
    <section className="admin-section" aria-labelledby="admin-organizer-commission">
      <h2 id="admin-organizer-commission" className="admin-section__title">
        {text('organizer.commission')}
      </h2>
      <p data-testid="admin-organizer-commission">
        {commission.override_percent === null
          ? text('organizer.commissionModel', {
              percent: commission.percent,
              model: salesModelWord(finance, commission.sales_model),
            })
          : text('organizer.commissionOwn', {
              percent: commission.override_percent,
              model: salesModelWord(finance, commission.sales_model),
            })}
      </p>
      <p className="admin-muted">{text('organizer.commissionLead')}</p>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="commission" />
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="admin-organizer-percent">
            {text('organizer.commissionPercent')}
          </label>
          <input
            id="admin-organizer-percent"
            name="percent"
            inputMode="decimal"
            size={6}
            className="admin-input"
            defaultValue={answer?.percent ?? commission.override_percent ?? ''}
            aria-invalid={error === undefined ? undefined : true}
            aria-describedby={error === undefined ? undefined : 'admin-organizer-percent-error'}
          />
          {error === undefined ? null : (
            <p id="admin-organizer-percent-error" className="admin-field__error">
              {error}
            </p>
          )}
        </div>
        <div className="admin-actions">
          <button type="submit" className="admin-button">
            {text('organizer.commissionSave')}
          </button>
        </div>
      </Form>
    </section>
  )
}
