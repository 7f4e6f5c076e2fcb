import { Button, TextField, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { Link, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/route.ts'
import { AccountLayout, CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { showApiFailure } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { accountsMeta } from '../accounts-meta.ts'
import { accountsPageLoader } from '../accounts-route.server.ts'
import { useAccountsText } from '../accounts-text.ts'
import { useCompleteSignIn } from '../complete-sign-in.ts'
import { CodeRegistration } from './code-registration.tsx'
import { registerPageAction } from './code-registration-action.server.ts'
import { CODE_REGISTRATION_FORM, type CodeRegistrationPosted } from './code-registration-form.ts'
import type { SignInPosted } from '../login/sign-in-forms.ts'
import {
  browserTimeZone,
  REGISTER_FIELDS,
  registerBody,
  registerRules,
  type RegisterPosted,
  type RegisterValues,
} from './register-form.ts'
import { NameFields, RegistrationConsent } from './registration-fields.tsx'

export const loader = ({ context }: Route.LoaderArgs) => accountsPageLoader({ context })

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.register.title')

/** The registration (with a password or by code) posted without JavaScript (issue 16). */
export const action = ({ request, context }: Route.ActionArgs) =>
  registerPageAction(request, context)

const EMPTY_REGISTRATION: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
  consent: false,
}

/**
 * §2 /register with the §3 registration fields. The API signs the new account in and mails an
 * e-mail confirmation code, so the visitor goes on to /email-confirm. A real form: posted without
 * JavaScript, the action registers and `posted` is what it answered (issue 16).
 */
export default function RegisterPage() {
  const words = useAccountsText()
  const { text, formatValidation, path } = words
  const call = useApiCall()
  const completeSignIn = useCompleteSignIn()
  const answered = useActionData<typeof action>() as
    RegisterPosted | CodeRegistrationPosted | SignInPosted | undefined
  const posted = answered !== undefined && !('form' in answered) ? answered : undefined
  const codePosted =
    answered !== undefined && 'form' in answered && answered.form === CODE_REGISTRATION_FORM
      ? answered
      : undefined
  const signInPosted =
    answered !== undefined && 'form' in answered && answered.form !== CODE_REGISTRATION_FORM
      ? answered
      : undefined
  const [params] = useSearchParams()
  const byCode = answered !== posted || params.get('method') === 'code'
  const [message, setMessage] = useState<string | null>(posted?.message ?? null)
  const back = params.get('back')
  const withBack = (target: string) =>
    back === null ? path(target) : `${path(target)}?${new URLSearchParams({ back })}`
  const methodHref = (code: boolean) => {
    const query = new URLSearchParams(back === null ? {} : { back })
    if (code) query.set('method', 'code')
    const search = query.toString()
    return search === '' ? path('/register') : `${path('/register')}?${search}`
  }

  const form = useForm(registerRules(words), {
    initialValues: { ...EMPTY_REGISTRATION, ...posted?.values },
    initialErrors: posted?.fieldErrors ?? {},
    formatMessage: formatValidation,
    onSubmit: async (values) => {
      setMessage(null)
      try {
        const result = await call('userRegister', {
          body: registerBody(values, browserTimeZone()),
        })
        await completeSignIn(result, withBack('/email-confirm'))
      } catch (error) {
        setMessage(showApiFailure(form, error, REGISTER_FIELDS, text('accounts.error.generic')))
      }
    },
  })

  return (
    <AccountLayout
      title={text('accounts.register.title')}
      footer={
        <>
          <span>{text('accounts.register.haveAccount')}</span>
          <Link to={withBack('/login')}>{text('accounts.register.loginLink')}</Link>
        </>
      }
    >
      {byCode ? (
        <CodeRegistration
          posted={codePosted}
          signInPosted={signInPosted}
          restartHref={methodHref(true)}
        />
      ) : (
        <form
          className="account-form"
          method="post"
          noValidate
          onSubmit={(event) => void form.handleSubmit(event)}
        >
          <FormMessage message={message} />
          <NameFields
            firstName={form.register('first_name')}
            lastName={form.register('last_name')}
          />
          <TextField
            label={text('accounts.field.email')}
            type="email"
            autoComplete="email"
            {...form.register('email')}
          />
          <TextField
            label={text('accounts.field.phone')}
            hint={text('accounts.field.phoneHint')}
            type="tel"
            autoComplete="tel"
            maxLength={18}
            {...form.register('phone')}
          />
          <TextField
            label={text('accounts.field.password')}
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
          <RegistrationConsent {...form.registerCheckbox('consent')} />
          <CaptchaNotice />
          <Button type="submit" className="account-form__submit" loading={form.submitting}>
            {text('accounts.register.submit')}
          </Button>
        </form>
      )}
      <p className="account-form__aside">
        <Link to={methodHref(!byCode)}>
          {text(byCode ? 'accounts.register.withPassword' : 'accounts.register.withCode')}
        </Link>
      </p>
    </AccountLayout>
  )
}
