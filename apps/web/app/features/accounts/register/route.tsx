import { isPhone } from '@tourmarket/domain/validation'
import { Button, ConsentCheckbox, TextField, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { Route } from './+types/route.ts'
import { AccountLayout, CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { apiFailure } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { accountsMeta } from '../accounts-meta.ts'
import { accountsPageLoader } from '../accounts-route.server.ts'
import { useAccountsText } from '../accounts-text.ts'
import { useCompleteSignIn } from '../complete-sign-in.ts'

export const loader = ({ request }: Route.LoaderArgs) => accountsPageLoader({ request })

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.register.title')

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'confirm_password',
] as const

/** The visitor's IANA time zone (§3 registration `timezone`), or null when the browser hides it. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null
  } catch {
    return null
  }
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim())

/**
 * §2 /register with the §3 registration fields. The API signs the new account in and mails an
 * e-mail confirmation code, so the visitor goes on to /email-confirm.
 */
export default function RegisterPage() {
  const { text, t, formatValidation, path } = useAccountsText()
  const call = useApiCall()
  const completeSignIn = useCompleteSignIn()
  const [params] = useSearchParams()
  const [message, setMessage] = useState<string | null>(null)
  const back = params.get('back')
  const withBack = (target: string) =>
    back === null ? path(target) : `${path(target)}?${new URLSearchParams({ back })}`

  const form = useForm(
    {
      first_name: 'max:100',
      last_name: 'max:100',
      email: 'required|email',
      // §5 phone, only when one is given: the field is optional.
      phone: (value: unknown) =>
        typeof value !== 'string' || value.trim() === '' || isPhone(value.replace(/[\s\-().]/g, ''))
          ? true
          : t('validation.phone'),
      password: 'required|min:8|max:128',
      confirm_password: 'required|confirmed:password',
      consent: {
        rules: 'required',
        messages: { required: text('accounts.register.consentRequired') },
      },
    },
    {
      initialValues: {
        first_name: '',
        last_name: '',
        email: '',
        phone: '',
        password: '',
        confirm_password: '',
        consent: false,
      },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        try {
          const result = await call('userRegister', {
            body: {
              first_name: blankToNull(values.first_name),
              last_name: blankToNull(values.last_name),
              email: values.email.trim(),
              phone: blankToNull(values.phone),
              password: values.password,
              confirm_password: values.confirm_password,
              timezone: browserTimeZone(),
            },
          })
          await completeSignIn(result, withBack('/email-confirm'))
        } catch (error) {
          const failure = apiFailure(error, FIELDS, text('accounts.error.generic'))
          form.setErrors(failure.fieldErrors)
          setMessage(failure.message)
        }
      },
    },
  )

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
      <form className="account-form" noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <FormMessage message={message} />
        <div className="account-form__row">
          <TextField
            label={text('accounts.field.firstName')}
            autoComplete="given-name"
            {...form.register('first_name')}
          />
          <TextField
            label={text('accounts.field.lastName')}
            autoComplete="family-name"
            {...form.register('last_name')}
          />
        </div>
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
        <ConsentCheckbox
          text={t('consent.text')}
          termsText={t('consent.termsLink')}
          privacyText={t('consent.privacyLink')}
          {...form.registerCheckbox('consent')}
        />
        <CaptchaNotice />
        <Button type="submit" className="account-form__submit" loading={form.submitting}>
          {text('accounts.register.submit')}
        </Button>
      </form>
    </AccountLayout>
  )
}
