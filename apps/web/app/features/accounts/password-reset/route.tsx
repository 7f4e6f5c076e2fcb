import { Button, TextField, useForm } from '@tourmarket/ui'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { Route } from './+types/route.ts'
import { AccountLayout, CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { showApiFailure } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { accountsMeta } from '../accounts-meta.ts'
import { accountsPageLoader } from '../accounts-route.server.ts'
import { useAccountsText } from '../accounts-text.ts'

export const loader = ({ context }: Route.LoaderArgs) => accountsPageLoader({ context })

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.reset.title')

type LinkState = 'checking' | 'valid' | 'invalid' | 'done'

const FIELDS = ['password', 'confirm_password'] as const

/**
 * /password-reset?token=… (a storefront page; the API's recovery e-mail links here): §7
 * check-password-reset-token, then password-reset with the new password.
 */
export default function PasswordResetPage() {
  const { text, formatValidation, path } = useAccountsText()
  const call = useApiCall()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [linkState, setLinkState] = useState<LinkState>('checking')
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    if (token.trim() === '') {
      setLinkState('invalid')
      return
    }
    let current = true
    call('userCheckPasswordResetToken', { body: { token } }).then(
      (state) => current && setLinkState(state.valid ? 'valid' : 'invalid'),
      () => current && setLinkState('invalid'),
    )
    return () => {
      current = false
    }
  }, [call, token])

  const form = useForm(
    { password: 'required|min:8|max:128', confirm_password: 'required|confirmed:password' },
    {
      initialValues: { password: '', confirm_password: '' },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        try {
          await call('userPasswordReset', { body: { token, ...values } })
          setLinkState('done')
        } catch (error) {
          setMessage(showApiFailure(form, error, FIELDS, text('accounts.error.generic')))
        }
      },
    },
  )

  const title = text('accounts.reset.title')
  switch (linkState) {
    case 'checking':
      return (
        <AccountLayout title={title}>
          <FormMessage tone="info" message={text('accounts.reset.checking')} />
        </AccountLayout>
      )
    case 'invalid':
      return (
        <AccountLayout
          title={title}
          footer={<Link to={path('/password-recovery')}>{text('accounts.reset.requestNew')}</Link>}
        >
          <FormMessage message={text('accounts.reset.invalid')} />
        </AccountLayout>
      )
    case 'done':
      return (
        <AccountLayout
          title={title}
          footer={<Link to={path('/login')}>{text('accounts.reset.loginLink')}</Link>}
        >
          <FormMessage tone="success" message={text('accounts.reset.done')} />
        </AccountLayout>
      )
    case 'valid':
      return (
        <AccountLayout title={title}>
          <form
            className="account-form"
            noValidate
            onSubmit={(event) => void form.handleSubmit(event)}
          >
            <FormMessage message={message} />
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
            <Button type="submit" className="account-form__submit" loading={form.submitting}>
              {text('accounts.reset.submit')}
            </Button>
          </form>
        </AccountLayout>
      )
    default: {
      const unknownState: never = linkState
      throw new TypeError(`Unknown link state ${String(unknownState)}`)
    }
  }
}
