import { Button, TextField, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/route.ts'
import { AccountLayout, CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { showApiFailure } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { accountsMeta } from '../accounts-meta.ts'
import { accountsPageLoader } from '../accounts-route.server.ts'
import { useAccountsText } from '../accounts-text.ts'

export const loader = ({ context }: Route.LoaderArgs) => accountsPageLoader({ context })

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.recovery.title')

/**
 * /password-recovery (a storefront page; §2 lists none): §7 password-recovery mails a link to
 * /password-reset?token=…. The answer is the same whether the e-mail has an account or not.
 */
export default function PasswordRecoveryPage() {
  const { text, formatValidation, path } = useAccountsText()
  const call = useApiCall()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm(
    { email: 'required|email' },
    {
      initialValues: { email: '' },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        try {
          await call('userPasswordRecovery', { body: { email: values.email.trim() } })
          setSentTo(values.email.trim())
        } catch (error) {
          setMessage(showApiFailure(form, error, ['email'], text('accounts.error.generic')))
        }
      },
    },
  )

  return (
    <AccountLayout
      title={text('accounts.recovery.title')}
      lead={sentTo === null ? text('accounts.recovery.lead') : undefined}
      footer={<Link to={path('/login')}>{text('accounts.recovery.backToLogin')}</Link>}
    >
      {sentTo === null ? (
        <form
          className="account-form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(event)}
        >
          <FormMessage message={message} />
          <TextField
            label={text('accounts.field.email')}
            type="email"
            autoComplete="email"
            {...form.register('email')}
          />
          <CaptchaNotice />
          <Button type="submit" className="account-form__submit" loading={form.submitting}>
            {text('accounts.recovery.submit')}
          </Button>
        </form>
      ) : (
        <FormMessage tone="success" message={text('accounts.recovery.sent', { email: sentTo })} />
      )}
    </AccountLayout>
  )
}
