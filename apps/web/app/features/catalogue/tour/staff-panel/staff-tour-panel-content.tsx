import type { TourPrivateData, TourPrivateVariantsData } from '@tourmarket/contracts'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import { useEffect, useMemo, useState } from 'react'
import { formatCalendarDay } from '../../../../lib/calendar-day.ts'
import { useApiCall } from '../../../../lib/api-call.ts'
import { useI18n } from '../../../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../../../i18n/translator.ts'
import { staffMessages, type StaffMessageKey } from './staff-messages.ts'
import './staff-tour-panel.css'

type PrivateData = TourPrivateData
type VariantsData = TourPrivateVariantsData

type Loaded = { tour: PrivateData | null; variants: VariantsData | null }

const staffTranslator = featureTranslators(staffMessages)

/** §8 private-data failures: logged, and the block falls back to nothing. */
function orNothing<Value>(what: string) {
  return (error: unknown): Value | null => {
    console.error(`${what} could not be loaded`, error)
    return null
  }
}

function useStaffData(tourId: number, currency: BrandCurrency): Loaded | null {
  const call = useApiCall()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    let current = true
    void (async () => {
      const info = await call('userInfoData').catch(
        orNothing<{ permissions: { can_view_commission: boolean; can_use_knowledge: boolean } }>(
          '/spa/user-info-data',
        ),
      )
      const rights = info?.permissions
      if (rights === undefined || (!rights.can_view_commission && !rights.can_use_knowledge)) {
        return
      }
      const query = { query: { id: tourId } }
      const [tour, variants] = await Promise.all([
        call('tourPrivateData', query).catch(orNothing<PrivateData>('/spa/tour-private-data')),
        rights.can_view_commission
          ? call('tourPrivateVariantsData', query).catch(
              orNothing<VariantsData>('/spa/tour-private-variants-data'),
            )
          : null,
      ])
      if (current) setLoaded({ tour, variants })
    })()
    return () => {
      current = false
    }
  }, [call, tourId, currency])
  return loaded
}

function CommissionBlock({
  commission,
  variants,
  text,
}: {
  commission: NonNullable<PrivateData['commission']>
  variants: VariantsData | null
  text: (key: StaffMessageKey, params?: Record<string, string | number>) => string
}) {
  const i18n = useI18n()
  const amount = (value: { amount_minor: number; currency: string }) =>
    i18n.formatMoney({ amountMinor: value.amount_minor, currency: value.currency as BrandCurrency })
  const rows = variants?.data ?? []
  return (
    <section className="staff-panel__block" aria-labelledby="staff-commission">
      <h3 id="staff-commission" className="staff-panel__heading">
        {text('staff.commission.title')}
      </h3>
      <p className="staff-panel__rate">
        <strong>{text('staff.commission.percent', { percent: commission.percent })}</strong>
        <span className="staff-panel__tag">
          {text(
            commission.is_tour_specific
              ? 'staff.commission.tourRate'
              : 'staff.commission.organizerRate',
          )}
        </span>
      </p>
      {variants === null ? null : rows.length === 0 ? (
        <p className="staff-panel__muted">{text('staff.commission.noDates')}</p>
      ) : (
        <div className="staff-panel__table-wrap">
          <table className="staff-panel__table">
            <caption className="staff-panel__muted">
              {text('staff.commission.caption', { currency: rows[0]!.price.currency })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{text('staff.commission.dates')}</th>
                <th scope="col">{text('staff.commission.price')}</th>
                <th scope="col">{text('staff.commission.amount')}</th>
                <th scope="col">{text('staff.commission.net')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.date_id} data-testid="staff-commission-row">
                  <th scope="row">
                    {formatCalendarDay(row.start, i18n.locale)}
                    {row.end === row.start ? null : ` – ${formatCalendarDay(row.end, i18n.locale)}`}
                  </th>
                  <td data-label={text('staff.commission.price')}>{amount(row.price)}</td>
                  <td data-label={text('staff.commission.amount')}>{amount(row.commission)}</td>
                  <td data-label={text('staff.commission.net')}>
                    <strong>{amount(row.net)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** The staff panel itself: loaded lazily by StaffTourPanel in an admin session only. */
export default function StaffTourPanelContent({
  tourId,
  currency,
}: {
  tourId: number
  currency: BrandCurrency
}) {
  const { locale } = useI18n()
  const text = useMemo(() => {
    const translate = staffTranslator(locale)
    return (key: StaffMessageKey, params?: Record<string, string | number>) =>
      translate(key, params)
  }, [locale])
  const loaded = useStaffData(tourId, currency)
  const commission = loaded?.tour?.commission ?? null
  const knowledge = loaded?.tour?.knowledge ?? null
  if (commission === null && knowledge === null) return null
  return (
    <section className="staff-panel" aria-labelledby="staff-panel" data-testid="staff-panel">
      <header className="staff-panel__head">
        <h2 id="staff-panel" className="staff-panel__title">
          {text('staff.title')}
        </h2>
        <p className="staff-panel__muted">{text('staff.lead')}</p>
      </header>
      {commission === null ? null : (
        <CommissionBlock commission={commission} variants={loaded?.variants ?? null} text={text} />
      )}
      {knowledge === null ? null : (
        <section className="staff-panel__block" aria-labelledby="staff-knowledge">
          <h3 id="staff-knowledge" className="staff-panel__heading">
            {text('staff.knowledge.title')}
          </h3>
          {knowledge.text.trim() === '' ? (
            <p className="staff-panel__muted">{text('staff.knowledge.empty')}</p>
          ) : (
            <p className="staff-panel__knowledge">{knowledge.text}</p>
          )}
        </section>
      )}
    </section>
  )
}
