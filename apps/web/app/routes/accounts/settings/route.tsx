import { Button, TextField, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { Link } from 'react-router'
import { useRequiredUser } from '../../../lib/session-context.tsx'
import type { Route } from './+types/route.ts'
import { AccountLayout, CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { apiFailure } from '../api-failure.ts'
import { useAccountsApi } from '../accounts-api.ts'
import { accountsMeta } from '../accounts-meta.ts'
import { accountsPageLoader } from '../accounts-route.server.ts'
import { useAccountsText } from '../accounts-text.ts'
import { displayName } from '../../../components/site-header/account-name.ts'

export const loader = ({ request }: Route.LoaderArgs) => accountsPageLoader({ request })

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.settings.title')

const FIELDS = ['old_password', 'password', 'confirm_password'] as const

/** Settings › password: §7 change-password (the current one when the account has a password). */
function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { text, formatValidation } = useAccountsText()
  const api = useAccountsApi()
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null)
  const form = useForm(
    {
      old_password: hasPassword ? 'required' : undefined,
      password: 'required|min:8|max:128',
      confirm_password: 'required|confirmed:password',
    },
    {
      initialValues: { old_password: '', password: '', confirm_password: '' },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        try {
          if (api === null) throw new Error('The API client is not available')
          await api.changePassword({
            old_password: hasPassword ? values.old_password : undefined,
            password: values.password,
            confirm_password: values.confirm_password,
          })
          setMessage({ text: text('accounts.settings.passwordChanged'), tone: 'success' })
        } catch (error) {
          const failure = apiFailure(error, FIELDS, text('accounts.error.generic'))
          form.setErrors(failure.fieldErrors)
          setMessage(failure.message === null ? null : { text: failure.message, tone: 'error' })
        }
      },
    },
  )
  return (
    <section className="account-section" aria-labelledby="settings-password">
      <h2 id="settings-password" className="account-section__title">
        {text('accounts.settings.password')}
      </h2>
      <form className="account-form" noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <FormMessage message={message?.text ?? null} tone={message?.tone} />
        {hasPassword ? (
          <TextField
            label={text('accounts.field.currentPassword')}
            type="password"
            autoComplete="current-password"
            {...form.register('old_password')}
          />
        ) : null}
        <TextField
          label={text('accounts.field.newPassword')}
          hint={text('accounts.field.passwordHint')}
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
        />
        <TextField
          label={text('accounts.field.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...form.register('confirm_password')}
        />
        <CaptchaNotice />
        <Button type="submit" loading={form.submitting}>
          {text('accounts.settings.passwordSubmit')}
        </Button>
      </form>
    </section>
  )
}

/**
 * §2 /settings (authOnly). Issue 6 part A builds the password section the account journeys need;
 * the profile, e-mail, phone, language and currency sections are added here as further
 * `account-section`s.
 */
export default function SettingsPage() {
  const { text, path } = useAccountsText()
  const user = useRequiredUser(path('/login'))
  const title = text('accounts.settings.title')
  if (user === null) return <AccountLayout title={title}>{null}</AccountLayout>
  return (
    <AccountLayout
      title={title}
      lead={text('accounts.settings.signedInAs', { name: displayName(user) })}
    >
      {user.is_email_set && !user.is_email_confirmed ? (
        <Link to={path('/email-confirm')}>{text('accounts.settings.emailConfirmLink')}</Link>
      ) : null}
      <PasswordSection hasPassword={user.has_password} />
    </AccountLayout>
  )
}
