import type { Alert } from '@tourmarket/contracts'
import { DEFAULT_PRICE_DROP_PERCENT } from '@tourmarket/domain/alerts'
import { Button, Checkbox, TextField } from '@tourmarket/ui'
import { Form, useNavigation } from 'react-router'
import { useShellLocale } from '../../lib/shell-data.ts'
import type { AlertsAnswer } from './alerts.server.ts'
import { alertsTranslator } from './alerts-messages.ts'

type FormTarget =
  | { readonly kind: 'existing'; readonly alert: Alert }
  | { readonly kind: 'new-tour'; readonly tourId: number }

/**
 * One alert's settings as a plain form (posted to the alerts page's action, so it works before
 * the script runs): what to watch, how often, which channels; an existing alert may be turned
 * off or removed.
 */
export function AlertForm({
  target,
  messengerLinked,
  answer,
}: {
  target: FormTarget
  messengerLinked: boolean
  answer: AlertsAnswer | null
}) {
  const { locale } = useShellLocale()
  const t = alertsTranslator(locale)
  const navigation = useNavigation()
  const alert = target.kind === 'existing' ? target.alert : null
  const key =
    alert === null
      ? `new-${String(target.kind === 'new-tour' ? target.tourId : 0)}`
      : String(alert.id)
  const mine =
    answer !== null &&
    (alert === null ? answer.id === null || answer.outcome === 'saved' : answer.id === alert.id)
  const errors = mine && answer.outcome === 'invalid' ? answer.errors : {}
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('form') === key
  const isSearch = alert?.kind === 'search'
  return (
    <Form method="post" className="alert-form" aria-label={alert?.tour?.title ?? undefined}>
      <input type="hidden" name="form" value={key} />
      {alert === null ? (
        <>
          <input type="hidden" name="intent" value="watch-tour" />
          <input
            type="hidden"
            name="tour_id"
            value={target.kind === 'new-tour' ? target.tourId : ''}
          />
        </>
      ) : (
        <>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={alert.id} />
        </>
      )}
      <fieldset className="alert-form__group">
        <legend className="alert-form__legend">
          {isSearch ? t('alerts.newTours') : t('alerts.title')}
        </legend>
        {isSearch ? null : (
          <>
            <Checkbox
              name="new_dates"
              defaultChecked={alert?.new_dates ?? true}
              label={t('alerts.newDates')}
            />
            <Checkbox
              name="price_drop"
              defaultChecked={alert === null || alert.price_drop_percent !== null}
              label={t('alerts.priceDrop')}
            />
            <TextField
              className="alert-form__percent"
              name="price_drop_percent"
              type="number"
              inputMode="numeric"
              min={1}
              max={90}
              defaultValue={String(alert?.price_drop_percent ?? DEFAULT_PRICE_DROP_PERCENT)}
              label={t('alerts.priceDropPercent')}
              error={errors.price_drop_percent?.[0]}
            />
            <Checkbox
              name="seat_freed"
              defaultChecked={alert?.seat_freed ?? true}
              label={t('alerts.seatFreed')}
            />
          </>
        )}
      </fieldset>
      <fieldset className="alert-form__group">
        <legend className="alert-form__legend">{t('alerts.delivery')}</legend>
        {(['instant', 'digest'] as const).map((delivery) => (
          <label key={delivery} className="alert-form__radio">
            <input
              type="radio"
              name="delivery"
              value={delivery}
              defaultChecked={(alert?.delivery ?? 'instant') === delivery}
            />
            {t(`alerts.delivery.${delivery}`)}
          </label>
        ))}
        <p className="alert-form__channel">{t('alerts.byEmail')}</p>
        {messengerLinked ? (
          <Checkbox
            name="by_messenger"
            defaultChecked={alert?.by_messenger ?? false}
            label={t('alerts.byMessenger')}
          />
        ) : null}
      </fieldset>
      {alert === null ? null : (
        <Checkbox name="is_active" defaultChecked={alert.is_active} label={t('alerts.active')} />
      )}
      {mine && answer.outcome !== 'deleted' ? (
        <p
          role={answer.outcome === 'saved' ? 'status' : 'alert'}
          className={`alert-form__answer alert-form__answer--${answer.outcome}`}
        >
          {t(`alerts.${answer.outcome}`)}
        </p>
      ) : null}
      <div className="alert-form__actions">
        <Button type="submit" variant="primary" loading={submitting} loadingText={t('alerts.save')}>
          {alert === null ? t('alerts.turnOn') : t('alerts.save')}
        </Button>
        {alert === null ? null : (
          <Button type="submit" variant="secondary" name="delete" value="1">
            {t('alerts.delete')}
          </Button>
        )}
      </div>
    </Form>
  )
}
