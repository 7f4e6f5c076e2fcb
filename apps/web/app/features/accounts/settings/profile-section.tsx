import type { Profile } from '@tourmarket/contracts'
import { Button, TextField, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { useSession } from '../../../lib/session-context.tsx'
import { FormMessage } from '../account-layout.tsx'
import { showApiFailure } from '../../../lib/api-failure.ts'
import { useAccountsText } from '../accounts-text.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { blankToNull } from './settings-logic.ts'
import { SettingsSection, useSavedToast } from './settings-section.tsx'

const FIELDS = ['first_name', 'last_name'] as const

/**
 * Settings › profile: the §3 names, through §7 update-profile (the time zone the API also takes
 * is left out, so it stays as registration set it). The header shows the new name at once.
 */
export function ProfileSection({ user }: { user: Profile }) {
  const { text, formatValidation } = useAccountsText()
  const call = useApiCall()
  const { setUser } = useSession()
  const showSaved = useSavedToast()
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm(
    { first_name: 'max:100', last_name: 'max:100' },
    {
      initialValues: { first_name: user.first_name ?? '', last_name: user.last_name ?? '' },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        try {
          setUser(
            await call('userUpdateProfile', {
              body: {
                first_name: blankToNull(values.first_name),
                last_name: blankToNull(values.last_name),
              },
            }),
          )
          showSaved()
        } catch (error) {
          setMessage(showApiFailure(form, error, FIELDS, text('accounts.error.generic')))
        }
      },
    },
  )
  return (
    <SettingsSection id="settings-profile" title={text('accounts.settings.profile')}>
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
        <Button type="submit" className="settings-form__submit" loading={form.submitting}>
          {text('accounts.settings.profileSubmit')}
        </Button>
      </form>
    </SettingsSection>
  )
}
