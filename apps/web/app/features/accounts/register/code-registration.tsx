import { Button, TextField, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { showApiFailure } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { useAccountsText } from '../accounts-text.ts'
import { CodeSignIn } from '../login/code-sign-in.tsx'
import type { SentCode, SignInPosted } from '../login/sign-in-forms.ts'
import {
  CODE_REGISTRATION_FIELDS,
  CODE_REGISTRATION_FORM,
  codeRegistrationBody,
  codeRegistrationRules,
  type CodeRegistrationPosted,
} from './code-registration-form.ts'
import { browserTimeZone } from './register-form.ts'
import { NameFields, RegistrationConsent } from './registration-fields.tsx'

/**
 * §7 register-without-password on /register: a name and an e-mail or phone, no password. The API
 * sends a sign-in code at once, and the sign-in's own code form (auth-via-code) finishes it, so a
 * registration by code ends signed in. Real forms: without JavaScript /register's action makes
 * the same calls (`posted`, `signInPosted`).
 */
export function CodeRegistration({
  posted,
  signInPosted,
  restartHref,
}: {
  posted: CodeRegistrationPosted | undefined
  /** The code form's answer posted without JavaScript (a wrong code, a new one sent). */
  signInPosted: SignInPosted | undefined
  /** This form afresh: "another e-mail or phone" without JavaScript. */
  restartHref: string
}) {
  const words = useAccountsText()
  const { text, formatValidation } = words
  const call = useApiCall()
  const [sentCode, setSentCode] = useState<SentCode | null>(
    signInPosted?.sentCode ?? posted?.sentCode ?? null,
  )
  const [message, setMessage] = useState<string | null>(
    posted?.sentCode == null ? (posted?.message ?? null) : null,
  )

  const form = useForm(codeRegistrationRules(words), {
    initialValues: {
      first_name: posted?.values.first_name ?? '',
      last_name: posted?.values.last_name ?? '',
      login: posted?.values.login ?? '',
      consent: false,
    },
    initialErrors: posted?.sentCode == null ? (posted?.fieldErrors ?? {}) : {},
    formatMessage: formatValidation,
    onSubmit: async (values) => {
      setMessage(null)
      const body = codeRegistrationBody(values, browserTimeZone())
      try {
        const sent = await call('userRegisterWithoutPassword', { body })
        setSentCode({ login: body.login, sender: body.code_sender, sent })
      } catch (error) {
        setMessage(
          showApiFailure(form, error, CODE_REGISTRATION_FIELDS, text('accounts.error.generic')),
        )
      }
    },
  })

  if (sentCode !== null) {
    return (
      <CodeSignIn
        key={sentCode.login}
        posted={{
          form: 'code',
          login: sentCode.login,
          fieldErrors: signInPosted?.fieldErrors ?? {},
          message: signInPosted?.message ?? null,
          sentCode,
        }}
        restartHref={restartHref}
        onRestart={() => setSentCode(null)}
      />
    )
  }

  return (
    <form
      className="account-form"
      method="post"
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <input type="hidden" name="form" value={CODE_REGISTRATION_FORM} />
      <p className="account-form__aside">{text('accounts.register.codeLead')}</p>
      <FormMessage message={message} />
      <NameFields firstName={form.register('first_name')} lastName={form.register('last_name')} />
      <TextField
        label={text('accounts.field.login')}
        autoComplete="username"
        inputMode="email"
        {...form.register('login')}
      />
      <RegistrationConsent {...form.registerCheckbox('consent')} />
      <CaptchaNotice />
      <Button type="submit" className="account-form__submit" loading={form.submitting}>
        {text('accounts.code.send')}
      </Button>
    </form>
  )
}
