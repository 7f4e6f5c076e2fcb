import type { DropdownCountry, Profile } from '@tourmarket/contracts'
import { Button, PhoneInput, TextField, useForm } from '@tourmarket/ui'
import { useState } from 'react'
import { useSession } from '../../../lib/session-context.tsx'
import { useShellLocale } from '../../../lib/shell-data.ts'
import { CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { showApiFailure } from '../../../lib/api-failure.ts'
import { useAccountsText } from '../accounts-text.ts'
import { PhoneConfirmation } from './phone-confirmation.tsx'
import { useApiCall } from '../../../lib/api-call.ts'
import { isValidPhoneInput, phoneState } from './settings-logic.ts'
import { ConfirmationBadge, SettingsSection, useSavedToast } from './settings-section.tsx'

const FIELDS = ['phone', 'password'] as const

/**
 * Settings › phone: §7 change-phone (with the current password when the account has one) in the
 * kit's §5 phone input; an unconfirmed phone is then confirmed by a code (PhoneConfirmation).
 */
export function PhoneSection({
  user,
  countries,
}: {
  user: Profile
  countries: readonly DropdownCountry[]
}) {
  const { text, t, formatValidation } = useAccountsText()
  const { brand } = useShellLocale()
  const call = useApiCall()
  const { setUser } = useSession()
  const showSaved = useSavedToast()
  const [message, setMessage] = useState<string | null>(null)
  const hasPassword = user.has_password
  const state = phoneState(user)
  const form = useForm(
    {
      phone: [
        'required',
        (value: unknown) =>
          typeof value === 'string' && isValidPhoneInput(value) ? true : t('validation.phone'),
      ],
      password: hasPassword ? 'required' : undefined,
    },
    {
      initialValues: { phone: user.phone ?? '', password: '' },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        try {
          setUser(
            await call('userChangePhone', {
              body: {
                phone: values.phone.trim(),
                password: hasPassword ? values.password : undefined,
              },
            }),
          )
          form.register('password').onValueChange('')
          showSaved()
        } catch (error) {
          setMessage(showApiFailure(form, error, FIELDS, text('accounts.error.generic')))
        }
      },
    },
  )
  return (
    <SettingsSection
      id="settings-phone"
      title={text('accounts.settings.phone')}
      status={state === 'none' ? null : <ConfirmationBadge confirmed={state === 'confirmed'} />}
    >
      <form className="account-form" noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <FormMessage message={message} />
        <PhoneInput
          label={text('accounts.field.phone')}
          hint={state === 'confirmed' ? undefined : text('accounts.settings.phoneHint')}
          countries={countries}
          defaultCountry={brand.uikit.defaultCountry}
          searchPlaceholder={t('phoneInput.searchCountryOrCode')}
          confirmText={t('common.confirm')}
          invalidText={text('accounts.settings.phoneInvalid')}
          notFoundCountryText={text('accounts.settings.countryNotFound')}
          notFoundCodeText={text('accounts.settings.codeNotFound')}
          countryMismatchText={(country) => text('accounts.settings.phoneMismatch', { country })}
          customCodeText={(code) => text('accounts.settings.phoneCustomCode', { code })}
          countryLabel={text('accounts.settings.phoneCountry')}
          {...form.register('phone')}
        />
        {hasPassword ? (
          <TextField
            label={text('accounts.settings.yourPassword')}
            hint={text('accounts.settings.phonePasswordHint')}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        ) : null}
        <CaptchaNotice />
        <Button type="submit" className="settings-form__submit" loading={form.submitting}>
          {text('accounts.settings.phoneSubmit')}
        </Button>
      </form>
      {state === 'unconfirmed' && user.phone !== null ? (
        <PhoneConfirmation key={user.phone} phone={user.phone} />
      ) : null}
    </SettingsSection>
  )
}
