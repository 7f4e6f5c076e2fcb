import { isKnownRequestHelperKind } from '@tourmarket/domain/enums'
import { CaptchaUseNotice } from '../../components/captcha-use-notice.tsx'
import {
  HELP_REQUEST_EMAIL_MAX_LENGTH,
  HELP_REQUEST_FIELDS,
  HELP_REQUEST_MESSAGE_MAX_LENGTH,
  HELP_REQUEST_NAME_MAX_LENGTH,
  HELP_REQUEST_PHONE_MAX_LENGTH,
  helpRequestKindNames,
  helpRequestRules,
} from '@tourmarket/domain/help-center'
import { formatValidationMessage } from '@tourmarket/domain/validation'
import {
  Button,
  TextField,
  Textarea,
  useForm,
  useValueFromBeforeHydration,
  type FieldRegistration,
} from '@tourmarket/ui'
import { useEffect, useEffectEvent, useId, useState } from 'react'
import { useActionData, useLocation } from 'react-router'
import { showApiFailure } from '../../lib/api-failure.ts'
import { useApiCall } from '../../lib/api-call.ts'
import { useSession } from '../../lib/session-context.tsx'
import { useHelpCenterText } from './help-center-text.ts'
import {
  DEFAULT_HELP_REQUEST_KIND,
  OFFERED_HELP_REQUEST_KINDS,
  helpRequestBody,
  type HelpRequestPosted,
  type HelpRequestValues,
} from './help-request-form-values.ts'

/** A native select, so the form posts its topic without JavaScript; adopts a choice made before hydration. */
function KindSelect({
  label,
  registration,
}: {
  label: string
  registration: FieldRegistration<string>
}) {
  const { locale } = useHelpCenterText()
  const id = useId()
  const errorId = `${id}-error`
  const { onValueChange, onBlur, error, ref, name, value } = registration
  const selectRef = useValueFromBeforeHydration<HTMLSelectElement, string>({
    value,
    readValue: (element) => element.value,
    onValueChange,
    ref,
  })
  return (
    <div className="tm-field">
      <label htmlFor={id} className="tm-field__label">
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        name={name}
        value={value}
        className="tm-input help-request__select"
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
      >
        {OFFERED_HELP_REQUEST_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {helpRequestKindNames[locale][kind]}
          </option>
        ))}
      </select>
      {error === undefined ? null : (
        <p id={errorId} className="tm-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * §7 submit-help-request as a real form (decision 0021): posted without JavaScript, the route's
 * action sends it; hydrated, the page sends it itself. A signed-in visitor finds their name and
 * e-mail filled in.
 */
export function HelpRequestForm({ title, sent }: { title: string; sent: boolean }) {
  const words = useHelpCenterText()
  const { text, locale } = words
  const call = useApiCall()
  const { user } = useSession()
  const { pathname } = useLocation()
  const posted = useActionData<HelpRequestPosted>()
  const [done, setDone] = useState(sent)
  const [message, setMessage] = useState<string | null>(posted?.message ?? null)
  const headingId = useId()

  const signedInName =
    user === null ? '' : [user.first_name, user.last_name].filter(Boolean).join(' ')
  const initialValues: HelpRequestValues = posted?.values ?? {
    name: signedInName,
    email: user?.email ?? '',
    phone: '',
    kind: DEFAULT_HELP_REQUEST_KIND,
    message: '',
  }
  const startValues: HelpRequestValues = {
    ...initialValues,
    kind: isKnownRequestHelperKind(initialValues.kind)
      ? initialValues.kind
      : DEFAULT_HELP_REQUEST_KIND,
  }
  const form = useForm(helpRequestRules(locale), {
    initialValues: startValues,
    initialErrors: posted?.fieldErrors ?? {},
    formatMessage: (validation) => formatValidationMessage(validation, locale),
    onSubmit: async (values) => {
      setMessage(null)
      try {
        await call('submitHelpRequest', { body: helpRequestBody(values, pathname) })
        setDone(true)
        // The next question starts blank; who asks stays filled in.
        form.register('message').onValueChange('')
      } catch (error) {
        setMessage(showApiFailure(form, error, HELP_REQUEST_FIELDS, text('helpCenter.form.failed')))
      }
    },
  })

  // A session restored in the browser (decision 0014) arrives after the first render: name and
  // e-mail take it unless the visitor has typed there already (as the checkout's contact does).
  const prefillSender = useEffectEvent(() => {
    const nameField = form.register('name')
    const emailField = form.register('email')
    if (nameField.value === '' && signedInName !== '') nameField.onValueChange(signedInName)
    if (emailField.value === '' && user?.email) emailField.onValueChange(user.email)
  })
  const userId = user?.id ?? null
  useEffect(() => {
    if (userId !== null) prefillSender()
  }, [userId])

  return (
    <section id="help-request" className="help-request" aria-labelledby={headingId}>
      <h2 id={headingId} className="help-request__title">
        {title}
      </h2>
      <div role="status" className="help-request__status">
        {done ? <p className="help-request__sent">{text('helpCenter.form.sent')}</p> : null}
      </div>
      {done ? (
        <Button type="button" variant="secondary" onClick={() => setDone(false)}>
          {text('helpCenter.form.sendAnother')}
        </Button>
      ) : (
        <>
          <p className="help-request__lead">{text('helpCenter.form.lead')}</p>
          <form
            className="help-request__form"
            method="post"
            noValidate
            onSubmit={(event) => void form.handleSubmit(event)}
          >
            <div role="alert" className="help-request__message">
              {message === null ? null : <p>{message}</p>}
            </div>
            <div className="help-request__row">
              <TextField
                label={text('helpCenter.form.name')}
                autoComplete="name"
                maxLength={HELP_REQUEST_NAME_MAX_LENGTH}
                {...form.register('name')}
              />
              <TextField
                label={text('helpCenter.form.email')}
                type="email"
                autoComplete="email"
                maxLength={HELP_REQUEST_EMAIL_MAX_LENGTH}
                {...form.register('email')}
              />
            </div>
            <div className="help-request__row">
              <TextField
                label={text('helpCenter.form.phone')}
                hint={text('helpCenter.form.phoneHint')}
                type="tel"
                autoComplete="tel"
                maxLength={HELP_REQUEST_PHONE_MAX_LENGTH}
                {...form.register('phone')}
              />
              <KindSelect
                label={text('helpCenter.form.kind')}
                registration={form.register('kind', { event: 'change' })}
              />
            </div>
            <Textarea
              label={text('helpCenter.form.message')}
              rows={5}
              maxLength={HELP_REQUEST_MESSAGE_MAX_LENGTH}
              {...form.register('message')}
            />
            <Button type="submit" className="help-request__submit" loading={form.submitting}>
              {text('helpCenter.form.submit')}
            </Button>
            <CaptchaUseNotice />
          </form>
        </>
      )}
    </section>
  )
}
