import { callbackRequestRules, CALLBACK_NAME_MAX_LENGTH } from '@tourmarket/domain/calls'
import { formatValidationMessage } from '@tourmarket/domain/validation'
import { isApiHttpError } from '@tourmarket/api-client/client'
import { Button, PhoneInput, TextField, useForm } from '@tourmarket/ui'
import { useId, useState } from 'react'
import { CaptchaUseNotice } from '../../components/captcha-use-notice.tsx'
import { useApiCall } from '../../lib/api-call.ts'
import { showApiFailure } from '../../lib/api-failure.ts'
import { useCountries } from '../../lib/use-countries.ts'
import { useShellLocale } from '../../lib/shell-data.ts'
import { useCallsText } from './calls-text.ts'
import {
  CALLBACK_FIELDS,
  CALLBACK_KIND,
  CALLBACK_PARAMS,
  CALLBACK_PATH,
  callbackBody,
  callbackQuery,
  type CallbackTarget,
  type CallbackValues,
} from './callback-values.ts'

/** §2 callback dialog's answer: 'Callback requested' / 'Callback request successful!' and the phone. */
export function CallbackSent({ phone }: { phone: string }) {
  const { text } = useCallsText()
  return (
    <div className="calls-sent" role="status" data-testid="callback-sent">
      <span className="calls-sent__mark" aria-hidden="true">
        ✓
      </span>
      <h3 className="calls-sent__title">{text('calls.requested')}</h3>
      <p className="calls-sent__text">{text('calls.successful')}</p>
      {phone === '' ? null : (
        <p className="calls-sent__phone">{text('calls.successfulPhone', { phone })}</p>
      )}
    </div>
  )
}

/**
 * §2 'Request a callback': a real form (decision 0021) posting to the storefront's own
 * CALLBACK_PATH without JavaScript; hydrated, it sends §7 submit-help-request (kind
 * phone_call_request) itself. The phone is required (§5), the name optional.
 */
export function CallbackForm({
  target,
  lead,
  back,
  initial,
}: {
  target: CallbackTarget
  lead: string
  /** The page the no-JavaScript answer links back to. */
  back: string
  initial?: { values: CallbackValues; fieldErrors: Record<string, readonly string[]> } | undefined
}) {
  const { text, locale, path } = useCallsText()
  const { brand } = useShellLocale()
  const call = useApiCall()
  const countries = useCountries()
  const [sentPhone, setSentPhone] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const headingId = useId()
  const form = useForm(callbackRequestRules(locale), {
    initialValues: initial?.values ?? { phone: '', name: '' },
    initialErrors: initial?.fieldErrors ?? {},
    formatMessage: (validation) => formatValidationMessage(validation, locale),
    onSubmit: async (values: CallbackValues) => {
      setMessage(null)
      try {
        await call('submitHelpRequest', { body: callbackBody(values, target, back) })
        setSentPhone(values.phone.trim())
      } catch (error) {
        const message = showApiFailure(form, error, CALLBACK_FIELDS, text('calls.failed'))
        setMessage(isApiHttpError(error) && error.status === 429 ? text('calls.tooFast') : message)
      }
    },
  })

  if (sentPhone !== null) return <CallbackSent phone={sentPhone} />

  const phone = form.register('phone')
  return (
    <section className="calls-block" aria-labelledby={headingId}>
      <h3 id={headingId} className="calls-block__title">
        {text('calls.callback')}
      </h3>
      <p className="calls-muted">{lead}</p>
      <form
        className="calls-form"
        method="post"
        action={`${path(CALLBACK_PATH)}?${callbackQuery(target, back)}`}
        noValidate
        onSubmit={(event) => void form.handleSubmit(event)}
      >
        <input type="hidden" name="kind" value={CALLBACK_KIND} />
        <input type="hidden" name={CALLBACK_PARAMS.back} value={back} />
        {target.organizerId === undefined ? null : (
          <input type="hidden" name={CALLBACK_PARAMS.organizer} value={target.organizerId} />
        )}
        {target.tourId === undefined ? null : (
          <input type="hidden" name={CALLBACK_PARAMS.tour} value={target.tourId} />
        )}
        <div role="alert" className="calls-form__message">
          {message === null ? null : <p>{message}</p>}
        </div>
        <PhoneInput
          label={text('calls.phone')}
          countries={countries.list}
          defaultCountry={brand.uikit.defaultCountry}
          searchPlaceholder={text('calls.searchCountry')}
          confirmText={text('calls.confirm')}
          invalidText={text('calls.phoneInvalid')}
          notFoundCountryText={text('calls.countryNotFound')}
          notFoundCodeText={text('calls.codeNotFound')}
          countryMismatchText={(country) => text('calls.phoneMismatch', { country })}
          customCodeText={(code) => text('calls.customCode', { code })}
          countryLabel={text('calls.phoneCountry')}
          required
          {...phone}
          value={typeof phone.value === 'string' ? phone.value : ''}
        />
        <TextField
          label={text('calls.name')}
          hint={text('calls.nameHint')}
          autoComplete="name"
          maxLength={CALLBACK_NAME_MAX_LENGTH}
          {...form.register('name')}
        />
        <Button type="submit" className="calls-form__submit" loading={form.submitting}>
          {text('calls.send')}
        </Button>
        <CaptchaUseNotice />
      </form>
    </section>
  )
}
