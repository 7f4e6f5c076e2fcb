import { Button, TextField, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { Link } from 'react-router'
import { CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { showApiFailure } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { useAccountsText } from '../accounts-text.ts'
import { useCompleteSignIn } from '../complete-sign-in.ts'
import { PASSWORD_SIGN_IN_RULES, type SignInPosted } from './sign-in-forms.ts'

const FIELDS = ['login', 'password'] as const

/**
 * §7 user/auth: login (an e-mail or a phone) and password. A real form: posted without
 * JavaScript, the route's action signs in and `posted` is what it answered (issue 16).
 */
export function PasswordSignIn({
  recoveryPath,
  posted,
}: {
  recoveryPath: string
  posted: SignInPosted | undefined
}) {
  const { text, formatValidation } = useAccountsText()
  const call = useApiCall()
  const completeSignIn = useCompleteSignIn()
  const [message, setMessage] = useState<string | null>(posted?.message ?? null)
  const form = useForm(PASSWORD_SIGN_IN_RULES, {
    initialValues: { login: posted?.login ?? '', password: '' },
    initialErrors: posted?.fieldErrors ?? {},
    formatMessage: formatValidation,
    onSubmit: async (values) => {
      setMessage(null)
      try {
        await completeSignIn(
          await call('userAuth', {
            body: { login: values.login.trim(), password: values.password },
          }),
        )
      } catch (error) {
        setMessage(showApiFailure(form, error, FIELDS, text('accounts.error.generic')))
      }
    },
  })

  return (
    <form
      className="account-form"
      method="post"
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <input type="hidden" name="form" value="password" />
      <FormMessage message={message} />
      <TextField
        label={text('accounts.field.login')}
        autoComplete="username"
        inputMode="email"
        {...form.register('login')}
      />
      <TextField
        label={text('accounts.field.password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
      />
      <p className="account-form__aside">
        <Link to={recoveryPath}>{text('accounts.login.forgotPassword')}</Link>
      </p>
      <CaptchaNotice />
      <Button type="submit" className="account-form__submit" loading={form.submitting}>
        {text('accounts.login.submit')}
      </Button>
    </form>
  )
}
