import { AUTH_CODE_LENGTH } from '@tourmarket/domain/accounts'
import { Button, CodeInput, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useRequiredUser, useSession } from '../../../lib/session-context.tsx'
import type { Route } from './+types/route.ts'
import { AccountLayout, CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { apiFailureMessage, showApiFailure } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { accountsMeta } from '../accounts-meta.ts'
import { accountsPageLoader } from '../accounts-route.server.ts'
import { safeBackPath, useAccountsText } from '../accounts-text.ts'

export const loader = ({ context }: Route.LoaderArgs) => accountsPageLoader({ context })

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.emailConfirm.title')

/**
 * §2 /email-confirm (authOnly): the code the API mailed at registration (or a new one, §7
 * email-confirmation-request) confirms the profile's e-mail (confirm-email).
 */
export default function EmailConfirmPage() {
  const { text, formatValidation, path } = useAccountsText()
  const user = useRequiredUser(path('/login'))
  const { reloadUser } = useSession()
  const call = useApiCall()
  const [params] = useSearchParams()
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null)
  const next = safeBackPath(params.get('back'), path('/'))

  const form = useForm(
    { code: `required|min:${AUTH_CODE_LENGTH}` },
    {
      initialValues: { code: '' },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        try {
          await call('userConfirmEmail', { body: { code: values.code } })
          await reloadUser()
        } catch (error) {
          const message = showApiFailure(form, error, ['code'], text('accounts.error.generic'))
          setMessage(message === null ? null : { text: message, tone: 'error' })
        }
      },
    },
  )

  const requestCode = async () => {
    setMessage(null)
    try {
      await call('userEmailConfirmationRequest')
      setMessage({
        text: text('accounts.emailConfirm.sent', { email: user?.email ?? '' }),
        tone: 'success',
      })
    } catch (error) {
      setMessage({ text: apiFailureMessage(error, text('accounts.error.generic')), tone: 'error' })
    }
  }

  const title = text('accounts.emailConfirm.title')
  if (user === null) return <AccountLayout title={title}>{null}</AccountLayout>

  if (user.email === null || !user.is_email_set) {
    return (
      <AccountLayout title={title} lead={text('accounts.emailConfirm.noEmail')}>
        <Link to={path('/settings/security')}>{text('accounts.emailConfirm.settingsLink')}</Link>
      </AccountLayout>
    )
  }

  if (user.is_email_confirmed) {
    return (
      <AccountLayout title={title}>
        <FormMessage
          tone="success"
          message={text('accounts.emailConfirm.confirmed', { email: user.email })}
        />
        <Link to={next}>{text('accounts.emailConfirm.continue')}</Link>
      </AccountLayout>
    )
  }

  const codeField = form.register('code')
  return (
    <AccountLayout
      title={title}
      lead={text('accounts.emailConfirm.lead', { length: AUTH_CODE_LENGTH, email: user.email })}
    >
      <form className="account-form" noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <FormMessage message={message?.text ?? null} tone={message?.tone} />
        <CodeInput
          label={text('accounts.field.code')}
          name={codeField.name}
          value={codeField.value}
          onValueChange={codeField.onValueChange}
          onBlur={codeField.onBlur}
          error={codeField.error}
          ref={codeField.ref}
          cellLabel={(position, length) => text('accounts.field.codeCell', { position, length })}
        />
        <CaptchaNotice />
        <Button type="submit" className="account-form__submit" loading={form.submitting}>
          {text('accounts.emailConfirm.submit')}
        </Button>
        <p className="account-form__aside">
          <button type="button" className="account-link-button" onClick={() => void requestCode()}>
            {text('accounts.emailConfirm.resend')}
          </button>
        </p>
      </form>
    </AccountLayout>
  )
}
