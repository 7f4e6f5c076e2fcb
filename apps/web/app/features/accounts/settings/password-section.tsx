import { Button, TextField, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { showApiFailure } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { useAccountsText } from '../accounts-text.ts'
import { SettingsSection } from './settings-section.tsx'

const FIELDS = ['old_password', 'password', 'confirm_password'] as const

/** Settings › password: §7 change-password (the current one when the account has a password). */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { text, formatValidation } = useAccountsText()
  const call = useApiCall()
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
          await call('userChangePassword', {
            body: {
              old_password: hasPassword ? values.old_password : undefined,
              password: values.password,
              confirm_password: values.confirm_password,
            },
          })
          setMessage({ text: text('accounts.settings.passwordChanged'), tone: 'success' })
        } catch (error) {
          const message = showApiFailure(form, error, FIELDS, text('accounts.error.generic'))
          setMessage(message === null ? null : { text: message, tone: 'error' })
        }
      },
    },
  )
  return (
    <SettingsSection id="settings-password" title={text('accounts.settings.password')}>
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
        <Button type="submit" className="settings-form__submit" loading={form.submitting}>
          {text('accounts.settings.passwordSubmit')}
        </Button>
      </form>
    </SettingsSection>
  )
}
