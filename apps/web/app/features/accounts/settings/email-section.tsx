import type { Profile } from '@tourmarket/contracts'
import { Button, TextField, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { Link } from 'react-router'
import { useSession } from '../../../lib/session-context.tsx'
import { CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { showApiFailure } from '../../../lib/api-failure.ts'
import { useAccountsText } from '../accounts-text.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { ConfirmationBadge, SettingsSection, useSavedToast } from './settings-section.tsx'

const FIELDS = ['email', 'password'] as const

/**
 * Settings › e-mail: §7 change-email, with the current password when the account has one. The
 * API mails a code to the new address, which stays unconfirmed until /email-confirm takes it.
 */
export function EmailSection({ user }: { user: Profile }) {
  const { text, formatValidation, path } = useAccountsText()
  const call = useApiCall()
  const { setUser } = useSession()
  const showSaved = useSavedToast()
  const [message, setMessage] = useState<string | null>(null)
  const hasPassword = user.has_password
  const form = useForm(
    { email: 'required|email', password: hasPassword ? 'required' : undefined },
    {
      initialValues: { email: user.is_email_set ? (user.email ?? '') : '', password: '' },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        try {
          setUser(
            await call('userChangeEmail', {
              body: {
                email: values.email.trim(),
                password: hasPassword ? values.password : undefined,
              },
            }),
          )
          form.register('password').onValueChange('')
          showSaved()
        } catch (error) {
          setMessage(showApiFailure(form, error, FIELDS, text('accounts.error.generic')))
        }
      },
    },
  )
  const unconfirmed = user.is_email_set && !user.is_email_confirmed && user.email !== null
  return (
    <SettingsSection
      id="settings-email"
      title={text('accounts.settings.email')}
      status={user.is_email_set ? <ConfirmationBadge confirmed={user.is_email_confirmed} /> : null}
    >
      {unconfirmed ? (
        <p className="account-form__message account-form__message--info settings-notice">
          <span>{text('accounts.settings.emailCodeSent', { email: user.email ?? '' })}</span>{' '}
          <Link
            to={`${path('/email-confirm')}?${new URLSearchParams({ back: path('/settings/security') })}`}
          >
            {text('accounts.settings.emailConfirmLink')}
          </Link>
        </p>
      ) : null}
      <form className="account-form" noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <FormMessage message={message} />
        <TextField
          label={text('accounts.field.email')}
          type="email"
          autoComplete="email"
          {...form.register('email')}
        />
        {hasPassword ? (
          <TextField
            label={text('accounts.settings.yourPassword')}
            hint={text('accounts.settings.emailPasswordHint')}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        ) : null}
        <CaptchaNotice />
        <Button type="submit" className="settings-form__submit" loading={form.submitting}>
          {text('accounts.settings.emailSubmit')}
        </Button>
      </form>
    </SettingsSection>
  )
}
